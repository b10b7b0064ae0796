import { signingSecret } from './signing-secret'

/**
 * JWT-shaped tokens (HS256) and salted password hashes with Web Crypto, which the browser,
 * node tests and the node server all have. A tampered or expired token, or one signed with any
 * other key, is refused exactly as a real server would refuse it; the key is random per data set
 * (./signing-secret.ts).
 */

const encoder = new TextEncoder()
const decoder = new TextDecoder()
export const TOKEN_TTL_SECONDS = 8 * 60 * 60

export interface TokenPayload {
  sub: string
  email: string
  role: string
  sessionId: string
  exp: number
}

function base64url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64url(text: string): Uint8Array {
  const padded = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=')
  const binary = atob(padded)
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

// The imported key of the current secret; a new secret (a reseed) imports a new one.
let cached: { secret: string; key: Promise<CryptoKey> } | undefined
async function signingKey(): Promise<CryptoKey> {
  const secret = await signingSecret()
  if (cached?.secret !== secret) {
    const key = crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    )
    cached = { secret, key }
  }
  return cached.key
}

export async function signToken(payload: TokenPayload): Promise<string> {
  const header = base64url(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })))
  const body = base64url(encoder.encode(JSON.stringify(payload)))
  const signature = await crypto.subtle.sign(
    'HMAC',
    await signingKey(),
    encoder.encode(`${header}.${body}`),
  )
  return `${header}.${body}.${base64url(new Uint8Array(signature))}`
}

export type TokenCheck =
  { ok: true; payload: TokenPayload } | { ok: false; reason: 'malformed' | 'signature' | 'expired' }

export async function verifyToken(token: string, nowSeconds: number): Promise<TokenCheck> {
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, reason: 'malformed' }
  const [header = '', body = '', signature = ''] = parts
  let signatureBytes: Uint8Array
  let payload: unknown
  try {
    signatureBytes = fromBase64url(signature)
    payload = JSON.parse(decoder.decode(fromBase64url(body)))
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  const valid = await crypto.subtle.verify(
    'HMAC',
    await signingKey(),
    signatureBytes as Uint8Array<ArrayBuffer>,
    encoder.encode(`${header}.${body}`),
  )
  if (!valid) return { ok: false, reason: 'signature' }
  if (!isPayload(payload)) return { ok: false, reason: 'malformed' }
  if (payload.exp <= nowSeconds) return { ok: false, reason: 'expired' }
  return { ok: true, payload }
}

function isPayload(value: unknown): value is TokenPayload {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return (
    typeof record.sub === 'string' &&
    typeof record.email === 'string' &&
    typeof record.role === 'string' &&
    typeof record.sessionId === 'string' &&
    typeof record.exp === 'number'
  )
}

export async function hashPassword(password: string, salt: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(`${salt}:${password}`))
  return base64url(new Uint8Array(digest))
}
