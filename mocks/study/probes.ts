import type { components } from '@/contract/schema'
import { FOLLOW_UP_RULES, type FollowUpIntensity } from '../ai/follow-up-rules'
import { db } from '../db'
import { byId } from '../db/indexes'
import type { InterviewQuestionRecord, LiveSessionRecord, UserRecord } from '../db/schema'
import { managesInterview, readableInterview } from '../rules/access'
import { badRequest, conflict, forbidden, notFound } from '../rules/errors'

/**
 * Suggest a probe (docs/product.md#watch-live), free of any transport: an observer's question
 * waits on the live session of the interview for the answer to the question on screen, and the
 * engine asks it as that question's next follow-up instead of its own.
 */

type ProbeSuggestion = components['schemas']['ProbeSuggestion']
type SuggestProbeRequest = components['schemas']['SuggestProbeRequest']
export type SuggestedProbe = NonNullable<LiveSessionRecord['suggestedProbe']>

const MOVED_ON = 'The interview has moved on to the next question.'
const DEPTH_USED_UP = "This question's probing depth is used up."

export const toProbeSuggestion = (probe: SuggestedProbe): ProbeSuggestion => ({
  id: probe.id,
  questionId: probe.questionId,
  text: probe.text,
  status: probe.status,
  suggestedBy: probe.suggestedBy.name,
  askedQuestionId: probe.askedQuestionId,
})

/** How many follow-ups a primary question may get: its probing depth, as the intensity bounds it. */
/** The question's probing depth bounds probes as it bounds follow-ups; None allows none. */
function followUpLimit(session: Pick<LiveSessionRecord, 'intensity' | 'current'>): number {
  const depth = session.current?.probingDepth
  const bound = depth === undefined ? session.intensity : depth
  return bound === null ? 0 : FOLLOW_UP_RULES[bound as FollowUpIntensity].maxFollowUps
}

/** The live session whose question on screen is `questionId`. */
const sessionAsking = (questionId: string): LiveSessionRecord | undefined =>
  db.liveSessions.findFirst((q) => q.where((session) => session.current?.id === questionId))

/** An interview the caller may observe: 403 for an interviewee, 404 for one he may not see. */
function observableInterview(user: UserRecord, interviewId: string) {
  if (user.role === 'interviewee') throw forbidden('Only an admin or the project lead can observe')
  const interview = readableInterview(user, interviewId)
  if (!managesInterview(user, interview)) throw notFound('Interview')
  return interview
}

export async function suggestProbe(
  user: UserRecord,
  interviewId: string,
  body: SuggestProbeRequest,
): Promise<ProbeSuggestion> {
  const interview = observableInterview(user, interviewId)
  const text = body.text.trim()
  if (text.length === 0) throw badRequest('body.text', 'must not be empty')
  if (interview.status !== 'in_progress') throw conflict('This interview is not in progress')
  const question = byId.interviewQuestions(body.questionId)
  if (!question || question.interview_id !== interview.interview_id) throw notFound('Question')
  const session = sessionAsking(question.question_id)
  if (!session || session.done) throw conflict(MOVED_ON)
  if (session.followUpsForRoot >= followUpLimit(session)) throw conflict(DEPTH_USED_UP)
  if (session.suggestedProbe?.status === 'pending') {
    throw conflict('A suggested probe already waits for this question')
  }
  const probe: SuggestedProbe = {
    id: crypto.randomUUID(),
    interviewId: interview.interview_id,
    questionId: question.question_id,
    text,
    status: 'pending',
    suggestedBy: { userId: user.id, name: `${user.firstName} ${user.lastName}`.trim() },
    askedQuestionId: null,
  }
  await db.liveSessions.update((q) => q.where({ id: session.id }), {
    data(record) {
      record.suggestedProbe = probe
    },
  })
  return toProbeSuggestion(probe)
}

/**
 * The probe to ask after the answer to `currentId`, read afresh (it may have come while the answer
 * was transcribed), or null: none waits for this question, or its depth is used up.
 */
export function probeToAsk(liveInterviewId: string, currentId: string): SuggestedProbe | null {
  const session = db.liveSessions.findFirst((q) => q.where({ id: liveInterviewId }))
  const probe = session?.suggestedProbe
  if (!session || probe?.status !== 'pending' || probe.questionId !== currentId) return null
  return session.followUpsForRoot < followUpLimit(session) ? probe : null
}

/**
 * The probe as it stands once the answer to `answeredId` moved the interview on: asked as
 * `askedId`, or dropped when it waited for that answer and was not asked.
 */
export function settledProbe(
  probe: SuggestedProbe | undefined,
  answeredId: string,
  asked: { probeId: string; questionId: string } | null,
): SuggestedProbe | undefined {
  if (probe?.status !== 'pending') return probe
  if (asked?.probeId === probe.id)
    return { ...probe, status: 'asked', askedQuestionId: asked.questionId }
  return probe.questionId === answeredId ? { ...probe, status: 'dropped' } : probe
}

/** The stored mark of a probe recorded in its interview, for the team only. */
export function suggestedByOf(
  questionId: string,
): Pick<InterviewQuestionRecord, 'suggested_by'> | Record<string, never> {
  const session = db.liveSessions.findFirst((q) =>
    q.where((each) => each.suggestedProbe?.askedQuestionId === questionId),
  )
  const by = session?.suggestedProbe?.suggestedBy
  return by ? { suggested_by: by } : {}
}
