import { isAdmin } from '@/domain/roles'
import type { Project, User } from '@/contract/types'

/** docs/product.md#roles: Edit Project, Invite Member and View Members are for admins and the project's lead. */
export function canManageProject(
  user: Pick<User, 'id' | 'role'>,
  project: Pick<Project, 'leadUserId'>,
) {
  return isAdmin(user.role) || (project.leadUserId !== null && project.leadUserId === user.id)
}
