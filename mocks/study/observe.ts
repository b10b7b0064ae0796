import type { components } from '@/contract/schema'
import { canSeeSentiment } from '@/domain/permissions'
import { canLeadProjects } from '@/domain/roles'
import { normalizeSentiment } from '@/domain/sentiment'
import { watchChanges, type Change, type PlainRecord } from '../db/changes'
import { db } from '../db'
import { byId, questionsOfInterview } from '../db/indexes'
import type { InterviewQuestionRecord, LiveSessionRecord, UserRecord } from '../db/schema'
import { wasLeft, watchOtherTabs } from '../db/tab-sync-live'
import { socketUser } from '../interview/socket-session'
import { managesInterview } from '../rules/access'
import { toProbeSuggestion, type SuggestedProbe } from './probes'

/**
 * The observe socket (openapi.yaml, x-websockets /ws/observe/{id}; docs/product.md#watch-live),
 * free of any transport: the MSW socket and the standalone server's are thin adapters over it.
 * It follows the data layer's changes (mocks/db/changes.ts) and, in the demo, the records the
 * other tabs write (mocks/db/tab-sync-live.ts), so whatever records a question or an answer (the
 * participant's client, a test, the participant's own tab) is seen the same way, and the
 * participant's side knows nothing of who watches.
 */

type ObserveMessage = components['schemas']['WsObserveMessage']
type ObservedQuestion = components['schemas']['ObservedQuestion']

export interface ObservePeer {
  send(message: ObserveMessage): void
  close(code: number, reason: string): void
}

const CLOSE_ENDED = { code: 1000, reason: 'Interview ended' } as const
const CLOSE_UNAUTHORIZED = { code: 4401, reason: 'Unauthorized' } as const
const CLOSE_FORBIDDEN = { code: 4403, reason: 'Forbidden' } as const
const CLOSE_NOT_FOUND = { code: 4404, reason: 'Interview not found' } as const
/** The demo tab that ran the interview closed mid-interview (mocks/README.md#watch-live-across-tabs). */
const CLOSE_LEFT = { code: 4410, reason: 'Participant left' } as const

/** A recorded question as an observer sees it: sentiment only for who may see it. */
function observed(question: InterviewQuestionRecord, withSentiment: boolean): ObservedQuestion {
  return {
    id: question.question_id,
    text: question.text,
    followUpOf: question.follow_up_of,
    displayedAt: question.displayed_at,
    answer: question.answer_text,
    answeredAt: question.answered_at,
    ...(withSentiment &&
      question.answer_text !== null && { sentiment: normalizeSentiment(question.sentiment) }),
    ...(question.suggested_by && { suggestedBy: question.suggested_by.name }),
  }
}

const intervieweeName = (userId: string) => {
  const user = byId.users(userId)
  return user ? `${user.firstName} ${user.lastName}`.trim() : 'Unknown participant'
}

/** Opens an observation; returns what stops it (the transport calls it when the socket closes). */
export async function openObserveSocket(
  url: URL,
  interviewId: string,
  peer: ObservePeer,
): Promise<(() => void) | null> {
  const user: UserRecord | null = await socketUser(url.searchParams.get('token'))
  const refuse = (how: { code: number; reason: string }) => {
    peer.close(how.code, how.reason)
    return null
  }
  if (!user) return refuse(CLOSE_UNAUTHORIZED)
  if (!canLeadProjects(user.role)) return refuse(CLOSE_FORBIDDEN)
  const interview = byId.interviews(interviewId)
  if (!interview || !managesInterview(user, interview)) return refuse(CLOSE_NOT_FOUND)
  const withSentiment = canSeeSentiment(user)

  peer.send({
    type: 'snapshot',
    status: interview.status,
    intervieweeName: intervieweeName(interview.interviewee_id),
    questions: questionsOfInterview(interviewId).map((question) =>
      observed(question, withSentiment),
    ),
  })
  let stop = () => {}
  let closed = false
  const close = (how: { code: number; reason: string }) => {
    closed = true
    stop()
    peer.close(how.code, how.reason)
  }
  const end = (status: 'completed' | 'abandoned' | 'deleted') => {
    peer.send({ type: 'ended', status })
    close(CLOSE_ENDED)
  }
  if (interview.status !== 'in_progress') {
    end(interview.status)
    return null
  }
  const probeStatus = new Map<string, SuggestedProbe['status']>()
  /**
   * The live sessions running this interview: a resumed one names it, a new one is known by a
   * question of it on screen, noted as soon as that question is recorded (its next one may not
   * be, yet, when its participant's tab closes).
   */
  const ours = new Set<string>()
  const note = (session: LiveSessionRecord) => {
    const onScreen = session.current ? byId.interviewQuestions(session.current.id) : undefined
    if (
      session.persistentId === interviewId ||
      session.suggestedProbe?.interviewId === interviewId ||
      onScreen?.interview_id === interviewId
    ) {
      ours.add(session.id)
    }
  }
  db.liveSessions.findMany((q) => q.where({ done: false })).forEach(note)
  const follow = (change: Change) => {
    if (closed) return
    if (change.op === 'clear') {
      if (change.collection === 'interviews') end('deleted')
      return
    }
    if (change.op === 'delete') {
      if (change.collection === 'interviews' && change.key === interviewId) end('deleted')
      return
    }
    const record: PlainRecord = change.record
    if (change.collection === 'interviewQuestions' && record['interview_id'] === interviewId) {
      const asking = db.liveSessions.findFirst((q) =>
        q.where((session) => session.current?.id === record['question_id']),
      )
      if (asking) ours.add(asking.id)
      peer.send({
        type: 'observedQuestion',
        question: observed(record as InterviewQuestionRecord, withSentiment),
      })
    } else if (change.collection === 'liveSessions') {
      const session = record as LiveSessionRecord
      const probe = session.suggestedProbe
      if (probe?.interviewId === interviewId && probeStatus.get(probe.id) !== probe.status) {
        probeStatus.set(probe.id, probe.status)
        peer.send({ type: 'probe', probe: toProbeSuggestion(probe) })
      }
      note(session)
      if (ours.has(session.id) && wasLeft(session)) close(CLOSE_LEFT)
    } else if (change.collection === 'interviews' && record['interview_id'] === interviewId) {
      const status = record['status']
      if (status === 'completed' || status === 'abandoned') end(status)
    }
  }
  const stopHere = watchChanges(follow)
  const stopOthers = watchOtherTabs((changes) => changes.forEach(follow))
  stop = () => {
    stopHere()
    stopOthers()
  }
  return () => stop()
}
