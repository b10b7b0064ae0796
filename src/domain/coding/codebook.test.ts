import { describe, expect, it } from 'vitest'
import { buildCodebook, codeHighlightsOf } from './codebook'
import { answers, codes, highlights } from '../../../tests/support/coding-interviews'

describe('buildCodebook', () => {
  it('lists codes parents first, counting found highlights and their interviews', () => {
    const codebook = buildCodebook(codes, highlights, answers, 3)
    expect(
      codebook.rows.map((row) => [
        row.code.name,
        row.depth,
        row.parentName,
        row.highlightCount,
        row.interviews,
        row.notFoundCount,
      ]),
    ).toEqual([
      ['Delivery', 0, null, 1, '1 of 3', 0],
      ['Late delivery', 1, 'Delivery', 3, '2 of 3', 0],
      ['Price & "value"', 0, null, 1, '1 of 3', 1],
      ['Word of mouth', 0, null, 2, '2 of 3', 0],
    ])
    expect(codebook.rows[0]?.childIds).toEqual(['code-late'])
    expect(codebook.notFoundCount).toBe(1)
  })

  it('counts a highlight whose answer is gone apart, and puts a code with an unknown parent at the top', () => {
    const orphan = { id: 'code-orphan', name: 'Orphan', parentId: 'gone' }
    const gone = {
      ...highlights[0],
      id: 'h-gone',
      interviewId: 'unknown',
    } as (typeof highlights)[number]
    const codebook = buildCodebook([...codes, orphan], [...highlights, gone], answers, 3)
    const late = codebook.rows.find((row) => row.code.id === 'code-late')
    expect(late?.notFoundCount).toBe(1)
    expect(late?.highlightCount).toBe(3)
    expect(codebook.rows.find((row) => row.code.id === 'code-orphan')).toMatchObject({
      depth: 0,
      parentName: null,
    })
  })
})

describe('codeHighlightsOf', () => {
  it('lists passages in answer order with their question number, flagging those not found', () => {
    const late = codeHighlightsOf('code-late', highlights, answers)
    expect(late.map((passage) => [passage.label, passage.highlight.text, passage.found])).toEqual([
      ['2', 'late again ☕🙄', true],
      ['2.1', 'Late twice this week 👩‍👩‍👧', true],
      ['2', 'the courier was late <again>', true],
    ])
    const price = codeHighlightsOf('code-price', highlights, answers)
    expect(price.map((passage) => passage.found)).toEqual([true, false])
  })
})
