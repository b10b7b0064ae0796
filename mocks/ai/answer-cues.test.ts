import { describe, expect, it } from 'vitest'

import { readAnswer, type AnswerReading, type Cue } from './answer-cues'

function cues(answer: string): Cue[] {
  const reading = readAnswer(answer)
  return reading.kind === 'words' ? reading.cues : []
}

function kinds(answer: string): string[] {
  return cues(answer).map((cue) => cue.kind)
}

describe('readAnswer', () => {
  it.each(['', '   ', 'no', 'Nope.', 'idk', "I don't know.", '🙂', '👍👍', '...', "That's all."])(
    '%j is empty-ish',
    (answer) => {
      expect(readAnswer(answer).kind).toBe('empty')
    },
  )

  it.each([
    'Me gusta mucho pero es muy caro.',
    'Das ist nicht so gut, aber es geht.',
    'Это слишком дорого.',
    'とても便利です。',
  ])('%j is not English', (answer) => {
    expect(readAnswer(answer).kind).toBe('foreign')
  })

  it('keeps English with a foreign word or two as English', () => {
    expect(readAnswer('The barista said gracias and the latte was great.').kind).toBe('words')
  })

  it('finds complaints by topic, and not when negated', () => {
    expect(cues('Delivery is slow and the app confused me.').map((c) => c.topic)).toEqual(
      expect.arrayContaining(['speed', 'usability']),
    )
    expect(cues('Way too expensive for what it is.')[0]).toMatchObject({
      kind: 'complaint',
      topic: 'price',
    })
    expect(kinds('It was not slow at all, no problems.')).not.toContain('complaint')
  })

  it('reads vague words by kind', () => {
    expect(cues('It depends on the day.')[0]).toMatchObject({ kind: 'vague', vagueness: 'depends' })
    expect(cues("It's fine.")[0]).toMatchObject({ kind: 'vague', vagueness: 'lukewarm' })
    expect(cues('Sort of, I guess.')[0]).toMatchObject({ kind: 'vague', vagueness: 'unsure' })
  })

  it('finds numbers, comparisons, people, sources and features', () => {
    expect(cues('About forty euros a month.')[0]?.match).toBe('about forty euros a month')
    expect(kinds('It is cheaper than the café downstairs.')).toContain('comparison')
    expect(cues('My sister told me.')[0]).toMatchObject({ kind: 'person', noun: 'your sister' })
    expect(cues('Saw an ad on Instagram.').map((c) => c.noun)).toEqual(['that ad', 'Instagram'])
    expect(cues('The router sits in the hall.')[0]).toMatchObject({
      kind: 'feature',
      noun: 'the router',
    })
  })

  it('cuts short quotes from the answer itself, within one clause', () => {
    const answer = 'Honestly, the courier was over an hour late, and nobody called me.'
    const late = cues(answer).find((cue) => cue.topic === 'speed')
    expect(late?.fragment).toBe('the courier was over an hour late')
    expect(answer).toContain(late?.fragment)
    // Curly apostrophes stay as the interviewee's transcript has them.
    const curly = 'It’s way too expensive.'
    expect(curly.toLowerCase()).toContain(cues(curly)[0]?.fragment.toLowerCase())
  })

  it('lowers a capital that only began the sentence, not a name', () => {
    expect(cues("It's fine I guess.")[0]?.match).toBe('fine')
    expect(cues("It's too slow.")[0]?.fragment).toBe("it's too slow")
    const source = cues('Google, when our Wi-Fi kept dropping.').find((c) => c.kind === 'source')
    expect(source?.noun).toBe('Google')
  })

  it('notices an answer that already tells one occasion', () => {
    const story = (answer: string) =>
      (readAnswer(answer) as Extract<AnswerReading, { kind: 'words' }>).story
    expect(story('The courier was late and nobody called me.')).toBe(true)
    expect(story('Yesterday it crashed at checkout.')).toBe(true)
    expect(story('It usually crashes at checkout.')).toBe(false)
  })
})
