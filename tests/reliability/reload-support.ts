import { afterEach, beforeEach, vi } from 'vitest'
import {
  mockWorkerStopped,
  startMockWorker,
  type MockWorkerOptions,
  type PersistOptions,
} from '../../mocks/browser'
import { clearDatabase } from '../../mocks/db'
import { deleteStoredData } from '../../mocks/db/idb-store'
import { scenarioStorageKey } from '../../mocks/scenarios/choice'
import { clearToken } from '@/lib/token'
import { muteConsole } from '../support/console'

type Worker = Awaited<ReturnType<typeof startMockWorker>>

export interface Reloads {
  /** This test's own database, channel and storage key. */
  readonly persist: Required<PersistOptions>
  /** Starts the mock with this test's persistence (`options` may override it). */
  start: (options?: MockWorkerOptions) => Promise<Worker>
  /** Starts the mock without persistence; it is stopped after the test all the same. */
  startUnpersisted: (options?: MockWorkerOptions) => Promise<Worker>
  /** Stops the mock as a closing page does. */
  stop: () => Promise<void>
  /** A page reload as the mock lives it: the old worker goes, memory is empty, a new one loads. */
  reload: (options?: MockWorkerOptions) => Promise<Worker>
}

/**
 * The hooks of a test file that reloads the in-browser mock with durable data: each test gets
 * its own database, channel and storage key, all removed after it, and quiet info and warn logs.
 */
export function setUpReloads(): Reloads {
  let worker: Worker | null = null
  let persist: Required<PersistOptions> | null = null
  const current = () => {
    if (!persist) throw new Error('setUpReloads: used outside a test')
    return persist
  }

  beforeEach(() => {
    const id = crypto.randomUUID()
    persist = {
      databaseName: `candor-mock-test-${id}`,
      channelName: `candor-mock-test-${id}`,
      storageKey: `candor.mockControls.test-${id}`,
      debounceMs: 10,
    }
    muteConsole(['info', 'warn'])
  })

  afterEach(async () => {
    const { databaseName, storageKey } = current()
    worker?.stop()
    worker = null
    await mockWorkerStopped()
    await deleteStoredData(databaseName)
    localStorage.removeItem(storageKey)
    localStorage.removeItem(scenarioStorageKey(storageKey))
    localStorage.removeItem(`${databaseName}:unsaved`)
    clearToken()
    vi.restoreAllMocks()
  })

  const start = async (options: MockWorkerOptions = {}) => {
    worker = await startMockWorker({ persist: current(), ...options })
    return worker
  }
  const stop = async () => {
    worker?.stop()
    worker = null
    await mockWorkerStopped()
  }
  return {
    get persist() {
      return current()
    },
    start,
    startUnpersisted: async (options) => {
      worker = await startMockWorker(options)
      return worker
    },
    stop,
    reload: async (options = {}) => {
      await stop()
      clearDatabase()
      return start(options)
    },
  }
}
