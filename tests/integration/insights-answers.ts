import { fixtureIds, projectTypes } from '../../fixtures'
import type { Sentiment } from '@/contract/types'

/** The answers the Insights tests make, by question, and the counts they expect of them. */

export const q = fixtureIds.serviceQuestions
/** The project's active questions in order: their numbers on screen. */
export const NUMBER = {
  [q.heardAbout]: '1',
  [q.before]: '2',
  [q.lastTime]: '3',
  [q.letDown]: '4',
  [q.value]: '5',
}
export type PrimaryId = Extract<keyof typeof NUMBER, string>

export interface Said {
  /** A project question, or the text of a follow-up of the answer before. */
  question: PrimaryId | { followUp: string }
  text: string
  sentiment: Sentiment
}
export interface Made {
  interviewee: string
  day: string
  answers: Said[]
}

export const COLD = [
  'Last Tuesday the cold coffee arrived twenty minutes late.',
  'Once the cold coffee sat at reception for an hour, and nobody told me.',
  'A cold coffee, again, on a rainy morning.',
]

export const MADE: Made[] = [
  {
    interviewee: fixtureIds.users.coffeeCompleter,
    day: '2026-10-14',
    answers: [
      {
        question: q.heardAbout,
        text: 'A coworker had the cups on her desk every morning.',
        sentiment: 'positive',
      },
      {
        question: q.before,
        text: 'I queued at the cafe across the street for fifteen minutes.',
        sentiment: 'informative',
      },
      {
        question: { followUp: 'What do you do with that time now?' },
        text: 'I clear my inbox before stand-up.',
        sentiment: 'positive',
      },
      { question: q.letDown, text: COLD[0] ?? '', sentiment: 'annoyed' },
      {
        question: q.value,
        text: 'Fair, as long as the coffee is not cold.',
        sentiment: 'skeptical',
      },
    ],
  },
  {
    interviewee: fixtureIds.users.interviewee,
    day: '2026-10-20',
    answers: [
      {
        question: q.heardAbout,
        text: 'A flyer in the lobby, with a free first delivery.',
        sentiment: 'informative',
      },
      {
        question: q.before,
        text: 'I made instant coffee at home, which tasted like cardboard.',
        sentiment: 'neutral',
      },
      { question: q.letDown, text: COLD[1] ?? '', sentiment: 'annoyed' },
      {
        question: q.value,
        text: 'Good value, the delivery time is reliable.',
        sentiment: 'positive',
      },
    ],
  },
  {
    interviewee: fixtureIds.users.networkLead,
    day: '2026-11-02',
    answers: [
      {
        question: q.heardAbout,
        text: 'My manager signed the whole team up.',
        sentiment: 'positive',
      },
      { question: q.letDown, text: COLD[2] ?? '', sentiment: 'annoyed' },
      {
        question: { followUp: 'How could BeanRunner have handled that better?' },
        text: 'A text message when the courier runs late, "sorry" included, would do.',
        sentiment: 'thoughtful',
      },
      {
        question: q.value,
        text: 'It is expensive for what it is, honestly.',
        sentiment: 'skeptical',
      },
    ],
  },
  {
    interviewee: fixtureIds.users.uninvited,
    day: '2026-11-09',
    answers: [
      {
        question: q.heardAbout,
        text: 'I saw the delivery bikes near the office.',
        sentiment: 'interested',
      },
      {
        question: q.before,
        text: 'I skipped coffee entirely before, which was a mistake.',
        sentiment: 'thoughtful',
      },
      {
        question: q.letDown,
        text: 'Nothing went wrong, the delivery time was always spot on.',
        sentiment: 'positive',
      },
    ],
  },
]

export const ALL_ANSWERS = MADE.flatMap((made) => made.answers)

export const questionText = (id: PrimaryId): string =>
  projectTypes
    .flatMap((type): readonly { id: string; text: string }[] => type.questions)
    .find((question) => question.id === id)?.text ?? id

/** Answers to project question `id` or to its follow-ups (which follow it), with `sentiment`. */
export function countOf(id: PrimaryId, sentiment?: Sentiment): number {
  let count = 0
  for (const made of MADE) {
    let under: PrimaryId | null = null
    for (const said of made.answers) {
      if (typeof said.question === 'string') under = said.question
      if (under === id && (sentiment === undefined || said.sentiment === sentiment)) count += 1
    }
  }
  return count
}
