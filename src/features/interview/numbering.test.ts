import { describe, expect, it } from 'vitest'
import {
  answeredPrimaryAnswers,
  answersForDisplay,
  currentQuestionLabel,
  numberAnswers,
  type NumberableAnswer,
} from './numbering'

const primary = (id: string): NumberableAnswer => ({
  questionId: id,
  isFollowUp: false,
  followUpOf: null,
})
const followUp = (id: string, parent: string): NumberableAnswer => ({
  questionId: id,
  isFollowUp: true,
  followUpOf: parent,
})

// 1, 2, 2.1, 2.1.1, 2.2, 3, 3.1
const answers = [
  primary('a'),
  primary('b'),
  followUp('b1', 'b'),
  followUp('b11', 'b1'),
  followUp('b2', 'b'),
  primary('c'),
  followUp('c1', 'c'),
]

describe('numbering', () => {
  it('numbers primaries 1, 2, 3 and follow-ups primary.sub, deeper ones 2.1.1', () => {
    expect(numberAnswers(answers).map((n) => n.label)).toEqual([
      '1',
      '2',
      '2.1',
      '2.1.1',
      '2.2',
      '3',
      '3.1',
    ])
  })

  it('shows newest first while in progress and chronological when finished', () => {
    expect(answersForDisplay(answers, false).map((n) => n.label)).toEqual([
      '3.1',
      '3',
      '2.2',
      '2.1.1',
      '2.1',
      '2',
      '1',
    ])
    expect(answersForDisplay(answers, true).map((n) => n.answer.questionId)).toEqual(
      answers.map((a) => a.questionId),
    )
  })

  it('does not reorder the answers it is given', () => {
    const copy = [...answers]
    answersForDisplay(answers, false)
    expect(answers).toEqual(copy)
  })

  it('labels the question on screen', () => {
    expect(currentQuestionLabel(answers, { id: 'd', isFollowUp: false, followUpOf: null })).toBe(
      '4',
    )
    expect(currentQuestionLabel(answers, { id: 'c2', isFollowUp: true, followUpOf: 'c' })).toBe(
      '3.2',
    )
    expect(currentQuestionLabel(answers, { id: 'c11', isFollowUp: true, followUpOf: 'c1' })).toBe(
      '3.1.1',
    )
    expect(currentQuestionLabel([], { id: 'x', isFollowUp: false, followUpOf: null })).toBe('1')
  })

  it('counts a follow-up whose parent is missing under the latest primary', () => {
    const labels = numberAnswers([primary('a'), followUp('x', 'gone'), primary('b')])
    expect(labels.map((n) => n.label)).toEqual(['1', '1.1', '2'])
  })

  it('counts answered primary questions only', () => {
    expect(answeredPrimaryAnswers(answers)).toBe(3)
    expect(answeredPrimaryAnswers([])).toBe(0)
  })
})
