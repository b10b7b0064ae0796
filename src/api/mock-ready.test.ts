import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { muteConsole } from '../../tests/support/console'

// The node project's files share their worker's modules: the fresh modules this file loaded
// (some left in a state a test gave them, such as a failed mock start) must not be the next
// file's. It then loads its own.
afterAll(() => {
  vi.resetModules()
})

/** The gate is module state: each test gets fresh modules (client, socket, gate). */
async function freshModules() {
  vi.resetModules()
  const gate = await import('./mock-ready')
  const { createApiClient } = await import('./client')
  const socket = await import('./interview-socket')
  return { ...gate, createApiClient, ...socket }
}

/** A promise the test settles: the mock's start, held until the test lets it finish. */
function held() {
  let resolve: () => void = () => undefined
  let reject: (error: Error) => void = () => undefined
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

let fetched: string[]

beforeEach(() => {
  fetched = []
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      fetched.push(`${request.method} ${new URL(request.url).pathname}`)
      return Promise.resolve(Response.json({ registrationEnabled: true }))
    }),
  )
  muteConsole(['info', 'warn', 'error', 'debug'])
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the mock-ready gate (mock mode)', () => {
  it('lets API calls go at once when nothing holds it (tests, Storybook)', async () => {
    const { createApiClient } = await freshModules()
    const { data } = await createApiClient().GET('/auth/config')
    expect(data).toEqual({ registrationEnabled: true })
    expect(fetched).toEqual(['GET /api/auth/config'])
  })

  it('holds a call made before the mock is ready, then sends it, once, and it succeeds', async () => {
    const { createApiClient, holdUntilMockReady, mockReady } = await freshModules()
    const start = held()
    holdUntilMockReady(start.promise)
    const call = createApiClient().GET('/auth/config')
    await settled()
    expect(fetched).toEqual([])

    start.resolve()
    const { data } = await call
    expect(data).toEqual({ registrationEnabled: true })
    expect(fetched).toEqual(['GET /api/auth/config'])
    // Open from now on, and the bench's mark is set.
    expect(mockReady()).toBeNull()
    expect(performance.getEntriesByName('candor:mock-ready')).not.toHaveLength(0)
  })

  it('fails the waiting calls, and later ones, without the network when the mock cannot start', async () => {
    const { createApiClient, holdUntilMockReady, MockUnavailableError } = await freshModules()
    const start = held()
    holdUntilMockReady(start.promise)
    const api = createApiClient()
    const waiting = api.GET('/auth/config')
    start.reject(new Error('service workers are not available'))
    await expect(waiting).rejects.toBeInstanceOf(MockUnavailableError)
    await expect(
      api.POST('/auth/login', { body: { email: 'a@b.c', password: 'x' } }),
    ).rejects.toThrow('The demo backend did not start')
    expect(fetched).toEqual([])
  })

  it('opens the interview socket only once the mock is ready', async () => {
    const { connectInterviewSocket, holdUntilMockReady } = await freshModules()
    const start = held()
    holdUntilMockReady(start.promise)
    const created: string[] = []
    const connecting = connectInterviewSocket('interview-1', {
      token: 't',
      url: 'ws://localhost/ws/interviews/interview-1',
      readyTimeoutMs: 10,
      createSocket: (url) => {
        created.push(url)
        // Fails before ready: enough to see when the socket was created.
        const socket = new EventTarget() as unknown as WebSocket
        setTimeout(() => socket.dispatchEvent(new Event('error')), 0)
        return socket
      },
    })
    await settled()
    expect(created).toEqual([])

    start.resolve()
    await expect(connecting).rejects.toThrow('error before ready')
    expect(created).toEqual(['ws://localhost/ws/interviews/interview-1?token=t'])
  })

  it('fails the socket as unavailable when the mock cannot start', async () => {
    const { connectInterviewSocket, holdUntilMockReady, SocketUnavailableError } =
      await freshModules()
    const start = held()
    holdUntilMockReady(start.promise)
    const createSocket = vi.fn()
    const connecting = connectInterviewSocket('interview-1', { createSocket })
    start.reject(new Error('no service worker'))
    await expect(connecting).rejects.toBeInstanceOf(SocketUnavailableError)
    expect(createSocket).not.toHaveBeenCalled()
  })
})
