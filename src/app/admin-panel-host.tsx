import { isAdmin } from '@/domain/roles'
import { useAuth } from '@/features/auth/auth-store'
import { AdminPanel } from '@/features/admin/components/admin-panel'
import { navigationActions, useNavigation } from './navigation'

/**
 * Renders the admin panel while navigation says it is open (docs/product.md#admin-panel Admin panel), on the tab it
 * names; nothing for anyone but an admin.
 */
export default function AdminPanelHost() {
  const { adminPanel } = useNavigation()
  const { user } = useAuth()
  if (!adminPanel || !user || !isAdmin(user.role)) return null
  return (
    <AdminPanel
      tab={adminPanel.tab}
      onTabChange={(tab) => navigationActions.openAdminPanel(tab)}
      onClose={() => navigationActions.closeAdminPanel()}
      currentUser={user}
    />
  )
}
