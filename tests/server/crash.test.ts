import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { fixtureIds } from '../../fixtures'
import { byId } from '../../mocks/db/indexes'
import { DataStore } from '../../mocks/server/data-store'
import { demo, signInAt, spawnMockServer } from './support'
import { mulberry32 } from '../support/random'

/**
 * Acknowledged means kept: `mock:server --data FILE` under a burst of creates is killed with
 * SIGKILL at a random moment, again and again on the same file; each restart must load the file
 * and answer every project it acknowledged (201) before the kill. The journal is kept small, so
 * kills also land in the middle of compactions. Seeded: a failure names the run to replay.
 */

const RUNS = 20
const SEED = 26
const CONCURRENCY = 8

let dir = ''
const servers: ReturnType<typeof spawnMockServer>[] = []
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')))
  if (dir) await rm(dir, { recursive: true, force: true })
})

function start(file: string) {
  const server = spawnMockServer(['--port', '0', '--data', file, '--compact-after', '20000'])
  servers.push(server)
  return server
}

async function createProject(url: string, token: string, name: string): Promise<string | null> {
  try {
    const response = await fetch(`${url}/api/projects`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name,
        company: 'Crash Co',
        product: 'Survivor',
        productDescription: 'Made while the server may die',
        projectTypeId: fixtureIds.projectTypes.service,
      }),
    })
    if (response.status !== 201) return null
    return ((await response.json()) as { id: string }).id
  } catch {
    // The connection died with the server: not acknowledged.
    return null
  }
}

/** Creates until the server is killed, at a random point once `killAfter` were answered. */
async function burstUntilKilled(
  server: ReturnType<typeof spawnMockServer>,
  label: string,
  killAfter: number,
  extraMs: number,
): Promise<string[]> {
  const url = await server.url
  const { token } = await signInAt(url, demo.admin)
  const acknowledged: string[] = []
  let serial = 0
  const alive = () => server.child.exitCode === null && server.child.signalCode === null
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (alive()) {
        const id = await createProject(url, token, `${label} #${serial++}`)
        if (id) acknowledged.push(id)
        if (acknowledged.length === killAfter) {
          setTimeout(() => server.child.kill('SIGKILL'), extraMs)
        }
      }
    }),
  )
  await server.exited
  return acknowledged
}

let loading: Promise<unknown> = Promise.resolve()
/** This process has one data layer: the chains load their files into it in turn. */
function loadedOneAtATime<T>(load: () => Promise<T>): Promise<T> {
  const result = loading.then(load)
  loading = result.catch(() => undefined)
  return result
}

/** Kills a server on `file` `runs` times; after each, the file is loaded as a restart does. */
async function chain(file: string, runs: number, next: () => number): Promise<string[]> {
  const kept: string[] = []
  for (let run = 1; run <= runs; run++) {
    const label = `${file} run ${run} (seed ${SEED})`
    const killAfter = 1 + Math.floor(next() * 30)
    const acknowledged = await burstUntilKilled(start(file), label, killAfter, next() * 15)
    kept.push(...acknowledged)
    const missing = await loadedOneAtATime(async () => {
      // The restart's own loading code, in this process: throws if the file cannot be loaded.
      await new DataStore(file).load().catch((error: unknown) => {
        throw new Error(`${label}: the file did not load`, { cause: error })
      })
      return kept.filter((id) => !byId.projects(id))
    })
    expect(missing, `${label}: acknowledged projects missing after the kill`).toEqual([])
  }
  return kept
}

it(`keeps every acknowledged write through ${RUNS} kills at random points`, async () => {
  dir = await mkdtemp(join(tmpdir(), 'candor-crash-'))
  const next = mulberry32(SEED)
  // Two files side by side, half the runs each: the machine's two cores both work.
  const files = [join(dir, 'a.json'), join(dir, 'b.json')]
  const chains = files.map((file) => chain(file, RUNS / 2, next))
  const kept = await Promise.all(chains)
  // And a real restart of each: the server answers every acknowledged project.
  for (const [index, file] of files.entries()) {
    const server = start(file)
    const url = await server.url
    const { token } = await signInAt(url, demo.admin)
    for (const id of kept[index] ?? []) {
      const response = await fetch(`${url}/api/projects/${id}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
      expect(response.status, `${file}: acknowledged project ${id}`).toBe(200)
    }
    await server.stop()
  }
  expect(kept.flat().length).toBeGreaterThanOrEqual(RUNS)
}, 240_000)
