import { open, readFile, rename, rm } from 'node:fs/promises'
import { WriteBehind } from '../db/write-behind'

/**
 * The `--data FILE` of the standalone server: the data layer kept as one JSON file, always
 * complete. Each write goes to `FILE.tmp-<pid>`, is flushed to disk, then renamed over FILE;
 * a rename is atomic, so a crash at any moment leaves either the old file or the new one,
 * never half of one. Writes are serialised (one at a time) and coalesced (a burst of changes
 * becomes one write of the latest state).
 */

/** The file operations used, injectable so tests can watch or break them. */
export interface SnapshotFs {
  writeFileSynced(path: string, data: string): Promise<void>
  rename(from: string, to: string): Promise<void>
  remove(path: string): Promise<void>
}

export const nodeSnapshotFs: SnapshotFs = {
  async writeFileSynced(path, data) {
    const handle = await open(path, 'w', 0o600)
    try {
      await handle.writeFile(data, 'utf8')
      // On disk before the rename, so the renamed file is never an empty shell after a power cut.
      await handle.sync()
    } finally {
      await handle.close()
    }
  },
  rename: (from, to) => rename(from, to),
  remove: (path) => rm(path, { force: true }),
}

export interface SnapshotFileOptions {
  /** What to write: called at write time, so the latest state is written. */
  serialize: () => unknown
  /** Quiet time after a change before writing, to coalesce bursts. Default 20 ms. */
  debounceMs?: number
  fs?: SnapshotFs
  /** A failed write is reported here (default: console.error); the next change tries again. */
  onError?: (error: unknown) => void
}

export class SnapshotFile {
  readonly tmpPath: string
  /** Set while write() runs: a failure is kept for it to throw instead of being reported. */
  #failure: { error: unknown } | undefined
  #strict = false
  readonly #fs: SnapshotFs
  readonly #writer: WriteBehind

  constructor(
    readonly path: string,
    private readonly options: SnapshotFileOptions,
  ) {
    this.tmpPath = `${path}.tmp-${process.pid}`
    this.#fs = options.fs ?? nodeSnapshotFs
    this.#writer = new WriteBehind(() => this.#writeOnce(), options.debounceMs ?? 20)
  }

  /** Notes a change; the file is rewritten shortly after, once. */
  schedule(): void {
    this.#writer.schedule()
  }

  /** Writes any pending change now and resolves once the file holds the latest state. */
  flush(): Promise<void> {
    return this.#writer.flush()
  }

  /** Writes now, unconditionally, and rejects if that fails (the first write, at start). */
  async write(): Promise<void> {
    await this.flush()
    this.#strict = true
    this.#failure = undefined
    try {
      await this.#writer.writeNow()
    } finally {
      this.#strict = false
    }
    const failure = this.#takeFailure()
    if (failure) throw failure.error
  }

  #takeFailure(): { error: unknown } | undefined {
    const failure = this.#failure
    this.#failure = undefined
    return failure
  }

  async #writeOnce(): Promise<void> {
    const data = `${JSON.stringify(this.options.serialize(), null, 2)}\n`
    try {
      await this.#fs.writeFileSynced(this.tmpPath, data)
      await this.#fs.rename(this.tmpPath, this.path)
    } catch (error) {
      await this.#fs.remove(this.tmpPath).catch(() => undefined)
      if (this.#strict) this.#failure = { error }
      else (this.options.onError ?? defaultOnError)(error)
    }
  }
}

function defaultOnError(error: unknown) {
  console.error('Could not write the data file:', error)
}

/** The parsed JSON of a data file, or undefined when there is none. */
export async function readSnapshotFile(path: string): Promise<unknown> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new Error(
      `${path} is not valid JSON (${error instanceof Error ? error.message : String(error)})`,
      { cause: error },
    )
  }
}
