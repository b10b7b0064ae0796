import { hashPassword, signToken } from '../auth/crypto'
import { db } from '../db'
import { byId, membership } from '../db/indexes'
import type { ParticipantLinkRecord, ProjectRecord, UserRecord } from '../db/schema'
import { toProject, toUser } from '../dto/users-projects-interviews'
import { managedProject } from '../rules/access'
import { badRequest, conflict, notFound } from '../rules/errors'
import { emailTaken, normaliseEmail } from './auth'
import { currentUser, found, http, nowIso, nowSeconds, safe } from './context'
import { consentTextOf } from '@/domain/consent'

/** A participant may come back to an unfinished interview for a week (docs/product.md#participant-links). */
const PARTICIPANT_SESSION_SECONDS = 7 * 24 * 60 * 60

/** The attribute a link's label is written to, so that segments work (docs/product.md#segments). */
const SOURCE_ATTRIBUTE = 'Source'
/** The Source of someone who joined through a link without a label. */
const UNLABELLED_SOURCE = 'Participant link'

/** 32 random bytes (256 bits, twice the floor the contract sets), URL-safe base64. */
function newLinkToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

const today = () => nowIso().slice(0, 10)

const linksOf = (projectId: string) =>
  db.participantLinks.findMany((q) => q.where({ projectId }), {
    orderBy: { createdAt: 'desc' },
  })

const toParticipantLink = (link: ParticipantLinkRecord) => ({ ...link })

const isFull = (link: ParticipantLinkRecord) =>
  link.responseLimit !== null && link.responseCount >= link.responseLimit

/**
 * The link behind a token with its project. Unknown, revoked (deleted), expired, or its project
 * gone: one 404, so that a token reveals nothing.
 */
function openLink(token: string): { link: ParticipantLinkRecord; project: ProjectRecord } {
  const link = db.participantLinks.findFirst((q) => q.where({ token }))
  const project = link && byId.projects(link.projectId)
  if (!link || !project || (link.expiresOn !== null && link.expiresOn < today()))
    throw notFound('Participant link')
  return { link, project }
}

/** Gives the member the link's Source, adding the attribute or its value when the project lacks them. */
async function recordSource(projectId: string, userId: string, source: string): Promise<void> {
  const attributes = db.attributes.findMany((q) => q.where({ projectId }))
  let attribute = attributes.find((each) => each.name === SOURCE_ATTRIBUTE)
  if (!attribute) {
    attribute = await db.attributes.create({
      id: crypto.randomUUID(),
      projectId,
      name: SOURCE_ATTRIBUTE,
      values: [source],
      position: attributes.length,
    })
  } else if (!attribute.values.includes(source)) {
    await db.attributes.update((q) => q.where({ id: attribute?.id ?? '' }), {
      data(record) {
        record.values = [...record.values, source]
      },
    })
  }
  await db.memberAttributes.create({
    id: crypto.randomUUID(),
    projectId,
    userId,
    values: { [attribute.id]: source },
  })
}

/**
 * A participant has no password: the account is reached only through the session its link
 * opened. The email given is kept when no account has it; otherwise (and when none is given) an
 * address that can never receive mail stands in, so that joining never reveals who has an account.
 */
async function createParticipant(
  body: { firstName: string; lastName?: string; email?: string },
  project: ProjectRecord,
): Promise<UserRecord> {
  const id = crypto.randomUUID()
  const given = body.email === undefined ? '' : normaliseEmail(body.email)
  const email = given && !emailTaken(given) ? given : `participant-${id}@participants.invalid`
  const passwordSalt = crypto.randomUUID()
  const user = await db.users.create({
    id,
    email,
    firstName: body.firstName.trim(),
    lastName: (body.lastName ?? '').trim(),
    role: 'interviewee',
    createdAt: nowIso(),
    lastLoginAt: nowIso(),
    passwordSalt,
    passwordHash: await hashPassword(newLinkToken(), passwordSalt),
  })
  if (!membership(project.id, user.id))
    await db.members.create({
      id: crypto.randomUUID(),
      projectId: project.id,
      userId: user.id,
      invitedAt: nowIso(),
      completedAt: null,
    })
  return user
}

/** docs/product.md#participant-links */
export const participantLinkHandlers = [
  http.get(
    '/projects/{id}/participant-links',
    safe(async ({ request, params, response }) => {
      const project = managedProject(await currentUser(request), params.id)
      return response(200).json(linksOf(project.id).map(toParticipantLink))
    }),
  ),

  http.post(
    '/projects/{id}/participant-links',
    safe(async ({ request, params, response }) => {
      const project = managedProject(await currentUser(request), params.id)
      const body = await request.json()
      if (body.expiresOn !== undefined && body.expiresOn < today())
        throw badRequest('body.expiresOn', 'must be today or later')
      const link = await db.participantLinks.create({
        id: crypto.randomUUID(),
        projectId: project.id,
        token: newLinkToken(),
        label: (body.label ?? '').trim(),
        responseLimit: body.responseLimit ?? null,
        expiresOn: body.expiresOn ?? null,
        responseCount: 0,
        createdAt: nowIso(),
      })
      return response(201).json(toParticipantLink(link))
    }),
  ),

  http.delete(
    '/projects/{id}/participant-links/{linkId}',
    safe(async ({ request, params, response }) => {
      const project = managedProject(await currentUser(request), params.id)
      const where = { id: params.linkId, projectId: project.id }
      found(
        db.participantLinks.findFirst((q) => q.where(where)),
        'Participant link',
      )
      db.participantLinks.delete((q) => q.where(where))
      return response(204).empty()
    }),
  ),

  http.get(
    '/join/{token}',
    safe(({ params, response }) => {
      const { link, project } = openLink(params.token)
      return response(200).json({
        company: project.company,
        product: project.product,
        description: project.description,
        consentText: consentTextOf(project),
        full: isFull(link),
      })
    }),
  ),

  http.post(
    '/join/{token}',
    safe(async ({ request, params, response }) => {
      const { link, project } = openLink(params.token)
      const body = await request.json()
      if (isFull(link)) throw conflict('This study is full.')
      await db.participantLinks.update((q) => q.where({ id: link.id }), {
        data(record) {
          record.responseCount += 1
        },
      })
      const user = await createParticipant(body, project)
      await recordSource(project.id, user.id, link.label || UNLABELLED_SOURCE)
      const sessionId = crypto.randomUUID()
      await db.authSessions.create({
        sessionId,
        userId: user.id,
        revoked: false,
        createdAt: nowIso(),
        participantProjectId: project.id,
      })
      const token = await signToken({
        sub: user.id,
        email: user.email,
        role: user.role,
        sessionId,
        exp: nowSeconds() + PARTICIPANT_SESSION_SECONDS,
      })
      return response(201).json({ token, user: toUser(user), project: toProject(project) })
    }),
  ),
]
