// Any passage of any answer is selected exactly in its QDPX source (a property).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildQdpxContent } from './qdpx'
import { interviews } from '../../../../tests/support/coding-interviews'
import { qdpxInput, selectedText } from '../../../../tests/support/qdpx'
import type { CodingHighlight, LabelledAnswer } from './types'

describe('toQdpx', () => {
  it('selects any passage of any answer exactly, whatever characters it holds', () => {
    const characters = fc.constantFrom(
      'a',
      'é',
      'e\u0301',
      '☕',
      '🙄',
      '👩‍👩‍👧',
      ' ',
      '\n',
      '\r\n',
      '<',
      '&',
      '"',
      '中',
    )
    const answerText = fc
      .array(characters, { minLength: 1, maxLength: 30 })
      .map((parts) => parts.join(''))
    fc.assert(
      fc.property(
        fc.array(answerText, { minLength: 1, maxLength: 4 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { maxLength: 8 }),
        (texts, picks) => {
          const interview = interviews[0]
          if (!interview) throw new Error('no interview')
          const own: LabelledAnswer[] = texts.map((text, index) => ({
            interviewId: interview.id,
            questionId: `q${index}`,
            label: String(index + 1),
            questionText: `Question ${index + 1}? ☕`,
            text,
          }))
          // Spans on whole UTF-16 surrogate pairs, as a browser selection gives them.
          const spans: CodingHighlight[] = picks.flatMap(([which, from, length], index) => {
            const answer = own[which % own.length]
            if (!answer) return []
            const units = Array.from(answer.text)
            const first = from % units.length
            const last = Math.min(units.length, first + 1 + (length % units.length))
            const start = units.slice(0, first).join('').length
            const end = units.slice(0, last).join('').length
            return [
              {
                id: `h${index}`,
                codeId: 'code-word',
                interviewId: answer.interviewId,
                questionId: answer.questionId,
                start,
                end,
                text: answer.text.slice(start, end),
              },
            ]
          })
          const content = buildQdpxContent({
            ...qdpxInput,
            answers: own,
            interviews: [interview],
            highlights: spans,
          })
          const files = new Map([
            ['project.qde', content.project],
            ...content.sources.map((s): [string, string] => [`sources/${s.guid}.txt`, s.text]),
          ])
          const selected = selectedText(content.project, files)
            .map((s) => s.text)
            .sort()
          expect(selected).toEqual(spans.map((span) => span.text).sort())
        },
      ),
      { numRuns: 150 },
    )
  })
})
