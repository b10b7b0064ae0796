// Which tests `npm run test:fast` runs for a change (docs/development.md#test-tiers).
//
// Vitest's own `--changed` follows the whole module graph. Here nearly every story and browser
// test renders the app, whose screens import the design system through one index: a one-line
// change to a primitive selected almost the whole suite, as long as `npm test`. So the fast tier
// selects what a change reaches more narrowly:
// - a test that changed itself;
// - a test that reaches a changed file through static imports, not passing through an index
//   file (a barrel re-exports everything; the file it re-exports is reached by its own path);
// - the tests named for the feature a changed file belongs to (FEATURE_TESTS below): the app
//   loads its screens lazily, so no static import leads from those tests to the feature.
// A change to what configures every test (SETTINGS below), or to a file they import, selects
// every test. The repository rules (tests/rig) are never selected: test:fast always runs them.
// `npm test` runs everything, and vitest's full graph stays available (`vitest --changed`).
import { existsSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'

/** Test files of the node, browser and storybook projects (vitest.config.ts; no e2e). */
export const isTestFile = (/** @type {string} */ file) =>
  !file.startsWith('tests/e2e/') && /\.(?:test\.tsx?|browser\.test\.tsx?|stories\.tsx)$/.test(file)

/** The repository rules: they read files rather than import them, so test:fast always runs them. */
export const isRepositoryRule = (/** @type {string} */ file) =>
  /^tests\/rig\/[^/]+\.test\.tsx?$/.test(file)

/**
 * What every test runs under: the build and test settings, the dependencies, Storybook's
 * configuration and the set-up files of the browser and node projects. A change to one selects
 * every test.
 */
const SETTINGS = [
  /^vitest\.config\.ts$/,
  /^vite\.config\.ts$/,
  /^tsconfig\.json$/,
  /^package(?:-lock)?\.json$/,
  /^\.storybook\//,
  /^tests\/support\/(?:browser|node)-setup\.ts$/,
]

/**
 * For each folder of src/features, the prefixes of the integration tests and stories about it.
 * @type {Record<string, string[]>}
 */
export const FEATURE_TESTS = {
  admin: ['admin-'],
  auth: ['auth', 'sign-in', 'register', 'session-'],
  coding: ['coding'],
  dashboard: ['dashboard'],
  insights: ['insights', 'ask', 'segment', 'share-report', 'analysis-', 'ai-provenance'],
  interview: ['interview', 'transcribe-my-voice'],
  profile: ['profile'],
  projects: ['projects', 'member-', 'invite-member'],
  results: ['results'],
  study: ['study', 'addresses-study'],
}

const SOURCE = /\.(?:[cm]?[jt]sx?)$/
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx']

/** The repository path an import specifier names, or null (a package, or not found). */
function resolveImport(
  /** @type {string} */ root,
  /** @type {string} */ from,
  /** @type {string} */ specifier,
) {
  let base
  if (specifier.startsWith('@/')) base = posix.join('src', specifier.slice(2))
  else if (specifier.startsWith('.')) base = posix.join(posix.dirname(from), specifier)
  else return null
  // Sources import './x.js' for './x.ts' in places; try the name as written, then without it.
  const stems = [base, base.replace(/\.js$/, '')]
  for (const stem of stems) {
    for (const extension of EXTENSIONS) {
      const candidate = stem + extension
      if (SOURCE.test(candidate) && existsSync(join(root, candidate))) return candidate
    }
  }
  return null
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s(?:[^'"]*?\sfrom\s)?['"]([^'"]+)['"]|vi\.mock\(\s*['"]([^'"]+)['"]/g

/** The files `file` imports statically (dynamic `import()` is left out on purpose). */
function staticImports(/** @type {string} */ root, /** @type {string} */ file) {
  let text
  try {
    text = readFileSync(join(root, file), 'utf8')
  } catch {
    return []
  }
  const found = []
  for (const match of text.matchAll(IMPORT)) {
    const resolved = resolveImport(root, file, match[1] ?? match[2] ?? '')
    if (resolved) found.push(resolved)
  }
  return found
}

const isIndex = (/** @type {string} */ file) => /(?:^|\/)index\.tsx?$/.test(file)

/**
 * The tests to run for `changed` among `files` (every tracked file), by the rules above.
 * @param {{ root: string, changed: string[], files: string[] }} input
 * @returns {string[]}
 */
export function selectTests({ root, changed, files }) {
  /** @type {Map<string, string[]>} who imports each file */
  const importers = new Map()
  for (const file of files.filter((name) => SOURCE.test(name))) {
    for (const imported of staticImports(root, file)) {
      importers.set(imported, [...(importers.get(imported) ?? []), file])
    }
  }
  // Everything that reaches a changed file, walking the imports backwards; an index is where the
  // walk stops (unless the index itself changed).
  const reached = new Set(changed)
  const queue = [...changed]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const importer of importers.get(file) ?? []) {
      if (reached.has(importer) || isIndex(importer)) continue
      reached.add(importer)
      queue.push(importer)
    }
  }
  const everything = [...reached].some((file) => SETTINGS.some((pattern) => pattern.test(file)))
  const features = new Set(
    changed.flatMap((file) => /^src\/features\/([^/]+)\//.exec(file)?.[1] ?? []),
  )
  const prefixes = [...features].flatMap((feature) => FEATURE_TESTS[feature] ?? [])
  const aboutFeature = (/** @type {string} */ test) =>
    (test.startsWith('tests/integration/') || test.startsWith('stories/features/')) &&
    prefixes.some((prefix) => posix.basename(test).startsWith(prefix))
  return files
    .filter((file) => isTestFile(file) && !isRepositoryRule(file))
    .filter((test) => everything || reached.has(test) || aboutFeature(test))
}
