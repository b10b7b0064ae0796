import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { demo, spawnMockServer } from './support'

/**
 * `npm run mock:server` as a process: it prints its URL, serves the API, and on SIGTERM
 * closes and flushes its data file before exiting 0.
 */

const children: ReturnType<typeof spawnMockServer>[] = []
const dirs: string[] = []

afterAll(async () => {
  await Promise.all(children.map((child) => child.stop('SIGKILL')))
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
})

function startCli(args: string[]) {
  const started = spawnMockServer(args)
  children.push(started)
  return started
}

// Each test runs a server process of its own: they run side by side.
describe.concurrent('npm run mock:server', () => {
  it('prints its URL, serves the API, and stops cleanly on SIGTERM, saving the data', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'candor-cli-'))
    dirs.push(dir)
    const file = join(dir, 'data.json')
    const server = startCli(['--port', '0', '--data', file, '--latency', '0'])
    const url = await server.url
    expect(server.output()).toContain(`${url}/api`)
    expect(server.output()).toContain('/ws/interviews/{id}')

    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(demo.admin),
    })
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(server.output()).toContain('Stopped.')
    const saved = await readFile(file, 'utf8')
    const sessions = (JSON.parse(saved) as { collections: { authSessions: unknown[] } }).collections
      .authSessions
    expect(sessions.length).toBeGreaterThan(0)
    expect(token.length).toBeGreaterThan(0)
  }, 30_000)

  it('starts from the scenario --scenario names, and says which', async () => {
    const server = startCli(['--port', '0', '--scenario', 'empty'])
    const url = await server.url
    expect(server.output()).toContain('options  scenario empty')
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(demo.admin),
    })
    const { token } = (await login.json()) as { token: string }
    const users = await fetch(`${url}/api/users`, { headers: { Authorization: `Bearer ${token}` } })
    const emails = ((await users.json()) as { email: string }[]).map((user) => user.email)
    expect(emails).toEqual([demo.admin.email])
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }, 30_000)

  it('exits 2 with the usage on a bad flag', async () => {
    const server = startCli(['--port', 'nope'])
    server.url.catch(() => undefined)
    expect(await server.exited).toBe(2)
    expect(server.output()).toContain('--port must be a whole number')
    expect(server.output()).toContain('Usage: npm run mock:server')
  }, 30_000)
})
