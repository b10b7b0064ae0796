import { open, readFile, type FileHandle } from 'node:fs/promises'
import { parseChange, type Change } from '../db/changes'
import { syncDirectory } from './snapshot-file'

/**
 * The journal of `--data FILE`: the changes made since the snapshot was last written, one JSON
 * line each, appended and flushed to disk (fdatasync) before a write is answered. Changes that
 * arrive while a flush is under way wait for the next one and share it (group commit): a burst
 * of writes costs a few flushes, not one each. docs/architecture.md#durability has the promise.
 */

interface Waiter {
  upTo: number
  resolve: () => void
  reject: (error: unknown) => void
}

export class Journal {
  #pending: string[] = []
  #appended = 0
  #durable = 0
  #bytes: number
  #waiters: Waiter[] = []
  #flushing: Promise<void> | undefined
  #paused = false
  #failure: Error | undefined

  private constructor(
    private handle: FileHandle,
    bytes: number,
  ) {
    this.#bytes = bytes
  }

  /** Opens `path` for appending, creating it; `bytes` is the length already there. */
  static async open(path: string): Promise<Journal> {
    const handle = await open(path, 'a', 0o600)
    const { size } = await handle.stat()
    return new Journal(handle, size)
  }

  /** Bytes written to this journal file so far. */
  get bytes(): number {
    return this.#bytes
  }

  /** Notes a change; it is flushed as soon as the flush before it has ended. */
  append(change: Change): void {
    this.#pending.push(`${JSON.stringify(change)}\n`)
    this.#appended++
    this.#kick()
  }

  /** Resolves once every change appended so far is on disk; rejects if it cannot be. */
  commit(): Promise<void> {
    if (this.#failure) return Promise.reject(this.#failure)
    if (this.#durable >= this.#appended) return Promise.resolve()
    return new Promise((resolve, reject) =>
      this.#waiters.push({ upTo: this.#appended, resolve, reject }),
    )
  }

  /**
   * Ends this file and goes on in a fresh one at `path`: `move` renames the current file (closed,
   * every flushed change in it). Changes noted meanwhile wait and go to the new file.
   */
  async switchFile(move: () => Promise<void>, path: string): Promise<void> {
    this.#paused = true
    try {
      await this.#flushing
      await this.handle.close()
      await move()
      this.handle = await open(path, 'a', 0o600)
      await syncDirectory(path)
      this.#bytes = 0
    } finally {
      this.#paused = false
      this.#kick()
    }
  }

  /** Flushes what is noted, then closes the file. */
  async close(): Promise<void> {
    await this.commit().catch(() => undefined)
    await this.#flushing
    await this.handle.close()
  }

  #kick(): void {
    if (this.#flushing || this.#paused || this.#pending.length === 0) return
    // Started on the next turn, so that the changes one request makes together share a flush.
    this.#flushing = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.#drain())
      .finally(() => {
        this.#flushing = undefined
        this.#kick()
      })
  }

  async #drain(): Promise<void> {
    while (this.#pending.length > 0 && !this.#failure) {
      const lines = this.#pending
      this.#pending = []
      const text = lines.join('')
      try {
        await this.handle.write(text)
        await this.handle.datasync()
      } catch (error) {
        // A half-written line may now end the file: nothing more is appended after it, and
        // every write from now on is refused rather than acknowledged and lost.
        this.#failure = error instanceof Error ? error : new Error(String(error))
        for (const waiter of this.#waiters.splice(0)) waiter.reject(this.#failure)
        return
      }
      this.#bytes += Buffer.byteLength(text)
      this.#durable += lines.length
      const waiting = this.#waiters
      this.#waiters = []
      for (const waiter of waiting) {
        if (waiter.upTo <= this.#durable) waiter.resolve()
        else this.#waiters.push(waiter)
      }
    }
  }
}

/** A journal file read back: its changes, and the length of the part that holds them. */
export interface JournalContent {
  changes: Change[]
  /** Bytes up to the end of the last whole, valid line; anything after is a torn append. */
  validBytes: number
}

/**
 * Reads a journal; none is an empty one. Reading stops at the first line that is incomplete or
 * not a change: only the last append can be torn by a crash, and it was never acknowledged.
 */
export async function readJournal(path: string): Promise<JournalContent> {
  let data: Buffer
  try {
    data = await readFile(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { changes: [], validBytes: 0 }
    throw error
  }
  const changes: Change[] = []
  let start = 0
  for (let end = data.indexOf(10, start); end !== -1; end = data.indexOf(10, start)) {
    let change: Change | undefined
    try {
      change = parseChange(JSON.parse(data.toString('utf8', start, end)))
    } catch {
      change = undefined
    }
    if (!change) break
    changes.push(change)
    start = end + 1
  }
  return { changes, validBytes: start }
}
