#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first failure with its exit code.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { findChromium } from './find-chromium.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const bin = (/** @type {string} */ name) => join(root, 'node_modules', '.bin', name)

/**
 * Add a step here to extend `npm test` (e.g. e2e).
 * @type {{ name: string, cmd: string, args: string[], stderr?: 'on failure' }[]}
 */
const steps = [
  { name: 'typecheck', cmd: 'tsc', args: ['-p', 'tsconfig.json', '--noEmit'] },
  { name: 'eslint', cmd: 'eslint', args: ['.', '--max-warnings', '0'] },
  { name: 'prettier', cmd: 'prettier', args: ['--check', '.'] },
  { name: 'document references', cmd: 'node', args: ['scripts/check-doc-refs.mjs'] },
  // Exports, files and dependencies no one uses (knip.json says where the entry points are).
  { name: 'unused code', cmd: 'knip', args: ['--no-progress'] },
  // Redocly writes its problems to stdout, and banners (Node version notices, news) and progress
  // to stderr: that is shown only when the step fails.
  {
    name: 'openapi lint',
    cmd: 'redocly',
    args: ['lint', 'openapi.yaml', '--format', 'stylish'],
    stderr: 'on failure',
  },
  // The AI evaluation on the local engine (eval/run.ts): seconds, and a missed budget fails.
  { name: 'AI evaluation', cmd: 'tsx', args: ['eval/run.ts'] },
  // The e2e project builds the app and runs its own step below, with its summary line.
  { name: 'vitest', cmd: 'vitest', args: ['run', '--project', '!e2e'] },
  { name: 'e2e', cmd: 'node', args: ['scripts/e2e.mjs'] },
]

try {
  // Found once here so every step (and vitest's config) uses the same browser.
  process.env.CHROMIUM_PATH = findChromium()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.cmd} ${step.args.join(' ')}`)
  const started = Date.now()
  const command = step.cmd === 'node' ? process.execPath : bin(step.cmd)
  const quiet = step.stderr === 'on failure'
  const result = spawnSync(command, step.args, {
    cwd: root,
    stdio: ['inherit', 'inherit', quiet ? 'pipe' : 'inherit'],
    encoding: 'utf8',
  })
  if (result.error) {
    console.error(`✖ ${step.name} could not start: ${result.error.message}`)
    process.exit(1)
  }
  if (result.status !== 0) {
    if (quiet) process.stderr.write(result.stderr)
    console.error(`✖ ${step.name} failed (exit ${result.status ?? result.signal})`)
    process.exit(result.status ?? 1)
  }
  console.log(`✔ ${step.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}
