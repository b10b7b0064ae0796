import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LEFT_RUNNING, PID_DIRECTORY_VARIABLE } from './spawn-mock-server'

/**
 * Vitest global setup: every mock:server a test spawns (tests/support/spawn-mock-server.ts)
 * notes its pid in a directory of this run; at the end, one still running, or one its test
 * process had to kill on exit, fails the run (a running one is killed). Only this run's servers
 * are looked at: other runs on the machine have their own directory.
 */

function isMockServer(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  try {
    // A pid reused by an unrelated process since is not ours.
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('mock-server')
  } catch {
    // No /proc (macOS): the pid is alive, and was a server of this run.
    return true
  }
}

export default function setup(): () => void {
  if (process.env[PID_DIRECTORY_VARIABLE]) return () => undefined
  const directory = mkdtempSync(join(tmpdir(), 'candor-test-servers-'))
  process.env[PID_DIRECTORY_VARIABLE] = directory
  return () => {
    const left = readdirSync(directory)
      .map(Number)
      .filter(
        (pid) =>
          isMockServer(pid) || readFileSync(join(directory, String(pid)), 'utf8') === LEFT_RUNNING,
      )
    for (const pid of left.filter(isMockServer)) process.kill(pid, 'SIGKILL')
    rmSync(directory, { recursive: true, force: true })
    delete process.env[PID_DIRECTORY_VARIABLE]
    if (left.length > 0) {
      // Vitest reports an error thrown here but still exits 0: set the exit code too.
      process.exitCode = 1
      throw new Error(
        `${left.length} mock:server process(es) were left running by the tests (pids ` +
          `${left.join(', ')}, killed): stop every server a test starts, even when it fails`,
      )
    }
  }
}
