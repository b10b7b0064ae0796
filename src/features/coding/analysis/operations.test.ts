import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildCodebook } from '@/domain/coding/codebook'
import {
  addHighlight,
  codeNameProblem,
  deleteCode,
  mergeCodes,
  removeHighlight,
  reparentCode,
} from './operations'
import { answerKeyOf, indexAnswers, isPassageFound, locatePassage } from '@/domain/coding/passages'
import { ancestorsOf, wouldCreateCycle } from '@/domain/coding/tree'
import {
  answers,
  codes,
  highlights,
  highlightOf,
} from '../../../../tests/support/coding-interviews'
import type { CodingCode, CodingHighlight, CodingState } from './types'

const state: CodingState = { codes, highlights }

describe('codeNameProblem', () => {
  it('wants 1 to 80 characters, unique ignoring case', () => {
    expect(codeNameProblem('  ', codes)).toBe('empty')
    expect(codeNameProblem('☕'.repeat(80), codes)).toBeNull()
    expect(codeNameProblem('☕'.repeat(81), codes)).toBe('tooLong')
    expect(codeNameProblem(' late DELIVERY ', codes)).toBe('taken')
    expect(codeNameProblem('Late delivery', codes, 'code-late')).toBeNull()
  })
})

describe('locatePassage', () => {
  it('finds the trimmed passage nearest the selection, or nothing when it is not in the answer', () => {
    const text = 'late, then late again'
    expect(locatePassage(text, 'late')).toEqual({ start: 0, end: 4 })
    expect(locatePassage(text, 'late', 12)).toEqual({ start: 11, end: 15 })
    expect(locatePassage(text, 'late  again')).toBeNull()
    expect(locatePassage(text, '   ')).toBeNull()
  })
})

describe('reparentCode and wouldCreateCycle', () => {
  it('nests codes at any depth but never under themselves or their descendants', () => {
    let next = reparentCode(state, 'code-word', 'code-late')
    expect(ancestorsOf(next.codes, 'code-word')).toEqual(['code-late', 'code-delivery'])
    expect(wouldCreateCycle(next.codes, 'code-delivery', 'code-word')).toBe(true)
    expect(wouldCreateCycle(next.codes, 'code-delivery', 'code-delivery')).toBe(true)
    expect(wouldCreateCycle(next.codes, 'code-word', 'code-price')).toBe(false)
    expect(reparentCode(next, 'code-delivery', 'code-word')).toBe(next)
    expect(reparentCode(next, 'code-delivery', 'unknown')).toBe(next)
    next = reparentCode(next, 'code-word', null)
    expect(ancestorsOf(next.codes, 'code-word')).toEqual([])
  })
})

describe('mergeCodes', () => {
  it('moves every highlight to the target, drops the spans it already has, removes the source', () => {
    const [first] = answers
    if (!first) throw new Error('no answer')
    const twin = highlightOf('h-twin', 'code-price', first, 'A coworker had BeanRunner cups')
    const result = mergeCodes(
      { codes, highlights: [...highlights, twin] },
      'code-word',
      'code-price',
    )
    expect(result.moved).toBe(1)
    expect(result.dropped).toBe(1)
    expect(result.state.codes.map((code) => code.id)).not.toContain('code-word')
    expect(result.state.highlights.filter((h) => h.codeId === 'code-price')).toHaveLength(4)
    expect(result.state.highlights.some((h) => h.codeId === 'code-word')).toBe(false)
  })

  it("nests the source's sub-codes under the target, and lifts a target that was inside the source", () => {
    const nested = reparentCode(state, 'code-word', 'code-late').codes
    const result = mergeCodes({ codes: nested, highlights }, 'code-delivery', 'code-word')
    const parentOf = new Map(result.state.codes.map((code) => [code.id, code.parentId]))
    expect(parentOf.get('code-word')).toBeNull()
    expect(parentOf.get('code-late')).toBe('code-word')
    expect(ancestorsOf(result.state.codes, 'code-word')).toEqual([])
  })

  it('leaves the state alone for a merge into itself or an unknown code', () => {
    expect(mergeCodes(state, 'code-late', 'code-late').state).toBe(state)
    expect(mergeCodes(state, 'code-late', 'unknown').state).toBe(state)
  })
})

describe('deleteCode', () => {
  it('removes the code with its highlights and moves its sub-codes up to its parent', () => {
    const next = deleteCode(reparentCode(state, 'code-word', 'code-late'), 'code-late')
    expect(next.codes.find((code) => code.id === 'code-word')?.parentId).toBe('code-delivery')
    expect(next.highlights.some((h) => h.codeId === 'code-late')).toBe(false)
    expect(next.highlights).toHaveLength(highlights.length - 3)
  })
})

describe('any sequence of changes', () => {
  const answerByKey = indexAnswers(answers)
  const codeIds = ['c0', 'c1', 'c2', 'c3', 'c4', 'c5']
  const startCodes: CodingCode[] = codeIds.map((id) => ({ id, name: id, parentId: null }))

  /** A span of a real answer, as the dialog would make it. */
  const spanArbitrary = fc
    .record({
      answer: fc.integer({ min: 0, max: answers.length - 1 }),
      from: fc.nat(),
      length: fc.integer({ min: 1, max: 20 }),
    })
    .map(({ answer, from, length }) => {
      const found = answers[answer]
      if (!found) throw new Error('no answer')
      const start = from % found.text.length
      const end = Math.min(found.text.length, start + length)
      return { answer: found, start, end }
    })

  const step = fc.oneof(
    fc.record({
      kind: fc.constant('add' as const),
      code: fc.constantFrom(...codeIds),
      span: spanArbitrary,
    }),
    fc.record({ kind: fc.constant('remove' as const), index: fc.nat() }),
    fc.record({
      kind: fc.constant('merge' as const),
      source: fc.constantFrom(...codeIds),
      target: fc.constantFrom(...codeIds),
    }),
    fc.record({
      kind: fc.constant('reparent' as const),
      code: fc.constantFrom(...codeIds),
      parent: fc.option(fc.constantFrom(...codeIds), { nil: null }),
    }),
    fc.record({ kind: fc.constant('delete' as const), code: fc.constantFrom(...codeIds) }),
  )

  /** Counts made the slow, obvious way: a recount to compare the table's with. */
  function recount(current: CodingState) {
    return current.codes.map((code) => {
      const own = current.highlights.filter((h) => h.codeId === code.id)
      const found = own.filter((h) => isPassageFound(h, answerByKey.get(answerKeyOf(h))?.text))
      return {
        id: code.id,
        highlights: found.length,
        interviews: new Set(found.map((h) => h.interviewId)).size,
      }
    })
  }

  it('keeps passages verbatim, the tree acyclic and the counts equal to a recount', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let current: CodingState = { codes: startCodes, highlights: [] }
        let counter = 0
        for (const change of steps) {
          if (change.kind === 'add') {
            const { answer, start, end } = change.span
            const highlight: CodingHighlight = {
              id: `h${counter++}`,
              codeId: change.code,
              interviewId: answer.interviewId,
              questionId: answer.questionId,
              start,
              end,
              text: answer.text.slice(start, end),
            }
            if (current.codes.some((code) => code.id === change.code)) {
              current = addHighlight(current, highlight)
            }
          } else if (change.kind === 'remove') {
            const target = current.highlights[change.index % Math.max(1, current.highlights.length)]
            if (target) current = removeHighlight(current, target.id)
          } else if (change.kind === 'merge') {
            current = mergeCodes(current, change.source, change.target).state
          } else if (change.kind === 'reparent') {
            current = reparentCode(current, change.code, change.parent)
          } else {
            current = deleteCode(current, change.code)
          }

          const ids = new Set(current.codes.map((code) => code.id))
          for (const highlight of current.highlights) {
            const text = answerByKey.get(answerKeyOf(highlight))?.text ?? ''
            expect(text.slice(highlight.start, highlight.end)).toBe(highlight.text)
            expect(ids.has(highlight.codeId)).toBe(true)
          }
          const spans = current.highlights.map(
            (h) => `${h.codeId}|${answerKeyOf(h)}|${h.start}|${h.end}`,
          )
          expect(new Set(spans).size).toBe(spans.length)
          for (const code of current.codes) {
            expect(ancestorsOf(current.codes, code.id)).not.toContain(code.id)
            // The raw parent chain ends at the top without a loop.
            const seen = new Set<string>()
            let at: string | null = code.id
            while (at !== null) {
              expect(seen.has(at)).toBe(false)
              seen.add(at)
              at = current.codes.find((candidate) => candidate.id === at)?.parentId ?? null
            }
          }
          const table = buildCodebook(current.codes, current.highlights, answers, 3)
          expect(
            table.rows
              .map((row) => ({
                id: row.code.id,
                highlights: row.highlightCount,
                interviews: row.interviewCount,
              }))
              .sort((a, b) => (a.id < b.id ? -1 : 1)),
          ).toEqual(recount(current).sort((a, b) => (a.id < b.id ? -1 : 1)))
        }
      }),
      { numRuns: 200 },
    )
  })
})
