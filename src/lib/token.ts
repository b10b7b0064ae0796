import { webStorage } from './storage'

/** localStorage key of the bearer token (docs/product.md#entities). */
export const TOKEN_KEY = 'token'

/** What the app reads from a token's payload (openapi.yaml, bearerAuth). */
export interface TokenPayload {
  /** The user's id. */
  sub: string
  email: string | null
  /**
   * The role claim as the token carries it. Which roles exist is the contract's business
   * (src/domain/roles.ts judges this string), so this reader of the stored token stays below it.
   */
  role: string | null
  sessionId: string | null
  /** Expiry in seconds since the epoch; null when the token has none. */
  exp: number | null
}

export function readToken(): string | null {
  try {
    return webStorage('localStorage')?.getItem(TOKEN_KEY) || null
  } catch {
    return null
  }
}

export function writeToken(token: string): void {
  try {
    webStorage('localStorage')?.setItem(TOKEN_KEY, token)
  } catch {
    // Quota or blocked storage: the session lasts until reload, which beats failing sign-in.
  }
}

export function clearToken(): void {
  try {
    webStorage('localStorage')?.removeItem(TOKEN_KEY)
  } catch {
    // Nothing stored means nothing to clear.
  }
}

function decodeBase64Url(part: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(part)) return null
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/')
  try {
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))
    // atob yields bytes; the JSON inside is UTF-8 (names with accents).
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null
}

/**
 * The payload of a JWT-shaped token (header.payload.signature, base64url JSON in the middle).
 * The signature is the server's business; this only reads. Never throws: garbage gives null,
 * as does a payload without a user id.
 */
export function decodeToken(token: string | null | undefined): TokenPayload | null {
  if (typeof token !== 'string') return null
  const parts = token.split('.')
  if (parts.length !== 3 || parts[1] === undefined) return null
  const json = decodeBase64Url(parts[1])
  if (json === null) return null
  let payload: unknown
  try {
    payload = JSON.parse(json)
  } catch {
    return null
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null
  const claims = payload as Record<string, unknown>
  const sub = optionalString(claims.sub)
  if (sub === null) return null
  return {
    sub,
    email: optionalString(claims.email),
    role: optionalString(claims.role),
    sessionId: optionalString(claims.sessionId),
    exp: typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp : null,
  }
}

/**
 * Whether the token is past its expiry at `now` (milliseconds, as Date.now()). A missing
 * payload counts as expired, so `isExpired(decodeToken(readToken()))` means "not usable".
 */
export function isExpired(payload: TokenPayload | null, now: number = Date.now()): boolean {
  if (payload === null) return true
  return payload.exp !== null && payload.exp * 1000 <= now
}
