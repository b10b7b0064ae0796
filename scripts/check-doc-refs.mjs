#!/usr/bin/env node
// Part of `npm run lint`: every document a file cites must be in the repository, and every
// `#anchor` it cites must exist in that document. Someone who clones Candor has only what is
// here, so a comment that sends them to a missing document or section is a dead end.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Names of documents that are not part of the repository (the product's old working notes). */
const OUTSIDE = /\b(SPEC(?:\.md)?\s*§\s*\d|SPEC\.md|DESIGN\.md)/

/** `docs/product.md#roles`, `../docs/architecture.md#layers`, `bench/README.md#figures`… */
const DOC_LINK = /((?:\.{1,2}\/)*(?:[\w.-]+\/)*[\w.-]+\.md)#([\w-]+)/g

const TEXT_FILE = /\.(?:[cm]?[jt]sx?|md|mdx|ya?ml|json|html|css)$/

/**
 * The anchors of a Markdown document: explicit `<a id="…">` (the stable ones we cite) and the
 * slugs GitHub gives its headings.
 * @param {string} markdown
 */
export function anchorsOf(markdown) {
  const anchors = new Set()
  for (const match of markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1])
  for (const match of markdown.matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const slug = match[1]
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    anchors.add(slug)
  }
  return anchors
}

/**
 * The broken references of one file's text.
 * @param {string} file path relative to the root
 * @param {string} text
 * @param {(path: string) => string | null} readDoc a document's text, or null when it is absent
 * @returns {string[]}
 */
export function brokenReferences(file, text, readDoc) {
  const problems = []
  const lines = text.split('\n')
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`
    const outside = OUTSIDE.exec(line)
    if (outside) problems.push(`${where}: cites ${outside[1]}, which is not in the repository`)
    for (const match of line.matchAll(DOC_LINK)) {
      const [, target, anchor] = match
      // A web address, not a file of ours.
      if (match.index > 0 && /[/:]/.test(line[match.index - 1])) continue
      // Links are relative to the citing file in Markdown; code comments cite from the root.
      const candidates = [join(dirname(file), target), target].map((path) =>
        path.replace(/^\.\//, ''),
      )
      const found = candidates.find((path) => readDoc(path) !== null)
      if (found === undefined) {
        problems.push(`${where}: ${target} does not exist`)
        continue
      }
      if (!anchorsOf(readDoc(found) ?? '').has(anchor)) {
        problems.push(`${where}: ${found} has no section #${anchor}`)
      }
    }
  })
  return problems
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => TEXT_FILE.test(file) && !file.endsWith('package-lock.json'))
  const cache = new Map()
  const readDoc = (/** @type {string} */ path) => {
    const full = resolve(root, path)
    if (relative(root, full).startsWith('..')) return null
    if (!cache.has(full)) cache.set(full, existsSync(full) ? readFileSync(full, 'utf8') : null)
    return cache.get(full)
  }
  // This script and its test name missing documents on purpose.
  const exempt = [relative(root, fileURLToPath(import.meta.url)), 'tests/rig/doc-refs.test.ts']
  const problems = files
    .filter((file) => !exempt.includes(file) && existsSync(join(root, file)))
    .flatMap((file) => brokenReferences(file, readFileSync(join(root, file), 'utf8'), readDoc))
  if (problems.length > 0) {
    console.error(problems.join('\n'))
    console.error(`✖ ${problems.length} reference(s) to documents or sections that do not exist`)
    process.exit(1)
  }
  console.log(`✔ document references: ${files.length} files, none broken`)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
