// The one client's middleware, end to end.
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetLogContext, setLogContext, setLogLevel } from '@/lib/logger'
import { createMemoryStorage } from '@/lib/storage'
import { TOKEN_KEY } from '@/lib/token'
import { api, API_TIMEOUT_MS, createApiClient, onTokenRejected, redactUrl } from './client'
import { muteConsole } from '../../tests/support/console'

const BASE = 'http://api.test/api'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

function tokenWith(payload: object): string {
  return `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** A fetch that records each Request and answers with `respond`. */
function recordingFetch(respond: (request: Request) => Promise<Response> | Response) {
  const requests: Request[] = []
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request)
    return respond(request)
  })
  return { fetch, requests }
}

// What a real fetch keeps reachable while it waits (sockets, msw's handler chain).
const inFlight = new Set<Request>()

/** Never answers; rejects with the signal's reason, as a real fetch does. */
function hangingFetch(request: Request): Promise<Response> {
  const { signal } = request
  inFlight.add(request)
  return new Promise((_resolve, reject) => {
    const fail = () => {
      inFlight.delete(request)
      reject(signal.reason as Error)
    }
    if (signal.aborted) fail()
    else signal.addEventListener('abort', fail)
  })
}

function only<T>(items: T[]): T {
  expect(items).toHaveLength(1)
  return items[0] as T
}

let consoleSpies: ReturnType<typeof muteConsole>

beforeEach(() => {
  consoleSpies = muteConsole()
  vi.stubGlobal('localStorage', createMemoryStorage())
  vi.stubGlobal('sessionStorage', createMemoryStorage())
})

afterEach(() => {
  vi.unstubAllGlobals()
  // Also undoes the console and AbortSignal.timeout spies.
  vi.restoreAllMocks()
  resetLogContext()
  setLogLevel('info')
})

describe('api client headers', () => {
  it('sends request and session ids, and nothing user-specific when signed out', async () => {
    const { fetch, requests } = recordingFetch(() => json({ registrationEnabled: true }))
    const client = createApiClient({ baseUrl: BASE, fetch })
    const { data } = await client.GET('/auth/config')
    expect(data).toEqual({ registrationEnabled: true })
    const request = only(requests)
    expect(request.url).toBe(`${BASE}/auth/config`)
    expect(request.headers.get('X-Request-ID')).toMatch(UUID)
    expect(request.headers.get('X-Session-ID')).toBe(sessionStorage.getItem('candor.sessionId'))
    expect(request.headers.get('X-Session-ID')).toBeTruthy()
    expect(request.headers.has('Authorization')).toBe(false)
    expect(request.headers.has('X-User-ID')).toBe(false)
    expect(request.headers.has('X-XSRF-TOKEN')).toBe(false)
  })

  it('sends the bearer token, its user id and its session id when a token is stored', async () => {
    const token = tokenWith({ sub: 'user-1', sessionId: 'session-1', role: 'interviewee' })
    localStorage.setItem(TOKEN_KEY, token)
    const { fetch, requests } = recordingFetch(() => json({ id: 'p1' }))
    const client = createApiClient({ baseUrl: BASE, fetch })
    await client.GET('/projects/{id}', { params: { path: { id: 'p1' } } })
    const { headers, url } = only(requests)
    expect(url).toBe(`${BASE}/projects/p1`)
    expect(headers.get('Authorization')).toBe(`Bearer ${token}`)
    expect(headers.get('X-User-ID')).toBe('user-1')
    expect(headers.get('X-Session-ID')).toBe('session-1')
  })

  it('takes X-User-ID from the log context when it is known there', async () => {
    setLogContext({ userId: 'user-from-profile' })
    const { fetch, requests } = recordingFetch(() => json({}))
    await createApiClient({ baseUrl: BASE, fetch }).GET('/auth/config')
    expect(only(requests).headers.get('X-User-ID')).toBe('user-from-profile')
  })

  it('echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN', async () => {
    vi.stubGlobal('document', { cookie: 'theme=dark; XSRF-TOKEN=xsrf%3D1' })
    const { fetch, requests } = recordingFetch(() => json({}))
    await createApiClient({ baseUrl: BASE, fetch }).GET('/auth/config')
    expect(only(requests).headers.get('X-XSRF-TOKEN')).toBe('xsrf=1')
  })

  it('makes a fresh X-Request-ID for every call', async () => {
    const { fetch, requests } = recordingFetch(() => json({}))
    const client = createApiClient({ baseUrl: BASE, fetch })
    await client.GET('/auth/config')
    await client.GET('/auth/config')
    await client.GET('/auth/config')
    const ids = requests.map((request) => request.headers.get('X-Request-ID'))
    expect(new Set(ids).size).toBe(3)
    // The session stays the same across calls.
    expect(new Set(requests.map((r) => r.headers.get('X-Session-ID'))).size).toBe(1)
  })

  it("keeps a header the caller set and the JSON body through the middleware's copies", async () => {
    const { fetch, requests } = recordingFetch(() => json({ token: 't', user: {} }))
    await createApiClient({ baseUrl: BASE, fetch }).POST('/auth/login', {
      body: { email: 'a@candor.test', password: 'secret1' },
      params: { header: { 'X-Request-ID': 'retry-7' } },
    })
    const request = only(requests)
    expect(request.method).toBe('POST')
    expect(request.headers.get('X-Request-ID')).toBe('retry-7')
    expect(request.headers.get('Content-Type')).toBe('application/json')
    expect(await request.json()).toEqual({ email: 'a@candor.test', password: 'secret1' })
  })

  it('sends multipart bodies intact', async () => {
    const { fetch, requests } = recordingFetch(() => json({ done: false }))
    const form = new FormData()
    form.append('audio', new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/webm' }), 'a.webm')
    await createApiClient({ baseUrl: BASE, fetch }).request('post', '/interviews/{id}/answer', {
      params: { path: { id: 'i1' } },
      // The contract types the multipart body as an object; openapi-fetch passes FormData through.
      body: form as never,
      bodySerializer: (body: unknown) => body as FormData,
    })
    const received = await only(requests).formData()
    const audio = received.get('audio')
    expect(audio).toBeInstanceOf(Blob)
    expect((audio as Blob).size).toBe(3)
  })
})

describe('a rejected token', () => {
  it('is reported for a 401 to a call made with the stored token, not for a failed sign-in', async () => {
    localStorage.setItem(TOKEN_KEY, tokenWith({ sub: 'user-1', sessionId: 'session-1' }))
    const { fetch } = recordingFetch(() => json({ message: 'Unauthorized' }, 401))
    const client = createApiClient({ baseUrl: BASE, fetch })
    const rejected = vi.fn()
    const unsubscribe = onTokenRejected(rejected)
    try {
      await client.POST('/auth/login', { body: { email: 'a@b.test', password: 'wrong' } })
      expect(rejected).not.toHaveBeenCalled()
      await client.GET('/auth/profile')
      expect(rejected).toHaveBeenCalledTimes(1)
    } finally {
      unsubscribe()
    }
  })
})

describe('the default client', () => {
  it('calls /api on the app origin with the fetch installed at call time', async () => {
    // Installed after `api` was created, as msw/node's interception is.
    const { fetch, requests } = recordingFetch(() => json({ registrationEnabled: false }))
    vi.stubGlobal('fetch', fetch)
    const { data } = await api.GET('/auth/config')
    expect(data).toEqual({ registrationEnabled: false })
    // No page in node, so the same-origin base gets a placeholder host.
    expect(only(requests).url).toBe('http://localhost/api/auth/config')
  })
})

describe('timeout', () => {
  it('is 30000 ms', () => {
    expect(API_TIMEOUT_MS).toBe(30_000)
  })

  it('aborts a call that takes longer than 30000 ms and logs it as an error', async () => {
    // AbortSignal.timeout runs on node's internal timers, which fake timers do not reach:
    // record the duration asked for and let a short real timeout stand in for it.
    const realTimeout = AbortSignal.timeout.bind(AbortSignal)
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => realTimeout(5))
    const client = createApiClient({ baseUrl: BASE, fetch: hangingFetch })
    await expect(client.GET('/auth/config')).rejects.toMatchObject({ name: 'TimeoutError' })
    expect(timeout).toHaveBeenCalledWith(API_TIMEOUT_MS)
    expect(consoleSpies.error).toHaveBeenCalledWith(
      'API request error',
      expect.objectContaining({
        method: 'GET',
        url: `${BASE}/auth/config`,
        error: expect.stringContaining('TimeoutError') as unknown,
      }),
    )
  })

  it('really fires after the configured time', async () => {
    const client = createApiClient({ baseUrl: BASE, fetch: hangingFetch, timeoutMs: 20 })
    const started = performance.now()
    await expect(client.GET('/auth/config')).rejects.toMatchObject({ name: 'TimeoutError' })
    expect(performance.now() - started).toBeGreaterThanOrEqual(15)
  })

  it('fires even when a garbage collection runs while the call waits', async () => {
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as () => void
    let fetched: () => void = () => undefined
    const waiting = new Promise<void>((resolve) => (fetched = resolve))
    const fetch = (request: Request) => {
      fetched()
      return hangingFetch(request)
    }
    const client = createApiClient({ baseUrl: BASE, fetch, timeoutMs: 50 })
    const call = client.GET('/auth/config')
    // Collected while the request is on its way.
    await waiting
    gc()
    await expect(call).rejects.toMatchObject({ name: 'TimeoutError' })
  })

  it("still honours the caller's signal, logged as an abort rather than an error", async () => {
    setLogLevel('debug')
    const controller = new AbortController()
    const client = createApiClient({ baseUrl: BASE, fetch: hangingFetch })
    const call = client.GET('/auth/config', { signal: controller.signal })
    controller.abort()
    await expect(call).rejects.toMatchObject({ name: 'AbortError' })
    expect(consoleSpies.error).not.toHaveBeenCalled()
    expect(consoleSpies.debug).toHaveBeenCalledWith('API request aborted', expect.any(Object))
  })

  it('can be turned off', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout')
    const { fetch } = recordingFetch(() => json({}))
    await createApiClient({ baseUrl: BASE, fetch, timeoutMs: 0 }).GET('/auth/config')
    expect(timeout).not.toHaveBeenCalled()
  })
})

describe('API logging', () => {
  it('logs success at info with request id, method, url, status and elapsed time', async () => {
    setLogContext({ userId: 'user-1', interviewId: 'interview-1' })
    const { fetch, requests } = recordingFetch(() => json({}))
    await createApiClient({ baseUrl: BASE, fetch }).GET('/auth/config')
    expect(consoleSpies.info).toHaveBeenCalledWith('API request succeeded', {
      userId: 'user-1',
      email: null,
      role: null,
      interviewId: 'interview-1',
      questionId: null,
      sessionId: only(requests).headers.get('X-Session-ID'),
      requestId: only(requests).headers.get('X-Request-ID'),
      method: 'GET',
      url: `${BASE}/auth/config`,
      status: 200,
      elapsedMs: expect.any(Number) as unknown,
    })
    expect(consoleSpies.warn).not.toHaveBeenCalled()
  })

  it('logs status 400 and above at warn, and hands the error body back', async () => {
    const body = { status: 404, code: 'not_found', message: 'Project not found' }
    const { fetch, requests } = recordingFetch(() => json(body, 404))
    const { error, response } = await createApiClient({ baseUrl: BASE, fetch }).GET(
      '/projects/{id}',
      { params: { path: { id: 'nope' } } },
    )
    expect(response.status).toBe(404)
    expect(error).toEqual(body)
    expect(consoleSpies.warn).toHaveBeenCalledWith(
      'API request failed with status',
      expect.objectContaining({
        requestId: only(requests).headers.get('X-Request-ID'),
        method: 'GET',
        url: `${BASE}/projects/nope`,
        status: 404,
        elapsedMs: expect.any(Number) as unknown,
      }),
    )
    expect(consoleSpies.info).not.toHaveBeenCalled()
  })

  it('logs a network failure at error, without a status, and rethrows it', async () => {
    const { fetch, requests } = recordingFetch(() => Promise.reject(new TypeError('fetch failed')))
    const client = createApiClient({ baseUrl: BASE, fetch })
    await expect(client.POST('/auth/logout')).rejects.toThrow('fetch failed')
    const [message, fields] = only(consoleSpies.error.mock.calls) as [string, object]
    expect(message).toBe('API request error')
    expect(fields).toMatchObject({
      requestId: only(requests).headers.get('X-Request-ID'),
      method: 'POST',
      url: `${BASE}/auth/logout`,
      elapsedMs: expect.any(Number) as unknown,
      error: 'TypeError: fetch failed',
    })
    expect(fields).not.toHaveProperty('status')
  })
})

describe('redactUrl', () => {
  it('hides a report link token and keeps the rest of the address', () => {
    expect(redactUrl('http://x.test/api/shared/SeCrEt_Token-123456789?a=1')).toBe(
      'http://x.test/api/shared/[redacted]?a=1',
    )
    expect(redactUrl('http://x.test/api/join/SeCrEt_Token-123456789')).toBe(
      'http://x.test/api/join/[redacted]',
    )
    expect(redactUrl('http://x.test/api/projects/1/share-links')).toBe(
      'http://x.test/api/projects/1/share-links',
    )
  })
})
