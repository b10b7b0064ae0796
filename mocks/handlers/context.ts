import { createOpenApiHttp } from 'openapi-msw'
import type { paths } from '@/contract/schema'
import { verifyToken } from '../auth/crypto'
import { byId } from '../db/indexes'
import type { UserRecord } from '../db/schema'
import { errorResponse, HttpError, notFound, unauthorized } from '../rules/errors'

/** Handlers typed by the contract's paths: a handler that disagrees with it does not compile. */
export const http = createOpenApiHttp<paths>({ baseUrl: '*/api' })

export const nowIso = () => new Date().toISOString()
export const nowSeconds = () => Math.floor(Date.now() / 1000)

/**
 * The signed-in user of a request: a valid, unexpired, untampered token whose session has not
 * been signed out and whose user still exists. Anything else is a 401.
 */
export async function authenticate(
  request: Request,
): Promise<{ user: UserRecord; sessionId: string }> {
  const header = request.headers.get('authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  if (!match?.[1]) throw unauthorized('Missing bearer token')
  const check = await verifyToken(match[1], nowSeconds())
  if (!check.ok) {
    throw unauthorized(check.reason === 'expired' ? 'Token expired' : 'Invalid token')
  }
  const { sub, sessionId } = check.payload
  const session = byId.authSessions(sessionId)
  if (!session || session.revoked || session.userId !== sub) throw unauthorized('Session has ended')
  const user = byId.users(sub)
  if (!user) throw unauthorized('User no longer exists')
  return { user, sessionId }
}

export async function currentUser(request: Request): Promise<UserRecord> {
  return (await authenticate(request)).user
}

/** Finds a record or answers 404 naming what was missing. */
export function found<T>(record: T | undefined, what: string): T {
  if (record === undefined) throw notFound(what)
  return record
}

/**
 * Wraps a resolver so that an HttpError thrown anywhere inside becomes the contract's Error
 * answer. Other exceptions are bugs and are left to surface.
 */
export function safe<T extends (...args: never[]) => unknown>(resolver: T): T {
  const wrapped = async (...args: Parameters<T>) => {
    try {
      return await resolver(...args)
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error)
      throw error
    }
  }
  return wrapped as unknown as T
}
