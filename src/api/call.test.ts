import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../lib/storage'
import { TOKEN_KEY } from '../lib/token'
import { callWithToken, NO_TOKEN_MESSAGE, type CallFailure } from './call'
import { createApiClient } from './client'

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
  for (const level of ['info', 'warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((message: unknown) => {
      logged.push(`${level}: ${String(message)}`)
    })
  }
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const clientAnswering = (respond: () => Promise<Response>) =>
  createApiClient({ baseUrl: 'http://api.test/api', fetch: respond })

describe('callWithToken', () => {
  it('gives the data of a successful call', async () => {
    const api = clientAnswering(() => Promise.resolve(json([])))
    expect(await callWithToken('Failed', () => api.GET('/projects'))).toEqual({
      ok: true,
      data: [],
    })
  })

  it('does not call without a stored token and says so', async () => {
    vi.stubGlobal('localStorage', createMemoryStorage())
    const fetch = vi.fn(() => Promise.resolve(json([])))
    const api = clientAnswering(fetch)
    expect(await callWithToken('Failed', () => api.GET('/projects'))).toEqual({
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
    expect(await callWithToken('Failed to load users', () => api.GET('/users'))).toEqual({
      ok: false,
      error: 'Failed to load users',
    })
    expect(logged).toContain('error: Failed to load users')
  })

  it('builds the text from the status and the body when given a function', async () => {
    const api = clientAnswering(() =>
      Promise.resolve(json({ status: 404, code: 'not_found', message: 'Project not found' }, 404)),
    )
    const outcome = await callWithToken(
      ({ status, error }) => `${status} ${(error as { message: string }).message}`,
      () => api.GET('/projects'),
    )
    expect(outcome).toEqual({ ok: false, error: '404 Project not found' })
  })

  it('turns a rejected fetch into the text, with no status', async () => {
    const api = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')))
    const failure = vi.fn((_failed: CallFailure) => 'Offline')
    expect(await callWithToken(failure, () => api.GET('/projects'))).toEqual({
      ok: false,
      error: 'Offline',
    })
    const [failed] = failure.mock.calls[0] ?? []
    expect(failed).toMatchObject({ status: null })
    expect(failed?.error).toBeInstanceOf(TypeError)
  })
})
