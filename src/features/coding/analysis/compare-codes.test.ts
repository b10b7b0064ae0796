import { describe, expect, it } from 'vitest'
import { compareCodes } from './compare-codes'
import { answers, codes, highlights, interviews } from '../../../../tests/support/coding-interviews'

const [first, second, third] = interviews.map((interview) => interview.id)

describe('compareCodes', () => {
  it('counts each group’s interviews with a found passage, largest difference first', () => {
    const unused = { id: 'code-unused', name: 'Unused', parentId: null }
    const rows = compareCodes([...codes, unused], highlights, answers, [
      [first ?? '', third ?? ''],
      [second ?? ''],
    ])
    // Hand-counted: the third interview's only passage (Price) is no longer in its answer.
    expect(rows.map((row) => [row.label, row.counts, row.difference])).toEqual([
      ['Delivery', [0, 1], -1],
      ['Price & "value"', [0, 1], -1],
      ['Late delivery', [1, 1], -0.5],
      ['Word of mouth', [1, 1], -0.5],
    ])
  })

  it('leaves out the passages of interviews in neither group', () => {
    const rows = compareCodes(codes, highlights, answers, [[first ?? ''], [third ?? '']])
    expect(rows.map((row) => [row.label, row.counts])).toEqual([
      ['Late delivery', [1, 0]],
      ['Word of mouth', [1, 0]],
    ])
  })
})
