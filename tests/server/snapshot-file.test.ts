import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nodeSnapshotFs, SnapshotFile, type SnapshotFs } from '../../mocks/server/snapshot-file'

/**
 * Crash safety of the data file: the data goes to FILE.tmp-<pid>, is synced, then renamed over
 * FILE; writes never overlap; a write that dies half-way leaves the previous file whole.
 */

let dir: string
let file: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'candor-snapshot-'))
  file = join(dir, 'data.json')
})
afterEach(() => rm(dir, { recursive: true, force: true }))

/** The real file operations, recorded, with optional faults and delays. */
function recordingFs(options: { failWriteAfter?: number; delayMs?: number } = {}) {
  const calls: string[] = []
  let active = 0
  let maxActive = 0
  const fs: SnapshotFs = {
    async writeFileSynced(path, data) {
      active += 1
      maxActive = Math.max(maxActive, active)
      try {
        calls.push(`write ${path}`)
        if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs))
        if (options.failWriteAfter !== undefined) {
          // The process "dies" with half the data on disk.
          await writeFile(path, data.slice(0, options.failWriteAfter))
          throw new Error('ENOSPC: no space left on device')
        }
        await nodeSnapshotFs.writeFileSynced(path, data)
      } finally {
        active -= 1
      }
    },
    async rename(from, to) {
      calls.push(`rename ${from} -> ${to}`)
      await nodeSnapshotFs.rename(from, to)
    },
    async remove(path) {
      calls.push(`remove ${path}`)
      await nodeSnapshotFs.remove(path)
    },
  }
  return { fs, calls, maxActive: () => maxActive }
}

describe('SnapshotFile', () => {
  it('writes to FILE.tmp-<pid>, then renames it over FILE', async () => {
    const { fs, calls } = recordingFs()
    const snapshot = new SnapshotFile(file, { serialize: () => ({ n: 1 }), fs })
    await snapshot.write()
    const tmp = `${file}.tmp-${process.pid}`
    expect(snapshot.tmpPath).toBe(tmp)
    expect(calls).toEqual([`write ${tmp}`, `rename ${tmp} -> ${file}`])
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ n: 1 })
    expect(await readdir(dir)).toEqual(['data.json'])
  })

  it('leaves the previous file whole when a write dies half-way', async () => {
    await writeFile(file, JSON.stringify({ generation: 1 }))
    const { fs, calls } = recordingFs({ failWriteAfter: 7 })
    const onError = vi.fn()
    const snapshot = new SnapshotFile(file, {
      serialize: () => ({ generation: 2, padding: 'x'.repeat(1000) }),
      fs,
      onError,
    })
    snapshot.schedule()
    await snapshot.flush()
    expect(onError).toHaveBeenCalledTimes(1)
    expect(String(onError.mock.calls[0]?.[0])).toMatch(/ENOSPC/)
    expect(calls.some((call) => call.startsWith('rename'))).toBe(false)
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ generation: 1 })
    // The half-written temporary file is cleaned up.
    expect(await readdir(dir)).toEqual(['data.json'])
    // An explicit write (the first one, at start) rejects instead.
    await expect(snapshot.write()).rejects.toThrow(/ENOSPC/)
    expect(onError).toHaveBeenCalledTimes(1)
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ generation: 1 })
  })

  it('serialises writes and coalesces a burst into few writes of the latest state', async () => {
    const { fs, calls, maxActive } = recordingFs({ delayMs: 15 })
    let state = 0
    const snapshot = new SnapshotFile(file, { serialize: () => ({ state }), fs, debounceMs: 5 })
    for (let index = 0; index < 30; index++) {
      state = index
      snapshot.schedule()
      await new Promise((resolve) => setTimeout(resolve, 1))
    }
    await snapshot.flush()
    expect(maxActive()).toBe(1)
    const writes = calls.filter((call) => call.startsWith('write')).length
    expect(writes).toBeGreaterThan(0)
    expect(writes).toBeLessThan(30)
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ state: 29 })
  })

  it('is only ever complete JSON to a reader, whatever it reads in the middle of writes', async () => {
    let state = 0
    const big = 'y'.repeat(200_000)
    const snapshot = new SnapshotFile(file, { serialize: () => ({ state, big }), debounceMs: 0 })
    await snapshot.write()
    const reads: number[] = []
    const reader = (async () => {
      for (let index = 0; index < 60; index++) {
        const parsed = JSON.parse(await readFile(file, 'utf8')) as { state: number }
        reads.push(parsed.state)
        await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    for (let index = 1; index <= 40; index++) {
      state = index
      snapshot.schedule()
      await new Promise((resolve) => setImmediate(resolve))
    }
    await reader
    await snapshot.flush()
    expect(reads).toHaveLength(60)
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ state: 40 })
    expect(await readdir(dir)).toEqual(['data.json'])
  })

  it('flush writes a pending change at once and waits for a write in progress', async () => {
    const { fs, calls } = recordingFs({ delayMs: 10 })
    const snapshot = new SnapshotFile(file, {
      serialize: () => ({ ok: true }),
      fs,
      debounceMs: 10_000,
    })
    snapshot.schedule()
    await snapshot.flush()
    expect(calls).toHaveLength(2)
    await snapshot.flush()
    expect(calls).toHaveLength(2)
  })
})
