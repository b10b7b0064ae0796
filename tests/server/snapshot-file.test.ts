import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { writeSnapshotFile } from '../../mocks/server/snapshot-file'

/** The snapshot writer gives the very text `JSON.stringify(snapshot, null, 2)` gives. */

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'candor-snapshot-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

it('writes the snapshot as JSON.stringify(snapshot, null, 2), and only FILE is left', async () => {
  const file = join(dir, 'data.json')
  const content = {
    version: 7,
    collections: {
      users: [
        { id: 'a', nested: { list: [1, 2], empty: [] }, text: 'line\nbreak' },
        { id: 'b', nested: null, text: '' },
      ],
      projects: [],
      settings: [{ key: 'settings', on: true }],
    },
  }
  await writeSnapshotFile(file, content)
  expect(await readFile(file, 'utf8')).toBe(`${JSON.stringify(content, null, 2)}\n`)
  expect(await readdir(dir)).toEqual(['data.json'])
})
