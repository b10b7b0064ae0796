import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider, type RouterHistory } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { createQueryClient } from '@/api/query'
import type { User } from '@/contract/types'
import { authActions } from '@/features/auth/auth-store'
import { ToastRegion, toasts } from '@/ui'
import { DashboardHeader } from './dashboard-header'
import { LoadingScreen } from './loading-screen'
import { navigationActions } from './navigation'
import { createAppRouter } from './router'
import { ShellContext } from './shell-context'

const InterviewErrorToast = lazy(() => import('./error-toast'))

export interface SignedInShellProps {
  user: User
  /** Where the addresses live: the page's `#` (default), or a memory history in tests. */
  history?: RouterHistory
}

/** Everything behind sign-in: the page the address names, its dialogs, toasts. */
export default function SignedInShell({ user, history }: SignedInShellProps) {
  // The session's server state: made with the shell, emptied in one call when the session ends.
  const [queryClient] = useState(createQueryClient)
  const [router] = useState(() => createAppRouter(history))
  // However the session ends (Sign Out, an expired token), the chosen interview goes with it
  // (docs/product.md#root-shell), and notifications about it mean nothing to the next one. The
  // pages' own clean-ups close the interview, which stays resumable on the server.
  useEffect(
    () => () => {
      navigationActions.reset()
      toasts.clear()
      queryClient.clear()
    },
    [queryClient],
  )
  // Sign Out leaves the address for the dashboard's: the next one to sign in starts there. An
  // expired session keeps it, so that signing in again returns to the same place.
  const signOut = () => {
    void router.navigate({ to: '/', replace: true }).then(() => authActions.signOut())
  }
  const header = (
    <DashboardHeader
      user={user}
      onSignOut={signOut}
      onOpenProfile={() => void router.navigate({ to: '/profile' })}
    />
  )

  return (
    <QueryClientProvider client={queryClient}>
      <ShellContext.Provider value={{ user, header }}>
        <Suspense fallback={<LoadingScreen />}>
          <RouterProvider router={router} />
        </Suspense>
        <Suspense fallback={null}>
          <InterviewErrorToast />
        </Suspense>
        {/* Toasts only ever report on signed-in work, so the region lives here, not in sign-in. */}
        <ToastRegion />
      </ShellContext.Provider>
    </QueryClientProvider>
  )
}
