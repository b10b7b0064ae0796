#!/usr/bin/env node
// Moves the contract's generated schema, enums and short type names from src/api/ to
// src/contract/ and rewrites every import and path that names them. Idempotent: rerun it after
// merging a branch that still imports the old paths (`node scripts/codemods/contract-layer.mjs`).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { resolveSpecifier, rewriteSpecifiers, withoutExtension } from './specifiers.mjs'

const root = fileURLToPath(new URL('../../', import.meta.url))
const MOVES = [
  ['src/api/schema.d.ts', 'src/contract/schema.d.ts'],
  ['src/api/enums.ts', 'src/contract/enums.ts'],
  ['src/api/types.ts', 'src/contract/types.ts'],
]
/** Import targets (repo paths without extension) and where they live; the new ones too, so a
 * rerun also puts an import written since in the alias rule's form. */
const TARGETS = new Map([
  ['src/api/schema', 'src/contract/schema'],
  ['src/api/schema.d', 'src/contract/schema'],
  ['src/api/enums', 'src/contract/enums'],
  ['src/api/types', 'src/contract/types'],
  ['src/contract/schema', 'src/contract/schema'],
  ['src/contract/schema.d', 'src/contract/schema'],
  ['src/contract/enums', 'src/contract/enums'],
  ['src/contract/types', 'src/contract/types'],
])

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' })

function moveFiles() {
  mkdirSync(`${root}src/contract`, { recursive: true })
  for (const [from, to] of MOVES) {
    if (existsSync(`${root}${from}`) && !existsSync(`${root}${to}`)) git('mv', from, to)
  }
}

function rewriteSpecifier(file, specifier) {
  const target = resolveSpecifier(file, specifier)
  if (target === null) return specifier
  const moved = TARGETS.get(withoutExtension(target))
  if (moved === undefined) return specifier
  // docs/architecture.md#alias: src/ reaches another module of src/ through `@/`.
  const fromOtherSrcModule = file.startsWith('src/') && !file.startsWith('src/contract/')
  if (specifier.startsWith('@/') || fromOtherSrcModule) return `@/${moved.slice('src/'.length)}`
  const path = relative(dirname(`${root}${file}`), `${root}${moved}`)
    .split('\\')
    .join('/')
  return path.startsWith('.') ? path : `./${path}`
}

function rewriteImports(file) {
  const text = readFileSync(`${root}${file}`, 'utf8')
  const next = rewriteSpecifiers(file, text, rewriteSpecifier)
  if (next !== text) writeFileSync(`${root}${file}`, next)
  return next !== text
}

// Paths written out in docs, scripts and configuration.
const PATH_TEXT = [
  [/src\/api\/schema\.d\.ts/g, 'src/contract/schema.d.ts'],
  [/src\/api\/enums\.ts/g, 'src/contract/enums.ts'],
  [/src\/api\/types\.ts/g, 'src/contract/types.ts'],
]

function rewritePaths(file) {
  const text = readFileSync(`${root}${file}`, 'utf8')
  const next = PATH_TEXT.reduce((acc, [pattern, to]) => acc.replace(pattern, to), text)
  if (next !== text) writeFileSync(`${root}${file}`, next)
  return next !== text
}

moveFiles()
const files = git('ls-files', '--cached', '--others', '--exclude-standard')
  .split('\n')
  .filter((file) => file !== '' && existsSync(`${root}${file}`))
  .filter((file) => !file.startsWith('scripts/codemods/'))
const code = files.filter((file) => /\.(tsx?|mts|cts|mjs|cjs|js)$/.test(file))
const text = files.filter(
  (file) => /\.(md|mjs|cjs|js|json|ya?ml|tsx?)$/.test(file) || /(^|\/)\.[a-z]+ignore$/.test(file),
)
const changed = new Set([...code.filter(rewriteImports), ...text.filter(rewritePaths)])
// Moved paths change the width of Markdown tables and may reflow long imports.
const formatted = [...changed].filter((file) => !/ignore$/.test(file))
if (formatted.length > 0)
  execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...formatted], { cwd: root })
console.log(`contract-layer: ${changed.size} files rewritten`)
