import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import contract from '../../mocks/contract/openapi.gen.json'
import * as enums from '@/contract/enums'

/**
 * The contract is the one source of its enumerations: `npm run gen:api` writes them to
 * src/contract/enums.ts (generated.test.ts checks that the file is fresh), and code imports them
 * from there instead of listing the values again.
 */
const enumSchemas = Object.entries(contract.components.schemas).flatMap(([name, schema]) =>
  'enum' in schema && schema.type === 'string' ? [[name, schema.enum] as const] : [],
)

const root = fileURLToPath(new URL('../../', import.meta.url))
const sourceDirs = ['src', 'mocks', 'fixtures', 'scripts', 'bench', 'stories']
const generated = new Set(['src/contract/enums.ts', 'src/contract/schema.d.ts'])
const isTestFile = (path: string) => /\.(test|stories)\.[cm]?[jt]sx?$/.test(path)

function sourceFiles(): string[] {
  return sourceDirs.flatMap((dir) =>
    readdirSync(`${root}${dir}`, { recursive: true, encoding: 'utf8' })
      .map((path) => `${dir}/${path.split('\\').join('/')}`)
      .filter((path) => /\.[cm]?[jt]sx?$/.test(path) && !generated.has(path) && !isTestFile(path)),
  )
}

/** Every value of the list, quoted, in the contract's order: what a copy of it looks like. */
function copyPattern(values: readonly string[]): RegExp {
  return new RegExp(values.map((value) => `['"\`]${value}['"\`]`).join('\\s*,\\s*'))
}

describe('the contract enumerations', () => {
  it('has a generated list for each named string enum of the contract, in its order', () => {
    expect(enumSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['Role', 'Sentiment', 'ProjectCategory', 'ProjectStatus']),
    )
    const lists: Record<string, unknown> = { ...enums }
    for (const [name, values] of enumSchemas) {
      const listName = `${name.charAt(0).toLowerCase()}${name.slice(1)}Values`
      expect(lists[listName], listName).toEqual(values)
    }
    expect(Object.keys(lists)).toHaveLength(enumSchemas.length)
  })

  it('is not listed again by hand in the source', () => {
    const files = sourceFiles()
    expect(files).toContain('src/styles/tokens.ts')
    const copies = files.flatMap((path) => {
      const text = readFileSync(`${root}${path}`, 'utf8')
      return enumSchemas
        .filter(([, values]) => values.length > 2 && copyPattern(values).test(text))
        .map(([name]) => `${path}: ${name}`)
    })
    expect(copies).toEqual([])
  })
})
