import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { call, useMockServer } from '../contract/harness'
import { demoCredentials } from '../support/accounts'

useMockServer()

const wrong = { ...demoCredentials.lead, password: 'not-the-password' }
const MINUTE = 60_000

async function failTimes(n: number) {
  for (let i = 0; i < n; i += 1) expect((await call('login', { body: wrong })).status).toBe(401)
}

describe('sign-in throttling', () => {
  // Only Date is faked: msw and fetch keep their real timers, the clock moves on demand.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-12-01T09:00:00.000Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('answers 429 with Retry-After after 10 failures in 15 minutes, even to the right password', async () => {
    await failTimes(10)
    const refused = await call<{ message: string; code: string }>('login', {
      body: demoCredentials.lead,
    })
    expect(refused.status).toBe(429)
    expect(refused.body.code).toBe('too_many_requests')
    expect(refused.headers.get('Retry-After')).toBe('900')
    expect(refused.body.message).toBe('Too many attempts. Try again in 15 minutes.')
    // Another email is not concerned.
    expect((await call('login', { body: demoCredentials.admin })).status).toBe(200)
  })

  it('counts minutes until the window frees, rounded up, and lets the email in after it', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await call('login', { body: wrong })).status).toBe(401)
      vi.setSystemTime(Date.now() + MINUTE)
    }
    // The first failure was 10 minutes ago: it leaves the window in 5 minutes.
    vi.setSystemTime(Date.now() + 30_000 - MINUTE)
    const refused = await call<{ message: string }>('login', { body: demoCredentials.lead })
    expect(refused.headers.get('Retry-After')).toBe(String(5 * 60 + 30))
    expect(refused.body.message).toBe('Too many attempts. Try again in 6 minutes.')
    vi.setSystemTime(Date.now() + (5 * 60 + 30) * 1000)
    expect((await call('login', { body: demoCredentials.lead })).status).toBe(200)
  })

  it('forgets the failures after a successful sign-in', async () => {
    await failTimes(9)
    expect((await call('login', { body: demoCredentials.lead })).status).toBe(200)
    await failTimes(9)
    expect((await call('login', { body: demoCredentials.lead })).status).toBe(200)
  })

  it('spreads failures older than 15 minutes out of the count', async () => {
    await failTimes(9)
    vi.setSystemTime(Date.now() + 15 * MINUTE)
    await failTimes(9)
    expect((await call('login', { body: demoCredentials.lead })).status).toBe(200)
  })
})
