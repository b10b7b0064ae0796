// docs/architecture.md#file-length: no hand-written source file over 400 lines.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const LIMIT = 400
const FOLDERS = ['src', 'mocks', 'scripts', 'tests', 'bench', 'stories', 'eval']
const SOURCE = /\.(?:[cm]?[jt]sx?)$/
/** Written by `npm run gen:api` / `gen:prompts`, not by hand. */
const GENERATED = /\.gen\.|(?:^|\/)schema\.d\.ts$/

const lineCount = (text: string) =>
  text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0)

function sourceFiles(): string[] {
  return execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', ...FOLDERS],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((file) => SOURCE.test(file) && !GENERATED.test(file))
}

describe('file length', () => {
  it(`keeps every hand-written source file within ${LIMIT} lines`, () => {
    const files = sourceFiles()
    expect(files.length).toBeGreaterThan(100)
    const tooLong = files
      .map((file) => ({ file, lines: lineCount(readFileSync(`${root}${file}`, 'utf8')) }))
      .filter(({ lines }) => lines > LIMIT)
      .map(({ file, lines }) => `${file}: ${lines} lines`)
    expect(tooLong).toEqual([])
  })

  it('counts lines as an editor does', () => {
    expect(lineCount('a\nb\n')).toBe(2)
    expect(lineCount('a\nb')).toBe(2)
    expect(lineCount('')).toBe(0)
  })
})
