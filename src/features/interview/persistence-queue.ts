/**
 * Keeps the durable record (persistent-interview-calls.ts) in step with a run: the calls go one
 * after another (a question before its answer) off the UI path, and a failure is only logged.
 */
import { ref } from 'valtio'
import { isAdmin } from '@/domain/roles'
import type { InterviewQuestion } from '@/contract/types'
import { logger } from '@/lib/logger'
import { decodeToken, readToken } from '@/lib/token'
import {
  abandonPersistentInterview,
  createPersistentInterview,
  finishPersistentInterview,
  recordAnswer,
  recordQuestion,
  toClientAnswers,
} from './persistent-interview-calls'
import { isCurrent, type Run } from './current-run'
import { dispatch, interviewState } from './screen-state'
import { SHARED_MESSAGES } from '@/domain/messages'

let persistence: Promise<void> = Promise.resolve()

function enqueue(task: () => Promise<unknown>): void {
  persistence = persistence.then(task).then(
    () => undefined,
    (error: unknown) => logger.error('Interview persistence task failed', { error: String(error) }),
  )
}

/** Resolves once every queued persistence call has finished. */
export async function whenPersisted(): Promise<void> {
  let seen: Promise<void>
  do {
    seen = persistence
    await seen
  } while (seen !== persistence)
}

function signedInUser(): { id: string; admin: boolean } | null {
  const payload = decodeToken(readToken())
  return payload ? { id: payload.sub, admin: isAdmin(payload.role) } : null
}

/** Creates the run's durable record; the lead of its project (or an admin) is the interviewer. */
export function persistStart(run: Run): void {
  // A preview is never recorded, so no result, count or export can include it.
  if (run.preview) return
  enqueue(async () => {
    const user = signedInUser()
    if (!user) {
      logger.error(SHARED_MESSAGES.startPersistentInterview, { reason: 'no signed-in user' })
      return
    }
    const leads = user.admin || (run.leadUserId !== null && run.leadUserId === user.id)
    const id = await createPersistentInterview(run.project, {
      userId: user.id,
      interviewerId: leads ? user.id : null,
    })
    if (!id) return
    run.persistentId = id
    if (isCurrent(run)) dispatch({ type: 'PERSISTED', persistentId: id })
  })
}

export function persistQuestion(run: Run, question: InterviewQuestion, displayedAt: string): void {
  enqueue(async () => {
    if (run.persistentId) await recordQuestion(run.persistentId, question, displayedAt)
  })
}

export function persistAnswer(run: Run, answer: Parameters<typeof recordAnswer>[1]): void {
  enqueue(async () => {
    if (run.persistentId) await recordAnswer(run.persistentId, answer)
  })
}

export function persistFinish(run: Run): void {
  enqueue(() => reloadFinished(run))
}

export function persistAbandon(run: Run): void {
  enqueue(async () => {
    if (run.persistentId) await abandonPersistentInterview(run.persistentId)
  })
}

/** docs/product.md#states: on finish the answers are re-read from the server. */
async function reloadFinished(run: Run): Promise<void> {
  if (!run.persistentId) return
  const finished = await finishPersistentInterview(run.persistentId)
  if (!finished || !isCurrent(run)) return
  const local = interviewState.answers
  const reloaded = toClientAnswers(finished)
  // A record that failed to save would be missing from the server's copy; the local one wins.
  if (reloaded.length < local.length) {
    logger.warn('Server copy of the interview lacks answers; keeping the local ones', {
      local: local.length,
      server: reloaded.length,
    })
    return
  }
  const audio = new Map(local.map((answer) => [answer.questionId, answer.audio]))
  dispatch({
    type: 'ANSWERS_RELOADED',
    answers: reloaded.map((answer) => {
      const recording = audio.get(answer.questionId)
      return recording ? { ...answer, audio: ref(recording) } : answer
    }),
  })
}
