import type { z } from 'zod'
import { db } from './index'
import { scopedFlag } from './scoped-flag'
import type { recordSchemas } from './schema'
import { collectionNames, type CollectionName } from './snapshot'

/**
 * Every change to the data layer as it happens, record by record: what the standalone server's
 * journal appends and what the demo's tabs store and pass to each other. Generic over `db`: a
 * collection added there is followed with no extra work, as long as its record schema's first
 * field is the record's key (`id`, `interview_id`, `key`, …), as every schema's is.
 *
 * The collections' own write methods are wrapped (as the indexes do, mocks/db/indexes.ts says
 * why their hooks are not enough), so a change is seen with the record as it is stored.
 */

export type { CollectionName }
export type PlainRecord = Record<string, unknown>

export type Change =
  | { op: 'put'; collection: CollectionName; record: PlainRecord }
  | { op: 'delete'; collection: CollectionName; key: string }
  | { op: 'clear'; collection: CollectionName }

type Listener = (change: Change) => void

/**
 * Each collection's key field, its record schema's first field (mocks/db/record-check.test.ts
 * keeps the two equal). Written out rather than read from the schemas, which load with zod only
 * when a record is first checked.
 */
const keyFields: { [K in CollectionName]: keyof z.output<(typeof recordSchemas)[K]> & string } = {
  users: 'id',
  projects: 'id',
  members: 'id',
  projectTypes: 'id',
  questions: 'id',
  interviews: 'interview_id',
  interviewQuestions: 'question_id',
  authSessions: 'sessionId',
  liveSessions: 'id',
  settings: 'key',
  promptFiles: 'path',
  models: 'id',
  codes: 'id',
  highlights: 'id',
  themeDecisions: 'id',
  sentimentCorrections: 'id',
  codingActivity: 'id',
  attributes: 'id',
  memberAttributes: 'id',
  shareLinks: 'id',
  askedQuestions: 'id',
  participantLinks: 'id',
}

/** The name of a collection's key field: its schema's first field. */
export const keyField = (collection: CollectionName): string => keyFields[collection]

/** A record's key, as a string. */
export const keyOf = (collection: CollectionName, record: object): string =>
  String((record as PlainRecord)[keyFields[collection]])

/** The record as plain JSON (the data layer's own symbols dropped). */
const plainRecord = (record: object): PlainRecord =>
  JSON.parse(JSON.stringify(record)) as PlainRecord

const listeners = new Set<Listener>()
/** Collections whose changes are held back: all, or the ones being loaded. */
const mutedCollections = scopedFlag<CollectionName>()
/** Records (collection and key) whose changes are held back: another tab's, being applied. */
const mutedRecords = scopedFlag<string>()
const recordKey = (change: Exclude<Change, { op: 'clear' }>) =>
  `${change.collection}\u0000${change.op === 'put' ? keyOf(change.collection, change.record) : change.key}`

const isMuted = (change: Change): boolean =>
  mutedCollections.isRaisedFor(change.collection) ||
  (change.op !== 'clear' && mutedRecords.isRaisedFor(recordKey(change)))

function emit(change: Change): void {
  if (isMuted(change)) return
  for (const listener of listeners) listener(change)
}

interface Writable {
  create(values: unknown): Promise<object>
  update(predicate: unknown, options: unknown): Promise<object | undefined>
  updateMany(predicate: unknown, options: unknown): Promise<object[]>
  delete(predicate: unknown, options?: unknown): object | undefined
  deleteMany(predicate: unknown, options?: unknown): object[]
  clear(): void
}

let wrapped = false

/** Wraps every collection's write methods once; createMany goes through create. */
function wrapCollections(): void {
  if (wrapped) return
  wrapped = true
  for (const collection of collectionNames) {
    const target = db[collection] as unknown as Writable
    const create = target.create.bind(target)
    const update = target.update.bind(target)
    const updateMany = target.updateMany.bind(target)
    const remove = target.delete.bind(target)
    const removeMany = target.deleteMany.bind(target)
    const clear = target.clear.bind(target)
    const put = (record: object) => emit({ op: 'put', collection, record: plainRecord(record) })
    const deleted = (record: object) =>
      emit({ op: 'delete', collection, key: keyOf(collection, record) })
    target.create = async (values) => {
      const record = await create(values)
      put(record)
      return record
    }
    target.update = async (predicate, options) => {
      const record = await update(predicate, options)
      if (record) put(record)
      return record
    }
    target.updateMany = async (predicate, options) => {
      const records = await updateMany(predicate, options)
      records.forEach(put)
      return records
    }
    target.delete = (predicate, options) => {
      const record = remove(predicate, options)
      if (record) deleted(record)
      return record
    }
    target.deleteMany = (predicate, options) => {
      const records = removeMany(predicate, options)
      records.forEach(deleted)
      return records
    }
    target.clear = () => {
      clear()
      emit({ op: 'clear', collection })
    }
  }
}

/** Calls `listener` with every change from now on; returns what stops it. */
export function watchChanges(listener: Listener): () => void {
  wrapCollections()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Runs `fill` without reporting its changes (loading stored data is not a change of it). With
 * `only`, only those collections' changes are held back: the others' are reported as usual, so
 * a request answered meanwhile is stored (mocks/db/later-collections.ts).
 */
export function withoutChanges<T>(
  fill: () => Promise<T>,
  only?: readonly CollectionName[],
): Promise<T> {
  return mutedCollections.raiseWhile(fill, only)
}

/**
 * Runs `fill`, which applies `changes` (another tab's, or a page's left unwritten), without
 * reporting them again; only their own records (or collections, for a clear) are held back, so a
 * request answered meanwhile that writes any other record is still reported and stored.
 */
export function withoutTheseChanges<T>(
  changes: readonly Change[],
  fill: () => Promise<T>,
): Promise<T> {
  const cleared = changes.flatMap((change) => (change.op === 'clear' ? [change.collection] : []))
  const keys = changes.flatMap((change) => (change.op === 'clear' ? [] : [recordKey(change)]))
  return mutedRecords.raiseWhile(() => withoutChanges(fill, cleared), keys)
}

const isObject = (value: unknown): value is PlainRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A change read back from storage, checked; undefined when it is not one. */
export function parseChange(value: unknown): Change | undefined {
  if (!isObject(value) || !(collectionNames as unknown[]).includes(value.collection)) {
    return undefined
  }
  const collection = value.collection as CollectionName
  if (value.op === 'put' && isObject(value.record)) {
    return { op: 'put', collection, record: value.record }
  }
  if (value.op === 'delete' && typeof value.key === 'string') {
    return { op: 'delete', collection, key: value.key }
  }
  if (value.op === 'clear') return { op: 'clear', collection }
  return undefined
}

/**
 * Applies changes, in order, to the collections of a plain snapshot (before it is imported):
 * a put replaces the record with its key in place or appends it, a delete removes it. Applying
 * changes that the snapshot already holds changes nothing, which is what makes a journal safe
 * to replay after a crash in the middle of a compaction.
 */
export function applyChanges(
  collections: Record<string, unknown>,
  changes: Iterable<Change>,
): void {
  const places = new Map<CollectionName, Map<string, number>>()
  const placesOf = (name: CollectionName, records: PlainRecord[]) => {
    let map = places.get(name)
    if (!map) {
      map = new Map(records.map((record, index) => [keyOf(name, record), index]))
      places.set(name, map)
    }
    return map
  }
  for (const change of changes) {
    const existing = collections[change.collection]
    const records: PlainRecord[] = Array.isArray(existing) ? (existing as PlainRecord[]) : []
    collections[change.collection] = records
    if (change.op === 'clear') {
      records.length = 0
      places.delete(change.collection)
      continue
    }
    const map = placesOf(change.collection, records)
    const key = change.op === 'put' ? keyOf(change.collection, change.record) : change.key
    const place = map.get(key)
    if (change.op === 'put') {
      if (place === undefined) map.set(key, records.push(change.record) - 1)
      else records[place] = change.record
    } else if (place !== undefined) {
      records.splice(place, 1)
      // Places after the removed record moved down by one: read them again when next needed.
      places.delete(change.collection)
    }
  }
}
