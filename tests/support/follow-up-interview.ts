import type { FollowUpIntensity } from '../../mocks/ai/follow-up-rules'
import { nextFollowUp, type FollowUpStyle } from '../../mocks/ai/follow-up'
import { classifySentiment } from '../../mocks/ai/sentiment'

/**
 * The follow-up stub's rules and wording, checked on one fixed interview (mocks/ai/follow-up*.test.ts).
 * The tests load the tagger (loadGrammar) before they simulate it.
 */

interface ScriptedQuestion {
  question: string
  /** The answer to the primary question, then the answers to each follow-up in turn. */
  answers: readonly string[]
}

// A fixed interview: short, vague, negative, long positive and near-empty answers.
export const INTERVIEW: readonly ScriptedQuestion[] = [
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

export function simulate(intensity: FollowUpIntensity, style: FollowUpStyle = 'warm', seed = 42) {
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

export const wordCount = (text: string) => text.split(/\s+/).filter((w) => /\w/.test(w)).length
