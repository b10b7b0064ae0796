import { Outlet } from '@tanstack/react-router'
import type { SignedInPageProps } from '@/app/page-props'

/**
 * Set `failing` to make the stand-in throw as it renders, for a test of the shell's error
 * boundary; the test puts it back afterwards.
 */
export const dashboardFault = { failing: false }

/**
 * The dashboard page as a heading ('Dashboard page') under the app's header, with the outlet its
 * dialogs open in: for browser tests of the shell around it (shell, colour scheme, profile,
 * register), through `vi.mock('@/app/dashboard-page', () => import('../support/dashboard-stand-in'))`.
 */
export default function DashboardStandIn({ header }: SignedInPageProps) {
  if (dashboardFault.failing) throw new Error('The dashboard broke')
  return (
    <>
      {header}
      <main>
        <h2>Dashboard page</h2>
      </main>
      <Outlet />
    </>
  )
}
