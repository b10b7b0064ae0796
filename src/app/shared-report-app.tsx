import { lazy, Suspense, type ReactNode } from 'react'
import SharedReportPage, {
  type SharedCodesSlotContext,
} from '@/features/insights/components/shared-report-page'
import { ColorSchemeProvider } from '@/ui/color-scheme-provider'
import * as styles from './app.css'
import { Footer } from './footer'
import { ScreenErrorBoundary } from './screen-error-boundary'

// Coding's part of the report, in a chunk of its own, as the page (features do not import each other).
const SharedCodes = lazy(() =>
  import('@/features/coding/components/shared-codes').then((m) => ({ default: m.SharedCodes })),
)

function renderSharedCodes(context: SharedCodesSlotContext): ReactNode {
  return (
    <Suspense fallback={null}>
      <SharedCodes {...context} />
    </Suspense>
  )
}

/**
 * The root of a report link's page (docs/product.md#shared-report): no sign-in, no session,
 * nothing of the signed-in app; only the theme, the report and the footer. Lazy, with the report
 * in its chunk (src/main.tsx): one fetch after the entry, as when the report alone was lazy.
 */
export function SharedReportApp({ token }: { token: string }) {
  return (
    <ColorSchemeProvider>
      <div className={styles.app}>
        <div className={styles.content}>
          <ScreenErrorBoundary>
            <SharedReportPage token={token} renderCodes={renderSharedCodes} />
          </ScreenErrorBoundary>
        </div>
        <Footer />
      </div>
    </ColorSchemeProvider>
  )
}
