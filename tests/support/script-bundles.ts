import { build, type Plugin } from 'esbuild'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { TestProject } from 'vitest/node'
import { BUNDLED_SCRIPTS, SCRIPT_BUNDLES_VARIABLE } from './script-command'

/**
 * Vitest global setup: the scripts tests start as processes (`npm run mock:server` and
 * `mock:record`, see tests/support/script-command.ts), each bundled into one file for the run.
 * tsx's loader compiles and resolves each of the server's modules on every start: 2.5-2.9 s of
 * CPU before it listens, and a full run starts over 30 servers. The bundle listens after 0.3 s.
 * The code is the same, and so is each of the repository's modules' `import.meta.url` (what tsx
 * gives it), so a file found next to a module (the interviewer prompts) is found as before.
 *
 * Skipped in watch mode, where a change to the mock must reach the next process: the scripts
 * then run through tsx, as they do without this setup.
 */

const root = fileURLToPath(new URL('../..', import.meta.url))

/** The repository's modules keep their own file's URL, as each is its own module under tsx. */
const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(bundle) {
    bundle.onLoad({ filter: /\.tsx?$/ }, ({ path }) => {
      if (path.includes('/node_modules/')) return undefined
      const source = readFileSync(path, 'utf8')
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)),
        loader: path.endsWith('x') ? 'tsx' : 'ts',
      }
    })
  },
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (project.config.watch || process.env[SCRIPT_BUNDLES_VARIABLE]) return undefined
  // Inside node_modules, so that what the bundled packages still require at run time resolves.
  const cache = join(root, 'node_modules', '.cache', 'candor')
  mkdirSync(cache, { recursive: true })
  const directory = mkdtempSync(join(cache, 'scripts-'))
  await build({
    entryPoints: BUNDLED_SCRIPTS.map((script) => join(root, 'scripts', `${script}.ts`)),
    outdir: directory,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    plugins: [ownImportMetaUrl],
    // The CommonJS packages inside an ES module bundle still call `require` for node's own modules.
    banner: {
      js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);",
    },
  })
  process.env[SCRIPT_BUNDLES_VARIABLE] = directory
  return () => {
    delete process.env[SCRIPT_BUNDLES_VARIABLE]
    rmSync(directory, { recursive: true, force: true })
  }
}
