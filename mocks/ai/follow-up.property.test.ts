import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { MAX_FOLLOW_UP_LENGTH, nextFollowUp, type FollowUpStyle } from './follow-up'
import type { FollowUpIntensity } from './follow-up-rules'
import { answerArb } from './answer-arbitraries'
import { phraseQuestion } from './interviewer'
import { classifySentiment } from './sentiment'
import { loadGrammar } from './paraphrase'

// The tagger loads once, before the interviews below are simulated.
await loadGrammar()

const SERVICE_QUESTIONS = [
  'How did you first hear about the service?',
  'What were you doing before you found it, and what made you try something new?',
  'Walk me through the last time you used it, from start to finish.',
  "Tell me about a time the service didn't go the way you expected. What happened?",
  'How do you feel about what you pay compared with what you get?',
]

interface Turn {
  question: string
  answer: string
  followUp: string | null
}

/** Runs an interview as the engine does, answers taken in turn (cycled), and returns every turn. */
function interview(
  answers: readonly string[],
  intensity: FollowUpIntensity,
  style: FollowUpStyle,
  seed: number,
) {
  const turns: Turn[] = []
  const asked: string[] = []
  const followUps: number[] = []
  let next = 0
  SERVICE_QUESTIONS.forEach((primary, index) => {
    let question = phraseQuestion(primary, style, index === 0)
    let depth = 0
    for (;;) {
      const answer = answers[next++ % answers.length] ?? ''
      const followUp = nextFollowUp({
        questionText: question,
        answerText: answer,
        sentiment: classifySentiment(answer).sentiment,
        intensity,
        depth,
        followUpsSoFar: depth,
        style,
        seed,
        primaryQuestionText: primary,
        interviewQuestions: [...asked, ...SERVICE_QUESTIONS],
        product: 'BeanRunner Express',
      })
      turns.push({ question, answer, followUp: followUp?.question ?? null })
      asked.push(question)
      if (!followUp) break
      question = followUp.question
      depth++
    }
    followUps.push(depth)
  })
  return { turns, followUps: followUps.reduce((a, b) => a + b, 0) }
}

const words = (text: string) => text.split(/\s+/).filter((w) => w.length > 0)
const QUOTED = /"([^"]*)"/g

/** Checks every rule a single follow-up must keep; `others` are the interview's other questions. */
function expectNaturalFollowUp(followUp: string, answer: string, others: readonly string[]) {
  const context = `${JSON.stringify(answer)} → ${followUp}`
  expect(followUp.length, context).toBeLessThanOrEqual(MAX_FOLLOW_UP_LENGTH)

  const quotes = [...followUp.matchAll(QUOTED)].map((m) => m[1] ?? '')
  expect(quotes.length, context).toBeLessThanOrEqual(1)
  for (const quote of quotes) {
    expect(words(quote).length, context).toBeLessThanOrEqual(8)
    // Verbatim, save a capital that only began the answer's sentence.
    const asSaid = quote.charAt(0).toUpperCase() + quote.slice(1)
    expect(answer.includes(quote) || answer.includes(asSaid), context).toBe(true)
  }

  // One question, at most one short acknowledgement before it.
  const plain = followUp.replace(QUOTED, '"…"')
  expect(plain.endsWith('?'), context).toBe(true)
  expect(plain.split('?').length - 1, context).toBe(1)
  const sentences = plain.split(/(?<=[.!])\s+/)
  expect(sentences.length, context).toBeLessThanOrEqual(2)
  if (sentences.length === 2)
    expect(words(sentences[0] ?? '').length, context).toBeLessThanOrEqual(5)

  for (const other of others) {
    expect(followUp.toLowerCase(), context).not.toContain(other.toLowerCase())
  }
}

describe('follow-ups, over varied answers (property)', () => {
  // 400 answers through the tagger: over 10 s on a loaded two-core machine.
  it('asks one short, natural question about each answer on its own', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(
        answerArb,
        fc.constantFrom<FollowUpStyle>('warm', 'concise', 'probing'),
        fc.constantFrom(0, 1, 2),
        fc.nat(),
        (answer, style, depth, seed) => {
          const primary = SERVICE_QUESTIONS[seed % SERVICE_QUESTIONS.length] ?? ''
          const followUp = nextFollowUp({
            questionText: primary,
            answerText: answer,
            sentiment: classifySentiment(answer).sentiment,
            intensity: 5,
            depth,
            followUpsSoFar: depth,
            style,
            seed,
            primaryQuestionText: primary,
            interviewQuestions: SERVICE_QUESTIONS,
          })
          // At intensity 5 a primary answer is always followed up.
          if (depth === 0) expect(followUp).not.toBeNull()
          if (followUp) expectNaturalFollowUp(followUp.question, answer, SERVICE_QUESTIONS)
        },
      ),
      { numRuns: 400 },
    )
  })

  // 60 interviews, each run three times over and replayed: a few seconds on a busy machine.
  it(
    'keeps every rule through whole interviews, replays them, and counts by intensity',
    {
      timeout: 60_000,
    },
    () => {
      const totals = { 1: 0, 3: 0, 5: 0 }
      fc.assert(
        fc.property(
          fc.array(answerArb, { minLength: 1, maxLength: 12 }),
          fc.constantFrom<FollowUpStyle>('warm', 'concise', 'probing'),
          fc.nat(),
          (answers, style, seed) => {
            const counts = ([1, 3, 5] as const).map((intensity) => {
              const run = interview(answers, intensity, style, seed)
              const asked: string[] = []
              for (const turn of run.turns) {
                asked.push(turn.question)
                if (turn.followUp === null) continue
                // The follow-up probes this (the newest) answer; every other question is off limits.
                const others = [...SERVICE_QUESTIONS, ...asked]
                expectNaturalFollowUp(turn.followUp, turn.answer, others)
              }
              expect(new Set(asked).size).toBe(asked.length)
              // Deterministic: the same interview and answers give the same transcript.
              expect(interview(answers, intensity, style, seed).turns).toEqual(run.turns)
              totals[intensity] += run.followUps
              return run.followUps
            })
            const [one = 0, three = 0, five = 0] = counts
            expect(one).toBeLessThanOrEqual(three)
            expect(three).toBeLessThanOrEqual(five)
            // At Exhaustive every primary answer is followed up at least once.
            expect(five).toBeGreaterThanOrEqual(SERVICE_QUESTIONS.length)
          },
        ),
        { numRuns: 60 },
      )
      expect(totals[1]).toBeLessThan(totals[3])
      expect(totals[3]).toBeLessThan(totals[5])
    },
  )
})
