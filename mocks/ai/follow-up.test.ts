import { describe, expect, it } from 'vitest'

import { nextFollowUp, type FollowUpInput, type FollowUpStyle } from './follow-up'
import { FOLLOW_UP_RULES, type FollowUpIntensity } from './follow-up-rules'
import { classifySentiment } from './sentiment'
import { loadGrammar } from './paraphrase'

// The tagger loads once, before the interviews below are simulated.
await loadGrammar()

interface ScriptedQuestion {
  question: string
  /** The answer to the primary question, then the answers to each follow-up in turn. */
  answers: readonly string[]
}

// The follow-up stub's rules and wording, checked on one fixed interview.

// A fixed interview: short, vague, negative, long positive and near-empty answers.
const INTERVIEW: readonly ScriptedQuestion[] = [
  {
    question: 'How did you first hear about the service?',
    answers: ['A friend.', 'Um, a friend at work mentioned it.', 'Not sure.', 'That is all.'],
  },
  {
    question: 'How often do you use it?',
    answers: ["It's fine I guess.", 'Dunno.', 'Maybe twice a week.', 'Usually on Mondays.'],
  },
  {
    question: 'What frustrates you most about it?',
    answers: [
      "It's too expensive for what it does and the app crashes all the time.",
      'About half the price would feel fair to me, honestly.',
      'Yes, it crashed twice last week while I was paying, which was annoying.',
      'I was on the checkout screen both times.',
    ],
  },
  {
    question: 'What do you like most about it?',
    answers: [
      'I really love how quick the ordering is, it saves me so much time every single morning!',
      'The one-tap reorder is amazing, I use it every day!',
      'It remembers my usual order and the delivery window.',
      'Nothing else really.',
    ],
  },
  {
    question: 'Is there anything else you would like to share?',
    answers: ['Meh.', 'No.', 'Nothing more.', 'Really nothing.'],
  },
]

interface Asked {
  primary: number
  depth: number
  answer: string
  question: string
  reason: string
}

function simulate(intensity: FollowUpIntensity, style: FollowUpStyle = 'warm', seed = 42) {
  const perQuestion: number[] = []
  const asked: Asked[] = []
  INTERVIEW.forEach(({ question, answers }, primary) => {
    let depth = 0
    let count = 0
    let currentQuestion = question
    // Keep asking until the rules say to move on; the cap only guards against a runaway loop.
    for (let guard = 0; guard < 10; guard++) {
      const answer = answers[depth] ?? 'Nothing more to add.'
      const followUp = nextFollowUp({
        questionText: currentQuestion,
        answerText: answer,
        sentiment: classifySentiment(answer).sentiment,
        intensity,
        depth,
        followUpsSoFar: count,
        style,
        seed,
      })
      if (!followUp) break
      asked.push({ primary, depth, answer, ...followUp })
      count++
      depth++
      currentQuestion = followUp.question
    }
    perQuestion.push(count)
  })
  return { perQuestion, total: perQuestion.reduce((a, b) => a + b, 0), asked }
}

const wordCount = (text: string) => text.split(/\s+/).filter((w) => /\w/.test(w)).length

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
