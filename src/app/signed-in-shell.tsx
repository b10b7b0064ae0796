import { lazy, Suspense, useEffect } from 'react'
import { isAdmin } from '../api/roles'
import type { User } from '../api/types'
import { authActions } from '../features/auth/auth-store'
import { ToastRegion, toasts } from '../ui'
import { DashboardHeader } from './dashboard-header'
import { LoadingScreen } from './loading-screen'
import { navigationActions, useNavigation } from './navigation'

// Each piece loads when first shown: the interview and the admin panel stay out of the
// dashboard's load, and all of them out of the sign-in screen's.
const DashboardPage = lazy(() => import('./dashboard-page'))
const InterviewPage = lazy(() => import('./interview-page'))
const AdminPanelHost = lazy(() => import('./admin-panel-host'))
const InterviewErrorToast = lazy(() => import('./error-toast'))

/** Everything behind sign-in: the dashboard or the interview view, the admin panel, toasts. */
export default function SignedInShell({ user }: { user: User }) {
  const { interview } = useNavigation()
  // However the session ends (Sign Out, an expired token), the chosen project goes with it
  // (SPEC §2), and notifications about it mean nothing to the next one. The pages' own
  // clean-ups close the interview, which stays resumable on the server.
  useEffect(
    () => () => {
      navigationActions.reset()
      toasts.clear()
    },
    [],
  )
  const header = <DashboardHeader user={user} onSignOut={() => void authActions.signOut()} />
  const Page = interview ? InterviewPage : DashboardPage

  return (
    <>
      <Suspense fallback={<LoadingScreen />}>
        <Page user={user} header={header} />
      </Suspense>
      <Suspense fallback={null}>
        {isAdmin(user.role) && <AdminPanelHost />}
        <InterviewErrorToast />
      </Suspense>
      {/* Toasts only ever report on signed-in work, so the region lives here, not in sign-in. */}
      <ToastRegion />
    </>
  )
}
