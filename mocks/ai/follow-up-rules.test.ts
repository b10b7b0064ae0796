// When the intensity's rules ask a follow-up and when they move on, on the fixed interview and on
// answers that already give the particulars.
import { describe, expect, it } from 'vitest'

import { nextFollowUp, type FollowUpInput } from './follow-up'
import { FOLLOW_UP_RULES, type FollowUpIntensity } from './follow-up-rules'
import { loadGrammar } from './paraphrase'
import { INTERVIEW, simulate, wordCount } from '../../tests/support/follow-up-interview'

// The tagger loads once, before the interviews below are simulated.
await loadGrammar()

describe('follow-up counts per intensity', () => {
  const runs = ([1, 2, 3, 4, 5] as const).map((intensity) => ({
    intensity,
    ...simulate(intensity),
  }))
  const total = (n: FollowUpIntensity) => runs.find((r) => r.intensity === n)?.total ?? NaN

  it('asks strictly more follow-ups at 1 < 3 < 5, and never fewer as intensity grows', () => {
    expect(total(1)).toBeLessThan(total(3))
    expect(total(3)).toBeLessThan(total(5))
    for (let n = 1; n < 5; n++) {
      expect(total((n + 1) as FollowUpIntensity)).toBeGreaterThanOrEqual(
        total(n as FollowUpIntensity),
      )
    }
    // The exact counts this fixed interview produces, per primary question.
    expect(runs.map((r) => r.perQuestion)).toEqual([
      [1, 0, 0, 0, 1],
      [1, 1, 1, 0, 1],
      [1, 2, 1, 0, 2],
      [2, 2, 2, 2, 2],
      [3, 3, 3, 3, 3],
    ])
    expect(runs.map((r) => r.total)).toEqual([2, 4, 6, 10, 15])
  })

  it('at Minimal asks at most one per question, only for very short answers', () => {
    const { perQuestion, asked } = simulate(1)
    perQuestion.forEach((count, i) => {
      const first = INTERVIEW[i]?.answers[0] ?? ''
      expect(count).toBeLessThanOrEqual(1)
      expect(count).toBe(wordCount(first) < 4 ? 1 : 0)
    })
    // The long, enthusiastic answer gets no follow-up at all.
    expect(perQuestion[3]).toBe(0)
    expect(asked.every((a) => a.depth === 0)).toBe(true)
  })

  it('respects each intensity’s maximum count and depth', () => {
    for (const run of runs) {
      const rule = FOLLOW_UP_RULES[run.intensity]
      for (const count of run.perQuestion) expect(count).toBeLessThanOrEqual(rule.maxFollowUps)
    }
  })

  it('at Thorough probes notable positive answers, unlike Standard', () => {
    expect(simulate(3).perQuestion[3]).toBe(0)
    expect(simulate(4).perQuestion[3]).toBeGreaterThan(0)
  })
})

describe('an answer that already gives the particulars is not probed', () => {
  const standard: FollowUpInput = {
    answerText: '',
    depth: 0,
    followUpsSoFar: 0,
    style: 'warm',
    seed: 1,
    intensity: 3,
    questionText: "Tell me about a time the service didn't go the way you expected. What happened?",
    sentiment: 'annoyed',
  }

  it('moves on from a complaint that says what happened, when and what was done', () => {
    const specific =
      'Last Monday the order came forty minutes late and cold; I called support and they refunded the £4.50 within an hour.'
    expect(nextFollowUp({ ...standard, answerText: specific })).toBeNull()
  })

  it('still probes a complaint without the what and when', () => {
    expect(nextFollowUp({ ...standard, answerText: 'It was a disaster.' })).not.toBeNull()
  })

  it('takes a plain answer to a closed question as complete, but not a doubt', () => {
    const closed = {
      ...standard,
      questionText: 'Would you recommend the service to a friend, yes or no?',
    }
    expect(nextFollowUp({ ...closed, answerText: 'No.', sentiment: 'neutral' })).toBeNull()
    expect(
      nextFollowUp({ ...closed, answerText: "No, I'm not convinced.", sentiment: 'skeptical' }),
    ).not.toBeNull()
  })

  it('still probes everything at Exhaustive', () => {
    const specific =
      'On Tuesday I ordered at 7:50 and it came at 8:15, hot, because I ordered early.'
    expect(
      nextFollowUp({ ...standard, intensity: 5, answerText: specific, sentiment: 'informative' }),
    ).not.toBeNull()
  })
})
