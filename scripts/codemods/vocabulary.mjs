#!/usr/bin/env node
// Renames code identifiers and files to follow the Glossary (docs/product.md#glossary, issue 34
// §3). Names on the wire (openapi.yaml, the socket's messages, stored data) and every text the
// user reads stay as they are. Idempotent and by pattern, not by file list: rerun it after
// merging a branch written with the old names (`node scripts/codemods/vocabulary.mjs`); `--dry`
// prints what it would change without writing.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { posix } from 'node:path'
import { fileURLToPath } from 'node:url'
import { resolveSpecifier, rewriteSpecifiers, withoutExtension } from './specifiers.mjs'

const root = fileURLToPath(new URL('../../', import.meta.url))
const dry = process.argv.includes('--dry')

/**
 * Identifier renames: [pattern, replacement, glossary entry]. Each pattern matches whole
 * identifiers (compounds included, so `ThemeProviderProps` follows `ThemeProvider`).
 */
const IDENTIFIERS = [
  // 'answer' in code; 'response' stays only in the spec's texts ('Previous Responses').
  [/\b(\w*)ResponseList(\w*)\b/g, '$1AnswerList$2', 'answer'],
  [/\bresponseList(\w*)\b/g, 'answerList$1', 'answer'],
  [/\bResponseItem(\w*)\b/g, 'AnswerItem$1', 'answer'],
  [/\bTypedResponse(\w*)\b/g, 'TypedAnswer$1', 'answer'],
  [/\bresponseLabels\b/g, 'answerLabels', 'answer'],
  // A coded selection is a highlight; a passage is only the span of answer text it covers.
  [/\bCodePassage(\w*)\b/g, 'CodeHighlight$1', 'highlight'],
  [/\bpassagesOfCode\b/g, 'codeHighlightsOf', 'highlight'],
  [/\bpassagesByCode\b/g, 'highlightsByCode', 'highlight'],
  [/\bcodedPassage(s?)\b/g, 'codedHighlight$1', 'highlight'],
  // Light and dark are colour schemes; a theme is a research theme.
  [/\b(\w*)ThemeProvider(\w*)\b/g, '$1ColorSchemeProvider$2', 'colour scheme'],
  [/\b(\w*)ThemePicker(\w*)\b/g, '$1ColorSchemePicker$2', 'colour scheme'],
  [/\b(\w*)ThemeChoice(\w*)\b/g, '$1ColorSchemeChoice$2', 'colour scheme'],
  [/\bResolvedTheme\b/g, 'ResolvedColorScheme', 'colour scheme'],
  [/\buseTheme\b/g, 'useColorScheme', 'colour scheme'],
  [/\btheme(State|Actions|Choices|Class)\b/g, 'colorScheme$1', 'colour scheme'],
  [/\b(render|Render)WithTheme(\w*)\b/g, '$1WithColorScheme$2', 'colour scheme'],
  [/\b(\w*)(Light|Dark)Theme\b/g, '$1$2ColorScheme', 'colour scheme'],
  [/\b(light|dark)Theme\b/g, '$1ColorScheme', 'colour scheme'],
  [/\bTHEME_KEY\b/g, 'COLOR_SCHEME_KEY', 'colour scheme'],
  [/\b(footer|show)Theme\b/g, '$1ColorScheme', 'colour scheme'],
]

/** File renames by path: [pattern, replacement]; the folder never changes. */
const FILES = [
  [/(^|\/)response-list(\.[\w.]+)$/, '$1answer-list$2'],
  [/(^|\/)typed-response(\.[\w.]+)$/, '$1typed-answer$2'],
  [/(^|\/)code-passages(\.[\w.]+)$/, '$1code-highlights$2'],
  [/(^|\/)theme-(provider|picker)(\.[\w.]+)$/, '$1color-scheme-$2$3'],
  [/^src\/lib\/theme(\.test)?\.ts$/, 'src/lib/color-scheme$1.ts'],
  [/^src\/ui\/theme(\.\w+)?\.test\.tsx$/, 'src/ui/color-scheme$1.test.tsx'],
  [
    /^tests\/integration\/(interview-)?theme(-[\w-]+)?\.browser\.test\.tsx$/,
    'tests/integration/$1color-scheme$2.browser.test.tsx',
  ],
]

/**
 * `sessionId` names the sign-in session (the token's claim, X-Session-ID, the mock's
 * authSessions) on the wire and in code. Where it names the live interview it becomes
 * `liveInterviewId`: in the interview feature, and elsewhere when the lines around it speak of
 * the live interview and not of a token.
 */
const LIVE_FOLDERS = /^src\/features\/interview\//
const LIVE_NEAR =
  /liveSessions?\b|LiveSession|sessionOf\(|answerInterview|'STARTED'|connectInterviewSocket|send(Audio|Text)Answer/
const SIGN_IN_NEAR =
  /authSessions?|payload|decodeToken|tokenWith|X-Session-ID|getSessionId|claims|revoke/i
const NEAR_LINES = 4

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' })

/** Names on the wire: every key, schema name and operationId of the contract. */
function wireNames() {
  const contract = readFileSync(`${root}openapi.yaml`, 'utf8')
  const names = new Set()
  for (const [, key] of contract.matchAll(/^\s*-?\s*([A-Za-z_]\w*):/gm)) names.add(key)
  for (const [, id] of contract.matchAll(/operationId:\s*(\w+)/g)) names.add(id)
  return names
}

const report = new Map()
function note(file, what) {
  const list = report.get(file) ?? []
  list.push(what)
  report.set(file, list)
}

function renameFiles(files) {
  const moved = []
  for (const file of files) {
    const next = FILES.reduce((path, [pattern, to]) => path.replace(pattern, to), file)
    if (next === file || !existsSync(`${root}${file}`)) continue
    if (existsSync(`${root}${next}`)) {
      note(file, `left: ${next} exists already`)
      continue
    }
    if (!dry) git('mv', file, next)
    note(next, `renamed from ${file}`)
    moved.push(next)
  }
  return moved
}

/** The specifier of a renamed module, written in the same form (relative or `@/`). */
function rewriteSpecifier(file, specifier) {
  const target = resolveSpecifier(file, specifier)
  if (target === null) return specifier
  for (const extension of ['.ts', '.tsx', '.css.ts']) {
    const old = withoutExtension(target) + extension
    const next = FILES.reduce((path, [pattern, to]) => path.replace(pattern, to), old)
    if (next === old || !existsSync(`${root}${next}`)) continue
    const oldName = posix.basename(withoutExtension(old))
    const newName = posix.basename(withoutExtension(next))
    return specifier.replace(new RegExp(`${oldName}$`), newName)
  }
  return specifier
}

function renameSessionIds(file, text) {
  const lines = text.split('\n')
  const inFeature = LIVE_FOLDERS.test(file)
  let count = 0
  const next = lines.map((line, index) => {
    if (!/\bsessionId\b/.test(line)) return line
    const near = lines.slice(Math.max(0, index - NEAR_LINES), index + NEAR_LINES + 1).join('\n')
    const live = inFeature || LIVE_NEAR.test(near)
    if (!live || SIGN_IN_NEAR.test(near)) return line
    count += (line.match(/\bsessionId\b/g) ?? []).length
    return line.replace(/\bsessionId\b/g, 'liveInterviewId')
  })
  if (count > 0) note(file, `sessionId → liveInterviewId ×${count}`)
  return next.join('\n')
}

/** Lines that quote an old name on purpose (the decision record) carry this marker. */
const KEEP = 'vocabulary: as written'

function renameIdentifiers(file, text, wire) {
  const counts = new Map()
  const next = text
    .split('\n')
    .map((line) => {
      if (line.includes(KEEP)) return line
      return IDENTIFIERS.reduce(
        (acc, [pattern, to]) =>
          acc.replace(pattern, (whole, ...groups) => {
            if (wire.has(whole)) return whole
            const renamed = to.replace(/\$(\d)/g, (_, n) => groups[Number(n) - 1] ?? '')
            if (renamed !== whole)
              counts.set(`${whole} → ${renamed}`, (counts.get(`${whole} → ${renamed}`) ?? 0) + 1)
            return renamed
          }),
        line,
      )
    })
    .join('\n')
  for (const [what, count] of counts) note(file, `${what} ×${count}`)
  return next
}

/** Repository paths written out in docs and comments follow the moved files. */
function renamePaths(file, text) {
  return text.replace(
    /\b(?:src|tests|stories|mocks|bench|scripts)\/[\w./-]+\.[a-z]+\b/g,
    (path) => {
      const next = FILES.reduce((acc, [pattern, to]) => acc.replace(pattern, to), path)
      if (next !== path && existsSync(`${root}${next}`)) {
        note(file, `${path} → ${next}`)
        return next
      }
      return path
    },
  )
}

const listed = () =>
  git('ls-files', '--cached', '--others', '--exclude-standard')
    .split('\n')
    .filter((file) => file !== '' && existsSync(`${root}${file}`))
    // The generated contract, this codemod and the product spec (its texts and glossary) stay.
    .filter((file) => !/^(scripts\/codemods\/|src\/contract\/|docs\/product\.md$)/.test(file))
    .filter((file) => !/^(openapi\.yaml|package(-lock)?\.json)$/.test(file))

const wire = wireNames()
renameFiles(listed())
const changed = []
for (const file of listed()) {
  const isCode = /\.(tsx?|mts|cts|mjs|cjs|js)$/.test(file)
  if (!isCode && !/\.(md|json|ya?ml)$/.test(file)) continue
  const text = readFileSync(`${root}${file}`, 'utf8')
  let next = text
  if (isCode) {
    next = rewriteSpecifiers(file, next, rewriteSpecifier)
    next = renameSessionIds(file, next)
  }
  next = renamePaths(file, renameIdentifiers(file, next, wire))
  if (next === text) continue
  changed.push(file)
  if (!dry) writeFileSync(`${root}${file}`, next)
}
// Longer names reflow lines and Markdown tables.
if (!dry && changed.length > 0)
  execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...changed], { cwd: root })
for (const [file, what] of [...report].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`${file}\n  ${what.join('\n  ')}`)
console.log(`vocabulary: ${changed.length} files rewritten${dry ? ' (dry run)' : ''}`)
