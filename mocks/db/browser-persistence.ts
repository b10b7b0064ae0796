import { FIXTURE_VERSION } from '../../fixtures'
import { db } from './index'
import { seedDatabase, type SeedOptions } from './seed'
import { exportSnapshot, importSnapshot } from './snapshot'
import { WriteBehind } from './write-behind'

/**
 * The in-browser mock's data kept across reloads and browser restarts, and shared by the demo's
 * tabs: the whole data layer (exportSnapshot(), relations included: they are ids) is written to
 * IndexedDB shortly after every change (seen through the collections' hooks, so HTTP handlers and
 * the interview socket alike), and every other tab of the demo reloads it when told over a
 * BroadcastChannel. IndexedDB rather than localStorage: the large seed is far beyond
 * localStorage's few megabytes.
 *
 * Two tabs changing the data within the same fraction of a second: the last write wins.
 */

export const DATA_NOTICES = {
  olderVersion: 'Demo data was reset: it came from an older version.',
  newerVersion: 'Demo data was reset: it came from a newer version.',
  unreadable: 'Demo data was reset: it could not be read.',
  unavailable: 'Demo data is not saved: this browser does not let the demo store data.',
} as const

export const DEFAULT_DATABASE_NAME = 'candor-mock'
const DEFAULT_CHANNEL_NAME = 'candor-mock-data'
const STORE = 'data'
const KEY = 'current'

/** What is stored under one key: the data and the seed it grew from. */
export interface StoredData {
  /** The seed options, to reset to the same seed and to notice a different data set asked for. */
  seed: SeedOptions
  snapshot: unknown
  savedAt: string
}

export interface DemoDataOptions {
  /** The seed to start from when nothing (usable) is stored, and to reset to. */
  seed?: SeedOptions
  /** IndexedDB database; tests use their own. Default 'candor-mock'. */
  databaseName?: string
  /** BroadcastChannel shared by the demo's tabs. Default 'candor-mock-data'. */
  channelName?: string
  /** Quiet time after a change before writing, to coalesce bursts. Default 200 ms. */
  debounceMs?: number
  /** A failed read, write or reload (default: console.warn); the next change tries again. */
  onError?: (error: unknown) => void
  /** Another tab's data has just been loaded into this one. */
  onExternalChange?: () => void
}

/** How the data was loaded, and the notice to show when stored data had to be thrown away. */
export interface DataLoad {
  source: 'stored' | 'seed'
  notice: string | null
}

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

function openDatabase(name: string): Promise<IDBDatabase> {
  const request = indexedDB.open(name, 1)
  request.onupgradeneeded = () => request.result.createObjectStore(STORE)
  return settle(request)
}

async function readFrom(database: IDBDatabase): Promise<unknown> {
  return settle(database.transaction(STORE, 'readonly').objectStore(STORE).get(KEY))
}

function writeTo(database: IDBDatabase, value: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(STORE, 'readwrite')
    transaction.objectStore(STORE).put(value, KEY)
    // Resolved on commit, not on the request's success: only then is the data on disk.
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'))
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'))
  })
}

/** Reads what a database holds (undefined when empty): for tests and for looking by hand. */
export async function readStoredData(databaseName = DEFAULT_DATABASE_NAME): Promise<unknown> {
  const database = await openDatabase(databaseName)
  try {
    return await readFrom(database)
  } finally {
    database.close()
  }
}

/** Writes a value as the stored data, whatever it is (tests store old or broken data with it). */
export async function writeStoredData(
  value: unknown,
  databaseName = DEFAULT_DATABASE_NAME,
): Promise<void> {
  const database = await openDatabase(databaseName)
  try {
    await writeTo(database, value)
  } finally {
    database.close()
  }
}

export function deleteStoredData(databaseName = DEFAULT_DATABASE_NAME): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(databaseName)
    request.onsuccess = () => resolve()
    request.onerror = () => reject(request.error ?? new Error('IndexedDB delete failed'))
  })
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Seed options compared by value, whatever the order of their keys. */
function sameSeed(a: unknown, b: SeedOptions): boolean {
  const canonical = (value: unknown) =>
    JSON.stringify(
      Object.entries(isObject(value) ? value : {})
        .filter(([, field]) => field !== undefined)
        .sort(([x], [y]) => x.localeCompare(y)),
    )
  return canonical(a) === canonical(b)
}

/** Why stored data cannot be used, as the notice to show; null when its version is current. */
function versionNotice(stored: unknown): string | null {
  const version =
    isObject(stored) && isObject(stored.snapshot) ? stored.snapshot.version : undefined
  if (typeof version !== 'number') return DATA_NOTICES.unreadable
  if (version < FIXTURE_VERSION) return DATA_NOTICES.olderVersion
  if (version > FIXTURE_VERSION) return DATA_NOTICES.newerVersion
  return null
}

type HookType = 'create' | 'update' | 'delete'
const HOOK_TYPES: readonly HookType[] = ['create', 'update', 'delete']
type Watched = {
  hooks: {
    on(type: HookType, listener: () => void): unknown
    removeListener(type: HookType, listener: () => void): void
  }
}
const collections = () => Object.values(db) as unknown as Watched[]

interface SavedMessage {
  type: 'saved'
  from: string
}

const isSavedMessage = (value: unknown): value is SavedMessage =>
  isObject(value) && value.type === 'saved' && typeof value.from === 'string'

export class DemoData {
  readonly #seed: SeedOptions
  readonly #databaseName: string
  readonly #channelName: string
  readonly #onError: (error: unknown) => void
  readonly #onExternalChange: (() => void) | undefined
  readonly #tab = crypto.randomUUID()
  #database: IDBDatabase | undefined
  #channel: BroadcastChannel | undefined
  readonly #writer: WriteBehind
  /** Set while this module itself fills the data layer: those changes are not the user's. */
  #applying = false
  #closed = false
  #watching = false
  #reloads: Promise<void> = Promise.resolve()
  readonly #onChange = () => this.changed()
  readonly #onPageHide = () => {
    if (!this.#writer.pending) return
    // IndexedDB may not commit while the page unloads (a reload right after a change): a
    // synchronous copy in localStorage is read back by the next load.
    try {
      localStorage.setItem(this.#stashKey, JSON.stringify(this.#value()))
    } catch {
      // Too large for localStorage (the large seed): the IndexedDB write may still land.
    }
    void this.flush()
  }

  constructor(options: DemoDataOptions = {}) {
    this.#seed = options.seed ?? {}
    this.#databaseName = options.databaseName ?? DEFAULT_DATABASE_NAME
    this.#channelName = options.channelName ?? DEFAULT_CHANNEL_NAME
    this.#writer = new WriteBehind(() => this.#write(), options.debounceMs ?? 200)
    this.#onError = options.onError ?? ((error) => console.warn('Demo data:', error))
    this.#onExternalChange = options.onExternalChange
  }

  get #stashKey(): string {
    return `${this.#databaseName}:unsaved`
  }

  /** The copy left by a page that unloaded mid-write, when newer than `stored`; removed once read. */
  #takeStash(stored: unknown): StoredData | undefined {
    try {
      const text = localStorage.getItem(this.#stashKey)
      if (text === null) return undefined
      localStorage.removeItem(this.#stashKey)
      const stash: unknown = JSON.parse(text)
      if (!isObject(stash) || typeof stash.savedAt !== 'string') return undefined
      const storedAt = isObject(stored) && typeof stored.savedAt === 'string' ? stored.savedAt : ''
      return stash.savedAt >= storedAt ? (stash as unknown as StoredData) : undefined
    } catch {
      return undefined
    }
  }

  /**
   * Fills the data layer from storage, or from the seed when nothing usable is stored (nothing
   * yet, another fixtures version, unreadable data, another seed asked for). Then watches the
   * data layer for changes and the other tabs for theirs. Never throws: without storage the
   * demo runs in memory and says so.
   */
  async load(): Promise<DataLoad> {
    let stored: unknown
    try {
      this.#database = await openDatabase(this.#databaseName)
      this.#database.onversionchange = () => this.#database?.close()
      stored = await readFrom(this.#database)
    } catch (error) {
      this.#onError(error)
      this.#database = undefined
      await this.#apply(() => seedDatabase(this.#seed))
      return { source: 'seed', notice: DATA_NOTICES.unavailable }
    }
    const stash = this.#takeStash(stored)
    const load = await this.#loadStored(stash ?? stored)
    if (load.source === 'seed' || stash) await this.#write()
    this.#watch()
    return load
  }

  async #loadStored(stored: unknown): Promise<DataLoad> {
    const reseed = async (notice: string | null): Promise<DataLoad> => {
      await this.#apply(() => seedDatabase(this.#seed))
      return { source: 'seed', notice }
    }
    if (stored === undefined) return reseed(null)
    const notice = versionNotice(stored)
    if (notice) return reseed(notice)
    if (isObject(stored) && !sameSeed(stored.seed, this.#seed)) return reseed(null)
    try {
      await this.#apply(() => importSnapshot(isObject(stored) ? stored.snapshot : undefined))
      return { source: 'stored', notice: null }
    } catch (error) {
      this.#onError(error)
      return reseed(DATA_NOTICES.unreadable)
    }
  }

  #watch(): void {
    this.#watching = true
    this.#listen(true)
    window.addEventListener('pagehide', this.#onPageHide)
    if (typeof BroadcastChannel === 'undefined') return
    this.#channel = new BroadcastChannel(this.#channelName)
    this.#channel.onmessage = (event: MessageEvent<unknown>) => {
      if (!isSavedMessage(event.data) || event.data.from === this.#tab) return
      this.#reloads = this.#reloads.then(() => this.#reloadFromStorage())
    }
  }

  /** Notes a change of the data; it is written once things are quiet for a moment. */
  changed(): void {
    if (this.#applying || this.#closed || !this.#database) return
    this.#writer.schedule()
  }

  /** Writes any pending change now; resolves once storage holds the latest data. */
  flush(): Promise<void> {
    return this.#writer.flush()
  }

  /** Replaces the data with the seed, stores it, and tells the other tabs. */
  async reset(): Promise<void> {
    await this.#writer.cancel()
    await this.#apply(() => seedDatabase(this.#seed))
    await this.#write()
  }

  /** Writes what is pending and stops watching; the data layer keeps its data. */
  async close(): Promise<void> {
    await this.flush()
    this.#closed = true
    this.#watching = false
    this.#listen(false)
    window.removeEventListener('pagehide', this.#onPageHide)
    this.#channel?.close()
    this.#channel = undefined
    await this.#reloads
    this.#database?.close()
    this.#database = undefined
  }

  /** Every change to the data layer, as it happens (HTTP handlers and the socket alike). */
  #listen(on: boolean): void {
    for (const collection of collections()) {
      for (const type of HOOK_TYPES) {
        if (on) collection.hooks.on(type, this.#onChange)
        else collection.hooks.removeListener(type, this.#onChange)
      }
    }
  }

  /**
   * Fills the data layer without counting it as a change. The listeners are off meanwhile:
   * besides the noise, a 'delete' listener would turn the indexes' fast clear() into a
   * record-by-record one.
   */
  async #apply(fill: () => Promise<void>): Promise<void> {
    this.#applying = true
    if (this.#watching) this.#listen(false)
    try {
      await fill()
    } finally {
      if (this.#watching) this.#listen(true)
      this.#applying = false
    }
  }

  #value(): StoredData {
    return { seed: this.#seed, snapshot: exportSnapshot(), savedAt: new Date().toISOString() }
  }

  async #write(): Promise<void> {
    if (!this.#database) return
    try {
      await writeTo(this.#database, this.#value())
      this.#channel?.postMessage({ type: 'saved', from: this.#tab } satisfies SavedMessage)
    } catch (error) {
      this.#onError(error)
    }
  }

  /**
   * Another tab stored its data: load it. A change of this tab not yet written is dropped (the
   * other tab's write is the later one).
   */
  async #reloadFromStorage(): Promise<void> {
    if (this.#closed || !this.#database) return
    try {
      const stored = await readFrom(this.#database)
      if (!isObject(stored) || versionNotice(stored) !== null) return
      await this.#writer.cancel()
      await this.#apply(() => importSnapshot(stored.snapshot))
      this.#onExternalChange?.()
    } catch (error) {
      this.#onError(error)
    }
  }
}
