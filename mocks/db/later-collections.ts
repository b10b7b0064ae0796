import type { CollectionName } from './snapshot'

/**
 * A reload of the demo's stored data imports these collections last, after the mock already
 * answers the first screens: on the `large` data they are three quarters of the records (20,000
 * interviews, 105,000 answers), and the dashboard, the sign-in and the admin's lists read none of
 * them. Until they are in, every other request waits for them (mocks/handlers/dispatch.ts, with
 * the operations that may answer meanwhile), and their changes are kept apart from the others'
 * (withoutChanges' `only`). docs/architecture.md#durability.
 */
export const LATER_COLLECTIONS = [
  'interviews',
  'interviewQuestions',
] as const satisfies readonly CollectionName[]

/** The performance mark set once a reload's stored data is all in (the bench reads it). */
export const STORED_DATA_LOADED_MARK = 'candor:stored-data-loaded'

let loading: Promise<void> = Promise.resolve()

/** Marks the later collections as loading until `work` settles (it must not reject). */
export function loadingLater(work: Promise<void>): void {
  loading = work
}

/** Resolves once the later collections are in (at once when nothing is loading). */
export const laterCollectionsLoaded = (): Promise<void> => loading
