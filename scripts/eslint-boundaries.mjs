// ESLint rule for the one-way imports of docs/architecture.md#layers. Built-in
// no-restricted-imports matches the import string, so it cannot tell a sibling from another feature at any depth and
// ignores dynamic import(); this rule resolves each relative or `@/` import to a repo path.
import { posix, relative, resolve, sep } from 'node:path'

const isTest = (/** @type {string} */ file) => /\.(test|stories)\.[cm]?[jt]sx?$/.test(file)

/** The mock's entry points (mocks/README.md#entry-points): MSW's worker and its node server. */
const MOCK_ENTRY = /^mocks\/(browser|node)(\.ts)?$/

/**
 * The layers of docs/architecture.md#layers and what each may import, the one source of both:
 * tests/rig/architecture-doc.test.ts fails when the table there says otherwise. A layer's own
 * files import each other freely; a path in no layer (tests/, stories/, scripts/) is not checked.
 * The first layer whose pattern matches a path is its layer.
 * @type {{ name: string, folders: string[], pattern: RegExp, mayImport: string[] }[]}
 */
export const LAYERS = [
  { name: 'styles', folders: ['src/styles/'], pattern: /^src\/styles(\/|$)/, mayImport: [] },
  { name: 'lib', folders: ['src/lib/'], pattern: /^src\/lib(\/|$)/, mayImport: [] },
  {
    name: 'contract',
    folders: ['src/contract/'],
    pattern: /^src\/contract(\/|$)/,
    mayImport: [],
  },
  {
    name: 'domain',
    folders: ['src/domain/'],
    pattern: /^src\/domain(\/|$)/,
    mayImport: ['lib', 'contract'],
  },
  {
    name: 'api',
    folders: ['src/api/'],
    pattern: /^src\/api(\/|$)/,
    mayImport: ['lib', 'contract', 'domain'],
  },
  {
    name: 'ui',
    folders: ['src/ui/'],
    pattern: /^src\/ui(\/|$)/,
    mayImport: ['lib', 'styles', 'domain'],
  },
  {
    name: 'features',
    folders: ['src/features/<name>/'],
    pattern: /^src\/features(\/|$)/,
    mayImport: ['lib', 'styles', 'contract', 'domain', 'api', 'ui'],
  },
  {
    name: 'app',
    folders: ['src/app/'],
    pattern: /^src\/app(\/|$)/,
    mayImport: ['lib', 'styles', 'contract', 'domain', 'api', 'ui', 'features'],
  },
  {
    name: 'main',
    folders: ['src/main.tsx'],
    pattern: /^src\/main(\.tsx)?$/,
    mayImport: ['lib', 'api', 'app', 'mocks'],
  },
  {
    name: 'mocks',
    folders: ['mocks/'],
    pattern: /^mocks(\/|$)/,
    mayImport: ['contract', 'domain', 'fixtures'],
  },
  { name: 'fixtures', folders: ['fixtures/'], pattern: /^fixtures(\/|$)/, mayImport: ['contract'] },
]

/** @param {string} path */
const layerOf = (path) => LAYERS.find((layer) => layer.pattern.test(path))

/**
 * Rules beyond the table.
 * @typedef {{ file: string, target: string, dynamic: boolean }} Edge
 * @type {{ from: RegExp, bans: (edge: Edge, fromMatch: RegExpMatchArray) => boolean, message: string }[]}
 */
const BOUNDARIES = [
  {
    // Keeps the live build free of the mock; main.tsx loads it lazily in mock mode. The mock is
    // a package of its own (mocks/README.md): src/ reaches it only through its two entry points,
    // so its insides can move without touching the app.
    from: /^src\//,
    bans: ({ file, target, dynamic }) =>
      /^(mocks|fixtures)(\/|$)/.test(target) &&
      !(MOCK_ENTRY.test(target) && (isTest(file) || (dynamic && file === 'src/main.tsx'))) &&
      // Tests beside the code read the sample data as their harness.
      !(isTest(file) && /^fixtures(\/|$)/.test(target)),
    message:
      'src/ imports the mock only through mocks/browser.ts or mocks/node.ts, and only src/main.tsx (dynamically) and tests; fixtures only in tests',
  },
  {
    from: /^src\/features\/([^/]+)\//,
    bans: ({ target }, [, own]) => {
      const other = /^src\/features\/([^/]+)/.exec(target)?.[1]
      return other !== undefined && other !== own
    },
    message: 'a feature must not import another feature',
  },
  {
    // The engine, data and rules are transport-free, so the browser worker, the node server
    // and the sockets share them; only those transports and the handlers use the HTTP layer.
    from: /^mocks\/(?!handlers\/|server\/|hybrid\/|browser\.ts$|node\.ts$)/,
    bans: ({ file, target }) => /^mocks\/handlers(\/|$)/.test(target) && !isTest(file),
    message:
      'only the handlers and the transports (mocks/browser.ts, node.ts, server/, hybrid/) import mocks/handlers',
  },
]

/**
 * The table's verdict on one import, or null when it allows it. From src/ to the mock or the
 * fixtures the first rule of BOUNDARIES speaks (main.tsx only, dynamically; tests beside the
 * code use them as their harness), as it does for mocks/ and fixtures/ in tests anywhere.
 * @param {Edge} edge
 */
function layerViolation({ file, target }) {
  const from = layerOf(file)
  const to = layerOf(target)
  if (!from || !to || from === to || from.mayImport.includes(to.name)) return null
  if ((isTest(file) || file.startsWith('src/')) && /^(mocks|fixtures)(\/|$)/.test(target))
    return null
  const allowed = from.mayImport.length > 0 ? `only ${from.mayImport.join(', ')}` : 'nothing'
  return `${from.name} may import ${allowed} (docs/architecture.md#layers), not ${to.name}`
}

/**
 * The repository path an import names, or null for a package. `@/x` is src/x, the one alias
 * (tsconfig.json paths, vite.config.ts); '/x' is Vite's root-relative form.
 * @param {string} spec
 * @param {string} file the importing file, from the root
 */
function repoPath(spec, file) {
  if (spec.startsWith('@/')) return posix.normalize(`src/${spec.slice(2)}`)
  if (spec.startsWith('/')) return posix.normalize(spec.slice(1))
  if (spec.startsWith('.')) return posix.join(posix.dirname(file), spec)
  return null
}

/** @type {import('eslint').Rule.RuleModule} */
const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports flow one way (docs/architecture.md#import-rules)' },
    schema: [],
  },
  create(context) {
    const toRepo = (/** @type {string} */ p) => relative(context.cwd, p).split(sep).join('/')
    const file = toRepo(resolve(context.cwd, context.filename))
    const applicable = BOUNDARIES.flatMap((b) => {
      const match = b.from.exec(file)
      return match ? [{ ...b, match }] : []
    })
    if (applicable.length === 0 && !layerOf(file)) return {}

    /** @param {import('estree').Node | null | undefined} node @param {boolean} dynamic */
    function check(node, dynamic) {
      if (!node) return
      let spec
      if (node.type === 'Literal' && typeof node.value === 'string') spec = node.value
      else if (node.type === 'TemplateLiteral' && node.expressions.length === 0)
        spec = node.quasis[0]?.value.cooked
      const target = repoPath(spec, file)
      if (target === null) return
      const edge = { file, target, dynamic }
      const verdict = layerViolation(edge)
      if (verdict) context.report({ node, message: `${verdict} (${spec})` })
      for (const b of applicable) {
        if (b.bans(edge, b.match)) context.report({ node, message: `${b.message} (${spec})` })
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source, false),
      ExportNamedDeclaration: (node) => check(node.source, false),
      ExportAllDeclaration: (node) => check(node.source, false),
      ImportExpression: (node) => check(node.source, true),
    }
  },
}

export const boundariesPlugin = { rules: { boundaries } }
