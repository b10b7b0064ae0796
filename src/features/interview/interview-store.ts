/**
 * The live interview (docs/product.md#interview Interview screen, docs/product.md#states Interview client and Persistent interview):
 * a valtio proxy driven by the pure machine in interview-machine.ts, module-level actions and
 * read hooks. Screens read snapshots; only the actions below write.
 */
import { proxy, ref, useSnapshot } from 'valtio'
import { startInterview } from '../../api/resources/interviews'
import {
  normalizePersistentInterview,
  type PersistentInterviewInput,
} from '../../api/interview-progress'
import { connectInterviewSocket } from '../../api/interview-socket'
import { isAdmin } from '../../api/roles'
import type { components, InterviewQuestion, Project } from '../../api/types'
import { logger, setLogContext } from '../../lib/logger'
import {
  interviewMicrophoneMessage,
  startRecorder,
  type ActiveRecording,
  type StartRecorder,
} from '../../lib/recorder'
import { decodeToken, readToken } from '../../lib/token'
import { AnswerChannel, AnswerError, ANSWER_MESSAGES, type ConnectSocket } from './answer-channel'
import {
  canAnswer,
  initialInterviewState,
  transition,
  type AnswerOutcome,
  type InterviewEvent,
  type InterviewMachineState,
  type InterviewProject,
} from './interview-machine'
import {
  abandonPersistentInterview,
  createPersistentInterview,
  findInProgressInterview,
  finishPersistentInterview,
  recordAnswer,
  recordQuestion,
  toClientAnswers,
} from './persistence'

export type {
  ClientAnswer,
  InterviewProject,
  InterviewStatus,
  PendingAnswer,
  Transport,
} from './interview-machine'

/** docs/product.md#errors texts the interview shows (besides the answer and microphone ones). */
export const INTERVIEW_MESSAGES = {
  start: 'Failed to start interview',
  resume: 'Failed to resume interview',
  recording: 'Recording error occurred',
  ...ANSWER_MESSAGES,
} as const

export interface InterviewStoreState extends InterviewMachineState {
  /** The microphone chosen in the sidebar; null means the system default. */
  deviceId: string | null
  /** The name of the microphone that recorded last (shown while recording). */
  deviceLabel: string | null
}

export const interviewState = proxy<InterviewStoreState>({
  ...initialInterviewState(),
  deviceId: null,
  deviceLabel: null,
})

/**
 * The live input level, 0–1, apart from the main state: it changes twenty times a second and
 * only the meter should re-render for it.
 */
export const inputLevelState = proxy({ level: 0 })

/** The project fields an interview needs (a contract Project fits). */
export type InterviewProjectInput = Pick<Project, 'id' | 'company' | 'product'> &
  Partial<Pick<Project, 'leadUserId'>>

export interface StartOptions {
  /** Admins only: a prompt file path instead of the global setting. */
  promptOverride?: string | null
}

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

/**
 * One interview attempt, from start (or resume) to finish, restart or leave. Network answers
 * that arrive after their run ended are dropped by comparing against `current`.
 */
interface Run {
  project: InterviewProject
  leadUserId: string | null
  persistentId: string | null
  channel: AnswerChannel | null
  /** The recorder being opened or running, so Stop can wait for a slow permission prompt. */
  recording: Promise<ActiveRecording | null> | null
  finished: boolean
}

/** How long Back to Dashboard waits for answers still being saved. */
const LEAVE_WAIT_MS = 2_000

let current: Run | null = null
/** Persistence calls run one after another (a question before its answer) off the UI path. */
let persistence: Promise<void> = Promise.resolve()
const exitListeners = new Set<() => void>()

function dispatch(event: InterviewEvent): void {
  const next = transition(interviewState, event)
  if (next !== interviewState) Object.assign(interviewState, next)
}

function isCurrent(run: Run): boolean {
  return current === run
}

function enqueue(task: () => Promise<unknown>): void {
  persistence = persistence.then(task).then(
    () => undefined,
    (error: unknown) => logger.error('Interview persistence task failed', { error: String(error) }),
  )
}

function nowIso(): string {
  return deps.now().toISOString()
}

function signedInUser(): { id: string; admin: boolean } | null {
  const payload = decodeToken(readToken())
  return payload ? { id: payload.sub, admin: isAdmin(payload.role) } : null
}

/** Ends the current run's resources (recorder, socket) without touching the server. */
function endRun(): Run | null {
  const run = current
  current = null
  if (run) {
    run.channel?.close()
    void run.recording?.then((recording) => recording?.cancel())
  }
  inputLevelState.level = 0
  Object.assign(interviewState, transition(interviewState, { type: 'RESTART' }), {
    deviceLabel: null,
  })
  setLogContext({ interviewId: null, questionId: null })
  return run
}

function beginRun(project: InterviewProject, leadUserId: string | null): Run {
  endRun()
  current = {
    project,
    leadUserId,
    persistentId: null,
    channel: null,
    recording: null,
    finished: false,
  }
  return current
}

function showQuestion(run: Run, question: InterviewQuestion): void {
  setLogContext({ questionId: question.id })
  const displayedAt = nowIso()
  enqueue(async () => {
    if (run.persistentId) await recordQuestion(run.persistentId, question, displayedAt)
  })
}

function startPersistence(run: Run): void {
  enqueue(async () => {
    const user = signedInUser()
    if (!user) {
      logger.error('Failed to start persistent interview', { reason: 'no signed-in user' })
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

/** POST /api/interviews and shows the first question; `failure` is the text on failure. */
async function openSession(
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
  dispatch({ type: 'STARTED', sessionId: started.id, question: started.firstQuestion })
  setLogContext({ interviewId: started.id })
  run.channel = new AnswerChannel(started.id, {
    connect: deps.connectSocket,
    onTransport: (transport) => {
      if (isCurrent(run)) dispatch({ type: 'TRANSPORT', transport })
    },
  })
  if (!run.persistentId) startPersistence(run)
  showQuestion(run, started.firstQuestion)
}

function afterAnswer(run: Run, questionId: string, outcome: AnswerOutcome): void {
  const answeredAt = nowIso()
  dispatch({ type: 'ANSWERED', answeredAt, ...outcome })
  enqueue(async () => {
    if (!run.persistentId) return
    await recordAnswer(run.persistentId, {
      questionId,
      text: outcome.transcript,
      sentiment: outcome.sentiment,
      answeredAt,
    })
  })
  if (outcome.done) {
    run.finished = true
    run.channel?.close()
    setLogContext({ questionId: null })
    enqueue(() => reloadFinished(run))
  } else if (outcome.nextQuestion) {
    showQuestion(run, outcome.nextQuestion)
  }
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

/** Sends the pending answer (just recorded, typed, or kept from a failure). */
async function sendPending(run: Run): Promise<void> {
  const pending = interviewState.pendingAnswer
  const question = interviewState.question
  const channel = run.channel
  if (!pending || !question || !channel) return
  try {
    const outcome =
      pending.kind === 'audio'
        ? await channel.sendAudio(pending.audio, () => {
            if (isCurrent(run)) dispatch({ type: 'UPLOADED' })
          })
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

function projectOf(project: InterviewProjectInput | InterviewProject): InterviewProject {
  return { id: project.id, company: project.company, product: project.product }
}

async function resumeRun(run: Run, interview: PersistentInterviewInput): Promise<void> {
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

export const interviewActions = {
  /** Shows the pre-interview screen for `project` (or a standalone pair) without starting. */
  prepare(project: InterviewProjectInput | InterviewProject): void {
    endRun()
    dispatch({ type: 'PREPARE', project: projectOf(project) })
  },

  /**
   * Starts an interview about `project` (docs/product.md#states): company and product come from the project;
   * an in-progress interview of this project is resumed instead of starting another.
   */
  async startFromProject(project: InterviewProjectInput, options: StartOptions = {}) {
    const run = beginRun(projectOf(project), project.leadUserId ?? null)
    dispatch({ type: 'START', project: run.project })
    const inProgress = await findInProgressInterview(project.id)
    if (!isCurrent(run)) return
    if (inProgress) {
      logger.info('Resuming the in-progress interview of this project', {
        persistentId: inProgress.interview_id,
      })
      await resumeRun(run, inProgress)
      return
    }
    await openSession(
      run,
      {
        company: project.company,
        product: project.product,
        projectId: project.id,
        ...(options.promptOverride ? { promptOverride: options.promptOverride } : {}),
      },
      INTERVIEW_MESSAGES.start,
    )
  },

  /** A standalone interview about a sample company and product (docs/product.md#overview). */
  async startStandalone(company: string, product: string, options: StartOptions = {}) {
    const run = beginRun({ id: null, company, product }, null)
    dispatch({ type: 'START', project: run.project })
    await openSession(
      run,
      {
        company,
        product,
        ...(options.promptOverride ? { promptOverride: options.promptOverride } : {}),
      },
      INTERVIEW_MESSAGES.start,
    )
  },

  /**
   * Continues a persisted interview (the dashboard's Resume): its answered questions and its
   * project come back, and the live session carries on after the last answered question.
   */
  async resume(interview: PersistentInterviewInput, project?: InterviewProjectInput | null) {
    const normalized = normalizePersistentInterview(interview)
    // The project, when the caller has it, names company and product as the project does now.
    const run = project
      ? beginRun(projectOf(project), project.leadUserId ?? null)
      : beginRun(
          {
            id: normalized.project_id,
            company: normalized.metadata.company,
            product: normalized.metadata.product,
          },
          null,
        )
    await resumeRun(run, normalized)
  },

  /** Opens the microphone and records (`deviceId`, else the chosen one, else the default). */
  async startRecording(deviceId?: string | null) {
    const run = current
    if (!run || !canAnswer(interviewState)) return
    dispatch({ type: 'RECORD' })
    // The socket connects while the user speaks, so Stop only has to send.
    void run.channel?.prepare()
    const opening = deps
      .startRecorder({
        deviceId: deviceId ?? interviewState.deviceId,
        onLevel: (level) => {
          if (isCurrent(run)) inputLevelState.level = level
        },
        onError: (error) => {
          logger.error('Recording error occurred', { error: String(error) })
          if (!isCurrent(run) || interviewState.status !== 'recording') return
          run.recording = null
          dispatch({ type: 'FAILED', message: INTERVIEW_MESSAGES.recording })
        },
      })
      .then(
        (recording) => {
          if (!isCurrent(run)) {
            recording.cancel()
            return null
          }
          interviewState.deviceLabel = recording.deviceLabel || null
          return recording
        },
        (error: unknown) => {
          logger.warn('Microphone could not be opened', { error: String(error) })
          if (isCurrent(run)) {
            run.recording = null
            dispatch({ type: 'FAILED', message: interviewMicrophoneMessage(error) })
          }
          return null
        },
      )
    run.recording = opening
    await opening
  },

  /** Stops recording and sends the answer. */
  async stopRecording() {
    const run = current
    if (!run || interviewState.status !== 'recording') return
    const opening = run.recording
    run.recording = null
    dispatch({ type: 'STOP' })
    const recording = await opening
    if (!recording || !isCurrent(run)) return
    let blob: Blob
    try {
      blob = (await recording.stop()).blob
    } catch (error) {
      logger.error('Recording error occurred', { error: String(error) })
      if (isCurrent(run)) dispatch({ type: 'FAILED', message: INTERVIEW_MESSAGES.recording })
      return
    }
    if (!isCurrent(run)) return
    // ref(): a Blob must stay a Blob, not become a proxy of one.
    dispatch({ type: 'RECORDED', audio: ref(blob) })
    await sendPending(run)
  },

  /** Sends a typed response (admins); trimmed, ignored when empty. Resolves once processed. */
  async submitText(text: string): Promise<boolean> {
    const run = current
    if (!run || text.trim() === '') return false
    dispatch({ type: 'SUBMIT_TEXT', text })
    if (interviewState.status !== 'waiting') return false
    await sendPending(run)
    return true
  },

  /** Re-sends the answer that failed (recording or text) without recording again. */
  async retryLastAnswer(): Promise<boolean> {
    const run = current
    if (!run) return false
    const before = interviewState.status
    dispatch({ type: 'RETRY' })
    if (interviewState.status === before) return false
    await sendPending(run)
    return true
  },

  dismissError() {
    dispatch({ type: 'DISMISS_ERROR' })
  },

  /** The microphone to record with (null: the system default). */
  selectMicrophone(deviceId: string | null) {
    interviewState.deviceId = deviceId
  },

  /**
   * Restart Interview (docs/product.md#interview, docs/product.md#states): abandons the persisted interview, discards the progress
   * and returns to the dashboard. Resolves once the abandon is recorded (or has failed), so the
   * dashboard's in-progress list no longer shows it.
   */
  async restart() {
    const run = endRun()
    if (run && !run.finished) {
      enqueue(async () => {
        if (run.persistentId) await abandonPersistentInterview(run.persistentId)
      })
    }
    await interviewActions.whenSettled()
    notifyExit()
  },

  /**
   * Back to Dashboard: leaves the interview in progress (it can be resumed later). The dashboard
   * shows once the answers still being saved are saved, so its answered count includes them,
   * but after LEAVE_WAIT_MS at the latest: a slow network never keeps the user in.
   */
  async leave(): Promise<void> {
    endRun()
    // Only the screen that asked to leave is told: one mounted meanwhile (another interview
    // started, a test or story reset) must not be sent back.
    const listening = [...exitListeners]
    await Promise.race([
      interviewActions.whenSettled(),
      new Promise((resolve) => setTimeout(resolve, LEAVE_WAIT_MS)),
    ])
    if (current !== null) return
    for (const listener of listening) if (exitListeners.has(listener)) listener()
  },

  /** Called when the interview hands control back to the dashboard; returns unsubscribe. */
  onExit(listener: () => void): () => void {
    exitListeners.add(listener)
    return () => exitListeners.delete(listener)
  },

  /** Resolves once every queued persistence call has finished (tests, restart). */
  async whenSettled(): Promise<void> {
    let seen: Promise<void>
    do {
      seen = persistence
      await seen
    } while (seen !== persistence)
  },
}

function notifyExit(): void {
  for (const listener of [...exitListeners]) listener()
}

/** The interview state for rendering. */
export const useInterview = () => useSnapshot(interviewState)

/** The live input level (0–1) for the meter; re-renders only the meter. */
export const useInputLevel = () => useSnapshot(inputLevelState).level
