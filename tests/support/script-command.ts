import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** Set by tests/support/script-bundles.ts: where this run's bundles are (unset: tsx runs them). */
export const SCRIPT_BUNDLES_VARIABLE = 'CANDOR_TEST_SCRIPT_BUNDLES'

/** The scripts tests start as processes of their own, as `npm run mock:server` and `mock:record`. */
export const BUNDLED_SCRIPTS = ['mock-server', 'mock-record'] as const
export type BundledScript = (typeof BUNDLED_SCRIPTS)[number]

/**
 * node's arguments that run scripts/<script>.ts: the run's bundle of it, or tsx as node's loader
 * (as its npm script does). Either way one process, so a signal reaches the script itself.
 */
export function scriptCommand(script: BundledScript): string[] {
  const bundles = process.env[SCRIPT_BUNDLES_VARIABLE]
  return bundles
    ? [join(bundles, `${script}.mjs`)]
    : ['--import', 'tsx', join(root, 'scripts', `${script}.ts`)]
}
