import { openDB } from 'idb'
import { describe, expect, it } from 'vitest'
import { fixtureIds, persistentInterviews } from '../../fixtures'
import { db } from '../../mocks/db'
import { readStoredData, type StoredData } from '../../mocks/db/idb-store'
import { laterCollectionsLoaded } from '../../mocks/db/later-collections'
import type { Snapshot } from '../../mocks/db/snapshot'
import { api } from '@/api/client'
import { writeToken } from '@/lib/token'
import { setUpReloads } from './reload-support'
import { demoCredentials } from '../support/accounts'

/**
 * A reload imports interviews and their answers after the mock answers
 * (docs/architecture.md#durability): what was stored comes back in full, a request that needs
 * them gets them all, and interviews that cannot be read start the data again from the seed.
 */

const mock = setUpReloads()

async function signInAdmin(): Promise<void> {
  const { data } = await api.POST('/auth/login', {
    body: demoCredentials.admin,
  })
  if (!data) throw new Error('the admin could not sign in')
  writeToken(data.token)
}

const storedInterviews = async () => {
  const stored = (await readStoredData(mock.persist.databaseName)) as StoredData
  return (stored.snapshot as Snapshot).collections.interviews.length
}

describe('a reload of stored data', () => {
  it("answers with every interview, the ones imported after the mock's start included", async () => {
    await mock.start()
    await signInAdmin()
    await expect.poll(storedInterviews).toBe(persistentInterviews.length)

    await mock.reload()
    const [projects, interviews] = await Promise.all([
      api.GET('/projects'),
      api.GET('/projects/{id}/interviews', {
        params: { path: { id: fixtureIds.projects.coffee } },
      }),
    ])
    expect(projects.data?.length).toBeGreaterThan(0)
    const coffeeInterviews = persistentInterviews.filter(
      (interview) => interview.project_id === fixtureIds.projects.coffee,
    )
    expect(interviews.data?.length).toBe(coffeeInterviews.length)
    expect(db.interviews.count()).toBe(persistentInterviews.length)
  })

  it('starts again from the seed, stored, when the interviews cannot be read', async () => {
    await mock.start()
    await signInAdmin()
    const created = await api.POST('/projects', {
      body: {
        name: 'Made before the damage',
        company: 'Durable Co',
        product: 'Durable Product',
        productDescription: 'Gone with the reseed',
        projectTypeId: fixtureIds.projectTypes.app,
      },
    })
    expect(created.response.status).toBe(201)
    await expect.poll(storedInterviews).toBe(persistentInterviews.length)
    const database = await openDB(mock.persist.databaseName)
    await database.put('base', { collection: 'interviews', part: 0, records: 5 }, ['interviews', 0])
    database.close()

    await mock.reload()
    await laterCollectionsLoaded()
    expect(db.interviews.count()).toBe(persistentInterviews.length)
    expect(db.projects.all().map((project) => project.name)).not.toContain('Made before the damage')
    await expect.poll(storedInterviews).toBe(persistentInterviews.length)
  })
})
