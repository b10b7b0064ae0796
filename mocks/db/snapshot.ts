import type { z } from 'zod'
import { FIXTURE_VERSION } from '../../fixtures'
import { clearDatabase, db, type Database } from './index'
import { loadRecordSchemas, withTrustedRecords } from './record-check'

/**
 * The whole data layer as plain JSON, for the standalone server's `--data FILE`: every
 * collection's records in their stored order, tagged with the fixtures' version so that data
 * written by an older seed is refused instead of half-understood.
 */

export type CollectionName = keyof Database

export interface Snapshot {
  version: number
  collections: Record<CollectionName, Record<string, unknown>[]>
}

export const collectionNames = Object.keys(db) as CollectionName[]

/** Every collection's records as plain JSON values (the data layer's own symbols dropped). */
export function exportSnapshot(): Snapshot {
  const collections = {} as Snapshot['collections']
  for (const name of collectionNames) {
    const records: unknown[] = db[name].all()
    collections[name] = JSON.parse(JSON.stringify(records)) as Record<string, unknown>[]
  }
  return { version: FIXTURE_VERSION, collections }
}

/**
 * Every collection's records as the data layer holds them, not copied: for a writer that copies
 * each record as it goes (the demo's IndexedDB), where exportSnapshot's copy of everything at
 * once would be one long task.
 */
export function currentRecords(): Snapshot {
  const collections = {} as Snapshot['collections']
  for (const name of collectionNames) {
    collections[name] = db[name].all()
  }
  return { version: FIXTURE_VERSION, collections }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join('.')
  return path ? `${path}: ${issue.message}` : issue.message
}

/** Gives other work a turn; called between slices of a long import. */
export type Pause = () => Promise<void>

/** Longest stretch of work between two pauses, when a pause is given. */
const SLICE_MS = 8

function slicer(pause: Pause | undefined): () => Promise<void> | undefined {
  let sliceStart = performance.now()
  return () => {
    if (!pause || performance.now() - sliceStart < SLICE_MS) return undefined
    return pause().then(() => {
      sliceStart = performance.now()
    })
  }
}

function checkOuter(input: unknown): Record<string, unknown> {
  if (!isObject(input)) throw new Error('Snapshot is malformed: expected a JSON object')
  if (input.version !== FIXTURE_VERSION) {
    throw new Error(
      `Snapshot version ${JSON.stringify(input.version)} does not match the fixtures version ` +
        `${FIXTURE_VERSION}: delete the data file to start again from the seed`,
    )
  }
  const { collections } = input
  if (!isObject(collections)) {
    throw new Error('Snapshot is malformed: "collections" must be an object')
  }
  const unknown = Object.keys(collections).filter(
    (name) => !(collectionNames as string[]).includes(name),
  )
  if (unknown.length > 0) {
    throw new Error(`Snapshot is malformed: unknown collection(s) ${unknown.join(', ')}`)
  }
  return collections
}

// Typed by the database's keys: a collection added to db without a schema does not compile.
type StrictSchemas = { [K in CollectionName]: z.ZodObject }

let strict: Promise<StrictSchemas> | undefined
// Built once, when a snapshot is first checked: strict() makes a new schema each call, which
// cost most of a large load.
const strictSchemas = (): Promise<StrictSchemas> =>
  (strict ??= loadRecordSchemas().then((schemas: StrictSchemas) => {
    const entries = collectionNames.map((name) => [name, schemas[name].strict()])
    return Object.fromEntries(entries) as StrictSchemas
  }))

function checkRecord(
  schemas: StrictSchemas,
  name: CollectionName,
  record: unknown,
  index: number,
): void {
  const result = schemas[name].safeParse(record)
  if (!result.success) {
    const [issue] = result.error.issues
    throw new Error(
      `Snapshot is malformed: ${name}[${index}] ${issue ? describeIssue(issue) : 'is invalid'}`,
    )
  }
}

/** Checks a snapshot completely and returns it typed; throws an Error naming the first problem. */
export async function checkSnapshot(input: unknown): Promise<Snapshot> {
  const collections = checkOuter(input)
  const schemas = await strictSchemas()
  for (const name of collectionNames) {
    recordsOf(collections, name).forEach((record, index) =>
      checkRecord(schemas, name, record, index),
    )
  }
  return input as Snapshot
}

function recordsOf(collections: Record<string, unknown>, name: CollectionName): unknown[] {
  const records = collections[name]
  if (!Array.isArray(records)) {
    throw new Error(`Snapshot is malformed: collection "${name}" must be an array of records`)
  }
  return records
}

/**
 * Replaces every collection with the snapshot's records. The snapshot is checked in full first,
 * so a rejected one (other version, malformed data) leaves the database as it was. With `pause`,
 * the work is cut into slices of a few milliseconds with a pause between them (a page stays
 * responsive while a large data set loads). `stored`: the records were written by this version
 * of the data layer itself (the demo's IndexedDB), so they are trusted, not checked
 * (record-check.ts): checking them was most of a reload of the large data.
 */
export async function importSnapshot(
  input: unknown,
  pause?: Pause,
  { stored = false }: { stored?: boolean } = {},
): Promise<void> {
  const collections = checkOuter(input)
  const slice = slicer(pause)
  const schemas = stored ? undefined : await strictSchemas()
  for (const name of collectionNames) {
    const records = recordsOf(collections, name)
    if (!schemas) continue
    for (const [index, record] of records.entries()) {
      checkRecord(schemas, name, record, index)
      await slice()
    }
  }
  const snapshot = input as Snapshot
  clearDatabase()
  // Checked strictly above, or stored by the data layer itself.
  await withTrustedRecords(async () => {
    for (const name of collectionNames) await createAll(name, snapshot.collections[name], slice)
  })
}

async function createAll(
  name: CollectionName,
  records: readonly Record<string, unknown>[],
  slice: () => Promise<void> | undefined,
): Promise<void> {
  const collection = db[name] as unknown as {
    create(values: Record<string, unknown>): Promise<unknown>
  }
  for (const record of records) {
    // No copy first: create() builds the stored record afresh from the values it is given.
    await collection.create(record)
    await slice()
  }
}

/**
 * Adds one collection's stored records (written by this version of the data layer, so trusted)
 * to the data layer, for a load collection by collection; the caller empties the data first.
 */
export function importStoredCollection(
  name: CollectionName,
  records: readonly Record<string, unknown>[],
  pause?: Pause,
): Promise<void> {
  return withTrustedRecords(() => createAll(name, records, slicer(pause)), [name])
}
