/**
 * The live session of a run: POST /api/interviews, then each answer over the answer channel
 * (socket, else HTTP) and the next question, with every step handed to the durable record.
 */
import { startInterview } from '@/api/resources/interviews'
import {
  normalizePersistentInterview,
  type PersistentInterviewInput,
} from '@/domain/interview-progress'
import type { components, InterviewQuestion } from '@/contract/types'
import { logger, setLogContext } from '@/lib/logger'
import { AnswerChannel, AnswerError } from './answer-channel'
import type { AnswerOutcome } from './interview-machine'
import { interviewDeps, isCurrent, nowIso, type Run } from './current-run'
import { dispatch, interviewState } from './screen-state'
import { toClientAnswers } from './persistent-interview-calls'
import { persistAnswer, persistFinish, persistQuestion, persistStart } from './persistence-queue'
import { ANSWER_MESSAGES, INTERVIEW_MESSAGES } from './messages'

function showQuestion(run: Run, question: InterviewQuestion): void {
  setLogContext({ questionId: question.id })
  persistQuestion(run, question, nowIso())
}

/** POST /api/interviews and shows the first question; `failure` is the text on failure. */
export async function openSession(
  run: Run,
  body: components['schemas']['StartInterviewRequest'],
  failure: string,
): Promise<void> {
  const outcome = await startInterview(body, { failure, needsToken: false, level: 'warn' })
  if (!isCurrent(run)) return
  if (!outcome.ok) {
    dispatch({ type: 'FAILED', message: failure })
    return
  }
  const started = outcome.data
  dispatch({
    type: 'STARTED',
    liveInterviewId: started.id,
    question: started.firstQuestion,
    ...(started.totalQuestions !== undefined && { totalQuestions: started.totalQuestions }),
  })
  setLogContext({ interviewId: started.id })
  run.channel = new AnswerChannel(started.id, {
    connect: interviewDeps().connectSocket,
    onTransport: (transport) => {
      if (isCurrent(run)) dispatch({ type: 'TRANSPORT', transport })
    },
  })
  if (!run.persistentId) persistStart(run)
  showQuestion(run, started.firstQuestion)
}

/** Brings back a persisted interview's answers and opens a session that carries on after them. */
export async function resumeRun(run: Run, interview: PersistentInterviewInput): Promise<void> {
  const normalized = normalizePersistentInterview(interview)
  run.persistentId = normalized.interview_id || null
  dispatch({
    type: 'RESUME',
    project: run.project,
    persistentId: normalized.interview_id,
    answers: toClientAnswers(normalized),
  })
  await openSession(
    run,
    {
      company: run.project.company,
      product: run.project.product,
      ...(run.project.id ? { projectId: run.project.id } : {}),
      resumePersistentId: normalized.interview_id,
    },
    INTERVIEW_MESSAGES.resume,
  )
}

function afterAnswer(run: Run, questionId: string, outcome: AnswerOutcome): void {
  const answeredAt = nowIso()
  dispatch({ type: 'ANSWERED', answeredAt, ...outcome })
  persistAnswer(run, {
    questionId,
    text: outcome.transcript,
    sentiment: outcome.sentiment,
    sentimentEngine: outcome.sentimentEngine,
    transcriptEngine: outcome.transcriptEngine,
    answeredAt,
  })
  if (outcome.done) {
    run.finished = true
    run.channel?.close()
    setLogContext({ questionId: null })
    persistFinish(run)
  } else if (outcome.nextQuestion) {
    showQuestion(run, outcome.nextQuestion)
  }
}

/** Sends the pending answer (just recorded, typed, or kept from a failure). */
export async function sendPending(run: Run): Promise<void> {
  const pending = interviewState.pendingAnswer
  const question = interviewState.question
  const channel = run.channel
  if (!pending || !question || !channel) return
  try {
    const outcome =
      pending.kind === 'audio'
        ? await channel.sendAudio(
            pending.audio,
            () => {
              if (isCurrent(run)) dispatch({ type: 'UPLOADED' })
            },
            pending.transcript,
          )
        : await channel.sendText(pending.text)
    if (isCurrent(run)) afterAnswer(run, question.id, outcome)
  } catch (error) {
    if (!isCurrent(run)) return
    const fallback = pending.kind === 'audio' ? ANSWER_MESSAGES.upload : ANSWER_MESSAGES.text
    const message = error instanceof AnswerError ? error.message : fallback
    logger.warn('Answer failed', { message, kind: pending.kind })
    dispatch({ type: 'FAILED', message })
  }
}
