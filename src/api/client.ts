import createClient, { type Client, type Middleware } from 'openapi-fetch'
import { readCookie } from '@/lib/cookies'
import { apiUrl, currentHref, FALLBACK_ORIGIN } from '@/lib/env'
import { randomId } from '@/lib/ids'
import { getLogContext, getSessionId, logger } from '@/lib/logger'
import { decodeToken, readToken } from '@/lib/token'
import { fetchWhenMockReady } from './mock-ready'
import type { paths } from '@/contract/schema'

/** docs/product.md#calls and docs/product.md#constants: every API call gives up after 30 s. */
export const API_TIMEOUT_MS = 30_000

export type ApiClient = Client<paths>

export interface ApiClientOptions {
  /** Default: `${apiBaseUrl}/api`, made absolute outside a browser. */
  baseUrl?: string
  /**
   * Default: whatever globalThis.fetch is at call time; in mock mode, once the in-browser
   * backend listens (./mock-ready).
   */
  fetch?: (request: Request) => Promise<Response>
  /** Default API_TIMEOUT_MS; 0 turns the timeout off. */
  timeoutMs?: number
}

function defaultBaseUrl(): string {
  const url = apiUrl('')
  // Node's Request rejects relative URLs, and openapi-fetch builds one before any fetch is
  // called, so tests and the mock server need a host to put in front of '/api'.
  return currentHref() === undefined && url.startsWith('/') ? `${FALLBACK_ORIGIN}${url}` : url
}

/** Sets a header unless the caller already chose a value for it. */
function setDefault(headers: Headers, name: string, value: string | null | undefined): void {
  if (value && !headers.has(name)) headers.set(name, value)
}

const headersMiddleware: Middleware = {
  onRequest({ request }) {
    const { headers } = request
    setDefault(headers, 'X-Request-ID', randomId())
    setDefault(headers, 'X-Session-ID', getSessionId())
    const token = readToken()
    setDefault(headers, 'X-User-ID', getLogContext().userId ?? decodeToken(token)?.sub)
    setDefault(headers, 'Authorization', token ? `Bearer ${token}` : null)
    setDefault(headers, 'X-XSRF-TOKEN', readCookie('XSRF-TOKEN'))
  },
}

const tokenRejectedListeners = new Set<() => void>()

/**
 * Calls `listener` whenever the server answers 401 to a call made with the token still stored
 * (sign-in and registration excepted): the token has expired or its session has ended
 * (auth-store signs the user out). Returns the unsubscribe function.
 */
export function onTokenRejected(listener: () => void): () => void {
  tokenRejectedListeners.add(listener)
  return () => tokenRejectedListeners.delete(listener)
}

/** Where a 401 means wrong credentials, whatever token is stored: never an ended session. */
const SIGN_IN_PATHS = new Set(['/auth/login', '/auth/register'])

const tokenRejectedMiddleware: Middleware = {
  onResponse({ request, response, schemaPath }) {
    if (response.status !== 401 || SIGN_IN_PATHS.has(schemaPath)) return undefined
    const token = readToken()
    // A call without the stored token (signed out, or sent before a new sign-in) says nothing
    // about the current session.
    if (token === null || request.headers.get('Authorization') !== `Bearer ${token}`) {
      return undefined
    }
    for (const listener of [...tokenRejectedListeners]) listener()
    return undefined
  },
}

function timeoutMiddleware(timeoutMs: number): Middleware {
  return {
    onRequest({ request }) {
      if (!(timeoutMs > 0)) return undefined
      // A Request's signal is fixed at construction, so the combined one needs a copy. The
      // caller's signal (or a never-aborting default) still cancels.
      const timeout = AbortSignal.timeout(timeoutMs)
      // Node 20 garbage-collects a timeout signal whose only observer is AbortSignal.any, so it
      // never fires (nodejs/node#57736); a listener of its own keeps it alive until it does.
      timeout.addEventListener('abort', () => undefined, { once: true })
      const signal = AbortSignal.any([request.signal, timeout])
      return new Request(request, { signal })
    },
  }
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}

/** Report and participant link tokens are credentials (docs/product.md#shared-report): never logged. */
export const redactUrl = (url: string) => url.replace(/\/(shared|join)\/[^/?#]+/, '/$1/[redacted]')

function loggingMiddleware(): Middleware {
  // Keyed by openapi-fetch's per-call id, which all three hooks receive.
  const startedAt = new Map<string, number>()

  function baseFields(id: string, request: Request) {
    const start = startedAt.get(id)
    startedAt.delete(id)
    return {
      requestId: request.headers.get('X-Request-ID'),
      method: request.method,
      url: redactUrl(request.url),
      elapsedMs: start === undefined ? null : Math.round(performance.now() - start),
    }
  }

  return {
    onRequest({ id }) {
      startedAt.set(id, performance.now())
    },
    onResponse({ id, request, response }) {
      const fields = { ...baseFields(id, request), status: response.status }
      if (response.status >= 400) logger.warn('API request failed with status', fields)
      else logger.info('API request succeeded', fields)
    },
    onError({ id, request, error }) {
      // Returning nothing lets openapi-fetch rethrow the error to the caller.
      const fields = { ...baseFields(id, request), error: describeError(error) }
      // A caller's own abort (a closed screen) is not a failure of the API.
      if (error instanceof Error && error.name === 'AbortError') {
        logger.debug('API request aborted', fields)
      } else {
        logger.error('API request error', fields)
      }
    },
  }
}

/** A client with the app's headers, timeout and logging; tests pass their own base or fetch. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? defaultBaseUrl(),
    // openapi-fetch keeps the fetch it saw at creation; looking globalThis.fetch up per call
    // lets msw/node and per-test stubs installed later intercept. The mode is a build-time
    // constant, so a live build has no trace of the mock's gate.
    fetch:
      options.fetch ??
      (import.meta.env.VITE_API_MODE !== 'live'
        ? fetchWhenMockReady
        : (request) => globalThis.fetch(request)),
  })
  // onRequest runs in this order (onResponse and onError in reverse): headers first so the
  // copy made for the timeout keeps them, logging last so it times the fetch itself (and logs
  // a rejected token's 401 before anyone reacts to it).
  client.use(
    headersMiddleware,
    tokenRejectedMiddleware,
    timeoutMiddleware(options.timeoutMs ?? API_TIMEOUT_MS),
    loggingMiddleware(),
  )
  return client
}

/** The app's one API client. */
export const api: ApiClient = createApiClient()
