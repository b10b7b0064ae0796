import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { createApiClient } from '@/api/client'
import { setLogLevel } from '@/lib/logger'
import { createMemoryStorage } from '@/lib/storage'
import { TOKEN_KEY } from '@/lib/token'
import { fixtureIds } from '../../fixtures'
import { operationById } from '../../mocks/contract/operations'
import { validateAt, validateResponse } from '../../mocks/contract/validation'
import { startMockServer } from '../../mocks/server/create-server'
import { LARGE_SEED_COUNTS } from '../../mocks/db/large-seed'
import { ALLOWED_HEADERS } from '../../mocks/server/http'
import { demo, signInAt, useStandaloneServer } from './support'

/**
 * The standalone mock over real HTTP on 127.0.0.1: the app's own client signs in and calls
 * operations, every answer checked against openapi.yaml; CORS, the XSRF cookie and the
 * error answers as a browser would meet them.
 */

const server = useStandaloneServer()
const APP_ORIGIN = 'http://localhost:5173'

function expectConforms(operationId: string, status: number, body: unknown) {
  const problem = validateResponse(operationById(operationId), status, body ?? null)
  expect(problem, `${operationId} ${status} ${JSON.stringify(body).slice(0, 200)}`).toBeNull()
}

function expectError(body: unknown, status: number) {
  expect(validateAt('/components/schemas/Error', body, 'body')).toBeNull()
  expect((body as { status: number }).status).toBe(status)
}

describe('the app client against the standalone server', () => {
  beforeAll(() => setLogLevel('error'))
  afterAll(() => {
    setLogLevel('info')
    vi.unstubAllGlobals()
  })

  it('signs in and calls operations, each answer conforming to the contract', async () => {
    const storage = createMemoryStorage()
    vi.stubGlobal('localStorage', storage)
    const api = createApiClient({ baseUrl: `${server.url}/api` })

    const login = await api.POST('/auth/login', { body: demo.admin })
    expectConforms('login', login.response.status, login.data)
    expect(login.response.status).toBe(200)
    storage.setItem(TOKEN_KEY, login.data?.token ?? '')

    const profile = await api.GET('/auth/profile')
    expectConforms('getProfile', profile.response.status, profile.data)
    expect(profile.data?.email).toBe(demo.admin.email)

    const projects = await api.GET('/projects')
    expectConforms('listProjects', projects.response.status, projects.data)
    expect(projects.data?.map((project) => project.id)).toContain(fixtureIds.projects.coffee)

    const project = await api.GET('/projects/{id}', {
      params: { path: { id: fixtureIds.projects.coffee } },
    })
    expectConforms('getProject', project.response.status, project.data)

    const users = await api.GET('/users')
    expectConforms('listUsers', users.response.status, users.data)

    const created = await api.POST('/projects', {
      body: {
        name: 'Over the wire',
        company: 'Wire Co',
        product: 'Wire',
        productDescription: 'Made over real HTTP',
        projectTypeId: project.data?.projectTypeId ?? '',
      },
    })
    expectConforms('createProject', created.response.status, created.data)
    expect(created.response.status).toBe(201)
  })

  it('answers 401, 404 and 400 over the network with the Error schema', async () => {
    const noToken = await fetch(`${server.url}/api/auth/profile`)
    expect(noToken.status).toBe(401)
    expectError(await noToken.json(), 401)

    const { token } = await signInAt(server.url, demo.admin)
    const unknown = await fetch(`${server.url}/api/projects/${crypto.randomUUID()}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(unknown.status).toBe(404)
    expectConforms('getProject', 404, await unknown.json())

    const badBody = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 42, password: 'x' }),
    })
    expect(badBody.status).toBe(400)
    const problem = (await badBody.json()) as { field: string }
    expectConforms('login', 400, problem)
    expect(problem.field).toBe('body.email')

    const noOperation = await fetch(`${server.url}/api/no-such-thing`)
    expect(noOperation.status).toBe(404)
    expectError(await noOperation.json(), 404)
  })

  it('answers 404 with the Error schema outside /api', async () => {
    for (const path of ['/', '/index.html', '/ws/interviews']) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type')).toContain('application/json')
      const body = (await response.json()) as { message: string }
      expectError(body, 404)
      expect(body.message).toContain(path)
    }
  })

  it('refuses a body over the limit with 413 before any handler', async () => {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Uint8Array(12 * 1024 * 1024),
    })
    expect(response.status).toBe(413)
    expectError(await response.json(), 413)
  })
})

describe('CORS', () => {
  it('answers a preflight for the app origin with the allowed methods and headers', async () => {
    const response = await fetch(`${server.url}/api/projects`, {
      method: 'OPTIONS',
      headers: {
        Origin: APP_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,x-request-id',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    const methods = response.headers.get('access-control-allow-methods') ?? ''
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) expect(methods).toContain(method)
    const allowed = (response.headers.get('access-control-allow-headers') ?? '')
      .toLowerCase()
      .split(/,\s*/)
    for (const header of [
      'authorization',
      'content-type',
      'x-request-id',
      'x-session-id',
      'x-user-id',
      'x-xsrf-token',
    ]) {
      expect(allowed).toContain(header)
    }
    expect(ALLOWED_HEADERS.split(', ')).toHaveLength(6)
    expect(response.headers.get('vary')).toContain('Origin')
  })

  it('adds the CORS headers to answers, never echoing an origin it does not allow', async () => {
    const allowed = await fetch(`${server.url}/api/auth/config`, {
      headers: { Origin: APP_ORIGIN },
    })
    expect(allowed.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true')
    // The paged lists' headers (openapi.yaml) must be readable from the app's origin.
    expect(allowed.headers.get('access-control-expose-headers')).toBe(
      'X-Next-Cursor, X-Total-Count',
    )

    const other = await fetch(`${server.url}/api/auth/config`, {
      headers: { Origin: 'http://evil.example' },
    })
    expect(other.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)

    const error = await fetch(`${server.url}/api/auth/profile`, { headers: { Origin: APP_ORIGIN } })
    expect(error.status).toBe(401)
    expect(error.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN)
  })

  it('allows the configured origins only', async () => {
    const custom = await startMockServer({
      port: 0,
      origins: ['http://127.0.0.1:4173', 'http://app.test'],
    })
    try {
      const response = await fetch(`${custom.url}/api/auth/config`, {
        headers: { Origin: 'http://app.test' },
      })
      expect(response.headers.get('access-control-allow-origin')).toBe('http://app.test')
      const other = await fetch(`${custom.url}/api/auth/config`, {
        headers: { Origin: APP_ORIGIN },
      })
      expect(other.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173')
    } finally {
      await custom.close()
    }
  })
})

describe('XSRF cookie', () => {
  it('sets a random XSRF-TOKEN cookie on a client without one', async () => {
    const first = await fetch(`${server.url}/api/auth/config`)
    const second = await fetch(`${server.url}/api/auth/config`)
    const [cookie] = first.headers.getSetCookie()
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{20,}; Path=\/; SameSite=Lax$/)
    // Readable by the page, so the app can echo it as X-XSRF-TOKEN.
    expect(cookie).not.toMatch(/HttpOnly/i)
    expect(second.headers.getSetCookie()[0]).not.toBe(cookie)
  })

  it('leaves the cookie alone once the client has one, and does not enforce the echo', async () => {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: 'theme=dark; XSRF-TOKEN=abc123' },
      body: JSON.stringify(demo.interviewee),
    })
    expect(response.status).toBe(200)
    expect(response.headers.getSetCookie()).toEqual([])
  })
})

describe('options', () => {
  it('puts extra handlers before the mock own, for drifted servers in tests', async () => {
    const drifted = await startMockServer({
      port: 0,
      handlers: [http.get('*/api/auth/config', () => HttpResponse.json({ drifted: true }))],
    })
    try {
      const response = await fetch(`${drifted.url}/api/auth/config`)
      expect(await response.json()).toEqual({ drifted: true })
    } finally {
      await drifted.close()
    }
  })

  it('turns registration off and delays answers as asked', async () => {
    const slow = await startMockServer({ port: 0, registration: false, latencyMs: 120 })
    try {
      const started = performance.now()
      const response = await fetch(`${slow.url}/api/auth/config`)
      expect(performance.now() - started).toBeGreaterThanOrEqual(100)
      expect(await response.json()).toEqual({ registrationEnabled: false })
    } finally {
      await slow.close()
    }
  })

  it('seeds the large data set when asked (--seed large)', async () => {
    const large = await startMockServer({ port: 0, seed: 'large' })
    try {
      const { token } = await signInAt(large.url, demo.admin)
      const response = await fetch(`${large.url}/api/users`, {
        headers: { Authorization: `Bearer ${token}` },
      })
      const users = (await response.json()) as unknown[]
      expect(users.length).toBeGreaterThan(LARGE_SEED_COUNTS.users)
    } finally {
      await large.close()
    }
  }, 60_000)
})
