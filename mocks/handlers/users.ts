import { hashPassword } from '../auth/crypto'
import { db } from '../db'
import { byId, membersOfUser, usersOldestFirst } from '../db/indexes'
import type { UserRecord } from '../db/schema'
import { toUser } from '../dto/users-projects-interviews'
import { badRequest, conflict, forbidden } from '../rules/errors'
import { createUser, emailTaken, normaliseEmail } from './auth'
import { currentUser, found, http, nowIso, safe } from './context'
import { listPage, searchFilter } from './list-page'
import { revokeSessions } from '../auth/sessions'

export const PASSWORD_WARNING = 'Save this password now: it will not be shown again.'

/** No 0/O, 1/l/I: a generated password is read off a screen and typed by hand. */
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const GENERATED_PASSWORD_LENGTH = 14

/** A random password of letters and digits (both present), unbiased, from Web Crypto. */
function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  // Rejection sampling: bytes past the last whole multiple of the alphabet are redrawn.
  const limit = 256 - (256 % PASSWORD_ALPHABET.length)
  for (;;) {
    let password = ''
    while (password.length < length) {
      for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
        if (byte < limit && password.length < length) {
          password += PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length]
        }
      }
    }
    if (/[a-z]/i.test(password) && /\d/.test(password)) return password
  }
}

/** A new random salt and the hash of a freshly generated password. */
async function newCredentials() {
  const password = generatePassword()
  const passwordSalt = crypto.randomUUID()
  return { password, passwordSalt, passwordHash: await hashPassword(password, passwordSalt) }
}

/** Every listed project must exist; a body id that matches nothing is a 400, not a 404. */
function checkProjectIds(projectIds: readonly string[]): void {
  const unknown = projectIds.filter((id) => byId.projects(id) === undefined)
  if (unknown.length > 0) {
    throw badRequest('body.projectIds', `names projects that do not exist: ${unknown.join(', ')}`)
  }
}

/** Makes the user's memberships exactly these projects, keeping the ones that stay. */
async function setMemberships(userId: string, projectIds: readonly string[]): Promise<void> {
  const wanted = new Set(projectIds)
  db.members.deleteMany((q) =>
    q.where({ userId, projectId: (projectId) => !wanted.has(projectId) }),
  )
  const kept = new Set(membersOfUser(userId).map((member) => member.projectId))
  for (const projectId of projectIds) {
    if (kept.has(projectId)) continue
    await db.members.create({
      id: crypto.randomUUID(),
      projectId,
      userId,
      invitedAt: nowIso(),
      completedAt: null,
    })
  }
}

const findUser = (id: string): UserRecord => found(byId.users(id), 'User')

export const userHandlers = [
  http.get(
    '/users',
    safe(({ request, response }) => {
      const query = new URL(request.url).searchParams
      const matches = searchFilter(query.get('q'))
      // The guard has checked that `role`, when given, is one of the contract's roles.
      const role = query.get('role')
      const ordered = usersOldestFirst().filter(
        (user) =>
          (role === null || user.role === role) &&
          // The full name holds the first and the last name: it finds those too.
          matches(`${user.firstName} ${user.lastName}`, user.email),
      )
      const page = listPage(ordered, query, (user) => [user.createdAt, user.id], 'asc')
      // Only the users answered are mapped (each one's projects are looked up): a page of 100
      // rather than the 4.7 MB of JSON the large seed's 10,000 make.
      return response(200).json(page.items.map(toUser), { headers: page.headers })
    }),
  ),

  http.post(
    '/users',
    safe(async ({ request, response }) => {
      const body = await request.json()
      const email = normaliseEmail(body.email)
      if (emailTaken(email)) throw conflict('body.email is already registered', 'body.email')
      const projectIds = body.projectIds ?? []
      checkProjectIds(projectIds)
      const password = generatePassword()
      const user = await createUser({ ...body, email }, password)
      // Decision: memberships are created for any role, as the admin form offers them for all.
      await setMemberships(user.id, projectIds)
      return response(201).json({
        id: user.id,
        email: user.email,
        password,
        projectIds: [...projectIds],
        warning: PASSWORD_WARNING,
      })
    }),
  ),

  http.put(
    '/users/{id}',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const user = findUser(params.id)
      const body = await request.json()
      const email = normaliseEmail(body.email)
      if (emailTaken(email, user.id)) {
        throw conflict('body.email is already registered', 'body.email')
      }
      // Decision: an admin cannot change his own role, so the last admin cannot lock everyone out.
      if (user.id === me.id && body.role !== user.role) {
        throw forbidden('You cannot change your own role')
      }
      if (body.projectIds) checkProjectIds(body.projectIds)
      const updated = await db.users.update((q) => q.where({ id: user.id }), {
        data(record) {
          record.email = email
          record.firstName = body.firstName.trim()
          record.lastName = body.lastName.trim()
          record.role = body.role
        },
      })
      if (body.projectIds) await setMemberships(user.id, body.projectIds)
      return response(200).json(toUser(updated ?? user))
    }),
  ),

  http.delete(
    '/users/{id}',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const user = findUser(params.id)
      if (user.id === me.id) throw forbidden('You cannot delete your own account')
      db.members.deleteMany((q) => q.where({ userId: user.id }))
      db.authSessions.deleteMany((q) => q.where({ userId: user.id }))
      // Decision: projects the user led stay, without a lead (leadUserId is nullable); his
      // interviews stay too, and show user: null (ProjectInterview.user says so).
      await db.projects.updateMany((q) => q.where({ leadUserId: user.id }), {
        data(project) {
          project.leadUserId = null
        },
      })
      db.users.delete((q) => q.where({ id: user.id }))
      return response(204).empty()
    }),
  ),

  http.post(
    '/users/{id}/reset-password',
    safe(async ({ request, params, response }) => {
      const me = await currentUser(request)
      const user = findUser(params.id)
      if (user.id === me.id) throw forbidden('You cannot reset your own password')
      const { password, passwordSalt, passwordHash } = await newCredentials()
      await db.users.update((q) => q.where({ id: user.id }), {
        data(record) {
          record.passwordSalt = passwordSalt
          record.passwordHash = passwordHash
        },
      })
      await revokeSessions(user.id)
      return response(200).json({
        email: user.email,
        temporaryPassword: password,
        warning: PASSWORD_WARNING,
      })
    }),
  ),
]
