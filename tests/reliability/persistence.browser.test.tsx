import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { FIXTURE_VERSION, fixtureIds, projects } from '../../fixtures'
import { mountMockControls } from '../../mocks/control-panel/mount'
import { lastDataLoad, resetDemoData } from '../../mocks/browser'
import { db } from '../../mocks/db'
import { DATA_NOTICES } from '../../mocks/db/browser-persistence'
import {
  DEFAULT_DATABASE_NAME,
  readStoredData,
  writeStoredData,
  type StoredData,
} from '../../mocks/db/idb-store'
import { exportSnapshot, type Snapshot } from '../../mocks/db/snapshot'
import { clearFaults, faultSettings, setFaults } from '../../mocks/faults/fault-settings'
import { api } from '@/api/client'
import { connectInterviewSocket } from '@/api/interview-socket'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { setUpReloads } from './reload-support'
import { signInForToken } from '../support/sign-in'

/**
 * Durable demo data (issue 10, item 1): the in-browser mock keeps its data in IndexedDB across
 * reloads, throws away data of another fixtures version or unreadable data with a notice,
 * resets to the seed on request, and shares changes with the demo's other tabs. A reload is
 * simulated by stopping the worker, emptying the in-memory data layer and starting again; each
 * test has its own database, channel and storage key (reload-support.ts).
 */

const mock = setUpReloads()
const { start, reload } = mock

const signInAdmin = () => signInForToken('admin')

async function createProject(name: string): Promise<string> {
  const { data } = await api.POST('/projects', {
    body: {
      name,
      description: 'Kept across reloads',
      company: 'Durable Co',
      product: 'Durable Product',
      productDescription: 'Something that outlives a reload',
      projectTypeId: fixtureIds.projectTypes.app,
      leadUserId: fixtureIds.users.lead,
    },
  })
  if (!data) throw new Error('the project was not created')
  return data.id
}

/** Waits until the mock has stored everything it holds (its writes are debounced). */
async function stored(): Promise<void> {
  await expect
    .poll(async () => JSON.stringify(await storedSnapshot()) === JSON.stringify(exportSnapshot()))
    .toBe(true)
}

/** What the stored data holds right now. */
async function storedSnapshot(): Promise<Snapshot> {
  const stored = (await readStoredData(mock.persist.databaseName)) as StoredData
  return stored.snapshot as Snapshot
}

function snapshotWith(change: (snapshot: Snapshot) => void): Snapshot {
  const snapshot = exportSnapshot()
  change(snapshot)
  return snapshot
}

describe('durable demo data', () => {
  it('keeps every change across a reload, relations and sign-in sessions included', async () => {
    await start()
    expect(lastDataLoad()).toEqual({ source: 'seed', notice: null })
    await signInAdmin()
    const projectId = await createProject('Durable project')
    const invited = await api.POST('/projects/{id}/invite', {
      params: { path: { id: projectId } },
      body: { userId: fixtureIds.users.uninvited },
    })
    expect(invited.response.status).toBe(201)
    const deleted = await api.DELETE('/users/{id}', {
      params: { path: { id: fixtureIds.users.coffeeCompleter } },
    })
    expect(deleted.response.ok).toBe(true)

    await reload()
    expect(lastDataLoad()).toEqual({ source: 'stored', notice: null })
    // The token was signed before the reload: its session is data too.
    const project = await api.GET('/projects/{id}', { params: { path: { id: projectId } } })
    expect(project.data).toMatchObject({
      name: 'Durable project',
      company: 'Durable Co',
      projectTypeId: fixtureIds.projectTypes.app,
      leadUserId: fixtureIds.users.lead,
    })
    const members = await api.GET('/projects/{id}/members', {
      params: { path: { id: projectId } },
    })
    expect(members.data?.map((member) => member.userId)).toEqual([fixtureIds.users.uninvited])
    expect(members.data?.[0]?.user.email).toBeTruthy()
    const users = await api.GET('/users')
    expect(users.data?.map((user) => user.id)).not.toContain(fixtureIds.users.coffeeCompleter)
  })

  it('keeps an answer given over the interview socket', async () => {
    await start()
    const token = await signInForToken('interviewee')
    const network = projects[1]
    const { data: started } = await api.POST('/interviews', {
      body: { company: network.company, product: network.product, projectId: network.id },
    })
    const id = started?.id ?? ''
    const socket = await connectInterviewSocket(id, { token })
    const answer = await socket.sendAnswer(new Blob([new Uint8Array([1, 2, 3])]))
    socket.close()

    await reload()
    const session = db.liveSessions.findFirst((q) => q.where({ id }))
    expect(session?.answers.map((item) => item.answer)).toEqual([answer.transcript])
  })

  it('keeps a change made just before the page unloads, even if IndexedDB misses it', async () => {
    // The change is still waiting for its write when the page goes.
    await start({ persist: { ...mock.persist, debounceMs: 60_000 } })
    const before = (await readStoredData(mock.persist.databaseName)) as StoredData
    await signInAdmin()
    await createProject('Made right before a reload')
    window.dispatchEvent(new PageTransitionEvent('pagehide'))
    expect(localStorage.getItem(`${mock.persist.databaseName}:unsaved`)).toContain(
      'Made right before a reload',
    )
    // As if the unloading page's IndexedDB write never committed.
    await mock.stop()
    await writeStoredData(
      { ...before, savedAt: '2000-01-01T00:00:00.000Z' },
      mock.persist.databaseName,
    )

    await reload()
    expect(lastDataLoad()?.source).toBe('stored')
    expect(db.projects.all().map((project) => project.name)).toContain('Made right before a reload')
    expect(localStorage.getItem(`${mock.persist.databaseName}:unsaved`)).toBeNull()
    await stored()
  })

  it('is off unless asked for: a mock started without it stores nothing', async () => {
    await mock.startUnpersisted()
    await signInAdmin()
    await createProject('Not kept')
    await mock.stop()
    const names = (await indexedDB.databases()).map((database) => database.name)
    expect(names).not.toContain(DEFAULT_DATABASE_NAME)
    expect(names).not.toContain(mock.persist.databaseName)
  })

  it('resets data of an older fixtures version to the seed, with a notice', async () => {
    const seededName = projects[0].name
    await start()
    await stored()
    await writeStoredData(
      {
        seed: {},
        savedAt: new Date().toISOString(),
        snapshot: snapshotWith((snapshot) => {
          snapshot.version = FIXTURE_VERSION - 1
          const [first] = snapshot.collections.projects
          if (first) first.name = 'From the old fixtures'
        }),
      } satisfies StoredData,
      mock.persist.databaseName,
    )

    await reload({ controls: true })
    expect(lastDataLoad()).toEqual({ source: 'seed', notice: DATA_NOTICES.olderVersion })
    const notice = page.getByRole('alert')
    await expect
      .element(notice)
      .toHaveTextContent('Demo data was reset: it came from an older version.')
    await expectNoSeriousA11yViolations()
    expect(db.projects.all().map((project) => project.name)).toContain(seededName)
    expect((await storedSnapshot()).version).toBe(FIXTURE_VERSION)

    await page.getByRole('button', { name: 'Dismiss' }).click()
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument()
  })

  // Built once the seed is loaded (functions: the table is read before any test runs). Each
  // record inside is not checked again: the store holds only what this version of the data layer
  // wrote (docs/architecture.md#durability).
  it.each([
    ['a value that is no snapshot', () => 'garbage'],
    [
      'a snapshot with a broken collection',
      () => ({
        seed: {},
        savedAt: '',
        snapshot: { version: FIXTURE_VERSION, collections: { users: 1 } },
      }),
    ],
  ])(
    'resets unreadable data (%s) to the seed with a notice, never a crash',
    async (_, unreadable) => {
      await start()
      await stored()
      await writeStoredData(unreadable(), mock.persist.databaseName)
      await reload({ controls: true })
      expect(lastDataLoad()).toEqual({ source: 'seed', notice: DATA_NOTICES.unreadable })
      await expect
        .element(page.getByRole('alert'))
        .toHaveTextContent('Demo data was reset: it could not be read.')
      expect(db.projects.count()).toBe(projects.length)
      const { data } = await api.GET('/auth/config')
      expect(data).toEqual({ registrationEnabled: true })
    },
  )

  it('runs in memory, and says so, when the browser refuses storage', async () => {
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError')
    })
    await start({ controls: true })
    expect(lastDataLoad()).toEqual({ source: 'seed', notice: DATA_NOTICES.unavailable })
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Demo data is not saved: this browser does not let the demo store data.')
    await signInAdmin()
    expect(await createProject('Kept in memory')).toBeTruthy()
  })

  it('starts from the seed when another data set is asked for', async () => {
    await start()
    await signInAdmin()
    await createProject('Belongs to the other seed')
    await reload({ seed: { extraUsers: 1 } })
    expect(lastDataLoad()).toEqual({ source: 'seed', notice: null })
    expect(db.projects.count()).toBe(projects.length)
  })

  it("'Reset demo data' restores the seed, in memory and in storage, then reloads", async () => {
    await start()
    await signInAdmin()
    await createProject('Thrown away by the reset')
    await stored()
    expect((await storedSnapshot()).collections.projects).toHaveLength(projects.length + 1)
    const reloadPage = vi.fn()
    const unmount = mountMockControls({ onResetData: resetDemoData, reload: reloadPage })
    try {
      await page.getByRole('button', { name: 'Mock controls' }).click()
      await page.getByRole('button', { name: 'Reset demo data' }).click()
      await page.getByRole('button', { name: 'Yes, reset' }).click()
      await expect.poll(() => reloadPage.mock.calls.length).toBe(1)
    } finally {
      unmount()
    }
    expect(db.projects.count()).toBe(projects.length)
    expect((await storedSnapshot()).collections.projects).toHaveLength(projects.length)
    await reload()
    expect(db.projects.count()).toBe(projects.length)
  })

  it('keeps the fault settings across a reload, the address ones included', async () => {
    await start({ url: '/?mockFail=listProjects' })
    setFaults({ errorRate: 0.25 })
    await reload()
    expect(faultSettings()).toMatchObject({ errorRate: 0.25, failOperations: ['listProjects'] })
    clearFaults()
    await reload()
    expect(faultSettings().failOperations).toEqual([])
  })
})

describe('two tabs of the demo', () => {
  /** The other tab, as the mock sees it: a peer on the same channel and the same database. */
  function otherTab() {
    const channel = new BroadcastChannel(mock.persist.channelName)
    const heard: unknown[] = []
    channel.onmessage = (event: MessageEvent<unknown>) => heard.push(event.data)
    return { channel, heard }
  }

  it('tells the other tabs after each change it stores', async () => {
    await start()
    const tab = otherTab()
    try {
      await stored()
      tab.heard.length = 0
      await signInAdmin()
      await createProject('Seen by the other tab')
      await stored()
      // Only the records written, not the whole data set.
      expect(tab.heard.at(-1)).toMatchObject({
        type: 'changes',
        from: expect.any(String) as string,
      })
      const told = JSON.stringify(tab.heard.at(-1))
      expect(told).toContain('Seen by the other tab')
      expect(told).not.toContain(projects[0].name)
      const names = (await storedSnapshot()).collections.projects.map((project) => project.name)
      expect(names).toContain('Seen by the other tab')
    } finally {
      tab.channel.close()
    }
  })

  it("loads another tab's change when told, and serves it", async () => {
    await start()
    await signInAdmin()
    await stored()
    const tab = otherTab()
    try {
      await writeStoredData(
        {
          seed: {},
          savedAt: new Date().toISOString(),
          snapshot: snapshotWith((snapshot) => {
            const coffee = snapshot.collections.projects.find(
              (project) => project.id === fixtureIds.projects.coffee,
            )
            if (coffee) coffee.name = 'Renamed in the other tab'
          }),
        } satisfies StoredData,
        mock.persist.databaseName,
      )
      tab.channel.postMessage({ type: 'saved', from: 'other-tab' })
      await expect
        .poll(async () => {
          const { data } = await api.GET('/projects/{id}', {
            params: { path: { id: fixtureIds.projects.coffee } },
          })
          return data?.name
        })
        .toBe('Renamed in the other tab')
    } finally {
      tab.channel.close()
    }
  })
})
