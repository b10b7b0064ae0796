import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import type { E2eBuilds } from './support/builds'
import type { E2eMode } from './support/environment'

/**
 * Builds the app once per run, in the three modes the journeys drive: the demo build (mock in
 * the service worker), the live build and the hybrid build, whose API base URLs point at ports
 * chosen here, where the live and hybrid test files start the standalone mock.
 */

const root = fileURLToPath(new URL('../../', import.meta.url))
const vite = join(root, 'node_modules', '.bin', 'vite')

/**
 * A port free right now on 127.0.0.1: the live build must know it before the mock listens. It
 * is drawn below Linux's ephemeral range (32768 and up), where port-0 servers and outgoing
 * connections could take it before the live tests start.
 */
async function freePort(taken: readonly number[] = []): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000)
    if (taken.includes(port)) continue
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
      probe.once('error', () => resolve(false))
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
    })
    if (free) return port
  }
  throw new Error('No free port found for a standalone mock server')
}

/**
 * `vite build` in a child process with only the given VITE_* variables: vitest exports the test
 * mode's ones, and Vite lets the process environment win over the mode's env file. NODE_ENV is
 * production, as for `npm run build`: vitest sets it to `test`, which Vite would keep, building
 * React's development bundle (StrictMode's doubled effects and all) instead of what ships.
 */
function viteBuild(mode: E2eMode, outDir: string, env: Record<string, string> = {}) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')),
  )
  clean.NODE_ENV = 'production'
  const args = ['build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error']
  return new Promise<void>((resolve, reject) => {
    const child = spawn(vite, args, { cwd: root, env: { ...clean, ...env }, stdio: 'inherit' })
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`vite build --mode ${mode} failed (${code ?? signal})`))
    })
  })
}

export default async function setup(project: TestProject) {
  // Screenshots of failed journeys (tests/e2e/support/journeys.ts) are this run's only.
  await rm(join(root, 'test-results', 'e2e'), { recursive: true, force: true })
  const dir = await mkdtemp(join(tmpdir(), 'candor-e2e-'))
  const apiPort = await freePort()
  const hybridApiPort = await freePort([apiPort])
  const builds: E2eBuilds = {
    demoDir: join(dir, 'demo'),
    liveDir: join(dir, 'live'),
    apiPort,
    hybridDir: join(dir, 'hybrid'),
    hybridApiPort,
  }
  const started = Date.now()
  try {
    // Side by side: a build mostly waits (measured 15 s together, 24 s one after the other).
    const outcomes = await Promise.allSettled([
      viteBuild('demo', builds.demoDir),
      viteBuild('live', builds.liveDir, { VITE_API_BASE_URL: `http://127.0.0.1:${apiPort}` }),
      // No VITE_MOCK_OPERATIONS: the app finds out which operations the backend lacks itself.
      viteBuild('hybrid', builds.hybridDir, {
        VITE_API_BASE_URL: `http://127.0.0.1:${hybridApiPort}`,
      }),
    ])
    for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
  console.log(
    `[e2e] built demo, live and hybrid in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  project.provide('e2eBuilds', builds)
  return () => rm(dir, { recursive: true, force: true })
}
