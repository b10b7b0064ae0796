import { canAdminister } from '@/domain/permissions'
import { useNavigate, useParams } from '@tanstack/react-router'
import { AdminPanel } from '@/features/admin/components/admin-panel'
import { AccessDeniedDialog } from './access-denied'
import { useShell } from './shell-context'

/**
 * `/admin/$tab`: the admin panel (docs/product.md#admin-panel Admin panel) on the tab its address
 * names; anyone but an admin is told the page is not theirs.
 */
export default function AdminPanelHost() {
  const { user } = useShell()
  const navigate = useNavigate()
  const { tab } = useParams({ from: '/dashboard/admin/$tab' })
  if (!canAdminister(user)) return <AccessDeniedDialog />
  return (
    <AdminPanel
      tab={tab}
      onTabChange={(next) =>
        void navigate({ to: '/admin/$tab', params: { tab: next }, replace: true })
      }
      onClose={() => void navigate({ to: '/' })}
      currentUser={user}
    />
  )
}
