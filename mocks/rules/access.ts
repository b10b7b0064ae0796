import { canCode, canManageProject, leadsProject } from '@/domain/permissions'
import { isAdmin as isAdminRole } from '@/domain/roles'
import { byId, membership, type InterviewRow } from '../db/indexes'
import type { InterviewRecord, ProjectRecord, UserRecord } from '../db/schema'
import { forbidden, notFound, unauthorized, type HttpError } from './errors'

/**
 * Who may do what in the mock, free of any transport: the HTTP handlers and the interview engine
 * (which the sockets also drive) ask the same questions here, so they cannot disagree.
 *
 * Every answer is judged on the stored records as they are now: the user passed in is the one the
 * users collection holds (mocks/handlers/context.ts reads it for each request; the token's role
 * claim is never trusted), and the project's lead is its current leadUserId. A role change or a
 * new lead therefore takes effect on the next request, old tokens included.
 */

export const isAdmin = (user: UserRecord) => isAdminRole(user.role)

export const isMember = (user: UserRecord, projectId: string) =>
  membership(projectId, user.id) !== undefined

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
 * A project the caller may manage (docs/product.md#roles). 404 when unknown or not visible to
 * him, as visibleProject; 403 only for someone who sees it (a member) but may not manage it.
 */
export function managedProject(
  user: UserRecord,
  id: string,
  refusal = 'Only an admin or the project lead can do this',
): ProjectRecord {
  const project = visibleProject(user, id)
  if (!canManageProject(user, project)) throw forbidden(refusal)
  return project
}

/**
 * A project whose coding the caller may read and change (docs/product.md#coding): admins and its
 * lead, the people who see its Results.
 */
export function codedProject(user: UserRecord, id: string): ProjectRecord {
  const project = visibleProject(user, id)
  if (!canCode(user, project))
    throw forbidden('Only an admin or the project lead can code this project')
  return project
}

/** Whether the caller leads (or, as an admin, oversees) the project of an interview. */
export function managesInterview(user: UserRecord, interview: InterviewRecord): boolean {
  if (isAdmin(user)) return true
  const project = interview.project_id === null ? undefined : byId.projects(interview.project_id)
  return project !== undefined && leadsProject(user, project)
}

/**
 * An interview the caller may read: his own, or one of a project he manages. Anyone else gets
 * the same 404 as for an unknown id, so an interview's existence does not leak.
 */
export function readableInterview(user: UserRecord, id: string): InterviewRow {
  const interview = byId.interviews(id)
  if (!interview || !(interview.interviewee_id === user.id || managesInterview(user, interview))) {
    throw notFound('Interview')
  }
  return interview
}

/**
 * What a participant link's session may call (docs/product.md#participant-links): its own
 * profile and the operations of its one interview of the link's project; anything else is a 403.
 */
const PARTICIPANT_OPERATIONS: ReadonlySet<string> = new Set([
  'getProfile',
  'logout',
  'listInProgressInterviews',
  'createPersistentInterview',
  'getPersistentInterview',
  'recordPersistentQuestion',
  'recordPersistentAnswer',
  'finishPersistentInterview',
  'abandonPersistentInterview',
  'withdrawPersistentInterview',
  'startInterview',
  'answerInterview',
])

/** Operations whose body names the project an interview is about. */
const PROJECT_IN_BODY: Readonly<Record<string, 'project_id' | 'projectId'>> = {
  createPersistentInterview: 'project_id',
  startInterview: 'projectId',
}

/**
 * The refusal of a call a participant's session may not make, or null when it may: another
 * operation (401), or an interview about anything but the link's project, a standalone one
 * included (403).
 */
export function participantRefusal(
  operationId: string,
  projectId: string,
  body: unknown,
): HttpError | null {
  // The token does not open this at all: as a token that is not valid here (every operation
  // that needs a token documents 401, not all of them 403).
  if (!PARTICIPANT_OPERATIONS.has(operationId))
    return unauthorized(`${operationId} is not available to a participant link's session`)
  const field = PROJECT_IN_BODY[operationId]
  if (field === undefined) return null
  const named =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : null
  return named === projectId
    ? null
    : forbidden("A participant link's session reaches only its project")
}
