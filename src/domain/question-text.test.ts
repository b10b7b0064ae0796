import { describe, expect, it } from 'vitest'

import { plainQuestionText } from './question-text'

describe('plainQuestionText', () => {
  it('reads a question stored with the interviewer framing of earlier versions as the question', () => {
    expect(
      plainQuestionText(
        'Thank you! Next question: Walk me through the last time you used it, from start to finish.',
      ),
    ).toBe('Walk me through the last time you used it, from start to finish.')
    expect(
      plainQuestionText(
        'Thanks for taking the time to talk with me. To start: How did you first hear about the service?',
      ),
    ).toBe('How did you first hear about the service?')
    expect(
      plainQuestionText('Was the project delivered on budget? Please be as specific as you can.'),
    ).toBe('Was the project delivered on budget?')
  })

  it('leaves a plain question or a follow-up as it is', () => {
    expect(plainQuestionText('Great, what made you try it?')).toBe('Great, what made you try it?')
    expect(plainQuestionText('How often does that happen?')).toBe('How often does that happen?')
  })
})
