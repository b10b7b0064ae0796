import { describe, expect, it } from 'vitest'
import { CallError, createQueryClient, errorText, shouldRetry, unwrap } from './query'

describe('server state through TanStack Query', () => {
  it('unwraps a call that succeeded and throws the screen text of one that failed', async () => {
    await expect(unwrap(Promise.resolve({ ok: true as const, data: 3 }))).resolves.toBe(3)
    const failed = unwrap(
      Promise.resolve({ ok: false as const, error: 'Failed to load users', status: 500 }),
    )
    await expect(failed).rejects.toMatchObject({ message: 'Failed to load users', status: 500 })
  })

  it('tries again only a request that got no answer, and only once', () => {
    expect(shouldRetry(0, new CallError('Failed', null))).toBe(true)
    expect(shouldRetry(1, new CallError('Failed', null))).toBe(false)
    for (const status of [400, 401, 403, 404, 409, 429, 500]) {
      expect(shouldRetry(0, new CallError('Failed', status))).toBe(false)
    }
    expect(shouldRetry(0, new CallError('No authentication token available', undefined))).toBe(
      false,
    )
    expect(shouldRetry(0, new Error('boom'))).toBe(false)
  })

  it('shows a call error as it came, anything else as the fallback', () => {
    expect(errorText(new CallError('Project not found', 404), 'Failed')).toBe('Project not found')
    expect(errorText(new TypeError('x'), 'Failed to load projects')).toBe('Failed to load projects')
  })

  it('a failing query with a 4xx settles on the first attempt', async () => {
    const client = createQueryClient()
    let calls = 0
    await expect(
      client.fetchQuery({
        queryKey: ['refused'],
        queryFn: () => {
          calls += 1
          return unwrap(Promise.resolve({ ok: false as const, error: 'Forbidden', status: 403 }))
        },
      }),
    ).rejects.toBeInstanceOf(CallError)
    expect(calls).toBe(1)
    client.clear()
  })
})
