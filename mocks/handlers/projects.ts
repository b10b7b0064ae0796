import { canManageProject, canSeeSentiment } from '@/domain/permissions'
import { INTERVIEW_LEAD_ROLE } from '@/domain/roles'
import { db } from '../db'
import {
  byId,
  interviewsOfProject,
  membersOfProject,
  membersOfUser,
  newestProjectFirst,
  orderBy,
  projectsByIds,
  projectsLedBy,
  projectsNewestFirst,
} from '../db/indexes'
import type { ProjectRecord, UserRecord } from '../db/schema'
import {
  toMember,
  toProject,
  toProjectInterview,
  toProjectType,
} from '../dto/users-projects-interviews'
import { badRequest, conflict, forbidden } from '../rules/errors'
import { isAdmin, isMember, managedProject, visibleProject } from '../rules/access'
import { currentUser, found, http, nowIso, safe } from './context'
import { listPage, searchFilter, type CursorKey } from './list-page'

/**
 * The projects a user's list holds, newest first (docs/product.md#roles). Decision: a lead lists only the
 * projects he leads (as the contract says), even if an admin also made him a member of others; he
 * can still open those by id.
 */
function listedProjects(user: UserRecord): readonly ProjectRecord[] {
  if (isAdmin(user)) return projectsNewestFirst()
  const own =
    user.role === INTERVIEW_LEAD_ROLE
      ? projectsLedBy(user.id)
      : projectsByIds(membersOfUser(user.id).map((member) => member.projectId))
  return own.sort(newestProjectFirst)
}

/** The list's page cursor: the order's key (see newestProjectFirst). */
const newestKey = (project: ProjectRecord): CursorKey => [project.createdAt, project.id]

/** The lead of a new project: the creator, unless an admin names another admin or lead. */
function chooseLead(creator: UserRecord, leadUserId: string | undefined): string {
  if (leadUserId === undefined || leadUserId === creator.id) return creator.id
  // Decision: a lead naming someone else as lead is refused (403), not silently ignored.
  if (!isAdmin(creator)) throw forbidden('Only an admin can choose another lead')
  const lead = byId.users(leadUserId)
  if (!lead) throw badRequest('body.leadUserId', 'does not exist')
  if (lead.role === 'interviewee') {
    throw badRequest('body.leadUserId', 'must be an interview lead or an admin')
  }
  return lead.id
}

export const projectHandlers = [
  http.get(
    '/projects',
    safe(async ({ request, response }) => {
      const me = await currentUser(request)
      const query = new URL(request.url).searchParams
      const matches = searchFilter(query.get('q'))
      const projects = listedProjects(me).filter((project) =>
        matches(project.name, project.company, project.product, project.description),
      )
      // Only the page becomes DTOs: on the large seed the whole list is about 1 MB of JSON.
      const page = listPage(projects, query, newestKey, 'desc')
      return response(200).json(page.items.map(toProject), { headers: page.headers })
    }),
  ),

  http.post(
    '/projects',
    safe(async ({ request, response }) => {
      const me = await currentUser(request)
      const body = await request.json()
      const type = db.projectTypes.findFirst((q) => q.where({ id: body.projectTypeId }))
      // A body id that matches nothing is a bad request; 404 is for path ids.
      if (!type) throw badRequest('body.projectTypeId', 'does not exist')
      const leadUserId = chooseLead(me, body.leadUserId)
      const project = await db.projects.create({
        id: crypto.randomUUID(),
        name: body.name.trim(),
        description: (body.description ?? '').trim(),
        company: body.company.trim(),
        product: body.product.trim(),
        productDescription: body.productDescription.trim(),
        projectTypeId: type.id,
        status: 'active',
        followUpIntensity: body.followUpIntensity ?? 3,
        leadUserId,
        createdAt: nowIso(),
      })
      return response(201).json(toProject(project))
    }),
  ),

  http.get(
    '/projects/{id}',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      return response(200).json(toProject(visibleProject(me, params.id)))
    }),
  ),

  http.put(
    '/projects/{id}',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const project = managedProject(me, params.id)
      const body = await request.json()
      const updated = await db.projects.update((q) => q.where({ id: project.id }), {
        data(record) {
          record.name = body.name.trim()
          record.company = body.company.trim()
          record.product = body.product.trim()
          record.productDescription = body.productDescription.trim()
          // Decision: optional fields that are omitted keep their current value.
          if (body.description !== undefined) record.description = body.description.trim()
          if (body.followUpIntensity !== undefined) {
            record.followUpIntensity = body.followUpIntensity
          }
          if (body.consentText !== undefined) record.consentText = body.consentText.trim()
        },
      })
      return response(200).json(toProject(updated ?? project))
    }),
  ),

  http.post(
    '/projects/{id}/invite',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const project = managedProject(me, params.id)
      const { userId } = await request.json()
      const user = found(byId.users(userId), 'User')
      if (user.role !== 'interviewee') {
        throw badRequest('body.userId', 'must be an interviewee')
      }
      if (isMember(user, project.id)) {
        throw conflict('body.userId is already a member of this project', 'body.userId')
      }
      const member = await db.members.create({
        id: crypto.randomUUID(),
        projectId: project.id,
        userId: user.id,
        invitedAt: nowIso(),
        completedAt: null,
      })
      return response(201).json(toMember(member, user))
    }),
  ),

  http.get(
    '/projects/{id}/members',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const project = managedProject(me, params.id)
      const members = orderBy(membersOfProject(project.id), 'invitedAt', 'asc')
      const answer = members.flatMap((member) => {
        const user = byId.users(member.userId)
        // deleteUser removes memberships with the user; a stray one is skipped, not reported.
        return user ? [toMember(member, user)] : []
      })
      return response(200).json(answer)
    }),
  ),

  http.get(
    '/projects/{id}/interviews',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const project = visibleProject(me, params.id)
      const manager = canManageProject(me, project)
      // Decision: abandoned interviews are not results (the Results screen has only Completed
      // and In Progress); they stay reachable through GET /persistent-interviews?status=abandoned.
      const interviews = orderBy(interviewsOfProject(project.id), 'started_at', 'desc')
        .filter((interview) => interview.status !== 'abandoned')
        .filter(
          (interview) =>
            manager || (interview.interviewee_id === me.id && interview.status === 'completed'),
        )
      return response(200).json(
        interviews.map((interview) => toProjectInterview(interview, canSeeSentiment(me), me)),
      )
    }),
  ),

  http.get(
    '/project-types',
    safe(({ response }) => {
      const types = db.projectTypes.findMany(undefined, { orderBy: { createdAt: 'asc' } })
      return response(200).json(types.map(toProjectType))
    }),
  ),
]
