import { ADMIN_ROLE } from '@/domain/roles'
import { describe, expect, it } from 'vitest'
import { call, expectError, tokenFor, useMockServer } from './harness'
import { demoCredentials } from '../support/accounts'

useMockServer()

describe('auth operations', () => {
  it('signs in each demo account with a JWT-shaped token carrying sessionId', async () => {
    for (const account of Object.values(demoCredentials)) {
      const result = await call<{ token: string; user: { email: string } }>('login', {
        body: account,
      })
      expect(result.status).toBe(200)
      expect(result.body.user.email).toBe(account.email)
      const payload = JSON.parse(atob(result.body.token.split('.')[1] ?? '')) as Record<
        string,
        unknown
      >
      expect(Object.keys(payload).sort()).toEqual(['email', 'exp', 'role', 'sessionId', 'sub'])
      expect(JSON.stringify(result.body)).not.toMatch(/password/i)
    }
  })

  it('refuses a wrong password with 401 and a message', async () => {
    const result = await call('login', { body: { ...demoCredentials.admin, password: 'nope' } })
    expectError(result, 401)
    expect((result.body as { message: string }).message).toBe('Invalid email or password')
  })

  it('refuses a malformed login body with 400 naming the field', async () => {
    expectError(await call('login', { body: { email: 'a@b.c' } }), 400, 'body.password')
    expectError(
      await call('login', { body: { ...demoCredentials.admin, extra: 1 } }),
      400,
      'body.extra',
    )
    expectError(
      await call('login', { rawBody: '{not json', contentType: 'application/json' }),
      400,
      'body',
    )
  })

  it('registers while enabled, refuses a duplicate email with 409', async () => {
    const body = {
      email: 'new.person@candor.test',
      password: 'secret1',
      firstName: 'New',
      lastName: 'Person',
      role: 'interviewee',
    }
    const created = await call<{ user: { role: string } }>('register', { body })
    expect(created.status).toBe(201)
    expect(created.body.user.role).toBe('interviewee')
    expectError(await call('register', { body }), 409, 'body.email')
    expectError(
      await call('register', { body: { ...body, password: '123' } }),
      400,
      'body.password',
    )
    expectError(
      await call('register', { body: { ...body, email: 'not-an-email' } }),
      400,
      'body.email',
    )
  })

  it('reports the registration setting', async () => {
    const result = await call<{ registrationEnabled: boolean }>('getAuthConfig')
    expect(result.body).toEqual({ registrationEnabled: true })
  })

  it('loads the profile with a token and refuses without, expired or tampered', async () => {
    const token = await tokenFor(demoCredentials.lead)
    const profile = await call<{ email: string; projects: unknown[] }>('getProfile', { token })
    expect(profile.body.email).toBe(demoCredentials.lead.email)
    expect(profile.body.projects.length).toBeGreaterThan(0)
    expectError(await call('getProfile'), 401)
    const [header, payload, signature] = token.split('.')
    const forged = btoa(JSON.stringify({ ...JSON.parse(atob(payload ?? '')), role: ADMIN_ROLE }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
    expectError(await call('getProfile', { token: `${header}.${forged}.${signature}` }), 401)
    expectError(await call('getProfile', { token: 'garbage' }), 401)
  })

  it('logs out: the token stops working', async () => {
    const token = await tokenFor(demoCredentials.interviewee)
    expect((await call('logout', { token })).status).toBe(204)
    expectError(await call('getProfile', { token }), 401)
  })

  it('updates the own profile, keeps the password when omitted, changes it when given', async () => {
    const token = await tokenFor(demoCredentials.interviewee)
    const body = {
      firstName: 'Ines',
      lastName: 'Renamed',
      email: demoCredentials.interviewee.email,
    }
    const updated = await call<{ lastName: string }>('updateProfile', { token, body })
    expect(updated.body.lastName).toBe('Renamed')
    await tokenFor(demoCredentials.interviewee)
    await call('updateProfile', { token, body: { ...body, password: 'another1' } })
    await tokenFor({ email: demoCredentials.interviewee.email, password: 'another1' })
    expectError(
      await call('updateProfile', { token, body: { ...body, email: demoCredentials.admin.email } }),
      409,
    )
    expectError(
      await call('updateProfile', { token, body: { ...body, firstName: '  ' } }),
      400,
      'body.firstName',
    )
  })

  it('answers 404 for an unknown route and 405 for a wrong method', async () => {
    const missing = await fetch('http://candor.test/api/nothing-here')
    expect(missing.status).toBe(404)
    const wrong = await fetch('http://candor.test/api/auth/login', { method: 'GET' })
    expect(wrong.status).toBe(405)
  })
})
