import type { recordSchemas } from './schema'
import { scopedFlag } from './scoped-flag'

/**
 * The check each collection runs on a record as it is created or updated: its zod schema
 * (./schema), loaded at the first record that needs it. Records the mock made itself (the seed)
 * or stored itself (the demo's IndexedDB, written by this version of the data layer) are trusted
 * and skip it: on a first visit the check was most of the seed's time, zod's own start included
 * (docs/architecture.md#demo-start); on a reload of the `large` data, a check of 166,000 records.
 * The seed stays checked by the tests (mocks/db/record-check.test.ts parses what it makes strictly).
 */

type RecordSchemas = typeof recordSchemas
type CollectionName = keyof RecordSchemas

let schemas: Promise<RecordSchemas> | undefined
/** The record schemas, with zod: their own chunk in the demo, loaded once. */
export const loadRecordSchemas = (): Promise<RecordSchemas> =>
  (schemas ??= import('./schema').then((module) => module.recordSchemas))

const trusted = scopedFlag<CollectionName>()

/**
 * Runs `fill` with the records it creates trusted, not checked. Only for the mock's own data:
 * while it runs, every create is trusted (with `only`, every create in those collections), so
 * nothing else may create such records meanwhile: the seed and the stored data's import run
 * before the mock answers, and a reload's later collections (mocks/db/later-collections.ts) are
 * trusted on their own while requests that do not touch them are answered.
 */
export function withTrustedRecords<T>(
  fill: () => Promise<T>,
  only?: readonly CollectionName[],
): Promise<T> {
  return trusted.raiseWhile(fill, only)
}

/**
 * A Standard Schema for the data layer's Collection, typed as the collection's zod schema, that
 * checks with it unless the records are trusted. When trusted, the values @msw/data hands it are
 * already its own copy of the caller's, so they are kept as they are.
 */
export function checkedRecord<Name extends CollectionName>(
  name: Name,
): Pick<RecordSchemas[Name], '~standard'> {
  const standard = {
    version: 1,
    vendor: 'candor',
    validate: (value: unknown) =>
      trusted.isRaisedFor(name)
        ? { value }
        : loadRecordSchemas().then((loaded) => loaded[name]['~standard'].validate(value)),
  }
  return { '~standard': standard } as unknown as Pick<RecordSchemas[Name], '~standard'>
}
