import { describe, expect, it } from 'vitest'
import { answerSegments } from './segments'

describe('answerSegments', () => {
  it('cuts the answer where coded passages start and end, overlaps carrying both codes', () => {
    const text = 'The price keeps creeping up & the courier was late <again>.'
    const segments = answerSegments(text, [
      { codeId: 'price', start: 0, end: 27, text: text.slice(0, 27) },
      { codeId: 'late', start: 16, end: 58, text: text.slice(16, 58) },
      { codeId: 'stale', start: 0, end: 3, text: 'Not' },
    ])
    expect(segments.map((segment) => [segment.text, segment.codeIds])).toEqual([
      ['The price keeps ', ['price']],
      ['creeping up', ['price', 'late']],
      [' & the courier was late <again>', ['late']],
      ['.', []],
    ])
    expect(segments.map((segment) => segment.text).join('')).toBe(text)
  })
})
