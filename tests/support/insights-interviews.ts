/**
 * Interviews for the analysis's unit tests, with answers such as interviewees of the sample
 * projects give (coffee delivery, home network setup).
 */
import type { ProjectInterview, ProjectTypeQuestion, Sentiment } from '@/contract/types'

export const coffeeQuestions: ProjectTypeQuestion[] = [
  { id: 'q-heard', text: 'How did you first hear about the service?', order: 1, isActive: true },
  {
    id: 'q-before',
    text: 'What were you doing before you found it?',
    order: 2,
    isActive: true,
  },
  { id: 'q-last', text: 'Tell me about the last time you used it.', order: 3, isActive: true },
  { id: 'q-change', text: 'What would you change about it?', order: 4, isActive: true },
]

export interface AnswerSpec {
  /** A project question's id, or any other id for a follow-up. */
  questionId: string
  questionText?: string
  text: string
  sentiment?: Sentiment | null
  projectQuestionId?: string | null
  followUpOf?: string | null
}

let userCounter = 0

/** A completed interview (unless `isComplete: false`) with the given answers. */
export function interview(
  id: string,
  createdAt: string,
  answers: readonly AnswerSpec[],
  extra: Partial<ProjectInterview> = {},
): ProjectInterview {
  userCounter++
  return {
    id,
    userId: `user-${id}`,
    user: {
      id: `user-${id}`,
      email: `person${userCounter}@example.test`,
      firstName: 'Dana',
      lastName: `Example ${userCounter}`,
      role: 'interviewee',
    },
    createdAt,
    completedAt: new Date(Date.parse(createdAt) + 15 * 60_000).toISOString(),
    isComplete: true,
    isLeadInterview: false,
    company: 'BeanRunner',
    product: 'Morning Drop',
    answers: answers.map((answer) => ({
      questionId: answer.questionId,
      questionText:
        answer.questionText ??
        coffeeQuestions.find((question) => question.id === answer.questionId)?.text ??
        'Could you tell me more about that?',
      text: answer.text,
      sentiment: answer.sentiment === undefined ? 'neutral' : answer.sentiment,
      ...(answer.projectQuestionId !== undefined && {
        projectQuestionId: answer.projectQuestionId,
      }),
      ...(answer.followUpOf !== undefined && { followUpOf: answer.followUpOf }),
    })),
    ...extra,
  }
}

/** Five coffee-delivery interviews; late deliveries and the price recur across them. */
export function coffeeInterviews(): ProjectInterview[] {
  return [
    interview('iv-1', '2026-10-01T08:00:00.000Z', [
      {
        questionId: 'q-heard',
        text: 'A coworker had BeanRunner cups on her desk every morning, so I asked her about it.',
        sentiment: 'informative',
      },
      {
        questionId: 'q-before',
        text: 'I used to grab coffee at the cafe across the street, but the line at half past eight is brutal.',
        sentiment: 'positive',
      },
      {
        questionId: 'q-last',
        text: 'Last Tuesday the delivery was late again, almost forty minutes, and the latte was lukewarm.',
        sentiment: 'annoyed',
      },
      {
        questionId: 'q-change',
        text: 'Honestly the price keeps creeping up. Late deliveries I can forgive once, but not at this price.',
        sentiment: 'skeptical',
      },
    ]),
    interview('iv-2', '2026-10-02T09:30:00.000Z', [
      {
        questionId: 'q-heard',
        text: 'I saw a flyer in our lobby offering a free first delivery.',
        sentiment: 'neutral',
      },
      {
        questionId: 'q-before',
        text: 'Making instant coffee at my desk, which was sad but cheap.',
        sentiment: 'thoughtful',
      },
      {
        questionId: 'q-last',
        text: 'Yesterday. The courier was friendly and the cold brew arrived on time, for once.',
        sentiment: 'positive',
      },
      {
        questionId: 'q-change',
        text: 'Fewer late deliveries. When the delivery is late my whole morning routine slips.',
        sentiment: 'annoyed',
      },
    ]),
    interview('iv-3', '2026-10-03T07:45:00.000Z', [
      {
        questionId: 'q-heard',
        text: 'The app store suggested it when I searched for coffee near the office.',
        sentiment: 'neutral',
      },
      {
        questionId: 'q-before',
        text: 'Queueing at the cafe downstairs, usually ten minutes or more.',
        sentiment: 'indifferent',
      },
      {
        questionId: 'q-last',
        text: 'This morning; the app showed the courier on the map, which I love.',
        sentiment: 'excited',
      },
      {
        questionId: 'q-change',
        text: 'The price for a flat white is steep compared with the cafe, so I only order twice a week.',
        sentiment: 'skeptical',
      },
    ]),
    interview('iv-4', '2026-10-04T10:15:00.000Z', [
      {
        questionId: 'q-heard',
        text: 'A friend sent me a referral code with a discount.',
        sentiment: 'positive',
      },
      {
        questionId: 'q-last',
        text: 'On Friday the order came late and the courier could not find our floor.',
        sentiment: 'annoyed',
      },
      {
        questionId: 'q-change',
        text: 'Clearer delivery windows on the map, and a lower price for regular orders.',
        sentiment: 'interested',
      },
    ]),
    interview('iv-5', '2026-10-05T11:00:00.000Z', [
      {
        questionId: 'q-heard',
        text: 'Our office manager set up a team account, so the whole floor uses it.',
        sentiment: 'informative',
      },
      {
        questionId: 'q-change',
        text: 'Nothing big. Maybe oat milk by default.',
        sentiment: 'neutral',
      },
    ]),
  ]
}
