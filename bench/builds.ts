import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The three builds a run measures, made by the same Vite into a temporary directory, in child
 * processes as tests/e2e/global-setup.ts does: the live build (its API at the standalone mock),
 * the demo build (the mock in a service worker) and a React 19 hello world, the floor.
 */

const root = fileURLToPath(new URL('../', import.meta.url))
const vite = join(root, 'node_modules', '.bin', 'vite')
const helloWorldConfig = fileURLToPath(new URL('./hello-world/vite.config.ts', import.meta.url))

export interface Builds {
  liveDir: string
  demoDir: string
  helloWorldDir: string
}

/**
 * `vite build` with only the given VITE_* variables: Vite lets the process environment win over
 * a mode's env file, so a stray VITE_API_MODE would change what is built. Vite's output goes to
 * stderr, keeping stdout for the table.
 */
export function viteBuild(what: string, args: readonly string[], env: Record<string, string> = {}) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')),
  )
  return new Promise<void>((resolve, reject) => {
    const child = spawn(vite, ['build', ...args, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: root,
      env: { ...clean, ...env },
      stdio: ['ignore', 2, 2],
    })
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`vite build of ${what} failed (${code ?? signal})`))
    })
  })
}

/** Builds all three side by side (a build mostly waits); `apiUrl` is the live build's API. */
export async function buildAll(dir: string, apiUrl: string): Promise<Builds> {
  const builds: Builds = {
    liveDir: join(dir, 'live'),
    demoDir: join(dir, 'demo'),
    helloWorldDir: join(dir, 'hello-world'),
  }
  const outcomes = await Promise.allSettled([
    viteBuild('the live app', ['--mode', 'live', '--outDir', builds.liveDir], {
      VITE_API_BASE_URL: apiUrl,
    }),
    viteBuild('the demo app', ['--mode', 'demo', '--outDir', builds.demoDir]),
    viteBuild('the hello world', ['--config', helloWorldConfig, '--outDir', builds.helloWorldDir]),
  ])
  for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason
  return builds
}
