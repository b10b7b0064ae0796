// ESLint rule for the one-way imports of docs/architecture.md#import-rules. Built-in no-restricted-imports matches
// the import string, so it cannot tell a sibling from another feature at any depth and
// ignores dynamic import(); this rule resolves each relative import to a repo path.
import { posix, relative, resolve, sep } from 'node:path'

const isTest = (/** @type {string} */ file) => /\.(test|stories)\.[cm]?[jt]sx?$/.test(file)

/**
 * @typedef {{ file: string, target: string, dynamic: boolean }} Edge
 * @type {{ from: RegExp, bans: (edge: Edge, fromMatch: RegExpMatchArray) => boolean, message: string }[]}
 */
const BOUNDARIES = [
  {
    // Keeps the live build free of the mock; main.tsx loads it lazily in mock mode.
    from: /^src\//,
    bans: ({ file, target, dynamic }) =>
      /^(mocks|fixtures)(\/|$)/.test(target) &&
      !isTest(file) &&
      !(dynamic && file === 'src/main.tsx'),
    message: 'src/ must not import mocks/ or fixtures/ (only src/main.tsx, dynamically)',
  },
  {
    from: /^src\/(lib|ui|styles|api)\//,
    bans: ({ target }) => /^src\/(features|app)(\/|$)/.test(target),
    message: 'lib, ui, styles and api must not import features or app',
  },
  {
    // lib is the bottom layer: api builds on it (token, logger, env), so lib knowing the
    // contract would make the two lean on each other.
    from: /^src\/lib\//,
    bans: ({ target }) => /^src\/(api|domain|ui|styles)(\/|$)/.test(target),
    message: 'lib must not import api, domain, ui or styles',
  },
  {
    from: /^src\/features\/([^/]+)\//,
    bans: ({ target }, [, own]) => {
      const other = /^src\/features\/([^/]+)/.exec(target)?.[1]
      return (other !== undefined && other !== own) || /^src\/app(\/|$)/.test(target)
    },
    message: 'a feature must not import another feature or app',
  },
  {
    from: /^mocks\//,
    bans: ({ target }) => /^src\/(app|features|ui)(\/|$)/.test(target),
    message: 'mocks/ must not import src/app, src/features or src/ui',
  },
  {
    // The engine, data and rules are transport-free, so the browser worker, the node server
    // and the sockets share them; only those transports and the handlers use the HTTP layer.
    from: /^mocks\/(?!handlers\/|server\/|hybrid\/|browser\.ts$|node\.ts$)/,
    bans: ({ file, target }) => /^mocks\/handlers(\/|$)/.test(target) && !isTest(file),
    message:
      'only the handlers and the transports (mocks/browser.ts, node.ts, server/, hybrid/) import mocks/handlers',
  },
  {
    // Sample data stays plain records: of src/ it takes only the contract's generated lists.
    from: /^fixtures\//,
    bans: ({ target }) =>
      /^(mocks|src)(\/|$)/.test(target) && !/^src\/api\/(enums|schema)$/.test(target),
    message: 'fixtures/ import only the generated src/api/enums and src/api/schema',
  },
]

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
    if (applicable.length === 0) return {}

    /** @param {import('estree').Node | null | undefined} node @param {boolean} dynamic */
    function check(node, dynamic) {
      if (!node) return
      let spec
      if (node.type === 'Literal' && typeof node.value === 'string') spec = node.value
      else if (node.type === 'TemplateLiteral' && node.expressions.length === 0)
        spec = node.quasis[0]?.value.cooked
      // Bare specifiers are packages; '/x' is Vite's root-relative form.
      if (!spec || !(spec.startsWith('.') || spec.startsWith('/'))) return
      const target = spec.startsWith('/')
        ? posix.normalize(spec.slice(1))
        : posix.join(posix.dirname(file), spec)
      for (const b of applicable) {
        if (b.bans({ file, target, dynamic }, b.match)) {
          context.report({ node, message: `${b.message} (${spec})` })
        }
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
