import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import { FIXTURE_VERSION } from '../../fixtures'
import {
  keyField,
  keyOf,
  parseChange,
  watchChanges,
  withoutChanges,
  withoutTheseChanges,
  type Change,
  type CollectionName,
  type PlainRecord,
} from './changes'
import { clearDatabase, db } from './index'
import { LATER_COLLECTIONS, loadingLater, STORED_DATA_LOADED_MARK } from './later-collections'
import { seedDatabase, type SeedOptions } from './seed'
import {
  collectionNames,
  currentRecords,
  importSnapshot,
  importStoredCollection,
  type Snapshot,
} from './snapshot'

/**
 * The in-browser mock's data kept across reloads and shared by the demo's tabs
 * (docs/architecture.md#durability): the whole data set as it was seeded (or reset) in parts of
 * BASE_PART records (the `base` store), and every record changed since as one entry under
 * [collection, key] (the `records` store; a deleted record leaves a tombstone), so a change writes
 * only the records it touched, in one transaction, on the next turn of the event loop. The tabs take turns writing (a Web Lock) and number their writes; each tells the
 * others which records it wrote (BroadcastChannel) and they apply those records, newest write
 * winning, instead of reloading everything. A page that unloads with changes still unwritten
 * keeps them in localStorage, read back by the next load.
 */

export const DATA_NOTICES = {
  olderVersion: 'Demo data was reset: it came from an older version.',
  newerVersion: 'Demo data was reset: it came from a newer version.',
  unreadable: 'Demo data was reset: it could not be read.',
  unavailable: 'Demo data is not saved: this browser does not let the demo store data.',
} as const

export const DEFAULT_DATABASE_NAME = 'candor-mock'
const DEFAULT_CHANNEL_NAME = 'candor-mock-data'
const META_KEY = 'current'
/** Changed records read per request while loading: a part of large records is still a short task. */
const LOAD_PART = 500
/**
 * Records per entry of the seeded data: one IndexedDB entry per record made storing the large
 * data (166,000 records) take tens of seconds and reading it back most of a reload; a part of
 * 1,000 is stored or read in a few milliseconds.
 */
const BASE_PART = 1_000
/** Work of a whole write between two waits on its own requests (each wait ends a task). */
const WRITE_SLICE_MS = 8

/** What the meta entry holds: the version and seed of the stored records. */
interface Meta {
  version: number
  seed: SeedOptions
  savedAt: string
  /** The number of the last write, from any tab: a record's `rev` says which write stored it. */
  rev: number
}

/** A record changed since the base was written: its new value, or a tombstone when deleted. */
interface StoredRecord {
  collection: CollectionName
  key: string
  /** Place among the collection's new records (creation order), kept when updated again. */
  order: number
  rev: number
  record?: PlainRecord
  deleted?: true
}

/** A part of a collection as it was seeded or reset. */
interface BasePart {
  collection: CollectionName
  part: number
  records: PlainRecord[]
}

interface Schema extends DBSchema {
  base: { key: [string, number]; value: BasePart }
  records: {
    key: [string, string]
    value: StoredRecord
    indexes: { byOrder: [string, number, string] }
  }
  meta: { key: string; value: unknown }
}

type Database = IDBPDatabase<Schema>

/** The stored data as one value (tests and a person looking by hand). */
export interface StoredData {
  seed: SeedOptions
  snapshot: unknown
  savedAt: string
}

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

function openDatabase(name: string): Promise<Database> {
  return openDB<Schema>(name, 4, {
    upgrade(database, _oldVersion, _newVersion, transaction) {
      // Version 1 kept the whole data set under one key: it is not carried over.
      for (const store of [...database.objectStoreNames]) {
        if (store !== 'records' && store !== 'meta' && store !== 'base') {
          database.deleteObjectStore(store)
        }
      }
      if (!database.objectStoreNames.contains('records')) database.createObjectStore('records')
      if (!database.objectStoreNames.contains('meta')) database.createObjectStore('meta')
      // Version 4: the seeded data in parts. Version 3's records are all changes over an empty
      // base, which loads them as they were.
      if (!database.objectStoreNames.contains('base')) database.createObjectStore('base')
      // Version 3: records in collection order, so a load reads them in parts without sorting.
      const records = transaction.objectStore('records')
      if (!records.indexNames.contains('byOrder')) {
        records.createIndex('byOrder', ['collection', 'order', 'key'])
      }
    },
  })
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isMeta = (value: unknown): value is Meta =>
  isObject(value) && typeof value.version === 'number' && typeof value.rev === 'number'

/** A collection's base parts, in order, one read per part (each a short task). */
async function readBase(
  database: Database,
  collection: CollectionName,
  pause: () => Promise<void>,
): Promise<PlainRecord[]> {
  const records: PlainRecord[] = []
  for (let part = 0; ; part++) {
    const stored = await database.get('base', [collection, part])
    if (!stored) return records
    for (const record of stored.records) records.push(record)
    await pause()
  }
}

/**
 * The records of a collection changed since its base, in their order, read in parts through the
 * order index: each part is taken in (write numbers noted) before the next is asked for, so no
 * task grows with the collection (a single sort or pass over 20,000 records took 350 ms).
 */
async function readChanged(
  database: Database,
  collection: CollectionName,
  revs: Map<string, number>,
  pause: () => Promise<void>,
): Promise<StoredRecord[]> {
  const changed: StoredRecord[] = []
  let range = IDBKeyRange.bound([collection], [collection, []])
  for (;;) {
    const part = await database.getAllFromIndex('records', 'byOrder', range, LOAD_PART)
    for (const entry of part) {
      changed.push(entry)
      revs.set(recordId(collection, entry.key), entry.rev)
    }
    const last = part.at(-1)
    if (part.length < LOAD_PART || !last) return changed
    range = IDBKeyRange.bound([collection, last.order, last.key], [collection, []], true)
    await pause()
  }
}

/**
 * One collection as stored: its base with the changed records over it (a changed record keeps
 * its place, a new one comes after, a tombstone removes it).
 */
async function readCollection(
  database: Database,
  collection: CollectionName,
  revs: Map<string, number>,
  pause: () => Promise<void>,
): Promise<PlainRecord[]> {
  const records = await readBase(database, collection, pause)
  const changed = await readChanged(database, collection, revs, pause)
  if (changed.length === 0) return records
  const places = new Map(records.map((record, index) => [keyOf(collection, record), index]))
  const gone = new Set<number>()
  for (const entry of changed) {
    const place = places.get(entry.key)
    if (entry.record === undefined) {
      if (place !== undefined) gone.add(place)
    } else if (place === undefined) {
      places.set(entry.key, records.push(entry.record) - 1)
    } else {
      records[place] = entry.record
    }
  }
  return gone.size === 0 ? records : records.filter((_, index) => !gone.has(index))
}

const isLater = (name: CollectionName) => (LATER_COLLECTIONS as readonly string[]).includes(name)

/** The stored data as a snapshot (undefined when nothing is stored). */
async function readAll(
  database: Database,
  pause: () => Promise<void> = () => Promise.resolve(),
): Promise<{ meta: unknown; snapshot: Snapshot | undefined; revs: Map<string, number> }> {
  const meta = await database.get('meta', META_KEY)
  const revs = new Map<string, number>()
  if (!isMeta(meta)) return { meta, snapshot: undefined, revs }
  const collections = {} as Snapshot['collections']
  for (const name of collectionNames) {
    collections[name] = await readCollection(database, name, revs, pause)
  }
  return { meta, snapshot: { version: meta.version, collections }, revs }
}

const recordId = (collection: string, key: string) => `${collection}\u0000${key}`

/**
 * Replaces everything stored with `snapshot` (a seed, a reset, a test's data) as the new base, in
 * parts of BASE_PART records (IndexedDB copies each part as it is put: the data layer's own
 * symbols are not copied). One transaction, so a reader sees all or nothing; it is fed in slices
 * of a few milliseconds, each ended by waiting on its last put (waiting on the transaction's own
 * request keeps it open), so no task grows with the data.
 */
async function writeAll(database: Database, seed: SeedOptions, snapshot: Snapshot): Promise<void> {
  const transaction = database.transaction(['base', 'records', 'meta'], 'readwrite')
  const base = transaction.objectStore('base')
  const previous = await transaction.objectStore('meta').get(META_KEY)
  const rev = (isMeta(previous) ? previous.rev : 0) + 1
  await transaction.objectStore('records').clear()
  await base.clear()
  let sliceStart = performance.now()
  for (const collection of collectionNames) {
    const all = snapshot.collections[collection]
    for (let part = 0; part * BASE_PART < all.length; part++) {
      const records = all.slice(part * BASE_PART, (part + 1) * BASE_PART)
      const put = base.put({ collection, part, records }, [collection, part])
      if (performance.now() - sliceStart >= WRITE_SLICE_MS) {
        await put
        sliceStart = performance.now()
      }
    }
  }
  const meta: Meta = { version: snapshot.version, seed, savedAt: new Date().toISOString(), rev }
  void transaction.objectStore('meta').put(meta, META_KEY)
  await transaction.done
}

/** Reads what a database holds as one value (undefined when empty): for tests and by hand. */
export async function readStoredData(databaseName = DEFAULT_DATABASE_NAME): Promise<unknown> {
  const database = await openDatabase(databaseName)
  try {
    const { meta, snapshot } = await readAll(database)
    if (!isMeta(meta)) return meta
    return { seed: meta.seed, snapshot, savedAt: meta.savedAt } satisfies StoredData
  } finally {
    database.close()
  }
}

/**
 * Stores a value as the data, whatever it is: a StoredData is stored record by record; anything
 * else (tests store broken data with it) is stored as it is, where the version is looked for.
 */
export async function writeStoredData(
  value: unknown,
  databaseName = DEFAULT_DATABASE_NAME,
): Promise<void> {
  const database = await openDatabase(databaseName)
  try {
    const snapshot = isObject(value) ? value.snapshot : undefined
    const storable =
      isObject(value) &&
      isObject(snapshot) &&
      typeof snapshot.version === 'number' &&
      isObject(snapshot.collections) &&
      collectionNames.every((name) =>
        Array.isArray((snapshot.collections as Snapshot['collections'])[name]),
      )
    if (storable) {
      await writeAll(database, value.seed ?? {}, snapshot as unknown as Snapshot)
      const meta = await database.get('meta', META_KEY)
      if (isMeta(meta) && typeof value.savedAt === 'string') {
        await database.put('meta', { ...meta, savedAt: value.savedAt }, META_KEY)
      }
    } else {
      await database.clear('base')
      await database.clear('records')
      await database.put('meta', value, META_KEY)
    }
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

/** Another tab's message: its written records, or 'saved' (everything changed: reload). */
type Message =
  | { type: 'changes'; from: string; rev: number; changes: Change[] }
  | { type: 'saved'; from: string }

const isMessage = (value: unknown): value is Message =>
  isObject(value) &&
  typeof value.from === 'string' &&
  (value.type === 'saved' ||
    (value.type === 'changes' && typeof value.rev === 'number' && Array.isArray(value.changes)))

/** Lets the page paint and answer input between two parts of a long load. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export class DemoData {
  readonly #seed: SeedOptions
  readonly #databaseName: string
  readonly #channelName: string
  readonly #debounceMs: number
  readonly #onError: (error: unknown) => void
  readonly #onExternalChange: (() => void) | undefined
  readonly #tab = crypto.randomUUID()
  #database: Database | undefined
  #channel: BroadcastChannel | undefined
  /** Changes of this tab not yet written, in order. */
  #pending: Change[] = []
  #timer: ReturnType<typeof setTimeout> | undefined
  #writing: Promise<void> = Promise.resolve()
  /** The write number each record was last stored or applied with, by recordId. */
  #revs = new Map<string, number>()
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
    this.#channelName = options.channelName ?? DEFAULT_CHANNEL_NAME
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
    this.#revs = revs
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
    if (typeof BroadcastChannel === 'undefined') return
    this.#channel = new BroadcastChannel(this.#channelName)
    this.#channel.onmessage = (event: MessageEvent<unknown>) => {
      const message = event.data
      if (!isMessage(message) || message.from === this.#tab) return
      this.#reloads = this.#reloads.then(() =>
        message.type === 'saved' ? this.#reloadFromStorage() : this.#applyOthers(message),
      )
    }
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
    this.#channel?.close()
    this.#channel = undefined
    await this.#reloads
    this.#database?.close()
    this.#database = undefined
  }

  /** One tab writes at a time (where Web Locks exist): write numbers never collide. */
  #exclusive<T>(write: () => Promise<T>): Promise<T> {
    if (typeof navigator === 'undefined' || !('locks' in navigator)) return write()
    return navigator.locks.request(`${this.#channelName}:write`, write) as Promise<T>
  }

  async #storeEverything(): Promise<void> {
    const database = this.#database
    if (!database) return
    try {
      await this.#exclusive(() => writeAll(database, this.#seed, currentRecords()))
      this.#revs.clear()
      this.#post({ type: 'saved', from: this.#tab })
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
      const rev = await this.#exclusive(() => writeChanges(database, changes))
      for (const change of changes) this.#noteRev(change, rev)
      this.#post({ type: 'changes', from: this.#tab, rev, changes })
    } catch (error) {
      this.#onError(error)
    }
  }

  #noteRev(change: Change, rev: number): void {
    if (change.op === 'clear') return
    const key = change.op === 'put' ? keyOf(change.collection, change.record) : change.key
    this.#revs.set(recordId(change.collection, key), rev)
  }

  #post(message: Message): void {
    this.#channel?.postMessage(message)
  }

  /** Another tab's written records: applied unless this tab holds a newer write of them. */
  async #applyOthers(message: Extract<Message, { type: 'changes' }>): Promise<void> {
    if (this.#closed) return
    const mine = new Set(
      this.#pending.map((change) =>
        change.op === 'put'
          ? recordId(change.collection, keyOf(change.collection, change.record))
          : change.op === 'delete'
            ? recordId(change.collection, change.key)
            : change.collection,
      ),
    )
    const newer = message.changes
      .map(parseChange)
      .filter((change): change is Change => change !== undefined)
      .filter((change) => {
        if (change.op === 'clear') return !mine.has(change.collection)
        const id = recordId(
          change.collection,
          change.op === 'put' ? keyOf(change.collection, change.record) : change.key,
        )
        return !mine.has(id) && (this.#revs.get(id) ?? 0) < message.rev
      })
    if (newer.length === 0) return
    try {
      await withoutTheseChanges(newer, () => applyToDatabase(newer))
      for (const change of newer) this.#noteRev(change, message.rev)
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
      this.#revs = revs
      this.#onExternalChange?.()
    } catch (error) {
      this.#onError(error)
    }
  }
}

/**
 * Writes changes in one transaction, under the next write number; returns that number. A deleted
 * record leaves a tombstone (its base part may hold it); a cleared collection loses its base
 * parts and its changed records.
 */
async function writeChanges(database: Database, changes: readonly Change[]): Promise<number> {
  const transaction = database.transaction(['base', 'records', 'meta'], 'readwrite')
  const records = transaction.objectStore('records')
  const metaStore = transaction.objectStore('meta')
  const meta = await metaStore.get(META_KEY)
  if (!isMeta(meta)) throw new Error('The stored demo data has no version: it was not written')
  const rev = meta.rev + 1
  for (const [index, change] of changes.entries()) {
    const { collection } = change
    if (change.op === 'clear') {
      const all = IDBKeyRange.bound([collection], [collection, []])
      await records.delete(all)
      await transaction.objectStore('base').delete(all)
      continue
    }
    const key = change.op === 'put' ? keyOf(collection, change.record) : change.key
    const existing = await records.get([collection, key])
    // A new record goes after every record stored before it, whichever tab stored them.
    const order = existing?.order ?? rev * 2 ** 32 + index
    const entry: StoredRecord =
      change.op === 'put'
        ? { collection, key, order, rev, record: change.record }
        : { collection, key, order, rev, deleted: true }
    await records.put(entry, [collection, key])
  }
  await metaStore.put({ ...meta, rev, savedAt: new Date().toISOString() }, META_KEY)
  await transaction.done
  return rev
}

interface Applicable {
  create(values: PlainRecord): Promise<unknown>
  update(
    predicate: (q: Where) => unknown,
    options: { data: (draft: PlainRecord) => void },
  ): Promise<unknown>
  delete(predicate: (q: Where) => unknown): unknown
  clear(): void
  findFirst(predicate: (q: Where) => unknown): unknown
}
interface Where {
  where(values: PlainRecord): unknown
}

/** Applies changes to the data layer, each record found by its key. */
async function applyToDatabase(changes: readonly Change[]): Promise<void> {
  for (const change of changes) {
    const collection = db[change.collection] as unknown as Applicable
    if (change.op === 'clear') {
      collection.clear()
      continue
    }
    const key = change.op === 'put' ? keyOf(change.collection, change.record) : change.key
    const byKey = (q: Where) => q.where({ [keyField(change.collection)]: key })
    if (change.op === 'delete') {
      collection.delete(byKey)
    } else if (collection.findFirst(byKey)) {
      const { record } = change
      await collection.update(byKey, { data: (draft) => Object.assign(draft, record) })
    } else {
      await collection.create(structuredClone(change.record))
    }
  }
}
