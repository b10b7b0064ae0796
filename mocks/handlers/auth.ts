import { isAdmin as isAdminRole } from '@/domain/roles'
import { hashPassword, signToken, TOKEN_TTL_SECONDS } from '../auth/crypto'
import { adminRegistrationOpen } from '../auth/policy'
import { revokeSessions } from '../auth/sessions'
import { clearLoginFailures, loginRetryAfter, recordLoginFailure } from '../auth/throttle'
import { db } from '../db'
import { userByEmail } from '../db/indexes'
import type { UserRecord } from '../db/schema'
import { toUser } from '../dto/users-projects-interviews'
import { conflict, forbidden, HttpError } from '../rules/errors'
import { authenticate, currentUser, http, nowIso, nowSeconds, safe } from './context'

export const normaliseEmail = (email: string) => email.trim().toLowerCase()

export function emailTaken(email: string, exceptUserId?: string): boolean {
  const owner = userByEmail(normaliseEmail(email))
  return owner !== undefined && owner.id !== exceptUserId
}

/**
 * Stores a new user (register, and an admin's Create User) with `password` salted and hashed;
 * `email` comes normalised, the names are trimmed.
 */
export async function createUser(
  fields: Pick<UserRecord, 'email' | 'firstName' | 'lastName' | 'role'>,
  password: string,
): Promise<UserRecord> {
  const passwordSalt = crypto.randomUUID()
  return db.users.create({
    id: crypto.randomUUID(),
    email: fields.email,
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
    role: fields.role,
    createdAt: nowIso(),
    lastLoginAt: null,
    passwordSalt,
    passwordHash: await hashPassword(password, passwordSalt),
  })
}

/** Opens a session and signs its token, as login and register both do. */
async function startSession(user: UserRecord) {
  const sessionId = crypto.randomUUID()
  await db.authSessions.create({ sessionId, userId: user.id, revoked: false, createdAt: nowIso() })
  const signedIn = await db.users.update((q) => q.where({ id: user.id }), {
    data(record) {
      record.lastLoginAt = nowIso()
    },
  })
  const token = await signToken({
    sub: user.id,
    email: user.email,
    role: user.role,
    sessionId,
    exp: nowSeconds() + TOKEN_TTL_SECONDS,
  })
  return { token, user: toUser(signedIn ?? user) }
}

async function passwordMatches(user: UserRecord, password: string): Promise<boolean> {
  return (await hashPassword(password, user.passwordSalt)) === user.passwordHash
}

function registrationEnabled(): boolean {
  return db.settings.findFirst((q) => q.where({ key: 'settings' }))?.registrationEnabled ?? false
}

export const authHandlers = [
  http.post(
    '/auth/login',
    safe(async ({ request, response }) => {
      const { email, password } = await request.json()
      const wanted = normaliseEmail(email)
      // Counted per email, known or not, so the answer says nothing about who has an account.
      const retryAfter = loginRetryAfter(wanted)
      if (retryAfter !== null) {
        const minutes = Math.ceil(retryAfter / 60)
        throw new HttpError(429, `Too many attempts. Try again in ${minutes} minutes.`, undefined, {
          'Retry-After': String(retryAfter),
        })
      }
      const user = userByEmail(wanted)
      if (!user || !(await passwordMatches(user, password))) {
        recordLoginFailure(wanted)
        throw new HttpError(401, 'Invalid email or password')
      }
      clearLoginFailures(wanted)
      return response(200).json(await startSession(user))
    }),
  ),

  http.post(
    '/auth/register',
    safe(async ({ request, response }) => {
      if (!registrationEnabled()) throw forbidden('Registration is disabled')
      const body = await request.json()
      // Admins are made by admins (POST /users): self-registration may not grant itself the most
      // powerful role, whatever the form offers.
      if (isAdminRole(body.role) && !adminRegistrationOpen()) {
        throw forbidden('Only an admin can create an admin account.')
      }
      const email = normaliseEmail(body.email)
      if (emailTaken(email)) throw conflict('body.email is already registered', 'body.email')
      const user = await createUser({ ...body, email }, body.password)
      return response(201).json(await startSession(user))
    }),
  ),

  http.post(
    '/auth/logout',
    safe(async ({ request, response }) => {
      const { sessionId } = await authenticate(request)
      await db.authSessions.update((q) => q.where({ sessionId }), {
        data(session) {
          session.revoked = true
        },
      })
      return response(204).empty()
    }),
  ),

  http.get(
    '/auth/profile',
    safe(async ({ request, response }) => response(200).json(toUser(await currentUser(request)))),
  ),

  http.get('/auth/config', ({ response }) =>
    response(200).json({ registrationEnabled: registrationEnabled() }),
  ),

  http.put(
    '/users/me',
    safe(async ({ request, response }) => {
      const { user: me, sessionId } = await authenticate(request)
      const body = await request.json()
      const email = normaliseEmail(body.email)
      if (emailTaken(email, me.id)) throw conflict('body.email is already registered', 'body.email')
      const passwordHash = body.password ? await hashPassword(body.password, me.passwordSalt) : null
      const updated = await db.users.update((q) => q.where({ id: me.id }), {
        data(user) {
          user.firstName = body.firstName.trim()
          user.lastName = body.lastName.trim()
          user.email = email
          if (passwordHash) user.passwordHash = passwordHash
        },
      })
      // A new password signs out every other device, in case the old one was stolen.
      if (passwordHash) await revokeSessions(me.id, sessionId)
      return response(200).json(toUser(updated ?? me))
    }),
  ),
]
