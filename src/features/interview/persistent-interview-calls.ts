/**
 * The durable record of a live interview (docs/product.md#states Persistent interview, docs/product.md#calls). Every call here
 * only logs its failure with the docs/product.md#errors text and answers null: a persistence problem never stops
 * the interview.
 */
import {
  answeredQuestions,
  normalizePersistentInterview,
  type PersistentInterviewInput,
} from '@/domain/interview-progress'
import type { InterviewQuestion, PersistentInterview, Sentiment } from '@/contract/types'
import * as persistentApi from '@/api/resources/persistent-interviews'
import { provenanceOf } from '@/domain/provenance'
import type { ClientAnswer, InterviewProject } from './interview-machine'
import { PERSISTENCE_MESSAGES } from './messages'

export interface Participant {
  /** The signed-in user (the interviewee). */
  userId: string
  /** Set when the user is the project's lead or an admin (docs/product.md#calls: interviewer_id). */
  interviewerId: string | null
}

/** POST /persistent-interviews; the new interview's id, or null. */
export async function createPersistentInterview(
  project: InterviewProject,
  participant: Participant,
): Promise<string | null> {
  const created = await persistentApi.createPersistentInterview(
    {
      project_id: project.id,
      interviewer_id: participant.interviewerId,
      interviewee_id: participant.userId,
      // Start Interview is pressed only once I agree to take part is ticked (pre-interview.tsx).
      consented: true,
      ...(project.id === null
        ? { metadata: { company: project.company, product: project.product } }
        : {}),
    },
    { failure: PERSISTENCE_MESSAGES.start, fields: { projectId: project.id }, needsToken: false },
  )
  return created.ok ? created.data.interview_id : null
}

/** POST /persistent-interviews/{id}/questions for a question put on screen. */
export async function recordQuestion(
  persistentId: string,
  question: InterviewQuestion,
  displayedAt: string,
): Promise<boolean> {
  const recorded = await persistentApi.recordQuestion(
    persistentId,
    {
      question_id: question.id,
      question_text: question.text,
      displayed_at: displayedAt,
      follow_up_of: question.followUpOf,
      project_type_question_id: question.projectTypeQuestionId,
      interview_id: persistentId,
      ...(question.engine && { engine: question.engine }),
    },
    {
      failure: PERSISTENCE_MESSAGES.question,
      fields: { persistentId, questionId: question.id },
      needsToken: false,
    },
  )
  return recorded.ok
}

/** POST /persistent-interviews/{id}/answers. */
export async function recordAnswer(
  persistentId: string,
  answer: {
    questionId: string
    text: string
    sentiment: Sentiment
    sentimentEngine?: string | undefined
    transcriptEngine?: string | undefined
    answeredAt: string
  },
): Promise<boolean> {
  const recorded = await persistentApi.recordAnswer(
    persistentId,
    {
      question_id: answer.questionId,
      answer_text: answer.text,
      sentiment: answer.sentiment,
      ...(answer.sentimentEngine && { sentimentEngine: answer.sentimentEngine }),
      ...(answer.transcriptEngine && { transcriptEngine: answer.transcriptEngine }),
      answered_at: answer.answeredAt,
    },
    {
      failure: PERSISTENCE_MESSAGES.answer,
      fields: { persistentId, questionId: answer.questionId },
      needsToken: false,
    },
  )
  return recorded.ok
}

/** POST /persistent-interviews/{id}/finish; the finished interview, or null. */
export async function finishPersistentInterview(
  persistentId: string,
): Promise<PersistentInterview | null> {
  const finished = await persistentApi.finishPersistentInterview(persistentId, {
    failure: PERSISTENCE_MESSAGES.finish,
    fields: { persistentId },
    needsToken: false,
  })
  return finished.ok ? finished.data : null
}

/** POST /persistent-interviews/{id}/abandon, keeping the record (purge false). */
export async function abandonPersistentInterview(persistentId: string): Promise<boolean> {
  const result = await persistentApi.abandonPersistentInterview(persistentId, {
    failure: PERSISTENCE_MESSAGES.abandon,
    fields: { persistentId },
    needsToken: false,
  })
  return result.ok
}

/** The caller's in-progress interview of `projectId`, newest first, or null. */
export async function findInProgressInterview(
  projectId: string,
): Promise<PersistentInterview | null> {
  const list = await persistentApi.listInProgressInterviews({
    failure: PERSISTENCE_MESSAGES.inProgress,
    fields: { projectId },
    needsToken: false,
  })
  const match = (list.ok ? list.data : [])
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
    provenance: provenanceOf(question),
    isFollowUp: question.follow_up_of !== null,
    followUpOf: question.follow_up_of,
    projectTypeQuestionId: question.project_type_question_id,
    answeredAt: question.answered_at ?? '',
    audio: null,
  }))
}
