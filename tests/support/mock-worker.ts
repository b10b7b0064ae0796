import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { startMockWorker, type MockWorkerOptions } from '../../mocks/browser'
import { seedDatabase } from '../../mocks/db/seed'
import { scenarioSeed } from '../../mocks/scenarios/choice'
import { navigationActions } from '@/app/navigation'
import { authActions } from '@/features/auth/auth-store'

export type MockWorker = Awaited<ReturnType<typeof startMockWorker>>

export interface MockWorkerSetup {
  /**
   * startMockWorker's options for the file: e.g. a scenario (`{ scenario: 'empty' }`), the large
   * seed, or the mock controls shown.
   */
  start?: MockWorkerOptions
  /**
   * Seeds the data again before each test: the start options' scenario and seed (default: the
   * demo data). Default true; off where tests share data.
   */
  reseed?: boolean
  /**
   * Each test starts signed out (authActions.forget) with no interview or admin panel open
   * (navigationActions.reset). Default true.
   */
  signOut?: boolean
  /** Empties localStorage before each test (token, theme, anything a test stored). Default false. */
  clearLocalStorage?: boolean
}

export interface MockWorkerHandle {
  /** The running worker: from the file's beforeAll on. */
  readonly worker: MockWorker
  /** Starts a worker (default: the file's start options) after a stop; the hooks then use it. */
  start(options?: MockWorkerOptions): Promise<MockWorker>
  /** Stops the running worker; the listeners added to it go with it. */
  stop(): void
}

/**
 * The in-browser mock for a browser test file: started once for the file, its data and the app's
 * session reset before each test, the handlers a test added removed after it. Call it before the
 * file's own hooks: vitest runs before-hooks in the order they were registered and after-hooks
 * in reverse, so the file's hooks run after this set-up and before this clean-up.
 */
export function setUpMockWorker(setup: MockWorkerSetup = {}): MockWorkerHandle {
  const { reseed = true, signOut = true, clearLocalStorage = false } = setup
  let running: MockWorker | null = null

  const handle: MockWorkerHandle = {
    get worker() {
      if (!running) throw new Error('The mock worker is not running')
      return running
    },
    async start(options = setup.start) {
      running = await startMockWorker(options)
      return running
    },
    stop() {
      running?.events.removeAllListeners()
      running?.stop()
      running = null
    },
  }

  beforeAll(async () => {
    await handle.start()
  })
  afterAll(() => handle.stop())
  beforeEach(async () => {
    if (clearLocalStorage) localStorage.clear()
    if (signOut) {
      authActions.forget()
      navigationActions.reset()
      // The app's address (after the page's `#`) starts at the dashboard's.
      history.replaceState(null, '', location.pathname + location.search)
    }
    if (reseed) {
      const start = setup.start ?? {}
      await seedDatabase({ ...scenarioSeed(start.scenario ?? 'demo'), ...start.seed })
    }
  })
  afterEach(() => running?.resetHandlers())
  return handle
}
