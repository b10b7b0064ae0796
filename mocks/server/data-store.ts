import { rename, rm, stat, writeFile } from 'node:fs/promises'
import { applyChanges, watchChanges, type Change } from '../db/changes'
import { db } from '../db'
import { collectionNames, importSnapshot } from '../db/snapshot'
import { FIXTURE_VERSION } from '../../fixtures'
import { Journal, readJournal } from './journal'
import { readSnapshotFile, syncDirectory, writeSnapshotFile } from './snapshot-file'

/**
 * `--data FILE`, durable: FILE is the last compacted snapshot, `FILE.journal` the changes made
 * since, each flushed before its request is answered (./journal.ts). Once the journal outgrows
 * its bound, it is set aside as `FILE.journal.compacting`, a fresh one is started, the snapshot
 * is rewritten a slice at a time (off the request path) and the set-aside journal is deleted.
 * Loading applies FILE, then `.journal.compacting` (a compaction cut short), then `.journal`:
 * a change applied twice is the same change, so a crash at any step loses nothing.
 * docs/architecture.md#durability describes the files and the promise.
 */

const DEFAULT_COMPACT_AFTER_BYTES = 4 * 1024 * 1024

export interface DataStoreOptions {
  /** Journal size that starts a compaction. Default: 4 MiB or a quarter of FILE, the larger. */
  compactAfterBytes?: number
  /** A compaction that failed (default: console.error); the journal keeps the changes. */
  onError?: (error: unknown) => void
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export class DataStore {
  readonly journalPath: string
  readonly compactingPath: string
  #journal: Journal | undefined
  #stopWatching: (() => void) | undefined
  #compacting: Promise<void> | undefined
  /** A compaction failed after setting its journal aside: none is tried again until restart. */
  #compactionFailed = false
  #snapshotBytes = 0

  constructor(
    readonly path: string,
    private readonly options: DataStoreOptions = {},
  ) {
    this.journalPath = `${path}.journal`
    this.compactingPath = `${path}.journal.compacting`
  }

  /**
   * Fills the data layer from FILE and its journals; false when there is no FILE (journals
   * without their snapshot are removed). A FILE that cannot be loaded throws, files untouched.
   */
  async load(): Promise<boolean> {
    const snapshot = await readSnapshotFile(this.path)
    if (snapshot === undefined) {
      await this.#removeJournals()
      return false
    }
    const older = await readJournal(this.compactingPath)
    const current = await readJournal(this.journalPath)
    const changes = [...older.changes, ...current.changes]
    if (isObject(snapshot) && isObject(snapshot.collections)) {
      applyChanges(snapshot.collections, changes)
    }
    await importSnapshot(snapshot)
    const whole = (await stat(this.journalPath).catch(() => undefined))?.size ?? 0
    if (older.validBytes > 0 || whole > current.validBytes) await this.#rewriteJournal(changes)
    else await rm(this.compactingPath, { force: true })
    this.#snapshotBytes = (await stat(this.path)).size
    return true
  }

  /** Writes the data layer as a new FILE (a fresh seed) with an empty journal. */
  async create(): Promise<void> {
    await this.#removeJournals()
    await writeSnapshotFile(this.path, currentContent())
    this.#snapshotBytes = (await stat(this.path)).size
  }

  /** From now on every change of the data layer goes to the journal. */
  async start(): Promise<void> {
    const journal = await Journal.open(this.journalPath)
    this.#journal = journal
    this.#stopWatching = watchChanges((change: Change) => {
      journal.append(change)
      if (journal.bytes >= this.#compactionBound()) this.#compactInBackground()
    })
  }

  /** Resolves once every change made so far is on disk (the group commit it joined). */
  commit(): Promise<void> {
    return this.#journal?.commit() ?? Promise.resolve()
  }

  /** Rewrites FILE from the data layer and empties the journal (also run when it grows). */
  compact(): Promise<void> {
    this.#compacting ??= this.#compact().finally(() => {
      this.#compacting = undefined
    })
    return this.#compacting
  }

  /** Stops following changes, flushes them, and leaves FILE whole with no journal. */
  async close(): Promise<void> {
    this.#stopWatching?.()
    this.#stopWatching = undefined
    await this.#compacting?.catch(() => undefined)
    const journal = this.#journal
    if (!journal) return
    await journal.close()
    this.#journal = undefined
    if (journal.bytes > 0) await writeSnapshotFile(this.path, currentContent())
    await this.#removeJournals()
  }

  #compactionBound(): number {
    return (
      this.options.compactAfterBytes ??
      Math.max(DEFAULT_COMPACT_AFTER_BYTES, this.#snapshotBytes / 4)
    )
  }

  #compactInBackground(): void {
    if (this.#compacting || this.#compactionFailed) return
    this.compact().catch((error: unknown) => {
      this.#compactionFailed = true
      ;(this.options.onError ?? defaultOnError)(error)
    })
  }

  async #compact(): Promise<void> {
    const journal = this.#journal
    if (!journal) return
    await journal.switchFile(() => rename(this.journalPath, this.compactingPath), this.journalPath)
    // Taken right after the switch: every later change is in the new journal. Records are read
    // as the writer reaches them; changed since, they are put again when the journal is replayed.
    await writeSnapshotFile(this.path, currentContent())
    this.#snapshotBytes = (await stat(this.path)).size
    await rm(this.compactingPath, { force: true })
  }

  /** The journal made whole again: both files' valid changes in `.journal`, torn tail dropped. */
  async #rewriteJournal(changes: readonly Change[]): Promise<void> {
    const tmpPath = `${this.journalPath}.tmp-${process.pid}`
    await writeFile(tmpPath, changes.map((change) => `${JSON.stringify(change)}\n`).join(''), {
      mode: 0o600,
      flush: true,
    })
    await rename(tmpPath, this.journalPath)
    await syncDirectory(this.journalPath)
    await rm(this.compactingPath, { force: true })
  }

  async #removeJournals(): Promise<void> {
    await rm(this.compactingPath, { force: true })
    await rm(this.journalPath, { force: true })
    await syncDirectory(this.journalPath)
  }
}

/**
 * What `--data FILE` holds, read from outside a running server: FILE with its journals applied,
 * as plain JSON (not checked); undefined when there is no FILE.
 */
export async function readDataFile(path: string): Promise<unknown> {
  const snapshot = await readSnapshotFile(path)
  if (!isObject(snapshot) || !isObject(snapshot.collections)) return snapshot
  const older = await readJournal(`${path}.journal.compacting`)
  const current = await readJournal(`${path}.journal`)
  applyChanges(snapshot.collections, [...older.changes, ...current.changes])
  return snapshot
}

/** Every collection's records as they are now (the arrays copied, the records not). */
function currentContent() {
  const collections: Record<string, readonly object[]> = {}
  for (const name of collectionNames) collections[name] = [...db[name].all()]
  return { version: FIXTURE_VERSION, collections }
}

function defaultOnError(error: unknown) {
  console.error('Could not compact the data file (the journal keeps every change):', error)
}
