// docs/architecture.md must say what the code does: its layer table is the lint rule's data, and
// its tests table names every folder of tests/.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LAYERS } from '../../scripts/eslint-boundaries.mjs'

const doc = readFileSync(new URL('../../docs/architecture.md', import.meta.url), 'utf8')

/** The body rows of the first table after `anchor`, each as its cells. */
function tableAfter(anchor: string): string[][] {
  const rest = doc.slice(doc.indexOf(`<a id="${anchor}"></a>`))
  const lines = rest.split('\n')
  const start = lines.findIndex((line) => line.startsWith('|'))
  const rows: string[][] = []
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break
    rows.push(line.split('|').slice(1, -1))
  }
  return rows
}

/** The `code` spans of a cell, in order. */
const codes = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '')

describe('docs/architecture.md#layers', () => {
  const rows = tableAfter('layers').map(([layer = '', where = '', , mayImport = '']) => ({
    name: codes(layer)[0],
    folders: codes(where),
    mayImport: codes(mayImport).sort(),
  }))

  it('lists the layers of the rule, in its order', () => {
    expect(rows.map((row) => row.name)).toEqual(LAYERS.map((layer) => layer.name))
  })

  it.each(LAYERS.map((layer) => [layer.name, layer] as const))(
    'says where %s lives and what it may import, as the rule does',
    (name, layer) => {
      expect(rows.find((row) => row.name === name)).toEqual({
        name,
        folders: layer.folders,
        mayImport: [...layer.mayImport].sort(),
      })
    },
  )

  it('gives every folder of src/ a layer', () => {
    const folders = readdirSync(new URL('../../src', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `src/${entry.name}/`)
    const documented = rows.flatMap((row) => row.folders).map((f) => f.replace('<name>/', ''))
    expect(folders.filter((folder) => !documented.includes(folder))).toEqual([])
  })
})

describe('docs/architecture.md#tests', () => {
  it('names every folder of tests/ but its support code', () => {
    const documented = tableAfter('tests').flatMap(([, where = '']) => codes(where))
    const folders = readdirSync(new URL('..', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'support')
      .map((entry) => `tests/${entry.name}`)
    const missing = folders.filter(
      (folder) => !documented.some((path) => path === folder || path.startsWith(`${folder}/`)),
    )
    expect(missing).toEqual([])
  })
})
