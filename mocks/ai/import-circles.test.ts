import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Issue 34 §5: the engine's readers and their tables once imported each other. A circle makes
// the load order decide what a module sees, so this keeps mocks/ai free of them.
const root = dirname(fileURLToPath(import.meta.url))
const IMPORT = /(?:import|export)[^'"]*?from\s+'(\.[^']+)'/g

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

/** Each module's imports inside mocks/ai, type-only ones included. */
function graph(): Map<string, string[]> {
  const files = new Set(sources(root))
  return new Map(
    [...files].map((file) => [
      file,
      [...readFileSync(file, 'utf8').matchAll(IMPORT)]
        .map((match) => `${normalize(join(dirname(file), match[1] ?? ''))}.ts`)
        .filter((target) => files.has(target)),
    ]),
  )
}

function circles(edges: Map<string, string[]>): string[] {
  const found: string[] = []
  const visit = (file: string, path: string[]) => {
    for (const next of edges.get(file) ?? []) {
      if (next === path[0]) found.push([...path, next].map((f) => relative(root, f)).join(' → '))
      else if (!path.includes(next)) visit(next, [...path, next])
    }
  }
  for (const file of edges.keys()) visit(file, [file])
  return found
}

describe('mocks/ai imports', () => {
  it('has no circle', () => {
    expect(circles(graph())).toEqual([])
  })

  it('finds a circle when there is one', () => {
    const a = join(root, 'a.ts')
    const b = join(root, 'b.ts')
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toContain('a.ts → b.ts → a.ts')
  })
})
