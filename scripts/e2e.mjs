#!/usr/bin/env node
// `npm run e2e`: the end-to-end journeys (tests/e2e) in Chromium, against the demo build and
// the live build (and one in the hybrid build). Runs vitest's e2e project, then prints `e2e: N passed, M failed` on a line of
// its own; exits non-zero on any failure, on a run that found no test, or after the time limit.
// Extra arguments go to vitest (e.g. `npm run e2e -- -t "abandon"`).
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { findChromium } from './find-chromium.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
/**
 * The whole run (three builds; every journey in demo and live, then once more under faults in one
 * of them, and one in hybrid) takes a few minutes; this is the backstop.
 */
const TIME_LIMIT_MS = Number(process.env.E2E_TIME_LIMIT_MS || 10 * 60_000)

try {
  process.env.CHROMIUM_PATH = findChromium()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  console.log('e2e: 0 passed, 0 failed')
  process.exit(1)
}

const reportDir = mkdtempSync(join(tmpdir(), 'candor-e2e-report-'))
const reportFile = join(reportDir, 'report.json')
const args = [
  'run',
  '--project',
  'e2e',
  '--reporter=verbose',
  '--reporter=json',
  `--outputFile.json=${reportFile}`,
  // Two files at a time (vitest's default on two cores is one): a journey mostly waits on the
  // page, so the demo and live runs side by side took 395 s where one after the other took 522 s.
  ...(process.argv.some((arg) => arg.startsWith('--maxWorkers')) ? [] : ['--maxWorkers=2']),
  ...process.argv.slice(2),
]

// Its own process group, so that a timeout or Ctrl+C stops vitest's workers and browsers too.
const child = spawn(join(root, 'node_modules', '.bin', 'vitest'), args, {
  cwd: root,
  stdio: 'inherit',
  detached: true,
})

/** @param {NodeJS.Signals} signal */
function stopChild(signal) {
  if (child.pid === undefined || child.exitCode !== null) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // Already gone.
  }
}

let timedOut = false
const timer = setTimeout(() => {
  timedOut = true
  console.error(`e2e: stopped after the time limit of ${TIME_LIMIT_MS / 1000} s`)
  stopChild('SIGTERM')
  setTimeout(() => stopChild('SIGKILL'), 5000).unref()
}, TIME_LIMIT_MS)
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => stopChild(signal))
}

/** @returns {{ passed: number, failed: number, skipped: number } | undefined} */
function readCounts() {
  try {
    /** @type {{ numPassedTests: number, numFailedTests: number, numPendingTests: number, numTodoTests: number }} */
    const report = JSON.parse(readFileSync(reportFile, 'utf8'))
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    }
  } catch {
    return undefined
  }
}

child.on('error', (error) => {
  console.error(`e2e: vitest could not start: ${error.message}`)
})

child.on('close', (code) => {
  clearTimeout(timer)
  const counts = readCounts()
  rmSync(reportDir, { recursive: true, force: true })
  const passed = counts?.passed ?? 0
  const failed = counts?.failed ?? 0
  const skipped = counts?.skipped ?? 0
  if (!counts) console.error('e2e: the run did not complete (no report)')
  console.log(`e2e: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`)
  const ok = !timedOut && code === 0 && counts !== undefined && failed === 0 && passed > 0
  process.exit(ok ? 0 : code || 1)
})
