import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { MAX_AUDIO_BYTES } from '../rules/limits'

/**
 * node:http ⇄ Fetch API, and what a real server adds around its routes: CORS for the app's
 * origin and the XSRF-TOKEN cookie. The routes themselves are msw's handlers.
 */

/** Past this a request body is refused before any handler sees it (the contract's 10 MiB + form overhead). */
const MAX_BODY_BYTES = MAX_AUDIO_BYTES + 1024 * 1024

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS'
export const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'X-Request-ID',
  'X-Session-ID',
  'X-User-ID',
  'X-XSRF-TOKEN',
].join(', ')
const PREFLIGHT_MAX_AGE_SECONDS = '600'

const XSRF_COOKIE = 'XSRF-TOKEN'

/**
 * On every answer of the standalone server. Its answers are data (JSON, audio), never a page:
 * nothing in one may run, load, be framed or be sniffed into a type it was not sent as, and no
 * Referer carries its URLs (a shared report's token is in one) to another site.
 */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
} as const

export function applySecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value)
}

export class RequestBodyTooLarge extends Error {
  override name = 'RequestBodyTooLarge'
}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > limit) throw new RequestBodyTooLarge()
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.byteLength
    if (size > limit) throw new RequestBodyTooLarge()
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/** The Fetch Request for a node request: absolute URL, every header, the body (buffered). */
export async function toFetchRequest(
  req: IncomingMessage,
  fallbackHost: string,
  limit = MAX_BODY_BYTES,
): Promise<Request> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? fallbackHost}`)
  const headers = new Headers()
  for (let index = 0; index + 1 < req.rawHeaders.length; index += 2) {
    headers.append(req.rawHeaders[index] as string, req.rawHeaders[index + 1] as string)
  }
  const method = (req.method ?? 'GET').toUpperCase()
  const hasBody = method !== 'GET' && method !== 'HEAD'
  const body = hasBody ? await readBody(req, limit) : undefined
  return new Request(url, {
    method,
    headers,
    ...(body && body.byteLength > 0 ? { body: new Uint8Array(body) } : {}),
  })
}

/** Writes a Fetch Response to node: status, headers (each Set-Cookie apart), body streamed. */
export async function writeFetchResponse(
  res: ServerResponse,
  response: Response,
  method: string,
): Promise<void> {
  res.statusCode = response.status
  if (response.statusText) res.statusMessage = response.statusText
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value)
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) appendHeader(res, 'Set-Cookie', cookies)
  if (!response.body || method === 'HEAD' || response.status === 204 || response.status === 304) {
    res.end()
    return
  }
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    // A client gone mid-answer never drains: stop instead of waiting for it.
    if (!res.write(chunk)) await Promise.race([once(res, 'drain'), once(res, 'close')])
    if (res.destroyed) return
  }
  res.end()
}

/** The contract's Error answer, for what happens before or beyond the handlers. */
export function writeError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
): void {
  const body = JSON.stringify({ status, code, message })
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json')
  res.setHeader('Content-Length', Buffer.byteLength(body))
  res.end(body)
}

function appendHeader(res: ServerResponse, name: string, values: string[]): void {
  const existing = res.getHeader(name)
  const before =
    existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)]
  res.setHeader(name, [...before, ...values])
}

/** Which Access-Control-Allow-Origin to send: the caller's origin when allowed, else the first. */
function allowedOrigin(
  requestOrigin: string | undefined,
  origins: readonly string[],
): string | undefined {
  if (requestOrigin && (origins.includes('*') || origins.includes(requestOrigin))) {
    return requestOrigin
  }
  const [first] = origins
  return first === '*' ? undefined : first
}

/** CORS headers on every answer; credentials are allowed, so the origin is never `*`. */
export function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  origins: readonly string[],
): void {
  const origin = allowedOrigin(req.headers.origin, origins)
  if (origin) res.setHeader('Access-Control-Allow-Origin', origin)
  res.setHeader('Access-Control-Allow-Credentials', 'true')
  // The paged lists' headers (openapi.yaml): without this a page from another origin has none.
  res.setHeader('Access-Control-Expose-Headers', 'X-Next-Cursor, X-Total-Count')
  res.setHeader('Vary', 'Origin')
}

/** Answers a CORS preflight (any OPTIONS): 204 with the methods and headers the API accepts. */
export function answerPreflight(res: ServerResponse): void {
  res.statusCode = 204
  res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS)
  res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS)
  res.setHeader('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_SECONDS)
  res.end()
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=')
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      return pair.slice(separator + 1).trim()
    }
  }
  return undefined
}

/**
 * Gives a client without one an XSRF-TOKEN cookie, readable by the page (not HttpOnly) so the
 * app can echo it as X-XSRF-TOKEN. The mock does not check the echo: that is a real backend's job.
 */
export function applyXsrfCookie(req: IncomingMessage, res: ServerResponse): void {
  if (readCookie(req.headers.cookie, XSRF_COOKIE)) return
  const token = randomBytes(24).toString('base64url')
  appendHeader(res, 'Set-Cookie', [`${XSRF_COOKIE}=${token}; Path=/; SameSite=Lax`])
}
