#!/usr/bin/env node
// `npm test`: every check, stopping at the first failure with its exit code, with each step's time.
// `npm run test:fast` (`--fast`): the loop while coding (docs/development.md#test-tiers).
import { execFileSync, spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { selectTests } from './fast-tests.mjs'
import { findChromium } from './find-chromium.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const bin = (/** @type {string} */ name) => join(root, 'node_modules', '.bin', name)

/** @typedef {{ name: string, cmd: string, args: string[], stderr?: 'on failure' }} Step */

/**
 * The full suite as phases: the steps of a phase run at the same time (two cores: the static
 * checks are single-threaded, so two at once halve that phase), their output shown as each ends;
 * a lone step streams its output. Add a step to a phase to extend `npm test`.
 * @type {Step[][]}
 */
const full = [
  [
    { name: 'typecheck', cmd: 'tsc', args: ['-p', 'tsconfig.json', '--noEmit'] },
    { name: 'eslint', cmd: 'eslint', args: ['.', '--max-warnings', '0'] },
  ],
  [
    { name: 'prettier', cmd: 'prettier', args: ['--check', '.'] },
    // Exports, files and dependencies no one uses (knip.json says where the entry points are).
    { name: 'unused code', cmd: 'knip', args: ['--no-progress'] },
  ],
  [
    { name: 'document references', cmd: 'node', args: ['scripts/check-doc-refs.mjs'] },
    // Redocly writes its problems to stdout, and banners (Node version notices, news) and
    // progress to stderr: that is shown only when the step fails.
    {
      name: 'openapi lint',
      cmd: 'redocly',
      args: ['lint', 'openapi.yaml', '--format', 'stylish'],
      stderr: 'on failure',
    },
    // The AI evaluation on the local engine (eval/run.ts): seconds, and a missed budget fails.
    { name: 'AI evaluation', cmd: 'tsx', args: ['eval/run.ts'] },
  ],
  // The e2e project builds the app and runs its own step below, with its summary line.
  [{ name: 'vitest', cmd: 'vitest', args: ['run', '--project', '!e2e'] }],
  [{ name: 'e2e', cmd: 'node', args: ['scripts/e2e.mjs'] }],
]

/** Every file git knows of, and the new ones it would add. */
function trackedFiles() {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean)
}

/** What differs from main (committed on this branch, staged, unstaged or new). */
function changedFiles() {
  const git = (/** @type {string[]} */ args) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean)
  let base = 'HEAD'
  try {
    base = git(['merge-base', 'HEAD', 'main'])[0] ?? 'HEAD'
  } catch {
    // No main branch (a fresh clone of a fork): what changed since the last commit.
  }
  const files = new Set([
    ...git(['diff', '--name-only', '--diff-filter=ACMR', base]),
    ...git(['ls-files', '--others', '--exclude-standard']),
  ])
  return { base, files: [...files] }
}

/** @returns {Step[][]} */
function fast() {
  const { base, files } = changedFiles()
  const lintable = files.filter((file) => /\.(?:[cm]?[jt]sx?)$/.test(file))
  const formattable = files.filter((file) => /\.(?:[cm]?[jt]sx?|json|md|ya?ml|css)$/.test(file))
  /** @type {Step[]} */
  const statics = [
    // Incremental: the second run reads what the first found (node_modules/.cache).
    {
      name: 'typecheck',
      cmd: 'tsc',
      args: ['-p', 'tsconfig.json', '--noEmit', '--incremental'].concat([
        '--tsBuildInfoFile',
        'node_modules/.cache/candor/tsbuildinfo',
      ]),
    },
  ]
  const cache = ['--cache', '--cache-location', 'node_modules/.cache/candor/eslint']
  if (lintable.length > 0) {
    statics.push({
      name: 'eslint (changed)',
      cmd: 'eslint',
      args: [...cache, '--max-warnings', '0', ...lintable],
    })
  }
  if (formattable.length > 0) {
    statics.push({
      name: 'prettier (changed)',
      cmd: 'prettier',
      args: ['--check', '--ignore-unknown', ...formattable],
    })
  }
  // The repository's own rules (layers, file lengths, the kit, the docs) read files rather than
  // import them, so no change would select them below: they always run, in seconds.
  statics.push({
    name: 'repository rules',
    cmd: 'vitest',
    args: ['run', '--project', 'node', 'tests/rig'],
  })
  // scripts/fast-tests.mjs says which tests a change reaches, and why not vitest's --changed.
  const tests = selectTests({ root, changed: files, files: trackedFiles() })
  if (tests.length === 0) {
    console.log(
      `No node test, browser test or story reaches the files changed since ${base.slice(0, 8)}.`,
    )
    return [statics]
  }
  return [
    statics,
    // In one vitest run, so the three projects share the two cores.
    [
      {
        name: `${tests.length} tests of the files changed since ${base.slice(0, 8)}`,
        cmd: 'vitest',
        args: [
          'run',
          '--project',
          'node',
          '--project',
          'node-isolated',
          '--project',
          'browser',
          '--project',
          'browser-isolated',
          '--project',
          'storybook',
          ...tests,
        ],
      },
    ],
  ]
}

/**
 * Runs one step; a step sharing its phase keeps its output until it ends.
 * @param {Step} step @param {boolean} buffered
 * @returns {Promise<{ step: Step, status: number, output: string, seconds: number }>}
 */
function run(step, buffered) {
  const started = Date.now()
  const command = step.cmd === 'node' ? process.execPath : bin(step.cmd)
  const keepStderr = buffered || step.stderr === 'on failure'
  return new Promise((resolve) => {
    const child = spawn(command, step.args, {
      cwd: root,
      stdio: ['inherit', buffered ? 'pipe' : 'inherit', keepStderr ? 'pipe' : 'inherit'],
    })
    let output = ''
    let errors = ''
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.stderr?.on('data', (chunk) => (errors += chunk))
    const done = (/** @type {number} */ status) => {
      const shown = step.stderr === 'on failure' && status === 0 ? output : output + errors
      resolve({ step, status, output: shown, seconds: (Date.now() - started) / 1000 })
    }
    child.on('error', (error) => {
      errors += `${step.name} could not start: ${error.message}\n`
      done(1)
    })
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)))
  })
}

try {
  // Found once here so every step (and vitest's config) uses the same browser.
  process.env.CHROMIUM_PATH = findChromium()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

const phases = process.argv.includes('--fast') ? fast() : full
const began = Date.now()
for (const phase of phases) {
  const buffered = phase.length > 1
  for (const step of phase) console.log(`\n▶ ${step.name}: ${step.cmd} ${step.args.join(' ')}`)
  const results = await Promise.all(phase.map((step) => run(step, buffered)))
  for (const { step, status, output, seconds } of results) {
    if (output) process.stdout.write(buffered ? `\n── ${step.name}\n${output}` : output)
    if (status !== 0) {
      console.error(`✖ ${step.name} failed (exit ${status})`)
      process.exit(status)
    }
    console.log(`✔ ${step.name} (${seconds.toFixed(1)} s)`)
  }
}
console.log(`\nAll steps passed in ${((Date.now() - began) / 1000).toFixed(1)} s.`)
