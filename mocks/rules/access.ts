import { isAdmin as isAdminRole } from '@/domain/roles'
import { byId, membership } from '../db/indexes'
import type { ProjectRecord, UserRecord } from '../db/schema'
import { forbidden, notFound } from './errors'

/**
 * Who may do what in the mock, free of any transport: the HTTP handlers and the interview engine
 * (which the sockets also drive) ask the same questions here, so they cannot disagree.
 */

export const isAdmin = (user: UserRecord) => isAdminRole(user.role)

export const isMember = (user: UserRecord, projectId: string) =>
  membership(projectId, user.id) !== undefined

/** Admins and the project's lead manage it: edit, invite, see members and every interview. */
export const canManageProject = (user: UserRecord, project: ProjectRecord) =>
  isAdmin(user) || project.leadUserId === user.id

/** docs/product.md#roles: a project is seen by admins, its lead and its members. */
const canSeeProject = (user: UserRecord, project: ProjectRecord) =>
  canManageProject(user, project) || isMember(user, project.id)

/** A project the caller may see; anyone else gets the same 404 as for an unknown id. */
export function visibleProject(user: UserRecord, id: string): ProjectRecord {
  const project = byId.projects(id)
  if (!project || !canSeeProject(user, project)) throw notFound('Project')
  return project
}

/**
 * A project whose coding the caller may read and change (docs/product.md#coding): admins and its
 * lead, the people who see its Results. 404 when unknown, 403 for anyone else.
 */
export function codedProject(user: UserRecord, id: string): ProjectRecord {
  const project = byId.projects(id)
  if (!project) throw notFound('Project')
  if (!canManageProject(user, project)) {
    throw forbidden('Only an admin or the project lead can code this project')
  }
  return project
}
