import { spawn, type ChildProcess } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { scriptCommand } from './script-command.js'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** Set by tests/support/no-leftover-servers.ts: each spawned server leaves its pid there. */
export const PID_DIRECTORY_VARIABLE = 'CANDOR_TEST_MOCK_PIDS'
/** A pid file's text when the server was still running as its test process ended. */
export const LEFT_RUNNING = 'left running'

const running = new Set<ChildProcess>()
let exitHook = false

/** Where this run notes the pids of its servers (none outside a test run). */
const pidFile = (pid: number | undefined) => {
  const directory = process.env[PID_DIRECTORY_VARIABLE]
  return directory && pid ? join(directory, String(pid)) : undefined
}

/**
 * Kills what is still running when this process ends (a test that did not stop its server), and
 * marks it so that the global teardown fails the run all the same.
 */
function killOnExit(child: ChildProcess): void {
  running.add(child)
  child.once('exit', () => running.delete(child))
  if (exitHook) return
  exitHook = true
  process.once('exit', () => {
    for (const left of running) {
      left.kill('SIGKILL')
      const file = pidFile(left.pid)
      if (file) writeFileSync(file, LEFT_RUNNING)
    }
  })
}

/**
 * `npm run mock:server` as a process of its own (its own data): resolves `url` once it prints
 * where it listens. The server runs in node itself (see scriptCommand), so a signal reaches the
 * server and SIGKILL leaves no orphan. Stop it with `stop()`.
 */
export function spawnMockServer(args: string[]) {
  const child = spawn(process.execPath, [...scriptCommand('mock-server'), ...args], {
    cwd: root,
    env: { ...process.env, MOCK_PORT: '', MOCK_DATA: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  killOnExit(child)
  const file = pidFile(child.pid)
  if (file) writeFileSync(file, '')
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL printed:\n${output}`)), 60_000)
    child.stdout?.on('data', () => {
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
    child.on('exit', () => reject(new Error(`exited early:\n${output}`)))
  })
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode)
    else child.once('exit', (code) => resolve(code))
  })
  /** SIGTERM (a clean stop: the data file is saved), SIGKILL after 10 s; resolves on exit. */
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal)
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(force)
    }
  }
  return { child, url, exited, stop, output: () => output }
}
