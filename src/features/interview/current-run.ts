/**
 * One interview attempt, from start (or resume) to finish, restart or leave, and what it uses
 * from the outside world. Network answers that arrive after their run ended are dropped by
 * asking isCurrent(run).
 */
import { connectInterviewSocket } from '@/api/interview-socket'
import { setLogContext } from '@/lib/logger'
import { startRecorder, type ActiveRecording, type StartRecorder } from '@/lib/recorder'
import type { AnswerChannel, ConnectSocket } from './answer-channel'
import type { Listening } from './speech'
import { transition, type InterviewProject } from './interview-machine'
import { inputLevelState, interviewState } from './screen-state'

/** What the store uses from the outside world; tests swap the browser-only parts. */
export interface InterviewDeps {
  startRecorder: StartRecorder
  connectSocket: ConnectSocket
  now: () => Date
}

const defaultDeps: InterviewDeps = {
  startRecorder,
  connectSocket: connectInterviewSocket,
  now: () => new Date(),
}
let deps: InterviewDeps = { ...defaultDeps }

/** Replaces some dependencies (tests); returns a function that restores the defaults. */
export function configureInterview(overrides: Partial<InterviewDeps>): () => void {
  deps = { ...deps, ...overrides }
  return () => {
    deps = { ...defaultDeps }
  }
}

/** The dependencies in use now (read at each call, so a test's swap applies at once). */
export function interviewDeps(): InterviewDeps {
  return deps
}

export function nowIso(): string {
  return deps.now().toISOString()
}

export interface Run {
  project: InterviewProject
  leadUserId: string | null
  persistentId: string | null
  channel: AnswerChannel | null
  /** The recorder being opened or running, so Stop can wait for a slow permission prompt. */
  recording: Promise<ActiveRecording | null> | null
  /** The browser's speech recognition hearing this answer, when Transcribe my voice is on. */
  listening: Listening | null
  finished: boolean
  /** Preview Interview: nothing of it is persisted (docs/product.md#preview). */
  preview: boolean
}

let current: Run | null = null

export function currentRun(): Run | null {
  return current
}

export function isCurrent(run: Run): boolean {
  return current === run
}

/** Ends the current run's resources (recorder, socket) without touching the server. */
export function endRun(): Run | null {
  const run = current
  current = null
  if (run) {
    run.channel?.close()
    void run.recording?.then((recording) => recording?.cancel())
    void run.listening?.finish()
  }
  inputLevelState.level = 0
  Object.assign(interviewState, transition(interviewState, { type: 'RESTART' }), {
    deviceLabel: null,
  })
  setLogContext({ interviewId: null, questionId: null })
  return run
}

export function beginRun(
  project: InterviewProject,
  leadUserId: string | null,
  preview = false,
): Run {
  endRun()
  current = {
    project,
    leadUserId,
    persistentId: null,
    channel: null,
    recording: null,
    listening: null,
    finished: false,
    preview,
  }
  return current
}
