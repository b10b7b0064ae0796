import { describe, expect, it } from 'vitest'
import { db } from '../../mocks/db'
import { seedDatabase } from '../../mocks/db/seed'
import { exportSnapshot, importSnapshot } from '../../mocks/db/snapshot'
import { call, tokenFor, useMockServer } from '../contract/harness'
import { demoCredentials } from '../support/accounts'

useMockServer()

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** A token with the payload of `token`, signed HS256 with `secret`. */
async function resigned(token: string, secret: string): Promise<string> {
  const [header = '', body = ''] = token.split('.')
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const signature = await crypto.subtle.sign(
    'HMAC',
    key,
    new TextEncoder().encode(`${header}.${body}`),
  )
  return `${header}.${body}.${base64url(new Uint8Array(signature))}`
}

const profile = (token: string) => call('getProfile', { token })

describe('sessions', () => {
  it("changing one's own password ends the other sessions and keeps this one", async () => {
    const here = await tokenFor(demoCredentials.lead)
    const elsewhere = await tokenFor(demoCredentials.lead)
    const someoneElse = await tokenFor(demoCredentials.admin)
    const changed = await call('updateProfile', {
      token: here,
      body: {
        firstName: 'Leo',
        lastName: 'Lindqvist',
        email: demoCredentials.lead.email,
        password: 'newpass1',
      },
    })
    expect(changed.status).toBe(200)
    expect((await profile(here)).status).toBe(200)
    expect((await profile(elsewhere)).status).toBe(401)
    expect((await profile(someoneElse)).status).toBe(200)
    expect(
      (await tokenFor({ email: demoCredentials.lead.email, password: 'newpass1' })).length,
    ).toBeGreaterThan(0)
  })

  it('keeps the other sessions when the profile changes without a password', async () => {
    const here = await tokenFor(demoCredentials.lead)
    const elsewhere = await tokenFor(demoCredentials.lead)
    await call('updateProfile', {
      token: here,
      body: { firstName: 'Leo', lastName: 'L', email: demoCredentials.lead.email },
    })
    expect((await profile(elsewhere)).status).toBe(200)
  })
})

describe('the token signing key', () => {
  it('refuses a token signed with the key the source once held', async () => {
    const token = await tokenFor(demoCredentials.admin)
    const forged = await resigned(token, 'candor-mock-signing-key')
    expect(forged).not.toBe(token)
    expect((await profile(forged)).status).toBe(401)
  })

  it('is random per data set: a reseed ends every earlier token', async () => {
    const token = await tokenFor(demoCredentials.admin)
    const first = db.settings.findFirst((q) => q.where({ key: 'settings' }))?.tokenSecret
    await seedDatabase()
    expect((await profile(token)).status).toBe(401)
    await tokenFor(demoCredentials.admin)
    const second = db.settings.findFirst((q) => q.where({ key: 'settings' }))?.tokenSecret
    expect(first).toMatch(/^[A-Za-z0-9+/]{43}=$/)
    expect(second).not.toBe(first)
  })

  it('is kept in the data, so a token outlives a restart from the same data file', async () => {
    const token = await tokenFor(demoCredentials.admin)
    const snapshot = exportSnapshot()
    await seedDatabase()
    await importSnapshot(snapshot)
    expect((await profile(token)).status).toBe(200)
  })
})
