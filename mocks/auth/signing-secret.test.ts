import { beforeEach, describe, expect, it } from 'vitest'
import { seedDatabase } from '../db/seed'
import { signingSecret } from './signing-secret'

describe('the token signing secret', () => {
  beforeEach(async () => {
    await seedDatabase()
  })

  it('is one secret when its first uses come at once', async () => {
    const secrets = await Promise.all([signingSecret(), signingSecret(), signingSecret()])
    expect(new Set(secrets).size).toBe(1)
    expect(await signingSecret()).toBe(secrets[0])
  })

  it('is new after a reseed', async () => {
    const before = await signingSecret()
    await seedDatabase()
    expect(await signingSecret()).not.toBe(before)
  })
})
