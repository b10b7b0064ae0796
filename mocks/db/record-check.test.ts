import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SCENARIO_NAMES } from '../scenarios'
import { keyField } from './changes'
import { clearDatabase, db } from './index'
import { loadRecordSchemas, withTrustedRecords } from './record-check'
import { seedDatabase } from './seed'
import { checkSnapshot, collectionNames, exportSnapshot } from './snapshot'
import { muteConsole } from '../../tests/support/console'

/**
 * The seed's records are trusted, not checked as they are created (record-check.ts): here every
 * seed the mock can make is parsed strictly instead, so a fixture or scenario that makes a record
 * its schema would refuse (a field missing, extra or of the wrong kind) fails this test.
 */

const user = {
  id: 'user-1',
  email: 'someone@candor.test',
  firstName: 'Some',
  lastName: 'One',
  role: 'interviewee' as const,
  createdAt: '2026-11-01T09:00:00.000Z',
  lastLoginAt: null,
  passwordSalt: 'salt',
  passwordHash: 'hash',
}

/** Creates a record from values the types would refuse, as a caller outside TypeScript could. */
const createIn = (collection: 'users' | 'projects', values: Record<string, unknown>) =>
  (
    db[collection] as unknown as { create(values: Record<string, unknown>): Promise<unknown> }
  ).create(values)
const createUser = (values: Record<string, unknown>) => createIn('users', values)

describe('the records the mock makes itself', () => {
  it.each(SCENARIO_NAMES.filter((name) => name !== 'large'))(
    "scenario '%s' seeds only records its schemas accept strictly",
    async (scenario) => {
      await seedDatabase({ scenario })
      const snapshot = exportSnapshot()
      expect(snapshot.collections.users.length).toBeGreaterThan(0)
      await expect(checkSnapshot(snapshot)).resolves.toBe(snapshot)
    },
  )

  it('the large seed makes only records its schemas accept strictly', async () => {
    await seedDatabase({ scale: 'large' })
    const snapshot = exportSnapshot()
    expect(snapshot.collections.interviewQuestions.length).toBeGreaterThan(100_000)
    await expect(checkSnapshot(snapshot)).resolves.toBe(snapshot)
  }, 120_000)

  it('a strict parse names a seeded record with a field its schema lacks', async () => {
    clearDatabase()
    await withTrustedRecords(() => createUser({ ...user, nickname: 'Sam' }))
    await expect(checkSnapshot(exportSnapshot())).rejects.toThrow('users[0]')
  })
})

describe('the check on every other record', () => {
  // @msw/data logs the schema's issues before it throws.
  beforeEach(() => void muteConsole(['error']))
  afterEach(() => vi.restoreAllMocks())

  it('refuses a record its schema does not accept, outside the trusted fill', async () => {
    clearDatabase()
    await expect(createUser({ ...user, role: 'owner' })).rejects.toThrow(
      'does not match the schema',
    )
    expect(db.users.count()).toBe(0)
  })

  it('keeps a trusted record as it was given', async () => {
    clearDatabase()
    await withTrustedRecords(() => db.users.create({ ...user }))
    expect(db.users.findFirst((q) => q.where({ id: 'user-1' }))).toEqual(user)
  })

  it('trusts only the named collections when given some', async () => {
    clearDatabase()
    await withTrustedRecords(async () => {
      await expect(createUser({ ...user, role: 'owner' })).rejects.toThrow(
        'does not match the schema',
      )
      await createIn('projects', {
        id: 'project-1',
        name: 'Trusted',
        description: '',
        company: 'Candor',
        product: 'Candor',
        productDescription: '',
        projectTypeId: 'type-1',
        status: 'active',
        followUpIntensity: 3,
        leadUserId: null,
        createdAt: '2026-11-01T09:00:00.000Z',
        extra: true,
      })
    }, ['projects'])
    expect(db.users.count()).toBe(0)
    expect(db.projects.count()).toBe(1)
  })

  it('checks again once the trusted fill has ended, even when it failed', async () => {
    clearDatabase()
    await expect(
      withTrustedRecords(() => Promise.reject(new Error('storage gone'))),
    ).rejects.toThrow('storage gone')
    await expect(createUser({ ...user, role: 'owner' })).rejects.toThrow(
      'does not match the schema',
    )
  })
})

it("names each collection's key field as its schema's first field", async () => {
  const schemas = await loadRecordSchemas()
  for (const name of collectionNames) {
    expect(keyField(name), name).toBe(Object.keys(schemas[name].shape)[0])
  }
})
