import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockServer, type RunningMockServer } from '../../mocks/server/create-server'
import { driftHandlers, expectedFailures } from './drift'
import { demoAccounts } from '../support/accounts'

/** `npm run contract` as a process: the table on stdout and the exit code CI relies on. */

const root = fileURLToPath(new URL('../..', import.meta.url))

/** Runs the script as `npm run contract` does, with tsx as node's loader: one process, not two. */
function runCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/contract-check.ts', ...args],
      {
        cwd: root,
        timeout: 25_000,
        env: { ...process.env, CONTRACT_BASE_URL: '', CONTRACT_EMAIL: '', CONTRACT_PASSWORD: '' },
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0
        resolve({ code, stdout, stderr })
      },
    )
  })
}

let server: RunningMockServer
let drifted: RunningMockServer
beforeAll(async () => {
  server = await startMockServer({ port: 0 })
})
afterAll(async () => {
  await server.close()
  await drifted?.close()
})

describe('npm run contract', () => {
  it('exits 0 and prints an all-OK table for the standalone mock', async () => {
    const { code, stdout } = await runCli(['--base-url', server.url])
    expect(code, stdout).toBe(0)
    expect(stdout).toMatch(/^Operation\s+Request\s+Status\s+Verdict$/m)
    expect(stdout).toMatch(/^listProjects\s+GET \/projects\s+200\s+OK$/m)
    expect(stdout).not.toMatch(/ {2}FAIL\b/)
    expect(stdout).toMatch(/\d+ checks: \d+ OK, 0 FAIL, 0 SKIP/)
    expect(stdout).toContain('Result: the server conforms.')
  }, 30_000)

  it('exits 1 against a drifted server, naming each problem', async () => {
    drifted = await startMockServer({ port: 0, handlers: driftHandlers })
    const { code, stdout } = await runCli([
      '--base-url',
      `${drifted.url}/api`,
      '--email',
      demoAccounts.admin.email,
      '--password',
      demoAccounts.admin.password,
    ])
    expect(code, stdout).toBe(1)
    for (const { operationId, detail } of expectedFailures) {
      expect(stdout).toMatch(
        new RegExp(`^${operationId}\\s.*FAIL\\s+${detail.replace(/\./g, '\\.')}$`, 'm'),
      )
    }
    expect(stdout).toContain('Result: the server does NOT conform.')
  }, 30_000)

  it('exits 2 with the usage when it cannot run', async () => {
    // Two runs of their own: side by side.
    const [missing, wrong] = await Promise.all([
      runCli([]),
      runCli(['--base-url', server.url, '--email', 'admin@candor.test', '--password', 'nope']),
    ])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('--base-url is required')
    expect(missing.stderr).toContain('Usage: npm run contract')
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toContain('Cannot sign in as admin@candor.test')
  }, 30_000)
})
