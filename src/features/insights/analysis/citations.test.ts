import { describe, expect, it } from 'vitest'
import { coffeeQuestions, interview } from '../../../../tests/support/insights-interviews'
import { answerLookup, checkCitations, hiddenCitationsNotice, mentionLine } from './citations'

const change = 'The monthly price is steep, and once a cold coffee.'
const input = {
  interviews: [
    interview('a', '2026-10-01T09:00:00.000Z', [
      { questionId: 'q-heard', text: 'A coworker told me.', sentiment: 'positive' },
      { questionId: 'q-change', text: change, sentiment: 'annoyed' },
    ]),
  ],
  questions: coffeeQuestions,
}
const lookup = answerLookup(input)
const genuine = {
  interviewId: 'a',
  questionId: 'q-change',
  start: 4,
  end: 17,
  text: 'monthly price',
}

describe('citation checks', () => {
  it('shows a citation whose text is the answer at its offsets, numbered as on screen', () => {
    expect(change.slice(4, 17)).toBe('monthly price')
    expect(checkCitations([genuine], lookup)).toEqual({
      shown: [{ ...genuine, label: '2' }],
      hidden: 0,
    })
  })

  it('hides a forged citation: rewritten text, moved offsets, another answer, an unknown interview', () => {
    const forged = [
      { ...genuine, text: 'monthly prize' },
      { ...genuine, start: 5, end: 18 },
      { ...genuine, questionId: 'q-heard' },
      { ...genuine, interviewId: 'zz' },
      { ...genuine, start: 40, end: 90 },
    ]
    const checked = checkCitations([genuine, ...forged], lookup)
    expect(checked.shown).toHaveLength(1)
    expect(checked.hidden).toBe(5)
  })

  it('says how many are hidden, in the singular and the plural', () => {
    expect(hiddenCitationsNotice(0)).toBe('')
    expect(hiddenCitationsNotice(1)).toBe('1 citation could not be checked and is hidden')
    expect(hiddenCitationsNotice(2)).toBe('2 citations could not be checked and are hidden')
  })

  it('counts the interviews that mention the question', () => {
    expect(mentionLine({ mentionCount: 3, interviewCount: 5 })).toBe(
      '3 of 5 interviews mention this',
    )
  })
})
