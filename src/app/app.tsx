import { lazy, Suspense, useEffect } from 'react'
import { authActions, useAuth, useCurrentUser } from '@/features/auth/auth-store'
import { SignIn } from '@/features/auth/components/sign-in'
import { ColorSchemeProvider } from '@/ui/color-scheme-provider'
import * as styles from './app.css'
import { Footer } from './footer'
import { LoadingScreen } from './loading-screen'
import { ScreenErrorBoundary } from './screen-error-boundary'

// Screens load on demand, so the sign-in screen's first load stays small: Create Account
// brings the Select, the signed-in shell everything else.
const Register = lazy(() =>
  import('@/features/auth/components/register').then((module) => ({ default: module.Register })),
)
const loadSignedInShell = () => import('./signed-in-shell')
const SignedInShell = lazy(loadSignedInShell)

/** The root: theme, the screen chosen by application state (docs/product.md#root-shell) and the footer. */
export function App() {
  return (
    <ColorSchemeProvider>
      <div className={styles.app}>
        <div className={styles.content}>
          <ScreenErrorBoundary>
            <Suspense fallback={<LoadingScreen />}>
              <Screen />
            </Suspense>
          </ScreenErrorBoundary>
        </div>
        <Footer />
      </div>
    </ColorSchemeProvider>
  )
}

function Screen() {
  const { status, screen, registrationEnabled } = useAuth()
  const user = useCurrentUser()

  useEffect(() => {
    authActions.start()
  }, [])

  // Fetch the signed-in code while the profile request is still under way. A failure shows
  // when the shell renders (the error boundary), so it is not reported twice.
  useEffect(() => {
    if (status === 'loadingProfile') loadSignedInShell().catch(() => undefined)
  }, [status])

  if (status === 'signedIn' && user) return <SignedInShell user={user} />
  if (status === 'signedOut') {
    return screen === 'register' && registrationEnabled === true ? <Register /> : <SignIn />
  }
  return <LoadingScreen />
}
