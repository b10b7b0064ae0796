import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { demo, signInAt } from '../server/support'

/**
 * A process manager stops a service by sending SIGTERM to its whole process group. The server,
 * started as `npm run mock:server` starts it (package.json's command, in a group of its own),
 * must then save its data and exit 0, leaving no temporary file behind.
 */

const root = fileURLToPath(new URL('../..', import.meta.url))
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>
}

const groups: number[] = []
const directories: string[] = []

afterEach(() => {
  for (const pid of groups.splice(0)) {
    try {
      process.kill(-pid, 'SIGKILL')
    } catch {
      // Already gone, as it should be.
    }
  }
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true })
})

/**
 * The server in a process group of its own, started through npm (`npm run mock:server`), or
 * with the npm script's command itself, its program found where npm finds it.
 */
function start(how: 'npm' | 'command', args: string[]) {
  const [program = '', ...scriptArgs] = (packageJson.scripts['mock:server'] ?? '').split(' ')
  const [executable, commandArgs] =
    how === 'npm'
      ? ['npm', ['run', '--silent', 'mock:server', '--', ...args]]
      : [
          program === 'node' ? process.execPath : join(root, 'node_modules/.bin', program),
          [...scriptArgs, ...args],
        ]
  const child = spawn(executable, commandArgs, {
    cwd: root,
    detached: true,
    env: { ...process.env, MOCK_PORT: '', MOCK_DATA: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  if (child.pid) groups.push(child.pid)
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  // Every process of the group holds the output pipes: they close once the last one is gone.
  const allGone = new Promise<void>((resolve) => child.on('close', () => resolve()))
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match?.[1]) resolve(match[1])
    })
    void exited.then(() => reject(new Error(`exited early:\n${output}`)))
  })
  return { pid: child.pid ?? 0, url, exited, allGone, output: () => output }
}

const sessionIdOf = (token: string) =>
  (
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      sessionId: string
    }
  ).sessionId

describe('SIGTERM to the process group', () => {
  async function stopAndCheck(how: 'npm' | 'command') {
    const directory = mkdtempSync(join(tmpdir(), 'candor-stop-'))
    directories.push(directory)
    const file = join(directory, 'data.json')
    const server = start(how, ['--port', '0', '--data', file])
    const { token } = await signInAt(await server.url, demo.lead)

    process.kill(-server.pid, 'SIGTERM')

    const exitCode = await server.exited
    await server.allGone
    expect(server.output()).toContain('Stopped.')
    expect(server.output()).not.toContain('Forced exit.')
    // Saved whole: the snapshot holds the sign-in, with no journal and no temporary file.
    expect(readdirSync(directory)).toEqual(['data.json'])
    expect(readFileSync(file, 'utf8')).toContain(sessionIdOf(token))
    return exitCode
  }

  it("exits 0 having saved, run with the npm script's command", async () => {
    expect(await stopAndCheck('command')).toBe(0)
  }, 60_000)

  // Through npm the signal also reaches npm and its shell, which report it as their own exit
  // status whatever the server does; what counts is that the server saved and stopped cleanly.
  // Three times: the stop used to fail in some runs only, as duplicate signals raced.
  it.each([1, 2, 3])(
    'saves and stops cleanly under npm run (run %i)',
    async () => {
      await stopAndCheck('npm')
    },
    60_000,
  )
})
