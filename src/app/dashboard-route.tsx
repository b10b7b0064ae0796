import DashboardPage from './dashboard-page'
import { useShell } from './shell-context'

/** The dashboard's addresses: the page, with the dialog its address names opened over it. */
export default function DashboardRoute() {
  const { user, header } = useShell()
  return <DashboardPage user={user} header={header} />
}
