import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { createQueryClient } from '@/api/query'
import { isAdmin } from '@/domain/roles'
import type { User } from '@/contract/types'
import { authActions } from '@/features/auth/auth-store'
import { ToastRegion, toasts } from '@/ui'
import { DashboardHeader } from './dashboard-header'
import { LoadingScreen } from './loading-screen'
import { navigationActions, useNavigation } from './navigation'

// Each piece loads when first shown: the interview and the admin panel stay out of the
// dashboard's load, and all of them out of the sign-in screen's.
const DashboardPage = lazy(() => import('./dashboard-page'))
const InterviewPage = lazy(() => import('./interview-page'))
const AdminPanelHost = lazy(() => import('./admin-panel-host'))
const InterviewErrorToast = lazy(() => import('./error-toast'))

/**
 * When the shell swaps the page (Start Interview, the interview ends or is restarted, Back to
 * Dashboard), the control that had the focus goes with the old page; the new page's heading
 * takes it, so that a keyboard or screen-reader user is not left on the body and hears where the
 * press led (the pending button's own announcement went with it). That is the heading a page
 * marks `data-page-heading` (the interview's subject), else the welcome line. The first page
 * keeps the browser's own behaviour.
 */
function FocusNewPage({ page }: { page: string }) {
  const shown = useRef(page)
  useEffect(() => {
    if (shown.current === page) return
    shown.current = page
    const active = document.activeElement
    if (active !== null && active !== document.body && active.isConnected) return
    const heading =
      document.querySelector<HTMLElement>('[data-page-heading]') ??
      document.querySelector<HTMLElement>('h1')
    if (heading === null) return
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
    heading.focus()
  }, [page])
  return null
}

/** Everything behind sign-in: the dashboard or the interview view, the admin panel, toasts. */
export default function SignedInShell({ user }: { user: User }) {
  const { interview } = useNavigation()
  // The session's server state: made with the shell, emptied in one call when the session ends.
  const [queryClient] = useState(createQueryClient)
  // However the session ends (Sign Out, an expired token), the chosen project goes with it
  // (docs/product.md#root-shell), and notifications about it mean nothing to the next one. The pages' own
  // clean-ups close the interview, which stays resumable on the server.
  useEffect(
    () => () => {
      navigationActions.reset()
      toasts.clear()
      queryClient.clear()
    },
    [queryClient],
  )
  const header = <DashboardHeader user={user} onSignOut={() => void authActions.signOut()} />
  const Page = interview ? InterviewPage : DashboardPage

  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<LoadingScreen />}>
        <Page user={user} header={header} />
        <FocusNewPage page={interview ? 'interview' : 'dashboard'} />
      </Suspense>
      <Suspense fallback={null}>
        {isAdmin(user.role) && <AdminPanelHost />}
        <InterviewErrorToast />
      </Suspense>
      {/* Toasts only ever report on signed-in work, so the region lives here, not in sign-in. */}
      <ToastRegion />
    </QueryClientProvider>
  )
}
