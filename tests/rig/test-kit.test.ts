// Issue 34 §6: one test support kit (tests/support/) for stories, browser tests, e2e and bench.
// The bench reaches tests only through the kit, the kit stands alone (so the bench never reaches a
// test through it), and no test imports the bench: a figure never depends on a test's helpers,
// nor a test on the bench's data.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const KIT = 'tests/support/'
const SOURCE = /\.(?:[cm]?[jt]sx?)$/

function tracked(...folders: string[]): string[] {
  return execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', ...folders],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((file) => SOURCE.test(file) && existsSync(join(root, file)))
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g

/** The repository paths `file` imports (relative and `@/` specifiers; packages are left out). */
function importsOf(file: string, text: string): string[] {
  const found: string[] = []
  for (const [, specifier] of text.matchAll(SPECIFIER)) {
    if (!specifier) continue
    if (specifier.startsWith('@/')) found.push(`src/${specifier.slice(2)}`)
    else if (specifier.startsWith('.')) found.push(normalize(join(dirname(file), specifier)))
  }
  return found
}

/** `importer → imported` for every import of `files` that `forbidden` refuses. */
function offending(files: string[], forbidden: (imported: string) => boolean): string[] {
  return files.flatMap((file) =>
    importsOf(file, readFileSync(join(root, file), 'utf8'))
      .filter(forbidden)
      .map((imported) => `${file} → ${imported}`),
  )
}

const isTest = (file: string) => /\.(?:browser\.)?test\.tsx?$/.test(file)

describe('the test support kit', () => {
  it('reads imports the way the rule needs', () => {
    const text = [
      "import { a } from '../tests/e2e/support/app'",
      "import type { B } from '@/contract/types'",
      "const c = await import('./c')",
      "import 'vitest'",
    ].join('\n')
    expect(importsOf('bench/x.ts', text)).toEqual([
      'tests/e2e/support/app',
      'src/contract/types',
      'bench/c',
    ])
  })

  it('is what the bench imports of tests/, and nothing else there', () => {
    const outsideKit = (imported: string) =>
      imported.startsWith('tests/') && !imported.startsWith(KIT)
    expect(offending(tracked('bench'), outsideKit)).toEqual([])
  })

  it('imports nothing of tests/ outside itself, nor the bench', () => {
    const elsewhere = (imported: string) =>
      (imported.startsWith('tests/') && !imported.startsWith(KIT)) || imported.startsWith('bench/')
    expect(offending(tracked(KIT), elsewhere)).toEqual([])
  })

  it('leaves no test, story or test helper importing the bench', () => {
    const files = [
      ...tracked('src', 'mocks').filter(isTest),
      ...tracked('tests', 'stories', '.storybook'),
    ]
    expect(offending(files, (imported) => imported.startsWith('bench/'))).toEqual([])
  })

  // The copies issue 34 counted: each lives once, in the kit (mulberry32 in the mock, which the
  // kit re-exports: the mock's AI stub and faults draw from it too).
  it.each([
    ['the Chromium flags', '--disable-dev-shm-usage', ['tests/support/chromium.ts']],
    ['mulberry32', '0x6d2b79f5', ['mocks/ai/random.ts']],
  ])('holds %s once', (_name, text, where) => {
    const found = execFileSync(
      'git',
      ['grep', '--untracked', '-l', '-F', '-e', text, '--', '*.ts', '*.tsx', '*.mjs'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter((file) => file !== '' && file !== 'tests/rig/test-kit.test.ts')
    expect(found).toEqual(where)
  })
})

/**
 * A second copy of a kit part in a test, story, e2e step or bench file: `where` lists the files
 * allowed to spell it (the kit's own, and fixtures/ for the accounts, where the data lives).
 */
const COPIES: readonly { what: string; pattern: RegExp; where: readonly string[] }[] = [
  {
    what: 'a signIn of its own',
    pattern: /\bfunction\s+signIn\s*[(<]|\b(?:const|let)\s+signIn\s*=\s*(?:async\s*)?\(/,
    where: [KIT],
  },
  {
    what: 'a console spy',
    pattern: /\bspyOn\(\s*console\b/,
    where: ['tests/support/console.ts'],
  },
  {
    what: 'a demo password',
    pattern: /['"`](?:admin|lead|interviewee)123\b|['"`](?:nora|carlos|priya)1234\b/,
    where: ['tests/support/accounts.ts', 'fixtures/'],
  },
  {
    what: 'a list of the demo accounts',
    pattern:
      /\b(?:admin|lead|interviewee):\s*[[{]\s*(?:email:\s*)?'(?:admin|lead|interviewee)@candor\.test'/,
    where: ['tests/support/accounts.ts', 'fixtures/'],
  },
  {
    what: 'a mulberry32 of its own',
    pattern: /\b(?:function\s+mulberry32\b|(?:const|let)\s+mulberry32\s*=)/,
    where: ['mocks/ai/random.ts'],
  },
]

/** Where each copy is spelled outside its `where`: `file: what`. */
export function copiesIn(files: readonly { file: string; text: string }[]): string[] {
  return files.flatMap(({ file, text }) =>
    COPIES.filter(
      ({ pattern, where }) =>
        !where.some((allowed) => file.startsWith(allowed)) && pattern.test(text),
    ).map(({ what }) => `${file}: ${what}`),
  )
}

describe('one copy of each kit part', () => {
  const files = [
    ...tracked('tests', 'stories', 'bench', '.storybook', 'fixtures'),
    ...tracked('src', 'mocks').filter(isTest),
  ].filter((file) => file !== 'tests/rig/test-kit.test.ts')

  it('finds a copy planted anywhere but in its place', () => {
    const plants = [
      { file: 'tests/x.test.ts', text: 'async function signIn(email: string) {}' },
      { file: 'bench/x.ts', text: 'const signIn = async (page: Page) => {}' },
      { file: 'stories/x.tsx', text: "vi.spyOn(console, 'info')" },
      { file: 'src/x.test.ts', text: "login({ email, password: 'lead123' })" },
      { file: 'tests/y.ts', text: "const all = { admin: { email: 'admin@candor.test' } }" },
      { file: 'tests/z.ts', text: 'export function mulberry32(seed: number) {}' },
      { file: 'tests/support/console.ts', text: "vi.spyOn(console, 'info')" },
      { file: 'fixtures/users.ts', text: "password: 'admin123'" },
      { file: 'bench/y.ts', text: 'const signIn = await timeClick(page)' },
    ]
    expect(copiesIn(plants)).toEqual([
      'tests/x.test.ts: a signIn of its own',
      'bench/x.ts: a signIn of its own',
      'stories/x.tsx: a console spy',
      'src/x.test.ts: a demo password',
      'tests/y.ts: a list of the demo accounts',
      'tests/z.ts: a mulberry32 of its own',
    ])
  })

  it('leaves each in the kit', () => {
    const texts = files.map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }))
    expect(copiesIn(texts)).toEqual([])
  })
})
