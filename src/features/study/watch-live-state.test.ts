import { describe, expect, it } from 'vitest'
import { initialWatchState, questionOnScreen, watchReducer } from './watch-live-state'

const question = (id: string, answer: string | null = null) => ({
  id,
  text: `Question ${id}`,
  followUpOf: null,
  displayedAt: '2026-12-01T10:00:00.000Z',
  answer,
  answeredAt: answer === null ? null : '2026-12-01T10:01:00.000Z',
})

describe('the Watch live view’s state', () => {
  it('starts from the snapshot, replaces an answered question and appends a new one', () => {
    let state = watchReducer(initialWatchState, {
      type: 'snapshot',
      status: 'in_progress',
      intervieweeName: 'Ada Lovelace',
      questions: [question('a')],
    })
    state = watchReducer(state, { type: 'observedQuestion', question: question('a', 'Yes') })
    state = watchReducer(state, { type: 'observedQuestion', question: question('b') })
    expect(state.questions.map((each) => [each.id, each.answer])).toEqual([
      ['a', 'Yes'],
      ['b', null],
    ])
    expect(questionOnScreen(state)?.id).toBe('b')
    expect(watchReducer(state, { type: 'ended', status: 'completed' }).ended).toBe('completed')
  })
})
