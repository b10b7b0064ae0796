import { canSeeSentiment } from '@/domain/permissions'
import { managedProject } from '../rules/access'
import { db } from '../db'
import { byId } from '../db/indexes'
import { forbidden, notFound } from '../rules/errors'
import { segmentTerms } from '../dto/segments'
import { toShareLink, toSharedReport } from '../dto/shared-reports'
import { currentUser, found, http, nowIso, safe } from './context'

/** 32 random bytes (256 bits, twice the floor the contract sets), URL-safe base64. */
function newShareToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

const linksOf = (projectId: string) =>
  db.shareLinks.findMany((q) => q.where({ projectId }), { orderBy: { createdAt: 'desc' } })

/** docs/product.md#shared-report */
export const sharedReportHandlers = [
  http.get(
    '/projects/{id}/share-links',
    safe(async ({ request, params, response }) => {
      const project = managedProject(await currentUser(request), params.id)
      return response(200).json(linksOf(project.id).map(toShareLink))
    }),
  ),

  http.post(
    '/projects/{id}/share-links',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const project = managedProject(me, params.id)
      const body = await request.json()
      // Whoever may not see sentiment may not share it either.
      if (body.includeSentiment && !canSeeSentiment(me))
        throw forbidden('Only an admin can include sentiment')
      const segment = segmentTerms(project.id, body.segment ?? [])
      const link = await db.shareLinks.create({
        id: crypto.randomUUID(),
        projectId: project.id,
        token: newShareToken(),
        createdByUserId: me.id,
        createdByName: { firstName: me.firstName, lastName: me.lastName },
        createdAt: nowIso(),
        includeSentiment: body.includeSentiment,
        segment,
      })
      return response(201).json(toShareLink(link))
    }),
  ),

  http.delete(
    '/projects/{id}/share-links/{linkId}',
    safe(async ({ request, params, response }) => {
      const project = managedProject(await currentUser(request), params.id)
      const where = { id: params.linkId, projectId: project.id }
      found(
        db.shareLinks.findFirst((q) => q.where(where)),
        'Share link',
      )
      db.shareLinks.delete((q) => q.where(where))
      return response(204).empty()
    }),
  ),

  http.get(
    '/shared/{token}',
    safe(({ params, response }) => {
      const link = db.shareLinks.findFirst((q) => q.where({ token: params.token }))
      const project = link && byId.projects(link.projectId)
      // Unknown, revoked, or its project deleted: one answer, so a token reveals nothing.
      if (!link || !project) throw notFound('Shared report')
      return response(200).json(toSharedReport(link, project))
    }),
  ),
]
