import { describe, expect, it } from 'vitest'

import { nextFollowUp, type FollowUpInput, type FollowUpStyle } from './follow-up'
import { classifySentiment } from './sentiment'
import { loadGrammar } from './paraphrase'
import { simulate, wordCount } from '../../tests/support/follow-up-interview'

// The tagger loads once, before the interviews below are simulated.
await loadGrammar()

// What a follow-up asks and how it words it; when the intensity's rules ask is in
// follow-up-rules.test.ts.

describe('nextFollowUp', () => {
  const base: FollowUpInput = {
    questionText: 'What do you think about the price?',
    answerText: "It's too expensive for what it does.",
    sentiment: 'annoyed',
    intensity: 3,
    depth: 0,
    followUpsSoFar: 0,
    style: 'warm',
    seed: 1,
  }

  it('quotes at most 8 words, verbatim from the answer it probes', () => {
    for (const intensity of [1, 3, 5] as const) {
      for (const a of simulate(intensity).asked) {
        const quoted = /"([^"]+)"/.exec(a.question)?.[1]
        if (quoted === undefined) continue
        expect(a.answer.toLowerCase(), a.question).toContain(quoted.toLowerCase())
        expect(wordCount(quoted)).toBeLessThanOrEqual(8)
      }
    }
  })

  it('asks about price when the complaint is about price', () => {
    for (const style of ['warm', 'concise', 'probing'] as const) {
      for (let seed = 0; seed < 10; seed++) {
        expect(nextFollowUp({ ...base, style, seed })?.question).toMatch(
          /price|pay|worth|expensive/,
        )
      }
    }
  })

  it('meets an empty answer with an easy question on the same subject, quoting nothing', () => {
    const empty = nextFollowUp({ ...base, answerText: '', sentiment: 'unknown', intensity: 1 })
    expect(empty?.question).not.toContain('"')
    expect(empty?.question).toMatch(/\?$/)
    expect(empty?.reason).toMatch(/probes a generic probe/)
  })

  it('words the question by style', () => {
    const styles = ['warm', 'concise', 'probing'] as const
    const bySeed = (style: FollowUpStyle) =>
      Array.from(
        { length: 30 },
        (_, seed) => nextFollowUp({ ...base, style, seed })?.question ?? '',
      )
    const [warm, concise, probing] = styles.map(bySeed)
    const mean = (texts: readonly string[]) =>
      texts.reduce((sum, text) => sum + text.length, 0) / texts.length
    // Concise: short, no small talk; warm: often an acknowledgement; probing: specifics.
    expect(mean(concise ?? [])).toBeLessThan(mean(warm ?? []))
    expect(mean(concise ?? [])).toBeLessThan(mean(probing ?? []))
    expect(concise?.every((q) => wordCount(q) <= 20 && !/^[^?]*[.!] /.test(q))).toBe(true)
    expect(warm?.some((q) => /^(Sorry|That|I hear)[^?]*[.!] /.test(q))).toBe(true)
    expect(probing?.every((q) => /today|price|what|how/i.test(q))).toBe(true)
  })

  it('is deterministic for the same input and seed, and varies with the seed', () => {
    const input: FollowUpInput = { ...base, answerText: 'A friend.', sentiment: 'neutral' }
    expect(nextFollowUp(input)).toEqual(nextFollowUp({ ...input }))
    const variants = new Set(
      Array.from({ length: 20 }, (_, seed) => nextFollowUp({ ...input, seed })?.question),
    )
    expect(variants.size).toBeGreaterThan(1)
  })

  it('stops at the maximum count and the depth limit', () => {
    expect(nextFollowUp({ ...base, followUpsSoFar: 2 })).toBeNull()
    const long = {
      ...base,
      intensity: 4 as const,
      // No particulars (when, how often), so there is something left to ask.
      answerText: 'The delivery is always late and the drivers are rude to me about it.',
    }
    expect(nextFollowUp({ ...long, depth: 1, followUpsSoFar: 1 })).not.toBeNull()
    expect(nextFollowUp({ ...long, depth: 2, followUpsSoFar: 1 })).toBeNull()
  })

  it('at the depth limit only clarifies empty, very short or confused answers', () => {
    const atLimit = { ...base, depth: 1, followUpsSoFar: 1 }
    expect(nextFollowUp(atLimit)).toBeNull()
    const clarify = nextFollowUp({ ...atLimit, answerText: 'Dunno.', sentiment: 'confused' })
    expect(clarify?.reason).toMatch(/clarifying/)
  })

  it('does not follow up long informative answers below Exhaustive', () => {
    const informative = {
      ...base,
      answerText:
        'I order about twice a week, usually on Monday and Thursday mornings before work.',
      sentiment: 'informative' as const,
    }
    for (const intensity of [1, 2, 3, 4] as const) {
      expect(nextFollowUp({ ...informative, intensity })).toBeNull()
    }
    expect(nextFollowUp({ ...informative, intensity: 5 })).not.toBeNull()
  })

  it('explains itself with the intensity label, position and what it probes', () => {
    expect(nextFollowUp(base)?.reason).toBe(
      'intensity 3 (Standard): answer at depth 0 is negative (annoyed); follow-up 1 of at most 2; probes a complaint (price) ("too expensive")',
    )
  })

  it('never contains another question of the interview, nor asks one again', () => {
    const primary = 'How do you feel about what you pay compared with what you get?'
    const asked = [primary]
    let current = primary
    for (let turn = 0; turn < 12; turn++) {
      const followUp = nextFollowUp({
        ...base,
        questionText: current,
        primaryQuestionText: primary,
        // An answer that repeats the question word for word must not be quoted back.
        answerText: turn % 2 === 0 ? 'Not sure.' : primary,
        sentiment: 'confused',
        intensity: 5,
        depth: 0,
        followUpsSoFar: 0,
        interviewQuestions: asked,
      })
      expect(followUp, `turn ${turn}`).not.toBeNull()
      const question = followUp?.question ?? ''
      for (const other of asked) expect(question.toLowerCase()).not.toContain(other.toLowerCase())
      asked.push(question)
      current = question
    }
    expect(new Set(asked).size).toBe(asked.length)
  })

  it('probes the newest answer, not the one before it', () => {
    const answers = [
      'A friend at work.',
      'She said the delivery was slow but the coffee was great.',
    ]
    const [one = '', two = ''] = answers
    const first = nextFollowUp({
      ...base,
      answerText: one,
      sentiment: classifySentiment(one).sentiment,
      intensity: 5,
    })
    const second = nextFollowUp({
      ...base,
      questionText: first?.question ?? '',
      answerText: two,
      sentiment: classifySentiment(two).sentiment,
      intensity: 5,
      depth: 1,
      followUpsSoFar: 1,
      interviewQuestions: [base.questionText, first?.question ?? ''],
    })
    expect(first?.reason).toMatch(/person/)
    expect(second?.reason).toMatch(/"(slow|great|delivery|coffee)"/)
  })

  it('treats the legacy sceptical spelling like skeptical', () => {
    const input = { ...base, answerText: 'I doubt it will last long enough to be worth it.' }
    expect(nextFollowUp({ ...input, sentiment: 'sceptical' })?.question).toBe(
      nextFollowUp({ ...input, sentiment: 'skeptical' })?.question,
    )
  })
})

describe('follow-ups that listen', () => {
  const LET_DOWN = "Tell me about a time the service didn't go the way you expected. What happened?"
  const input = (answerText: string, over: Partial<FollowUpInput> = {}): FollowUpInput => ({
    questionText: LET_DOWN,
    answerText,
    sentiment: classifySentiment(answerText).sentiment,
    intensity: 3,
    depth: 0,
    followUpsSoFar: 0,
    style: 'warm',
    product: 'BeanRunner',
    ...over,
  })

  it('says back what was said in its own words, not a quote in a template', () => {
    const asked = (answer: string) =>
      (['warm', 'concise', 'probing'] as const).map(
        (style) => nextFollowUp(input(answer, { style }))?.question ?? '',
      )
    expect(asked('Support was useless.')).toContain("That's not great. What made support useless?")
    expect(asked('The app is frustrating.').join(' ')).toMatch(/makes the app frustrating\?/)
    for (const question of [...asked('Support was useless.'), ...asked('Way too expensive.')]) {
      expect(question).not.toMatch(/You (?:said|mentioned) "/)
    }
  })

  it('at Standard steers an answer about something else back to the question', () => {
    for (const answer of [
      'My cat knocked the router off the shelf last week, which was funny.',
      'I like football more than coffee to be honest.',
    ]) {
      const followUp = nextFollowUp(
        input(answer, { questionText: 'How did you first hear about the service?' }),
      )
      expect(followUp?.reason).toMatch(/off the topic/)
      expect(followUp?.question).toMatch(/^(?:\w+[.!,]? )*Coming back to BeanRunner, /)
      expect(nextFollowUp(input(answer, { intensity: 2 }))).toBeNull()
    }
  })

  it("probes what the discussion guide's goal is after", () => {
    const answer = 'The app is slow to load and the driver was rude to me at reception.'
    const about = (goal?: string) =>
      nextFollowUp(input(answer, goal === undefined ? {} : { goal }))?.reason ?? ''
    expect(about()).toMatch(/\("slow"\)/)
    expect(about('Learn how people feel about the drivers who bring the order.')).toMatch(
      /\("rude"\)/,
    )
    expect(about('Learn what makes the app feel slow or fast.')).toMatch(/\("slow"\)/)
  })

  it('takes an answer about what the goal names as on the subject', () => {
    const answer = 'The commute has been awful lately.'
    const goal = "Learn how the service fits around people's commute."
    expect(nextFollowUp(input(answer))?.reason).toMatch(/off the topic/)
    expect(nextFollowUp(input(answer, { goal }))?.reason).toMatch(/complaint/)
  })
})
