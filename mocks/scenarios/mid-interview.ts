import { featuredQuestionId, fixtureIds } from '../../fixtures'
import { db } from '../db'
import { questionsOfInterview } from '../db/indexes'
import type { ScenarioDefinition } from './types'

/** The follow-up the interviewer asked and is waiting on (mocks/README.md#named-scenarios). */
export const PENDING_FOLLOW_UP = 'What would it take for you to put the pod machine away for good?'

/**
 * The demo data, with the interviewee's coffee interview stopped just after a follow-up was put
 * on screen: the questions answered so far stay, the unanswered ones after them go, and a
 * follow-up of the last answered primary question waits for its answer. Resuming the interview
 * asks that follow-up first.
 */
export const midInterview: ScenarioDefinition = {
  title: 'Mid-interview',
  description:
    'The demo data with the interviewee part-way through the coffee interview, a follow-up question waiting for an answer.',
  async prepare() {
    const id = fixtureIds.interviews.coffeeInProgress
    const asked = questionsOfInterview(id)
    const answered = asked.filter((question) => question.answer_text !== null)
    const lastPrimary = answered.findLast((question) => question.follow_up_of === null)
    const last = answered.at(-1)
    if (!lastPrimary || !last) {
      throw new Error('mid-interview: the coffee interview in progress has no answered question')
    }
    for (const question of asked.slice(answered.length)) db.interviewQuestions.delete(question)
    await db.interviewQuestions.create({
      question_id: featuredQuestionId('coffeeInProgress', 100),
      interview_id: id,
      project_type_question_id: null,
      text: PENDING_FOLLOW_UP,
      displayed_at: new Date(
        Date.parse(last.answered_at ?? last.displayed_at) + 3_000,
      ).toISOString(),
      follow_up_of: lastPrimary.question_id,
      answer_text: null,
      answered_at: null,
      sentiment: null,
      response_time_ms: null,
      position: last.position + 1,
    })
  },
}
