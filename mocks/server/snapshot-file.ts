import { open, readFile, rename, rm } from 'node:fs/promises'
import { dirname } from 'node:path'

/**
 * The snapshot of `--data FILE`: the data layer as one JSON file, always complete, in the format
 * of exportSnapshot() (what mock:record writes too). It is written to `FILE.tmp-<pid>`, flushed
 * to disk, renamed over FILE (atomic: a crash leaves the old file or the new one, never half of
 * one), and the directory is flushed so that the rename itself survives a power cut.
 *
 * The text is produced a slice at a time, yielding to the event loop between slices, so that
 * rewriting a large data set never holds a request up for long.
 */

/** Longest stretch of serialising before other work gets a turn. */
const SLICE_MS = 8
/** Text gathered before it is handed to the file (written off the event loop). */
const CHUNK_CHARS = 1 << 20

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** `JSON.stringify(value, null, 2)` of a value nested `depth` levels deep. */
const nested = (value: unknown, depth: number) =>
  JSON.stringify(value, null, 2).replaceAll('\n', `\n${'  '.repeat(depth)}`)

export interface SnapshotContent {
  version: number
  /** Each collection's records, as stored (their own symbols are left out of the JSON). */
  collections: Record<string, readonly object[]>
}

/** Writes the snapshot as `JSON.stringify(snapshot, null, 2)` would, then swaps it in. */
export async function writeSnapshotFile(path: string, content: SnapshotContent): Promise<void> {
  const tmpPath = `${path}.tmp-${process.pid}`
  const handle = await open(tmpPath, 'w', 0o600)
  try {
    let text = `{\n  "version": ${JSON.stringify(content.version)},\n  "collections": {`
    let sliceStart = performance.now()
    const names = Object.keys(content.collections)
    for (const [nameIndex, name] of names.entries()) {
      const records = content.collections[name] ?? []
      text += `${nameIndex === 0 ? '' : ','}\n    ${JSON.stringify(name)}: [`
      for (const [index, record] of records.entries()) {
        text += `${index === 0 ? '' : ','}\n      ${nested(record, 3)}`
        if (text.length >= CHUNK_CHARS) {
          await handle.write(text)
          text = ''
        }
        if (performance.now() - sliceStart >= SLICE_MS) {
          await nextTurn()
          sliceStart = performance.now()
        }
      }
      text += records.length === 0 ? ']' : '\n    ]'
    }
    text += `${names.length === 0 ? '}' : '\n  }'}\n}\n`
    await handle.write(text)
    await handle.sync()
  } catch (error) {
    await handle.close()
    await rm(tmpPath, { force: true })
    throw error
  }
  await handle.close()
  await rename(tmpPath, path)
  await syncDirectory(path)
}

/** Flushes the directory entry of `path` (a rename or a new file); not possible everywhere. */
export async function syncDirectory(path: string): Promise<void> {
  let directory
  try {
    directory = await open(dirname(path), 'r')
    await directory.sync()
  } catch {
    // Windows cannot open a directory: its renames are flushed with the file system's journal.
  } finally {
    await directory?.close()
  }
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
