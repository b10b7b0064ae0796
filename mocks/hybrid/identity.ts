import { roleValues } from '@/contract/enums'
import { signToken, TOKEN_TTL_SECONDS } from '../auth/crypto'
import { db } from '../db'
import { byId, userByEmail } from '../db/indexes'
import type { Role, UserRecord } from '../db/schema'
import { authenticate } from '../handlers/context'
import { routeOf } from './routing'

/**
 * Who the mock acts as in hybrid mode. Sign-in belongs to the live backend, and the mock cannot
 * verify a token it did not issue; so for a mocked operation it takes the user the live backend
 * vouches for (its GET /auth/profile for that token, else the token's claims), keeps a user of
 * that email and role in its own data, and answers as that user through a session of its own.
 * Its role rules still apply; a token the live backend does not vouch for stays foreign, and the
 * mock answers 401 as usual.
 */

interface VouchedUser {
  id: string
  email: string
  firstName: string
  lastName: string
  role: Role
}

const ROLES: readonly Role[] = roleValues

/** Live token → the mock's token for the same person (a promise, so concurrent calls share it). */
const mockTokens = new Map<string, Promise<string | null>>()

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

function asVouched(value: unknown): VouchedUser | null {
  if (!value || typeof value !== 'object') return null
  const fields = value as Record<string, unknown>
  const id = text(fields.id) || text(fields.sub)
  const email = text(fields.email).trim().toLowerCase()
  const role = ROLES.find((known) => known === fields.role)
  if (!id || !email || !role) return null
  const [local = email] = email.split('@')
  return {
    id,
    email,
    role,
    firstName: text(fields.firstName) || text(fields.given_name) || local,
    lastName: text(fields.lastName) || text(fields.family_name),
  }
}

/** The token's payload, unverified: only a fallback for a backend without GET /auth/profile. */
function claimsOf(token: string): unknown {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const json = new TextDecoder().decode(
      Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) =>
        c.charCodeAt(0),
      ),
    )
    return JSON.parse(json)
  } catch {
    return null
  }
}

async function vouchedUser(
  token: string,
  apiRoot: string,
  forward: (request: Request) => Promise<Response>,
): Promise<VouchedUser | null> {
  if (routeOf('getProfile').route === 'live') {
    try {
      const response = await forward(
        new Request(`${apiRoot}/auth/profile`, { headers: { Authorization: `Bearer ${token}` } }),
      )
      if (response.ok) {
        const profile = asVouched(await response.json())
        if (profile) return profile
      }
    } catch (error) {
      console.warn('Hybrid mode: the live profile could not be read', error)
    }
  }
  return asVouched(claimsOf(token))
}

/** The mock's user for the vouched person: found by email (name and role brought up to date) or added. */
async function mockUserFor(person: VouchedUser): Promise<UserRecord> {
  const existing = userByEmail(person.email)
  if (existing) {
    if (
      existing.role === person.role &&
      existing.firstName === person.firstName &&
      existing.lastName === person.lastName
    ) {
      return existing
    }
    const updated = await db.users.update((q) => q.where({ id: existing.id }), {
      data(record) {
        record.role = person.role
        record.firstName = person.firstName
        record.lastName = person.lastName
      },
    })
    return updated ?? existing
  }
  return db.users.create({
    // The live id when free, so ids in the mock's answers match the live profile's.
    id: byId.users(person.id) ? crypto.randomUUID() : person.id,
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    role: person.role,
    createdAt: new Date().toISOString(),
    lastLoginAt: new Date().toISOString(),
    // No password: this person signs in on the live backend, never on the mock.
    passwordSalt: crypto.randomUUID(),
    passwordHash: '',
  })
}

async function sessionToken(user: UserRecord): Promise<string> {
  const sessionId = crypto.randomUUID()
  await db.authSessions.create({
    sessionId,
    userId: user.id,
    revoked: false,
    createdAt: new Date().toISOString(),
  })
  return signToken({
    sub: user.id,
    email: user.email,
    role: user.role,
    sessionId,
    exp: Math.floor(Date.now() / 1000) + TOKEN_TTL_SECONDS,
  })
}

async function knownToMock(token: string): Promise<boolean> {
  try {
    await authenticate(
      new Request('http://mock/', { headers: { Authorization: `Bearer ${token}` } }),
    )
    return true
  } catch {
    return false
  }
}

/**
 * The token the mock should see for a live token: itself when the mock issued it (sign-in was
 * mocked), else one for the person the live backend vouches for, else null (stays foreign).
 */
export async function mockTokenFor(
  token: string,
  apiRoot: string,
  forward: (request: Request) => Promise<Response>,
): Promise<string | null> {
  if (await knownToMock(token)) return token
  const open = () => {
    const pending = (async () => {
      const person = await vouchedUser(token, apiRoot, forward)
      return person ? sessionToken(await mockUserFor(person)) : null
    })()
    mockTokens.set(token, pending)
    return pending
  }
  const mockToken = await (mockTokens.get(token) ?? open())
  // A session that ended in the mock (its data was reset since) is opened again, once.
  if (mockToken && !(await knownToMock(mockToken))) return open()
  return mockToken
}

/** The request as the mock should see it: the same, with the mock's token for the same person. */
export async function asMockRequest(
  request: Request,
  apiRoot: string,
  forward: (request: Request) => Promise<Response>,
): Promise<Request> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')
  if (!match?.[1]) return request
  const mockToken = await mockTokenFor(match[1], apiRoot, forward)
  if (!mockToken || mockToken === match[1]) return request
  const headers = new Headers(request.headers)
  headers.set('Authorization', `Bearer ${mockToken}`)
  return new Request(request, { headers })
}
