import { bypass, type RequestHandler } from 'msw'
import { setupWorker } from 'msw/browser'
import { preparingNotice } from './control-panel/preparing-notice'
import { DemoData, type DataLoad } from './db/browser-persistence'
import { seedDatabase, type SeedOptions } from './db/seed'
import { paceSeeding, yieldToMain } from './db/seed-pacing'
import { importSnapshot } from './db/snapshot'
import {
  clearFaults,
  faultSettings,
  onFaultsChange,
  setFaults,
  type FaultSettings,
} from './faults/fault-settings'
import { faultsFromJson, parseFaultParams } from './faults/fault-params'
import { createHybridHandler, createHybridSocketHandler, type Forward } from './hybrid/handler'
import {
  configureHybrid,
  HYBRID_OVERRIDES_KEY,
  parseOperationList,
  type HybridConfig,
} from './hybrid/routing'
import { resolveScenario, scenarioSeed, storeScenario } from './scenarios/choice'
import type { ScenarioName } from './scenarios'
import { mockSettings } from './faults/default-latency'
import { ignoreWorkerUpdateFailures } from './worker/update-failures'

/** Where the data and the mock controls' settings are kept (tests give their own names). */
export interface PersistOptions {
  /** IndexedDB database of the data. Default 'candor-mock'. */
  databaseName?: string
  /** BroadcastChannel by which the demo's tabs share changes. Default 'candor-mock-data'. */
  channelName?: string
  /** localStorage key of the fault settings. Default 'candor.mockControls'. */
  storageKey?: string
  /** Quiet time after a change before the data is written. Default 200 ms. */
  debounceMs?: number
}

export interface MockWorkerOptions {
  /**
   * The named scenario to start from (mocks/scenarios). Default: the address's `?scenario=`
   * (or `?seed=large`), else, with persistence, the one chosen last, else the demo data.
   */
  scenario?: ScenarioName
  /** seedDatabase() options on top of the scenario's. */
  seed?: SeedOptions
  /** Simulated network latency in ms (the demo uses a little so loading states show). */
  latencyMs?: number
  /**
   * Keep the data (IndexedDB) and the fault settings (localStorage) across reloads and browser
   * restarts, and share the data between the demo's tabs. Default off: every start is the seed.
   */
  persist?: boolean | PersistOptions
  /** Show the Mock controls button and dialog (a DOM root of their own). Default off. */
  controls?: boolean
  /**
   * The page's address: `?scenario=` (or `?seed=large`) picks the data, `?data=FILE` loads a data
   * file served beside the app (a recording: README, Recorded data), `?mockLatency=`, `?mockErrorRate=`,
   * `?mockFail=`, `?mockDropSocket=` and `?mockSlowTranscription=` set faults
   * (mocks/faults/fault-settings.ts).
   */
  url?: string | URL
  /**
   * Hybrid mode (mocks/README.md#hybrid-mode): the live backend answers the operations it implements
   * and the mock the others. `mockOperations` / `liveOperations` are comma-separated
   * operationIds (VITE_MOCK_OPERATIONS / VITE_LIVE_OPERATIONS). Default off: the mock answers all.
   */
  hybrid?: {
    mockOperations?: string
    liveOperations?: string
    /**
     * Where live calls go, when not where the app sent them: tests keep the app on its own
     * origin and point the live part at a standalone server. Default: the request's URL.
     */
    liveOrigin?: string
  }
  /** Faults to start with; they win over the address and the stored settings. */
  faults?: Partial<FaultSettings>
  /**
   * Called once the mock answers requests, before the mock controls (a screen's worth of code
   * of their own) are shown: the demo lets its held API calls go then.
   */
  onListening?: () => void
}

export const FAULTS_STORAGE_KEY = 'candor.mockControls'

let current: {
  data: DemoData | null
  seed: SeedOptions
  /** The `?data=` file the data came from, reloaded by a reset; null: the seed. */
  dataFile: string | null
  load: DataLoad
  /** The fault settings' localStorage key, beside which the scenario is kept; null: not kept. */
  storageKey: string | null
} | null = null
/** The last stopped worker's final data write: a restart (a simulated reload) reads after it. */
let stopping: Promise<void> = Promise.resolve()

function readStoredFaults(key: string): FaultSettings {
  try {
    return faultsFromJson(JSON.parse(localStorage.getItem(key) ?? 'null'))
  } catch {
    return faultsFromJson(null)
  }
}

function storeFaults(key: string, settings: Readonly<FaultSettings>): void {
  try {
    localStorage.setItem(key, JSON.stringify(settings))
  } catch (error) {
    console.warn('Mock controls: the settings cannot be stored', error)
  }
}

/** Stored settings first, then the address, then the options; each names only what it sets. */
function applyStartingFaults(options: MockWorkerOptions, url: URL | null, key: string | null) {
  clearFaults()
  if (key) setFaults(readStoredFaults(key))
  if (url) {
    const { faults, problems } = parseFaultParams(url)
    setFaults(faults)
    for (const problem of problems) console.warn(`Mock faults: ignored ${problem}`)
  }
  if (options.faults) setFaults(options.faults)
}

/**
 * Starts the in-browser backend: sets the faults, loads the data (stored or seeded) while it
 * registers the service worker (with a URL relative to the app's base, so a build served under a
 * sub-path works), sets the XSRF-TOKEN cookie a real server would set (a service worker cannot
 * set cookies itself) and, when asked, shows the mock controls. `worker.stop()` also writes what
 * is pending, stops sharing with other tabs and removes the controls.
 */
export async function startMockWorker(options: MockWorkerOptions = {}) {
  await stopping
  const url = options.url === undefined ? null : new URL(options.url, window.location.href)
  const persist = options.persist === true ? {} : options.persist || null
  const scenario = resolveScenario({
    given: options.scenario,
    url,
    storageKey: persist ? (persist.storageKey ?? FAULTS_STORAGE_KEY) : null,
  })
  const seed: SeedOptions = { ...scenarioSeed(scenario), ...options.seed }
  mockSettings.setLatency(options.latencyMs ?? 0)

  const faultsKey = persist ? (persist.storageKey ?? FAULTS_STORAGE_KEY) : null
  applyStartingFaults(options, url, faultsKey)
  let unsubscribeFaults = () => {}
  if (faultsKey) {
    // The address's faults are stored too: they stay until changed in the panel.
    storeFaults(faultsKey, faultSettings())
    const unsubscribe = onFaultsChange((settings) => storeFaults(faultsKey, settings))
    unsubscribeFaults = () => void unsubscribe()
  }

  // The seed shares the page's thread: it pauses every few milliseconds, and the large one
  // shows how far it is ('Preparing the large demo data…' and a bar).
  const preparing = preparingNotice()
  paceSeeding({ yieldToMain, onProgress: (done, total) => preparing.update(done, total) })

  const dataFile = url?.searchParams.get('data') || null
  // A data file is loaded afresh at every start: stored data would hide a newer recording.
  const data =
    persist && !dataFile
      ? new DemoData({
          seed,
          databaseName: persist.databaseName,
          channelName: persist.channelName,
          debounceMs: persist.debounceMs,
        })
      : null
  const loadData = async (): Promise<DataLoad> => {
    if (data) return data.load()
    if (dataFile) {
      await loadDataFile(dataFile)
      return { source: 'seed', notice: null }
    }
    await seedDatabase(seed)
    return { source: 'seed', notice: null }
  }
  // The handlers (the contract's index, the rules, the AI stubs) are a chunk of their own,
  // evaluated a task after this module's: the demo's start does two shorter tasks instead of one
  // long one (docs/architecture.md#demo-start).
  await yieldToMain()
  const [{ handlers }, { interviewSocketHandler }, { observeSocketHandler }] = await Promise.all([
    import('./handlers'),
    import('./interview/socket'),
    import('./study/observe-socket'),
  ])
  const stopIgnoringUpdateFailures = ignoreWorkerUpdateFailures()
  const worker = options.hybrid
    ? startHybrid(options.hybrid, persist ? HYBRID_OVERRIDES_KEY : null, handlers)
    : setupWorker(...handlers, interviewSocketHandler, observeSocketHandler)
  // Side by side: no request reaches the handlers before this function has returned (callers
  // wait for it; the demo holds its calls until onListening).
  const [load] = await Promise.all([
    loadData(),
    worker.start({
      // Absolute, from the document's base: a report link's page (…/shared/{token}) sets a <base>
      // of the app's root, which MSW's own resolution against the address would miss.
      serviceWorker: {
        url: new URL(`${import.meta.env.BASE_URL}mockServiceWorker.js`, document.baseURI).href,
      },
      onUnhandledRequest: 'bypass',
      quiet: true,
    }),
  ])
  document.cookie = `XSRF-TOKEN=${crypto.randomUUID()}; path=/; SameSite=Strict`
  current = { data, seed, dataFile, load, storageKey: faultsKey }
  options.onListening?.()

  let unmountControls = () => {}
  if (options.controls) {
    // Loaded only when shown: tests and Storybook never pay for it.
    const { mountMockControls } = await import('./control-panel/mount')
    unmountControls = mountMockControls({
      notice: load.notice,
      scenario,
      persisted: persist !== null,
      onResetData: resetDemoData,
      onChooseScenario: chooseScenario,
      hybrid: options.hybrid !== undefined,
    })
  }

  // Wrapped rather than a separate stop function: every caller (tests, Storybook) already
  // stops the mock with worker.stop().
  const stopWorker = worker.stop.bind(worker)
  worker.stop = () => {
    stopWorker()
    paceSeeding(null)
    preparing.remove()
    unmountControls()
    unsubscribeFaults()
    stopIgnoringUpdateFailures()
    clearFaults()
    stopping = data ? data.close() : Promise.resolve()
    current = null
  }
  return worker
}

/** The worker of hybrid mode: the routing handler in front of the mock's own. */
function startHybrid(
  hybrid: NonNullable<MockWorkerOptions['hybrid']>,
  storageKey: string | null,
  handlers: RequestHandler[],
) {
  const config: HybridConfig = { storageKey }
  for (const [field, raw, variable] of [
    ['mock', hybrid.mockOperations, 'VITE_MOCK_OPERATIONS'],
    ['live', hybrid.liveOperations, 'VITE_LIVE_OPERATIONS'],
  ] as const) {
    const { ids, unknown } = parseOperationList(raw)
    if (unknown.length > 0) {
      console.warn(`Hybrid mode: ${variable} names unknown operations: ${unknown.join(', ')}`)
    }
    if (ids.length > 0) config[field] = ids
  }
  configureHybrid(config)
  const liveOrigin = hybrid.liveOrigin?.replace(/\/+$/, '')
  const forward: Forward = async (request) => {
    if (!liveOrigin) return fetch(bypass(request))
    const url = new URL(request.url)
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
    const moved = new Request(`${liveOrigin}${url.pathname}${url.search}`, {
      method: request.method,
      headers: request.headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
    })
    return fetch(bypass(moved))
  }
  return setupWorker(
    createHybridHandler({ forward, mockHandlers: handlers }),
    ...createHybridSocketHandler({ forward }),
  )
}

/**
 * Loads `?data=` from the app's own public files: a plain relative name only, so that an
 * address cannot feed the demo data from elsewhere.
 */
async function loadDataFile(name: string): Promise<void> {
  if (!/^[\w-]+(?:\/[\w-]+)*\.json$/.test(name)) {
    throw new Error(`?data= must name a .json file under public/ (got "${name}")`)
  }
  const response = await fetch(`${import.meta.env.BASE_URL}${name}`)
  if (!response.ok) throw new Error(`?data=${name}: the file answered ${response.status}`)
  await importSnapshot(await response.json())
}

/** Resolves once the last stopped worker has written its pending data (tests: before a restart). */
export function mockWorkerStopped(): Promise<void> {
  return stopping
}

/** How the running mock got its data, and the notice shown about it (null before a start). */
export function lastDataLoad(): DataLoad | null {
  return current?.load ?? null
}

/** Replaces the running mock's data with its seed; with persistence, in storage and every tab. */
export async function resetDemoData(): Promise<void> {
  if (!current) throw new Error('The mock is not running')
  if (current.data) await current.data.reset()
  else if (current.dataFile) await loadDataFile(current.dataFile)
  else await seedDatabase(current.seed)
}

/**
 * Makes `scenario` the running mock's data. With persistence the choice is stored and the data
 * is reseeded as the page reloads (the stored data then belongs to another scenario); the
 * address's `?scenario=` and `?seed=` are dropped so that they do not choose again. Without
 * persistence the data is reseeded at once.
 */
export async function chooseScenario(scenario: ScenarioName): Promise<void> {
  if (!current) throw new Error('The mock is not running')
  if (current.storageKey) {
    storeScenario(current.storageKey, scenario)
    const url = new URL(window.location.href)
    url.searchParams.delete('scenario')
    url.searchParams.delete('seed')
    url.searchParams.delete('data')
    window.history.replaceState(window.history.state, '', url)
  } else {
    current.seed = scenarioSeed(scenario)
    await seedDatabase(current.seed)
  }
}
