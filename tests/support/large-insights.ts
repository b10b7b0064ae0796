/**
 * A large coffee-delivery project for the insights figures, the same on every run: 500 completed
 * interviews of 10 answers each (7 project questions, 3 follow-ups), composed from sentence
 * parts by a seeded generator, so the answers vary as real ones do while the work stays equal.
 * No node APIs: the insights page of the bench builds it in the browser too.
 */
import type { ProjectInterview, ProjectTypeQuestion, Sentiment } from '@/contract/types'
import { mulberry32 } from './random'

export const INSIGHTS_INTERVIEWS = 500
export const INSIGHTS_ANSWERS_PER_INTERVIEW = 10

const QUESTIONS = [
  'How did you first hear about the service?',
  'What were you doing before you found it?',
  'Tell me about the last time you ordered.',
  'How does the delivery fit into your morning?',
  'What do you think about the price?',
  'How do you use the app?',
  'What would you change about it?',
]

const FOLLOW_UPS = [
  'Could you tell me more about that?',
  'Why does that matter to you?',
  'What happened next?',
  'How did that make you feel?',
]

const OPENERS = [
  'Honestly,',
  'Well,',
  'To be fair,',
  'Most days',
  'Last week',
  'On Mondays',
  'When it rains',
  'At the office',
  'Since we moved floors,',
  'Compared with the cafe,',
]

const SUBJECTS = [
  'the courier',
  'my flat white',
  'the oat milk latte',
  'the cold brew',
  'the delivery window',
  'the app',
  'the subscription',
  'the tracking map',
  'the team account',
  'the price',
  'the paper cup',
  'the referral discount',
  'the morning order',
  'the barista note',
  'the lid',
]

const PREDICATES = [
  'arrived twenty minutes late',
  'was lukewarm by the time it reached my desk',
  'showed up exactly on time',
  'kept me from queueing downstairs',
  'felt expensive for what it is',
  'crashed when I tried to pay',
  'made the morning stand-up calmer',
  'got lost on the way to the fourth floor',
  'was spilled in the bag',
  'saved me fifteen minutes',
  'was easy to reorder with one tap',
  'needed a clearer delivery estimate',
  'tasted better than the cafe across the street',
  'kept creeping up in price every month',
  'had the wrong milk again',
]

const CLOSERS = [
  'which I did not expect.',
  'and I told my whole team about it.',
  'so I might cancel.',
  'but I keep ordering anyway.',
  'and that is the whole point for me.',
  'which is annoying before a meeting.',
  'and the support chat fixed it quickly.',
  'so I switched to the weekly plan.',
]

const SENTIMENTS: readonly Sentiment[] = [
  'positive',
  'excited',
  'thoughtful',
  'neutral',
  'informative',
  'skeptical',
  'annoyed',
  'confused',
]

const uuid = (kind: number, index: number) =>
  `000000${kind.toString(16).padStart(2, '0')}-0000-4000-8000-${index.toString(16).padStart(12, '0')}`

export interface InsightsData {
  interviews: ProjectInterview[]
  questions: ProjectTypeQuestion[]
}

/** The project of the insights figures: the same data for the same arguments. */
export function largeInsightsProject(
  interviewCount = INSIGHTS_INTERVIEWS,
  answersPerInterview = INSIGHTS_ANSWERS_PER_INTERVIEW,
): InsightsData {
  const random = mulberry32(16)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const sentence = () => `${pick(OPENERS)} ${pick(SUBJECTS)} ${pick(PREDICATES)}, ${pick(CLOSERS)}`
  const questions = QUESTIONS.map((text, index) => ({
    id: uuid(1, index + 1),
    text,
    order: index + 1,
    isActive: true,
  }))
  const followUps = Math.max(0, answersPerInterview - questions.length)
  const start = Date.parse('2026-06-01T08:00:00.000Z')
  const interviews: ProjectInterview[] = []
  for (let index = 0; index < interviewCount; index++) {
    const createdAt = new Date(start + index * 3_600_000).toISOString()
    const answers: ProjectInterview['answers'] = []
    // Follow-ups go after randomly chosen primaries, as an interviewer asks them.
    const followed = new Set<number>()
    while (followed.size < Math.min(followUps, questions.length)) {
      followed.add(Math.floor(random() * questions.length))
    }
    questions.forEach((question, position) => {
      if (answers.length >= answersPerInterview) return
      const questionId = uuid(2, index * 100 + answers.length)
      answers.push({
        questionId,
        projectQuestionId: question.id,
        followUpOf: null,
        questionText: question.text,
        text: Array.from({ length: 1 + Math.floor(random() * 3) }, sentence).join(' '),
        sentiment: pick(SENTIMENTS),
      })
      if (followed.has(position)) {
        answers.push({
          questionId: uuid(2, index * 100 + answers.length),
          projectQuestionId: null,
          followUpOf: questionId,
          questionText: pick(FOLLOW_UPS),
          text: sentence(),
          sentiment: pick(SENTIMENTS),
        })
      }
    })
    interviews.push({
      id: uuid(3, index + 1),
      userId: uuid(4, index + 1),
      user: {
        id: uuid(4, index + 1),
        email: `person${index + 1}@example.test`,
        firstName: 'Sample',
        lastName: `Person ${index + 1}`,
        role: 'interviewee',
      },
      createdAt,
      completedAt: new Date(start + index * 3_600_000 + 900_000).toISOString(),
      isComplete: true,
      isLeadInterview: false,
      company: 'BeanRunner',
      product: 'Morning Drop',
      answers,
    })
  }
  return { interviews, questions }
}
