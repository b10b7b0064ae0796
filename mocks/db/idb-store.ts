import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import { keyOf, type Change, type CollectionName, type PlainRecord } from './changes'
import type { SeedOptions } from './seed'
import { collectionNames, type Snapshot } from './snapshot'

/**
 * The demo's data in IndexedDB, and nothing else (docs/architecture.md#durability): the whole
 * data set as it was seeded (or reset) in parts of BASE_PART records (the `base` store), and every
 * record changed since as one entry under [collection, key] (the `records` store; a deleted record
 * leaves a tombstone). Loading it into the data layer is browser-persistence.ts's; sharing it
 * between tabs is tab-sync.ts's.
 */

export const DEFAULT_DATABASE_NAME = 'candor-mock'
export const META_KEY = 'current'
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
export interface Meta {
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

export type Database = IDBPDatabase<Schema>

/** The stored data as one value (tests and a person looking by hand). */
export interface StoredData {
  seed: SeedOptions
  snapshot: unknown
  savedAt: string
}

export function openDatabase(name: string): Promise<Database> {
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

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export const isMeta = (value: unknown): value is Meta =>
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
export async function readCollection(
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

/** The stored data as a snapshot (undefined when nothing is stored). */
export async function readAll(
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

export const recordId = (collection: string, key: string) => `${collection}\u0000${key}`

/**
 * Replaces everything stored with `snapshot` (a seed, a reset, a test's data) as the new base, in
 * parts of BASE_PART records (IndexedDB copies each part as it is put: the data layer's own
 * symbols are not copied). One transaction, so a reader sees all or nothing; it is fed in slices
 * of a few milliseconds, each ended by waiting on its last put (waiting on the transaction's own
 * request keeps it open), so no task grows with the data.
 */
export async function writeAll(
  database: Database,
  seed: SeedOptions,
  snapshot: Snapshot,
): Promise<void> {
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

/**
 * Writes changes in one transaction, under the next write number; returns that number. A deleted
 * record leaves a tombstone (its base part may hold it); a cleared collection loses its base
 * parts and its changed records.
 */
export async function writeChanges(
  database: Database,
  changes: readonly Change[],
): Promise<number> {
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
