import { describe, expect, it } from 'vitest'
import { computeInsights } from '@/domain/insights/compute'
import { filterAnswers, highlightRanges } from './filter'
import {
  coffeeInterviews,
  coffeeQuestions,
  interview,
} from '../../../../tests/support/insights-interviews'

function insights() {
  const interviews = [
    ...coffeeInterviews(),
    interview('iv-6', '2026-10-06T08:00:00.000Z', [
      {
        questionId: 'q-last',
        projectQuestionId: 'q-last',
        followUpOf: null,
        text: 'My Café Crème came cold, again.',
        sentiment: 'annoyed',
      },
      {
        questionId: 'f-6',
        projectQuestionId: null,
        followUpOf: 'q-last',
        questionText: 'What did you do about it?',
        text: 'I wrote to support; they refunded the crème right away.',
        sentiment: 'positive',
      },
    ]),
  ]
  return computeInsights({ interviews, questions: coffeeQuestions })
}

const ids = (answers: readonly { id: string }[]) => answers.map((answer) => answer.id)

describe('filterAnswers', () => {
  it('matches the answer or its question, ignoring case and accents', () => {
    const { answers } = insights()
    expect(ids(filterAnswers(answers, { query: 'CAFE CREME' }))).toEqual(['iv-6:0'])
    expect(ids(filterAnswers(answers, { query: 'crème' }))).toEqual(['iv-6:0', 'iv-6:1'])
    expect(ids(filterAnswers(answers, { query: '  late   deliveries ' }))).toEqual([
      'iv-1:3',
      'iv-2:3',
    ])
    // 'What did you do about it?' is the follow-up's question, not its answer.
    expect(ids(filterAnswers(answers, { query: 'what did you do' }))).toEqual(['iv-6:1'])
    expect(filterAnswers(answers, { query: 'zeppelin' })).toEqual([])
  })

  it('gives every answer, in order, for an empty filter', () => {
    const { answers } = insights()
    expect(filterAnswers(answers, {})).toEqual(answers)
    expect(filterAnswers(answers, { query: '   ', questionId: null, sentiment: null })).toEqual(
      answers,
    )
  })

  it('filters by primary question, follow-ups included, and by sentiment', () => {
    const { answers } = insights()
    expect(ids(filterAnswers(answers, { questionId: 'q-last' }))).toEqual([
      'iv-1:2',
      'iv-2:2',
      'iv-3:2',
      'iv-4:1',
      'iv-6:0',
      'iv-6:1',
    ])
    expect(ids(filterAnswers(answers, { questionId: 'q-last', sentiment: 'annoyed' }))).toEqual([
      'iv-1:2',
      'iv-4:1',
      'iv-6:0',
    ])
    expect(
      ids(filterAnswers(answers, { questionId: 'q-last', sentiment: 'annoyed', query: 'cafe' })),
    ).toEqual(['iv-6:0'])
  })
})

describe('highlightRanges', () => {
  const slices = (text: string, query: string) =>
    highlightRanges(text, query).map(({ start, end }) => text.slice(start, end))

  it('finds every occurrence as written, ignoring case and accents', () => {
    expect(slices('Late again. Deliveries late, LATE!', 'late')).toEqual(['Late', 'late', 'LATE'])
    expect(slices('My Café Crème came cold.', 'cafe creme')).toEqual(['Café Crème'])
    expect(slices('Un cafe\u0301 bien chaud', 'café')).toEqual(['cafe\u0301'])
  })

  it('lets a space in the query match any whitespace, and treats the query literally', () => {
    expect(slices('late\n  delivery', 'late delivery')).toEqual(['late\n  delivery'])
    expect(slices('Price (in €) went up.', '(in €)')).toEqual(['(in €)'])
    expect(slices('a.b axb', 'a.b')).toEqual(['a.b'])
  })

  it('gives no overlapping ranges and none for an empty query', () => {
    expect(highlightRanges('aaaa', 'aa')).toEqual([
      { start: 0, end: 2 },
      { start: 2, end: 4 },
    ])
    expect(highlightRanges('anything', '  ')).toEqual([])
  })

  it('maps ranges back past characters that fold to more or fewer units', () => {
    const text = 'İstanbul 😀 delivery'
    expect(slices(text, 'istanbul')).toEqual(['İstanbul'])
    expect(slices(text, 'delivery')).toEqual(['delivery'])
  })
})
