/**
 * The durable record of a live interview (SPEC §4 Persistent interview, §7). Every call here
 * only logs its failure with the §8 text and answers null: a persistence problem never stops
 * the interview.
 */
import { api } from '../../api/client'
import { errorMessage } from '../../api/errors'
import {
  answeredQuestions,
  normalizePersistentInterview,
  type PersistentInterviewInput,
} from '../../api/interview-progress'
import type { InterviewQuestion, PersistentInterview, Sentiment } from '../../api/types'
import { logger } from '../../lib/logger'
import type { ClientAnswer, InterviewProject } from './interview-machine'

/** SPEC §8, Persistence: logged only during an interview. */
export const PERSISTENCE_MESSAGES = {
  start: 'Failed to start persistent interview',
  question: 'Failed to record question',
  answer: 'Failed to record answer',
  finish: 'Failed to finish interview',
  abandon: 'Failed to abandon interview',
  inProgress: 'Failed to fetch in-progress interviews',
} as const

type Call<T> = Promise<{ data?: T; error?: unknown; response: Response }>

/**
 * Runs one call: its body on success (undefined for 204), or null after logging a refusal or a
 * network error as `message`.
 */
async function attempt<T>(
  message: string,
  fields: Record<string, unknown>,
  call: () => Call<T>,
): Promise<{ data: T | undefined } | null> {
  try {
    const { data, error, response } = await call()
    if (response.ok) return { data }
    logger.error(message, { ...fields, status: response.status, detail: errorMessage(error, '') })
  } catch (error) {
    logger.error(message, { ...fields, error: String(error) })
  }
  return null
}

export interface Participant {
  /** The signed-in user (the interviewee). */
  userId: string
  /** Set when the user is the project's lead or an admin (SPEC §7: interviewer_id). */
  interviewerId: string | null
}

/** POST /persistent-interviews; the new interview's id, or null. */
export async function createPersistentInterview(
  project: InterviewProject,
  participant: Participant,
): Promise<string | null> {
  const created = await attempt(PERSISTENCE_MESSAGES.start, { projectId: project.id }, () =>
    api.POST('/persistent-interviews', {
      body: {
        project_id: project.id,
        interviewer_id: participant.interviewerId,
        interviewee_id: participant.userId,
        // A project's own metadata wins on the server; standalone interviews bring theirs.
        ...(project.id === null
          ? { metadata: { company: project.company, product: project.product } }
          : {}),
      },
    }),
  )
  return created?.data?.interview_id ?? null
}

/** POST /persistent-interviews/{id}/questions for a question put on screen. */
export async function recordQuestion(
  persistentId: string,
  question: InterviewQuestion,
  displayedAt: string,
): Promise<boolean> {
  const recorded = await attempt(
    PERSISTENCE_MESSAGES.question,
    { persistentId, questionId: question.id },
    () =>
      api.POST('/persistent-interviews/{id}/questions', {
        params: { path: { id: persistentId } },
        body: {
          question_id: question.id,
          question_text: question.text,
          displayed_at: displayedAt,
          follow_up_of: question.followUpOf,
          project_type_question_id: question.projectTypeQuestionId,
          interview_id: persistentId,
        },
      }),
  )
  return recorded !== null
}

/** POST /persistent-interviews/{id}/answers. */
export async function recordAnswer(
  persistentId: string,
  answer: { questionId: string; text: string; sentiment: Sentiment; answeredAt: string },
): Promise<boolean> {
  const recorded = await attempt(
    PERSISTENCE_MESSAGES.answer,
    { persistentId, questionId: answer.questionId },
    () =>
      api.POST('/persistent-interviews/{id}/answers', {
        params: { path: { id: persistentId } },
        body: {
          question_id: answer.questionId,
          answer_text: answer.text,
          sentiment: answer.sentiment,
          answered_at: answer.answeredAt,
        },
      }),
  )
  return recorded !== null
}

/** POST /persistent-interviews/{id}/finish; the finished interview, or null. */
export async function finishPersistentInterview(
  persistentId: string,
): Promise<PersistentInterview | null> {
  const finished = await attempt(PERSISTENCE_MESSAGES.finish, { persistentId }, () =>
    api.POST('/persistent-interviews/{id}/finish', { params: { path: { id: persistentId } } }),
  )
  return finished?.data ?? null
}

/** POST /persistent-interviews/{id}/abandon, keeping the record (purge false). */
export async function abandonPersistentInterview(persistentId: string): Promise<boolean> {
  const result = await attempt(PERSISTENCE_MESSAGES.abandon, { persistentId }, () =>
    api.POST('/persistent-interviews/{id}/abandon', {
      params: { path: { id: persistentId } },
      body: { purge: false },
    }),
  )
  return result !== null
}

/** The caller's in-progress interview of `projectId`, newest first, or null. */
export async function findInProgressInterview(
  projectId: string,
): Promise<PersistentInterview | null> {
  const list = await attempt(PERSISTENCE_MESSAGES.inProgress, { projectId }, () =>
    api.GET('/persistent-interviews/in-progress'),
  )
  const match = (list?.data ?? [])
    .map((item) => normalizePersistentInterview(item as PersistentInterviewInput))
    .find((interview) => interview.project_id === projectId && interview.status === 'in_progress')
  return match ?? null
}

/** A persisted interview's answered questions as the client shows answers, oldest first. */
export function toClientAnswers(interview: PersistentInterviewInput): ClientAnswer[] {
  return answeredQuestions(interview).map((question) => ({
    questionId: question.question_id,
    questionText: question.text,
    text: question.answer_text ?? '',
    sentiment: question.sentiment ?? 'unknown',
    isFollowUp: question.follow_up_of !== null,
    followUpOf: question.follow_up_of,
    projectTypeQuestionId: question.project_type_question_id,
    answeredAt: question.answered_at ?? '',
    audio: null,
  }))
}
