import { lazy, Suspense } from 'react'
import { JoinPage, type JoinInterviewContext } from '@/features/study/components/join-page'
import { ColorSchemeProvider } from '@/ui/color-scheme-provider'
import * as styles from './app.css'
import { Footer } from './footer'
import { LoadingScreen } from './loading-screen'
import { ScreenErrorBoundary } from './screen-error-boundary'

// The consent form is all the page's first load carries (docs/architecture.md#first-loads): the
// interview comes once the participant agrees, or at once when a reload resumes one.
const loadInterview = () => import('./join-interview')
const JoinInterview = lazy(() =>
  loadInterview().then((module) => ({ default: module.JoinInterview })),
)

const renderInterview = (context: JoinInterviewContext) => (
  <Suspense fallback={<LoadingScreen />}>
    <JoinInterview {...context} />
  </Suspense>
)

// A failure shows when the interview renders (the error boundary), so it is not reported twice.
const prepareInterview = () => void loadInterview().catch(() => undefined)

/**
 * The root of a participant link's page, `/join/{token}` (docs/product.md#participant-links):
 * no sign-in and nothing of the signed-in app; the theme, the join page and the footer.
 */
export function JoinApp({ token }: { token: string }) {
  return (
    <ColorSchemeProvider>
      <div className={styles.app}>
        <div className={styles.content}>
          <ScreenErrorBoundary>
            <JoinPage
              token={token}
              renderInterview={renderInterview}
              prepareInterview={prepareInterview}
            />
          </ScreenErrorBoundary>
        </div>
        <Footer />
      </div>
    </ColorSchemeProvider>
  )
}
