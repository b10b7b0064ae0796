import { describe, expect, it } from 'vitest'
import { codingForExports } from './export-coding'
import { effectiveSentiment } from './sentiment'
import { acceptTheme, type SuggestedTheme } from './suggestions'
import { answers, codes, highlights, interviews } from '../../../../tests/support/coding-interviews'

const [first, second] = interviews.map((interview) => interview.id) as [string, string]

const lateTheme: SuggestedTheme = {
  id: 'theme:late',
  label: 'late',
  interviewCount: 2,
  occurrences: [
    { interviewId: first, questionId: 'q2', start: 16, end: 20 },
    { interviewId: first, questionId: 'f1', start: 0, end: 4 },
    { interviewId: second, questionId: 'q2', start: 46, end: 50 },
    // An answer that is not (or no longer) among the completed ones.
    { interviewId: 'gone', questionId: 'q1', start: 0, end: 4 },
  ],
}

describe('theme suggestions', () => {
  it('accepts a theme as a highlight per occurrence, each the answer’s own words', () => {
    const accepted = acceptTheme(lateTheme, codes, answers)
    expect(accepted).toMatchObject({ themeId: 'theme:late', name: 'late', existingCodeId: null })
    expect(accepted.highlights.map((highlight) => highlight.text)).toEqual(['late', 'Late', 'late'])
    expect(new Set(accepted.highlights.map((h) => h.interviewId)).size).toBe(
      lateTheme.interviewCount,
    )
    const named = acceptTheme({ ...lateTheme, label: 'LATE DELIVERY' }, codes, answers)
    expect(named.existingCodeId).toBe('code-late')
  })
})

describe('sentiment corrections', () => {
  it('counts the correction and keeps the AI reading as the original', () => {
    expect(effectiveSentiment('positive', undefined)).toEqual({
      sentiment: 'positive',
      sentimentSource: 'ai',
      originalSentiment: 'positive',
    })
    const correction = { interviewId: first, questionId: 'q2', sentiment: 'annoyed' as const }
    expect(effectiveSentiment('positive', correction)).toEqual({
      sentiment: 'annoyed',
      sentimentSource: 'researcher',
      originalSentiment: 'positive',
    })
    expect(effectiveSentiment('annoyed', { ...correction, original: 'neutral' })).toMatchObject({
      originalSentiment: 'neutral',
    })
  })
})

describe('codingForExports', () => {
  it('gives each answer its codes in codebook order and its sentiment provenance', () => {
    const withSentiment = answers.map((answer) => ({ ...answer, sentiment: 'neutral' as const }))
    const coding = codingForExports({ codes, highlights }, withSentiment, [
      { interviewId: second, questionId: 'q2', sentiment: 'annoyed', original: 'skeptical' },
    ])
    expect(coding.answer(second, 'q2')).toEqual({
      codes: ['Late delivery', 'Price & "value"'],
      sentimentSource: 'researcher',
      originalSentiment: 'skeptical',
    })
    expect(coding.answer(second, 'q1')?.codes).toEqual(['Delivery', 'Word of mouth'])
    expect(coding.answer('gone', 'q1')).toBeUndefined()
    // The passage that is no longer in its answer is not exported.
    expect(coding.codes.map((code) => [code.name, code.passages.map((p) => p.text)])).toEqual([
      ['Delivery', ['délivré à l’heure']],
      [
        'Late delivery',
        ['late again ☕🙄', 'Late twice this week 👩‍👩‍👧', 'the courier was late <again>'],
      ],
      ['Price & "value"', ['The price keeps creeping up']],
      ['Word of mouth', ['A coworker had BeanRunner cups', 'Ma collègue l’a recommandé.']],
    ])
    expect(coding.codes[1]?.passages[1]).toMatchObject({ interviewId: first, label: '2.1' })
  })
})
