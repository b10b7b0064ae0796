// The lint step that keeps code comments from citing documents or sections we do not ship.
import { describe, expect, it } from 'vitest'
import { anchorsOf, brokenReferences } from '../../scripts/check-doc-refs.mjs'

const PRODUCT = '# Product\n\n<a id="roles"></a>\n\n## Roles and permissions\n'
const docs: Record<string, string> = { 'docs/product.md': PRODUCT }
const readDoc = (path: string) => docs[path] ?? null
// Spelled in pieces so that this file does not cite them itself.
const spec = ['SP', 'EC §6'].join('')
const design = ['DES', 'IGN.md'].join('')

describe('anchorsOf', () => {
  it('knows explicit anchors and heading slugs', () => {
    const anchors = anchorsOf(PRODUCT)
    expect(anchors.has('roles')).toBe(true)
    expect(anchors.has('roles-and-permissions')).toBe(true)
    expect(anchors.has('screens')).toBe(false)
  })
})

describe('brokenReferences', () => {
  it('accepts a section that exists, from code and from a document beside it', () => {
    expect(brokenReferences('src/a.ts', '// docs/product.md#roles', readDoc)).toEqual([])
    expect(brokenReferences('docs/other.md', 'see [roles](product.md#roles)', readDoc)).toEqual([])
  })

  it('names a missing section, a missing document and the documents outside the repository', () => {
    const text = [
      '// docs/product.md#nowhere',
      '// docs/missing.md#roles',
      `// (${spec}) and ${design}`,
    ].join('\n')
    expect(brokenReferences('src/a.ts', text, readDoc)).toEqual([
      'src/a.ts:1: docs/product.md has no section #nowhere',
      'src/a.ts:2: docs/missing.md does not exist',
      `src/a.ts:3: cites ${spec}, which is not in the repository`,
    ])
  })

  it('leaves web addresses alone', () => {
    const text = '// https://example.com/org/repo/blob/main/README.md#usage'
    expect(brokenReferences('src/a.ts', text, readDoc)).toEqual([])
  })
})
