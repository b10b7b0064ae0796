import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { selectTests } from './fast-tests.mjs'

/** A small repository: a primitive behind an index, a feature, and the tests around them. */
const repository: Record<string, string> = {
  'src/ui/mark.tsx': 'export const Mark = 1',
  'src/ui/index.ts': "export { Mark } from './mark'",
  'src/ui/mark.browser.test.tsx': "import { Mark } from './mark'",
  'src/features/coding/passage.tsx': "import { Mark } from '@/ui'",
  'src/features/coding/passage.test.ts': "import { Passage } from './passage.js'",
  'src/app/shell.tsx': "const Coding = lazy(() => import('../features/coding/passage'))",
  'tests/integration/coding-answers.browser.test.tsx': "import { Shell } from '@/app/shell'",
  'tests/integration/insights.browser.test.tsx': "import { Shell } from '@/app/shell'",
  'stories/features/coding.stories.tsx': "import '../../src/app/shell'",
  'tests/e2e/coding.e2e.test.ts': "import { Mark } from '../../src/ui/mark'",
  'tests/support/viewport.ts': 'export const TEST_VIEWPORT = {}',
  'tests/support/browser-setup.ts': "import { TEST_VIEWPORT } from './viewport'",
  'tests/support/node-setup.ts': 'export {}',
  'tests/rig/file-length.test.ts': "import { Mark } from '../../src/ui/mark'",
  'vitest.config.ts': "import { TEST_VIEWPORT } from './tests/support/viewport.js'",
}

const root = mkdtempSync(join(tmpdir(), 'candor-fast-tests-'))
for (const [file, text] of Object.entries(repository)) {
  mkdirSync(join(root, dirname(file)), { recursive: true })
  writeFileSync(join(root, file), text)
}
afterAll(() => rmSync(root, { recursive: true, force: true }))

const select = (...changed: string[]) =>
  selectTests({ root, changed, files: Object.keys(repository) })

describe('the tests test:fast runs for a change', () => {
  it('a primitive: the tests importing it by path, not everything behind the index', () => {
    expect(select('src/ui/mark.tsx')).toEqual(['src/ui/mark.browser.test.tsx'])
  })

  it('the index itself: everything that imports it, and on through static imports', () => {
    expect(select('src/ui/index.ts')).toEqual(['src/features/coding/passage.test.ts'])
  })

  it("a feature's file: its static importers and the tests and stories named for the feature", () => {
    expect(select('src/features/coding/passage.tsx')).toEqual([
      'src/features/coding/passage.test.ts',
      'tests/integration/coding-answers.browser.test.tsx',
      'stories/features/coding.stories.tsx',
    ])
  })

  it('a test that changed runs; the e2e journeys never do (npm run e2e)', () => {
    expect(
      select('tests/integration/insights.browser.test.tsx', 'tests/e2e/coding.e2e.test.ts'),
    ).toEqual(['tests/integration/insights.browser.test.tsx'])
  })

  it('the repository rules are never selected: test:fast always runs them', () => {
    expect(select('tests/rig/file-length.test.ts')).toEqual([])
  })

  it('a test setting, or a file it imports, selects every test but the rules and e2e', () => {
    const everyTest = [
      'src/ui/mark.browser.test.tsx',
      'src/features/coding/passage.test.ts',
      'tests/integration/coding-answers.browser.test.tsx',
      'tests/integration/insights.browser.test.tsx',
      'stories/features/coding.stories.tsx',
    ]
    expect(select('vitest.config.ts')).toEqual(everyTest)
    expect(select('package-lock.json')).toEqual(everyTest)
    expect(select('tests/support/viewport.ts')).toEqual(everyTest)
    expect(select('tests/support/node-setup.ts')).toEqual(everyTest)
  })

  it('a file nothing imports selects nothing', () => {
    expect(select('docs/development.md')).toEqual([])
  })
})
