import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '@/lib/storage'
import { TOKEN_KEY } from '@/lib/token'
import { callApi, NO_TOKEN_MESSAGE, serverMessage, type CallFailure } from './call'
import { createApiClient } from './client'
import { muteConsole } from '../../tests/support/console'

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

const logged: string[] = []

beforeEach(() => {
  logged.length = 0
  vi.stubGlobal('localStorage', createMemoryStorage({ [TOKEN_KEY]: 'h.p.s' }))
  muteConsole(['info', 'warn', 'error'], (level, [message]) => {
    logged.push(`${level}: ${String(message)}`)
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const clientAnswering = (respond: () => Promise<Response>) =>
  createApiClient({ baseUrl: 'http://api.test/api', fetch: respond })

describe('callApi', () => {
  it('gives the data of a successful call', async () => {
    const api = clientAnswering(() => Promise.resolve(json([])))
    expect(await callApi(() => api.GET('/projects'), { failure: 'Failed' })).toEqual({
      ok: true,
      data: [],
    })
  })

  it('does not call without a stored token and says so', async () => {
    vi.stubGlobal('localStorage', createMemoryStorage())
    const fetch = vi.fn(() => Promise.resolve(json([])))
    const api = clientAnswering(fetch)
    expect(await callApi(() => api.GET('/projects'), { failure: 'Failed' })).toMatchObject({
      ok: false,
      error: NO_TOKEN_MESSAGE,
    })
    expect(fetch).not.toHaveBeenCalled()
    expect(logged).toContain(`warn: ${NO_TOKEN_MESSAGE}`)
  })

  it('shows and logs the given text for an HTTP error', async () => {
    const api = clientAnswering(() =>
      Promise.resolve(json({ status: 500, code: 'bad_request', message: 'Down' }, 500)),
    )
    expect(
      await callApi(() => api.GET('/users'), { failure: 'Failed to load users' }),
    ).toMatchObject({
      ok: false,
      error: 'Failed to load users',
      status: 500,
    })
    expect(logged).toContain('error: Failed to load users')
  })

  it('builds the text from the status and the body when given a function', async () => {
    const api = clientAnswering(() =>
      Promise.resolve(json({ status: 404, code: 'not_found', message: 'Project not found' }, 404)),
    )
    const outcome = await callApi(() => api.GET('/projects'), {
      failure: ({ status, error }) => `${status} ${(error as { message: string }).message}`,
    })
    expect(outcome).toMatchObject({ ok: false, error: '404 Project not found' })
  })

  it('turns a rejected fetch into the text, with no status', async () => {
    const api = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')))
    const failure = vi.fn((_failed: CallFailure) => 'Offline')
    expect(await callApi(() => api.GET('/projects'), { failure: failure })).toMatchObject({
      ok: false,
      error: 'Offline',
    })
    const [failed] = failure.mock.calls[0] ?? []
    expect(failed).toMatchObject({ status: null })
    expect(failed?.error).toBeInstanceOf(TypeError)
  })

  it("gives the server's message, else the fallback, with serverMessage", async () => {
    const refusing = clientAnswering(() =>
      Promise.resolve(json({ status: 409, code: 'conflict', message: 'Email taken' }, 409)),
    )
    expect(
      await callApi(() => refusing.GET('/users'), { failure: serverMessage('Failed') }),
    ).toMatchObject({ ok: false, error: 'Email taken' })
    const offline = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(
      await callApi(() => offline.GET('/users'), { failure: serverMessage('Failed') }),
    ).toMatchObject({ ok: false, error: 'Failed' })
  })

  it('calls without a stored token when the call does not need one', async () => {
    vi.stubGlobal('localStorage', createMemoryStorage())
    const api = clientAnswering(() => Promise.resolve(json([])))
    expect(
      await callApi(() => api.GET('/projects'), { failure: 'Failed', needsToken: false }),
    ).toEqual({ ok: true, data: [] })
  })

  it('treats a 204 as success', async () => {
    const api = clientAnswering(() => Promise.resolve(new Response(null, { status: 204 })))
    const outcome = await callApi(
      () => api.DELETE('/users/{id}', { params: { path: { id: 'u1' } } }),
      { failure: 'Failed' },
    )
    expect(outcome.ok).toBe(true)
  })

  it('logs a failure with the given fields and the status', async () => {
    const { error } = muteConsole(['error'])
    const api = clientAnswering(() =>
      Promise.resolve(json({ status: 404, code: 'not_found', message: 'Gone' }, 404)),
    )
    await callApi(() => api.GET('/projects'), { failure: 'Failed', fields: { projectId: 'p1' } })
    expect(JSON.stringify(error.mock.calls)).toContain('p1')
    expect(JSON.stringify(error.mock.calls)).toContain('404')
  })
})
