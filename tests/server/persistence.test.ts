import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { frameText } from '../../scripts/contract/socket'
import { FIXTURE_VERSION, fixtureIds } from '../../fixtures'
import { db } from '../../mocks/db'
import { seedDatabase } from '../../mocks/db/seed'
import { startMockServer } from '../../mocks/server/create-server'
import { demo, signInAt } from './support'

/** `--data FILE`: the data survives a restart, and the file is only ever complete JSON. */

let dir: string
let file: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'candor-mock-data-'))
  file = join(dir, 'mock-data.json')
})
afterEach(() => rm(dir, { recursive: true, force: true }))

async function createProject(url: string, name: string): Promise<string> {
  const { token } = await signInAt(url, demo.admin)
  const response = await fetch(`${url}/api/projects`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      name,
      company: 'Persist Co',
      product: 'Keeper',
      productDescription: 'Kept between runs',
      projectTypeId: fixtureIds.projectTypes.service,
    }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: string }).id
}

const readJson = async (path: string) => JSON.parse(await readFile(path, 'utf8')) as unknown

describe('--data FILE', () => {
  it('seeds and writes the file when there is none', async () => {
    const server = await startMockServer({ port: 0, dataFile: file })
    try {
      expect(server.loadedFromFile).toBe(false)
      const snapshot = (await readJson(file)) as {
        version: number
        collections: Record<string, unknown[]>
      }
      expect(snapshot.version).toBe(FIXTURE_VERSION)
      expect(snapshot.collections.users?.length).toBe(db.users.count())
    } finally {
      await server.close()
    }
  })

  it('keeps a project created over HTTP across a restart', async () => {
    const first = await startMockServer({ port: 0, dataFile: file })
    const id = await createProject(first.url, 'Survives restarts')
    await first.close()

    // Wipe what is in memory, so only the file can bring the project back.
    await seedDatabase()
    expect(db.projects.findFirst((q) => q.where({ id }))).toBeUndefined()

    const second = await startMockServer({ port: 0, dataFile: file })
    try {
      expect(second.loadedFromFile).toBe(true)
      const { token } = await signInAt(second.url, demo.admin)
      const response = await fetch(`${second.url}/api/projects/${id}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
      expect(response.status).toBe(200)
      expect(((await response.json()) as { name: string }).name).toBe('Survives restarts')
    } finally {
      await second.close()
    }
  })

  it('has each change in FILE.journal when it answers, and folds the journal into FILE on close', async () => {
    const server = await startMockServer({ port: 0, dataFile: file })
    try {
      const id = await createProject(server.url, 'Written before the answer')
      expect(await readFile(`${file}.journal`, 'utf8')).toContain(id)
      // A burst shares flushes; each line of the journal is one whole change.
      await Promise.all(
        Array.from({ length: 8 }, (_, index) => createProject(server.url, `Burst ${index}`)),
      )
      const lines = (await readFile(`${file}.journal`, 'utf8')).trimEnd().split('\n')
      for (const line of lines) expect(JSON.parse(line)).toHaveProperty('op')
      for (let index = 0; index < 8; index++) {
        expect(lines.some((line) => line.includes(`Burst ${index}`))).toBe(true)
      }
    } finally {
      await server.close()
    }
    const snapshot = JSON.stringify(await readJson(file))
    for (let index = 0; index < 8; index++) expect(snapshot).toContain(`Burst ${index}`)
    expect(await readdir(dir)).toEqual(['mock-data.json'])
  })

  it('rewrites FILE while serving once the journal outgrows its bound, and loses nothing', async () => {
    const first = await startMockServer({ port: 0, dataFile: file, compactAfterBytes: 2000 })
    const ids: string[] = []
    try {
      for (let round = 0; round < 4; round++) {
        ids.push(
          ...(await Promise.all(
            Array.from({ length: 5 }, (_, index) => createProject(first.url, `R${round}-${index}`)),
          )),
        )
      }
      // Compacted at least once while serving: FILE already holds the first projects.
      await expect.poll(async () => JSON.stringify(await readJson(file))).toContain(ids[0])
    } finally {
      await first.close()
    }
    await seedDatabase()
    const second = await startMockServer({ port: 0, dataFile: file })
    try {
      for (const id of ids) expect(db.projects.findFirst((q) => q.where({ id }))).toBeDefined()
    } finally {
      await second.close()
    }
  })

  it('loads a journal whose last append was torn, and one left by a compaction cut short', async () => {
    const first = await startMockServer({ port: 0, dataFile: file })
    const kept = await createProject(first.url, 'Kept in the journal')
    await first.close()
    const project = db.projects.findFirst((q) => q.where({ id: kept }))
    const change = (name: string) =>
      `${JSON.stringify({ op: 'put', collection: 'projects', record: { ...project, name } })}\n`
    // A compaction set its journal aside and died; the newer journal ends in half a line.
    await writeFile(`${file}.journal.compacting`, change('Renamed once'))
    await writeFile(`${file}.journal`, `${change('Renamed twice')}{"op":"put","coll`)
    await seedDatabase()
    const second = await startMockServer({ port: 0, dataFile: file })
    try {
      expect(db.projects.findFirst((q) => q.where({ id: kept }))?.name).toBe('Renamed twice')
      expect((await readdir(dir)).sort()).toEqual(['mock-data.json', 'mock-data.json.journal'])
      expect(await readFile(`${file}.journal`, 'utf8')).not.toContain('"coll\n')
    } finally {
      await second.close()
    }
  })

  it('keeps the state of a live interview answered over the socket', async () => {
    const first = await startMockServer({ port: 0, dataFile: file })
    const { token } = await signInAt(first.url, demo.interviewee)
    const started = await fetch(`${first.url}/api/interviews`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        company: 'BeanRunner',
        product: 'BeanRunner Express',
        projectId: fixtureIds.projects.coffee,
      }),
    })
    const { id } = (await started.json()) as { id: string }
    const socket = new WebSocket(
      `${first.url.replace(/^http/, 'ws')}/ws/interviews/${id}?token=${token}`,
    )
    await new Promise<void>((resolve, reject) => {
      socket.on('message', (data) => {
        const message = JSON.parse(frameText(data)) as { type: string }
        if (message.type === 'status') {
          socket.send(new Uint8Array([1, 2, 3]))
          socket.send(new Uint8Array(0))
        }
        if (message.type === 'nextQuestion') resolve()
      })
      socket.on('error', reject)
    })
    socket.close()
    await first.close()
    await seedDatabase()

    const second = await startMockServer({ port: 0, dataFile: file })
    try {
      const session = db.liveSessions.findFirst((q) => q.where({ id }))
      expect(session?.answers).toHaveLength(1)
      // The token of the first run still works: sessions are data too.
      const profile = await fetch(`${second.url}/api/auth/profile`, {
        headers: { Authorization: `Bearer ${token}` },
      })
      expect(profile.status).toBe(200)
    } finally {
      await second.close()
    }
  })

  it('refuses a file it cannot read back, and leaves it untouched', async () => {
    await writeFile(
      file,
      JSON.stringify({ version: FIXTURE_VERSION, collections: { users: 'oops' } }),
    )
    await expect(startMockServer({ port: 0, dataFile: file })).rejects.toThrow(
      /Cannot load .*mock-data\.json: Snapshot is malformed/,
    )
    await writeFile(file, '{"version": 1, "coll')
    await expect(startMockServer({ port: 0, dataFile: file })).rejects.toThrow(/not valid JSON/)
    await writeFile(file, JSON.stringify({ version: FIXTURE_VERSION + 1, collections: {} }))
    await expect(startMockServer({ port: 0, dataFile: file })).rejects.toThrow(
      /does not match the fixtures version/,
    )
    expect(await readFile(file, 'utf8')).toContain(`"version":${FIXTURE_VERSION + 1}`)
  })

  it('applies this run’s flags to loaded data', async () => {
    const first = await startMockServer({ port: 0, dataFile: file })
    await first.close()
    const second = await startMockServer({ port: 0, dataFile: file, registration: false })
    try {
      const config = await fetch(`${second.url}/api/auth/config`)
      expect(await config.json()).toEqual({ registrationEnabled: false })
    } finally {
      await second.close()
    }
  })
})
