// docs/development.md#test-tiers: test:fast finds a feature's integration tests and stories by
// the prefixes in scripts/fast-tests.mjs. A new feature folder, or a renamed test, would
// otherwise drop out of the fast tier without anyone noticing.
import { execFileSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { FEATURE_TESTS } from '../../scripts/fast-tests.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))

const features = readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()

const namedTests = execFileSync(
  'git',
  [
    'ls-files',
    '--cached',
    '--others',
    '--exclude-standard',
    'tests/integration',
    'stories/features',
  ],
  { cwd: root, encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => /\.(?:browser\.test\.tsx?|stories\.tsx)$/.test(file))
  .map((file) => basename(file))

describe("test:fast's table of feature tests", () => {
  it('names every folder of src/features, and no other', () => {
    expect(Object.keys(FEATURE_TESTS).sort()).toEqual(features)
  })

  it.for(Object.entries(FEATURE_TESTS))(
    '%s: each prefix names a test or a story',
    ([, prefixes]) => {
      const unmatched = prefixes.filter(
        (prefix) => !namedTests.some((name) => name.startsWith(prefix)),
      )
      expect(unmatched).toEqual([])
    },
  )
})
