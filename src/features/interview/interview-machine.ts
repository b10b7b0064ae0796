/**
 * The live interview's states and transitions (docs/product.md#states, Interview client), pure: no React, no
 * DOM, no network. The store feeds it events and writes the result into its proxy.
 *
 *   idle ──START/RESUME──▶ waiting ──STARTED──▶ idle (first question)
 *   idle ──RECORD──▶ recording ──STOP──▶ uploading ──UPLOADED──▶ waiting
 *   idle ──SUBMIT_TEXT──▶ waiting          idle ──RETRY──▶ uploading | waiting
 *   uploading | waiting ──ANSWERED──▶ idle (next question) | finished (summary)
 *   any busy state ──FAILED──▶ idle (error)        any ──RESTART──▶ initial
 */
import type { InterviewQuestion, Sentiment, SummaryItem } from '@/contract/types'
import { provenanceOf, type Provenance } from '@/domain/provenance'
import { SHARED_MESSAGES } from '@/domain/messages'

type InterviewStatus = 'idle' | 'waiting' | 'recording' | 'uploading' | 'finished'
export type Transport = 'socket' | 'http'

/** What the interview is about: a project's company and product, or a standalone pair. */
export interface InterviewProject {
  /** null for a standalone interview (docs/product.md#overview: sample companies). */
  id: string | null
  company: string
  product: string
}

/** An answered question as the client shows it (docs/product.md#entities, Answer (client)). */
export interface ClientAnswer {
  questionId: string
  questionText: string
  /** The transcript, or the typed response. */
  text: string
  sentiment: Sentiment
  /** Which engine made what; admins see it beside the sentiment. */
  provenance: Provenance
  isFollowUp: boolean
  /** The question this one follows up (for numbering as 2.1, 2.1.1). */
  followUpOf: string | null
  projectTypeQuestionId: string | null
  answeredAt: string
  /** The recording, when answered by voice in this browser session. */
  audio: Blob | null
}

/** An answer on its way to the server; kept after a failure so it can be re-sent. */
/** `transcript`: what the browser's speech recognition heard (Transcribe my voice), if anything. */
type PendingAnswer =
  { kind: 'audio'; audio: Blob; transcript?: string } | { kind: 'text'; text: string }

export interface InterviewMachineState {
  status: InterviewStatus
  project: InterviewProject | null
  /** The live session (POST /api/interviews). */
  liveInterviewId: string | null
  /** The durable record (POST /api/persistent-interviews); null while unknown or unrecorded. */
  persistentId: string | null
  question: InterviewQuestion | null
  /** Oldest first; the screens choose the display order. */
  answers: ClientAnswer[]
  summary: SummaryItem[] | null
  error: string | null
  /** Set when the interview continues a persisted one with earlier answers (shows a notice). */
  resumed: boolean
  /** The interview's primary questions ('Question {n} of {N}'); null when the server did not say. */
  totalQuestions: number | null
  transport: Transport
  pendingAnswer: PendingAnswer | null
}

/** What the server said about one answer (HTTP answer body or the socket's messages). */
export interface AnswerOutcome {
  transcript: string
  /** What made the transcript of a recording; absent for a typed answer. */
  transcriptEngine?: string
  sentiment: Sentiment
  sentimentEngine?: string
  done: boolean
  summary: SummaryItem[] | null
  nextQuestion: InterviewQuestion | null
}

export type InterviewEvent =
  /** Chooses what to interview about without starting (the pre-interview screen). */
  | { type: 'PREPARE'; project: InterviewProject }
  | { type: 'START'; project: InterviewProject }
  | {
      type: 'RESUME'
      project: InterviewProject
      persistentId: string
      answers: ClientAnswer[]
    }
  | {
      type: 'STARTED'
      liveInterviewId: string
      question: InterviewQuestion
      totalQuestions?: number
    }
  | { type: 'PERSISTED'; persistentId: string }
  | { type: 'RECORD' }
  | { type: 'STOP' }
  | { type: 'RECORDED'; audio: Blob; transcript?: string }
  | { type: 'SUBMIT_TEXT'; text: string }
  | { type: 'RETRY' }
  | { type: 'UPLOADED' }
  | ({ type: 'ANSWERED'; answeredAt: string } & AnswerOutcome)
  | { type: 'FAILED'; message: string }
  | { type: 'TRANSPORT'; transport: Transport }
  | { type: 'ANSWERS_RELOADED'; answers: ClientAnswer[] }
  | { type: 'DISMISS_ERROR' }
  | { type: 'RESTART' }

/** Shown when the server says "not done" but names no next question. */
export const MISSING_QUESTION_ERROR = SHARED_MESSAGES.processAnswer

export function initialInterviewState(): InterviewMachineState {
  return {
    status: 'idle',
    project: null,
    liveInterviewId: null,
    persistentId: null,
    question: null,
    answers: [],
    summary: null,
    error: null,
    resumed: false,
    totalQuestions: null,
    transport: 'socket',
    pendingAnswer: null,
  }
}

/** The fields the helpers below read; a valtio snapshot of the store fits too. */
export type InterviewProgress = Readonly<
  Pick<InterviewMachineState, 'status' | 'liveInterviewId' | 'question' | 'pendingAnswer'>
>

/** A session is running and a question is on screen. */
export function hasStarted(state: InterviewProgress): boolean {
  return state.liveInterviewId !== null && state.question !== null
}

export function isBusy(state: InterviewProgress): boolean {
  return state.status === 'waiting' || state.status === 'uploading'
}

export function canAnswer(state: InterviewProgress): boolean {
  return state.status === 'idle' && hasStarted(state)
}

/** A failed answer is kept and the interview waits: it can be re-sent without re-recording. */
export function canRetry(state: InterviewProgress): boolean {
  return canAnswer(state) && state.pendingAnswer !== null
}

/** Waiting for the session to start (no session yet). */
function isStarting(state: Readonly<InterviewMachineState>): boolean {
  return state.status === 'waiting' && state.liveInterviewId === null
}

function toAnswer(
  question: InterviewQuestion,
  event: Pick<
    AnswerOutcome,
    'transcript' | 'transcriptEngine' | 'sentiment' | 'sentimentEngine'
  > & {
    answeredAt: string
  },
  pending: PendingAnswer | null,
): ClientAnswer {
  return {
    questionId: question.id,
    questionText: question.text,
    text: event.transcript,
    sentiment: event.sentiment,
    provenance: provenanceOf({
      questionEngine: question.engine,
      sentimentEngine: event.sentimentEngine,
      transcriptEngine: event.transcriptEngine,
    }),
    isFollowUp: question.isFollowUp,
    followUpOf: question.followUpOf,
    projectTypeQuestionId: question.projectTypeQuestionId,
    answeredAt: event.answeredAt,
    audio: pending?.kind === 'audio' ? pending.audio : null,
  }
}

/** A fresh session about `project`, keeping only the transport preference. */
function freshSession<S extends InterviewMachineState>(state: S, project: InterviewProject): S {
  return { ...state, ...initialInterviewState(), project, transport: state.transport }
}

/**
 * The next state for `event`. Returns `state` itself (same reference) when the event does not
 * apply in the current state, so a double click or a late network answer changes nothing.
 * Generic so a store may keep extra fields beside the machine's; they are carried over.
 */
export function transition<S extends InterviewMachineState>(state: S, event: InterviewEvent): S {
  const { status } = state
  switch (event.type) {
    case 'PREPARE':
      if (status !== 'idle' && status !== 'finished') return state
      return freshSession(state, event.project)

    case 'START':
      if (status !== 'idle' && status !== 'finished') return state
      return { ...freshSession(state, event.project), status: 'waiting' }

    case 'RESUME':
      // Also while starting: starting from a project may turn out to resume (docs/product.md#states).
      if (status !== 'idle' && status !== 'finished' && !isStarting(state)) return state
      return {
        ...freshSession(state, event.project),
        status: 'waiting',
        persistentId: event.persistentId,
        answers: event.answers,
        resumed: event.answers.length > 0,
      }

    case 'STARTED':
      if (status !== 'waiting' || state.liveInterviewId !== null) return state
      return {
        ...state,
        status: 'idle',
        liveInterviewId: event.liveInterviewId,
        question: event.question,
        totalQuestions: event.totalQuestions ?? null,
      }

    case 'PERSISTED':
      if (state.project === null) return state
      return { ...state, persistentId: event.persistentId }

    case 'RECORD':
      if (!canAnswer(state)) return state
      return { ...state, status: 'recording', error: null }

    case 'STOP':
      if (status !== 'recording') return state
      return { ...state, status: 'uploading' }

    case 'RECORDED':
      if (status !== 'uploading') return state
      return {
        ...state,
        pendingAnswer: {
          kind: 'audio',
          audio: event.audio,
          ...(event.transcript && { transcript: event.transcript }),
        },
      }

    case 'SUBMIT_TEXT': {
      const text = event.text.trim()
      if (!canAnswer(state) || text === '') return state
      return { ...state, status: 'waiting', error: null, pendingAnswer: { kind: 'text', text } }
    }

    case 'RETRY':
      if (!canRetry(state) || state.pendingAnswer === null) return state
      return {
        ...state,
        status: state.pendingAnswer.kind === 'audio' ? 'uploading' : 'waiting',
        error: null,
      }

    case 'UPLOADED':
      if (status !== 'uploading') return state
      return { ...state, status: 'waiting' }

    case 'ANSWERED': {
      if ((status !== 'uploading' && status !== 'waiting') || state.question === null) return state
      const answers = [...state.answers, toAnswer(state.question, event, state.pendingAnswer)]
      if (event.done) {
        return {
          ...state,
          status: 'finished',
          answers,
          question: null,
          summary: event.summary ?? [],
          pendingAnswer: null,
          error: null,
        }
      }
      if (event.nextQuestion === null) {
        // The answer was taken but the interview cannot go on; keep it rather than re-send.
        return {
          ...state,
          status: 'idle',
          answers,
          pendingAnswer: null,
          error: MISSING_QUESTION_ERROR,
        }
      }
      return {
        ...state,
        status: 'idle',
        answers,
        question: event.nextQuestion,
        pendingAnswer: null,
        error: null,
      }
    }

    case 'FAILED':
      // A finished interview has nothing left to fail; late errors are dropped.
      if (status === 'finished') return state
      return { ...state, status: 'idle', error: event.message }

    case 'TRANSPORT':
      if (state.transport === event.transport) return state
      return { ...state, transport: event.transport }

    case 'ANSWERS_RELOADED':
      if (status !== 'finished') return state
      return { ...state, answers: event.answers }

    case 'DISMISS_ERROR':
      if (state.error === null) return state
      return { ...state, error: null }

    case 'RESTART':
      return { ...state, ...initialInterviewState() }
  }
}
