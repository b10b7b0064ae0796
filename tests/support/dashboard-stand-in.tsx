import { Outlet } from '@tanstack/react-router'
import type { SignedInPageProps } from '@/app/page-props'

/**
 * The dashboard page as a heading ('Dashboard page') under the app's header, with the outlet its
 * dialogs open in: for browser tests of the shell around it (colour scheme, profile, register),
 * through `vi.mock('@/app/dashboard-page', () => import('../support/dashboard-stand-in'))`.
 */
export default function DashboardStandIn({ header }: SignedInPageProps) {
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
