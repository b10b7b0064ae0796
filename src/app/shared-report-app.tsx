import { lazy, Suspense } from 'react'
import { ThemeProvider } from '@/ui/theme-provider'
import * as styles from './app.css'
import { Footer } from './footer'
import { LoadingScreen } from './loading-screen'
import { ScreenErrorBoundary } from './screen-error-boundary'

const SharedReportPage = lazy(() => import('@/features/insights/components/shared-report-page'))

/**
 * The root of a report link's page (docs/product.md#shared-report): no sign-in, no session,
 * nothing of the signed-in app; only the theme, the report and the footer.
 */
export function SharedReportApp({ token }: { token: string }) {
  return (
    <ThemeProvider>
      <div className={styles.app}>
        <div className={styles.content}>
          <ScreenErrorBoundary>
            <Suspense fallback={<LoadingScreen />}>
              <SharedReportPage token={token} />
            </Suspense>
          </ScreenErrorBoundary>
        </div>
        <Footer />
      </div>
    </ThemeProvider>
  )
}
