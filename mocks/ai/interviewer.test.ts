import { describe, expect, it } from 'vitest'

import { phraseQuestion, styleForPrompt } from './interviewer'

describe('styleForPrompt', () => {
  it.each([
    ['prompts/interviewer/interviewer.system.prompt1.txt', 'warm'],
    ['prompts/interviewer/interviewer.system.prompt2.txt', 'concise'],
    ['prompts/interviewer/interviewer.system.prompt3.txt', 'probing'],
    ['/srv/app/prompts/interviewer/interviewer.system.prompt3.txt', 'probing'],
    ['prompts\\interviewer\\interviewer.system.prompt2.txt', 'concise'],
    ['interviewer.system.prompt2.txt', 'concise'],
    ['prompts/interviewer/interviewer.system.prompt4.txt', 'warm'],
    ['prompts/interviewer/custom.txt', 'warm'],
    ['', 'warm'],
    [null, 'warm'],
    [undefined, 'warm'],
  ] as const)('%s → %s', (path, style) => {
    expect(styleForPrompt(path)).toBe(style)
  })
})

describe('phraseQuestion', () => {
  const question = 'How did you first hear about CoffeeRun?'

  it('keeps the question verbatim in every style', () => {
    for (const style of ['warm', 'concise', 'probing'] as const) {
      for (const isFirst of [true, false]) {
        expect(phraseQuestion(question, style, isFirst)).toContain(question)
      }
    }
  })

  it('returns the text as is when concise', () => {
    expect(phraseQuestion(question, 'concise', true)).toBe(question)
  })

  it('adds a friendly lead-in when warm', () => {
    expect(phraseQuestion(question, 'warm', true)).toMatch(/To start: How did you/)
    expect(phraseQuestion(question, 'warm', false)).not.toBe(question)
    expect(phraseQuestion(question, 'warm', false)).toBe(phraseQuestion(question, 'warm', false))
  })

  it('asks for specifics when probing, once', () => {
    expect(phraseQuestion(question, 'probing', false)).toBe(
      `${question} Please be as specific as you can.`,
    )
    const already = 'Give a specific example of a late delivery.'
    expect(phraseQuestion(already, 'probing', false)).toBe(already)
  })
})
