import { FIXTURE_VERSION } from '../../fixtures'
import {
  parseChange,
  watchChanges,
  withoutChanges,
  withoutTheseChanges,
  type Change,
  type CollectionName,
} from './changes'
import {
  DEFAULT_DATABASE_NAME,
  isMeta,
  isObject,
  META_KEY,
  openDatabase,
  readAll,
  readCollection,
  writeAll,
  writeChanges,
  type Database,
} from './idb-store'
import { clearDatabase } from './index'
import { LATER_COLLECTIONS, loadingLater, STORED_DATA_LOADED_MARK } from './later-collections'
import { seedDatabase, type SeedOptions } from './seed'
import { collectionNames, currentRecords, importSnapshot, importStoredCollection } from './snapshot'
import { applyToDatabase, TabSync, type TabMessage } from './tab-sync'

/**
 * The in-browser mock's data kept across reloads and shared by the demo's tabs
 * (docs/architecture.md#durability): loads the stored data into the data layer (or the seed when
 * nothing usable is stored), then writes each change's records on the next turn of the event loop.
 * A page that unloads with changes still unwritten keeps them in localStorage, read back by the
 * next load. The storage itself is idb-store.ts; the other tabs are tab-sync.ts.
 */

export const DATA_NOTICES = {
  olderVersion: 'Demo data was reset: it came from an older version.',
  newerVersion: 'Demo data was reset: it came from a newer version.',
  unreadable: 'Demo data was reset: it could not be read.',
  unavailable: 'Demo data is not saved: this browser does not let the demo store data.',
} as const

const DEFAULT_CHANNEL_NAME = 'candor-mock-data'

export interface DemoDataOptions {
  /** The seed to start from when nothing (usable) is stored, and to reset to. */
  seed?: SeedOptions
  /** IndexedDB database; tests use their own. Default 'candor-mock'. */
  databaseName?: string
  /** BroadcastChannel shared by the demo's tabs (and the Web Lock's name). */
  channelName?: string
  /** Wait after a change before writing, to gather more. Default 0 (the next turn). */
  debounceMs?: number
  /** A failed read, write or reload (default: console.warn); the next change tries again. */
  onError?: (error: unknown) => void
  /** Records written by another tab have just been applied in this one. */
  onExternalChange?: () => void
}

/** How the data was loaded, and the notice to show when stored data had to be thrown away. */
export interface DataLoad {
  source: 'stored' | 'seed'
  notice: string | null
}

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
function versionNotice(meta: unknown): string | null {
  if (!isMeta(meta)) return DATA_NOTICES.unreadable
  if (meta.version < FIXTURE_VERSION) return DATA_NOTICES.olderVersion
  if (meta.version > FIXTURE_VERSION) return DATA_NOTICES.newerVersion
  return null
}

const isLater = (name: CollectionName) => (LATER_COLLECTIONS as readonly string[]).includes(name)

/** Lets the page paint and answer input between two parts of a long load. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export class DemoData {
  readonly #seed: SeedOptions
  readonly #databaseName: string
  readonly #debounceMs: number
  readonly #onError: (error: unknown) => void
  readonly #onExternalChange: (() => void) | undefined
  readonly #sync: TabSync
  #database: Database | undefined
  /** Changes of this tab not yet written, in order. */
  #pending: Change[] = []
  #timer: ReturnType<typeof setTimeout> | undefined
  #writing: Promise<void> = Promise.resolve()
  #stopWatching: (() => void) | undefined
  #closed = false
  #reloads: Promise<void> = Promise.resolve()
  /** The later collections' import after a reload (mocks/db/later-collections.ts). */
  #later: Promise<void> = Promise.resolve()
  readonly #onPageHide = () => {
    if (this.#pending.length === 0) return
    // IndexedDB may not commit while the page unloads: the unwritten changes (a few records)
    // are kept synchronously in localStorage and written by the next load.
    try {
      const stash = { savedAt: new Date().toISOString(), changes: this.#pending }
      localStorage.setItem(this.#stashKey, JSON.stringify(stash))
    } catch {
      // Too large for localStorage: the IndexedDB write may still land.
    }
    void this.flush()
  }

  constructor(options: DemoDataOptions = {}) {
    this.#seed = options.seed ?? {}
    this.#databaseName = options.databaseName ?? DEFAULT_DATABASE_NAME
    this.#sync = new TabSync(options.channelName ?? DEFAULT_CHANNEL_NAME)
    this.#debounceMs = options.debounceMs ?? 0
    this.#onError = options.onError ?? ((error) => console.warn('Demo data:', error))
    this.#onExternalChange = options.onExternalChange
  }

  get #stashKey(): string {
    return `${this.#databaseName}:unsaved`
  }

  /** The changes left by a page that unloaded mid-write, when newer than `meta`; removed once read. */
  #takeStash(meta: unknown): Change[] {
    try {
      const text = localStorage.getItem(this.#stashKey)
      if (text === null) return []
      localStorage.removeItem(this.#stashKey)
      const stash: unknown = JSON.parse(text)
      if (!isObject(stash) || typeof stash.savedAt !== 'string' || !Array.isArray(stash.changes)) {
        return []
      }
      const storedAt = isMeta(meta) ? meta.savedAt : ''
      if (stash.savedAt < storedAt) return []
      return stash.changes.map(parseChange).filter((change) => change !== undefined)
    } catch {
      return []
    }
  }

  /**
   * Fills the data layer from storage, or from the seed when nothing usable is stored (nothing
   * yet, another fixtures version, unreadable data, another seed asked for). Then follows the
   * data layer's changes and the other tabs' writes. Never throws: without storage the demo runs
   * in memory and says so.
   */
  async load(): Promise<DataLoad> {
    let meta: unknown
    try {
      this.#database = await openDatabase(this.#databaseName)
      this.#database.addEventListener('versionchange', () => this.#database?.close())
      meta = await this.#database.get('meta', META_KEY)
    } catch (error) {
      this.#onError(error)
      this.#database = undefined
      await withoutChanges(() => seedDatabase(this.#seed))
      return { source: 'seed', notice: DATA_NOTICES.unavailable }
    }
    const stash = this.#takeStash(meta)
    const load = await this.#loadStored(meta)
    if (load.source === 'seed') await this.#storeEverything()
    this.#watch()
    if (stash.length > 0) {
      // Rare (a page left mid-write): its changes may touch any collection.
      await this.#later
      await withoutTheseChanges(stash, () => applyToDatabase(stash))
      this.#pending.push(...stash)
      await this.flush()
    }
    return load
  }

  async #loadStored(meta: unknown): Promise<DataLoad> {
    const reseed = async (notice: string | null): Promise<DataLoad> => {
      await withoutChanges(() => seedDatabase(this.#seed))
      return { source: 'seed', notice }
    }
    if (meta === undefined || !this.#database) return reseed(null)
    const notice = versionNotice(meta)
    if (notice) return reseed(notice)
    if (isMeta(meta) && !sameSeed(meta.seed, this.#seed)) return reseed(null)
    if (!isMeta(meta)) return reseed(DATA_NOTICES.unreadable)
    const database = this.#database
    // Collection by collection, each read then imported; the later ones once the mock answers.
    const revs = new Map<string, number>()
    this.#sync.revs = revs
    const importEach = (names: readonly CollectionName[]) => async () => {
      for (const name of names) {
        const records = await readCollection(database, name, revs, nextTask)
        await importStoredCollection(name, records, nextTask)
      }
    }
    try {
      await withoutChanges(async () => {
        clearDatabase()
        await importEach(collectionNames.filter((name) => !isLater(name)))()
      })
    } catch (error) {
      this.#onError(error)
      return reseed(DATA_NOTICES.unreadable)
    }
    const later = withoutChanges(importEach(LATER_COLLECTIONS), LATER_COLLECTIONS).then(
      () => void performance.mark(STORED_DATA_LOADED_MARK),
      (error: unknown) => this.#reseedAfterUnreadable(error),
    )
    this.#later = later
    this.#reloads = later
    loadingLater(later)
    return { source: 'stored', notice: null }
  }

  /** The later collections could not be read: the data starts again from the seed, stored. */
  async #reseedAfterUnreadable(error: unknown): Promise<void> {
    this.#onError(error)
    await withoutChanges(() => seedDatabase(this.#seed))
    await this.#storeEverything()
    this.#onExternalChange?.()
  }

  #watch(): void {
    this.#stopWatching = watchChanges((change) => this.#changed(change))
    window.addEventListener('pagehide', this.#onPageHide)
    this.#sync.listen((message) => {
      this.#reloads = this.#reloads.then(() =>
        message.type === 'saved' ? this.#reloadFromStorage() : this.#applyOthers(message),
      )
    })
  }

  #changed(change: Change): void {
    if (this.#closed || !this.#database) return
    this.#pending.push(change)
    if (this.#timer) return
    this.#timer = setTimeout(() => {
      this.#timer = undefined
      void this.flush()
    }, this.#debounceMs)
  }

  /** Writes the pending changes now; resolves once storage holds them. */
  flush(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer)
    this.#timer = undefined
    this.#writing = this.#writing.then(() => this.#writePending())
    return this.#writing
  }

  /** Replaces the data with the seed, stores it, and tells the other tabs. */
  async reset(): Promise<void> {
    await this.#later
    await this.flush()
    this.#pending = []
    await withoutChanges(() => seedDatabase(this.#seed))
    await this.#storeEverything()
  }

  /** Writes what is pending and stops following changes; the data layer keeps its data. */
  async close(): Promise<void> {
    await this.flush()
    this.#closed = true
    this.#stopWatching?.()
    this.#stopWatching = undefined
    window.removeEventListener('pagehide', this.#onPageHide)
    this.#sync.close()
    await this.#reloads
    this.#database?.close()
    this.#database = undefined
  }

  async #storeEverything(): Promise<void> {
    const database = this.#database
    if (!database) return
    try {
      await this.#sync.exclusive(() => writeAll(database, this.#seed, currentRecords()))
      this.#sync.announceSaved()
    } catch (error) {
      this.#onError(error)
    }
  }

  async #writePending(): Promise<void> {
    const database = this.#database
    const changes = this.#pending
    if (!database || changes.length === 0) return
    this.#pending = []
    try {
      const rev = await this.#sync.exclusive(() => writeChanges(database, changes))
      this.#sync.announceWritten(rev, changes)
    } catch (error) {
      this.#onError(error)
    }
  }

  /** Another tab's written records: applied unless this tab holds a newer write of them. */
  async #applyOthers(message: Extract<TabMessage, { type: 'changes' }>): Promise<void> {
    if (this.#closed) return
    const newer = this.#sync.newerThanMine(message, this.#pending)
    if (newer.length === 0) return
    try {
      await withoutTheseChanges(newer, () => applyToDatabase(newer))
      for (const change of newer) this.#sync.noteRev(change, message.rev)
      this.#onExternalChange?.()
    } catch (error) {
      this.#onError(error)
    }
  }

  /** Another tab replaced everything (a reset): load it all. */
  async #reloadFromStorage(): Promise<void> {
    if (this.#closed || !this.#database) return
    try {
      const { meta, snapshot, revs } = await readAll(this.#database, nextTask)
      if (versionNotice(meta) !== null || !snapshot) return
      this.#pending = []
      await withoutChanges(() => importSnapshot(snapshot, nextTask, { stored: true }))
      this.#sync.revs = revs
      this.#onExternalChange?.()
    } catch (error) {
      this.#onError(error)
    }
  }
}
