/**
 * The live interview (docs/product.md#interview Interview screen, docs/product.md#states Interview client and Persistent interview):
 * the actions screens call and the hooks they read. The state lives in screen-state.ts, one
 * attempt's lifetime in current-run.ts, the live session in live-session.ts and the
 * durable record in persistence-queue.ts; only the actions below start those.
 */
import { ref, useSnapshot } from 'valtio'
import {
  normalizePersistentInterview,
  type PersistentInterviewInput,
} from '@/domain/interview-progress'
import type { Project } from '@/contract/types'
import { logger } from '@/lib/logger'
import { interviewMicrophoneMessage, RECORDER_MESSAGES } from '@/lib/recorder'
import { canAnswer, type InterviewProject } from './interview-machine'
import { beginRun, currentRun, endRun, interviewDeps, isCurrent } from './current-run'
import { openSession, resumeRun, sendPending } from './live-session'
import { startListening } from './speech'
import { dispatch, inputLevelState, interviewState } from './screen-state'
import { findInProgressInterview } from './persistent-interview-calls'
import { persistAbandon, whenPersisted } from './persistence-queue'
import { INTERVIEW_MESSAGES } from './messages'

export type { InterviewProject } from './interview-machine'
export { configureInterview } from './current-run'
export { inputLevelState, interviewState } from './screen-state'

/** The project fields an interview needs (a contract Project fits). */
export type InterviewProjectInput = Pick<Project, 'id' | 'company' | 'product'> &
  Partial<Pick<Project, 'leadUserId'>>

export interface StartOptions {
  /** Admins only: a prompt file path instead of the global setting. */
  promptOverride?: string | null
  /**
   * Preview Interview (docs/product.md#preview): a fresh interview that is never saved, so it
   * neither resumes nor leaves an interview in progress.
   */
  preview?: boolean
}

/** How long Back to Dashboard waits for answers still being saved. */
const LEAVE_WAIT_MS = 2_000

const exitListeners = new Set<() => void>()

function projectOf(project: InterviewProjectInput | InterviewProject): InterviewProject {
  return { id: project.id, company: project.company, product: project.product }
}

/** The same project, or the same standalone company and product. */
function isSameSubject(a: InterviewProject, b: InterviewProject): boolean {
  if (a.id !== null || b.id !== null) return a.id === b.id
  return a.company === b.company && a.product === b.product
}

export const interviewActions = {
  /**
   * Shows the pre-interview screen for `project` (or a standalone pair) without starting. The
   * interview page calls it from its mount effect, which a busy browser may run after Start
   * Interview was already pressed (input goes before the effect's task): an unfinished run of
   * the same project is then the user's start, and is kept rather than reset.
   */
  prepare(project: InterviewProjectInput | InterviewProject): void {
    const wanted = projectOf(project)
    const run = currentRun()
    if (run && !run.finished && isSameSubject(run.project, wanted)) return
    endRun()
    dispatch({ type: 'PREPARE', project: wanted })
  },

  /**
   * Starts an interview about `project` (docs/product.md#states): company and product come from the project;
   * an in-progress interview of this project is resumed instead of starting another.
   */
  async startFromProject(project: InterviewProjectInput, options: StartOptions = {}) {
    const preview = options.preview === true
    const run = beginRun(projectOf(project), project.leadUserId ?? null, preview)
    dispatch({ type: 'START', project: run.project })
    const inProgress = preview ? null : await findInProgressInterview(project.id)
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
    const run = currentRun()
    if (!run || !canAnswer(interviewState)) return
    dispatch({ type: 'RECORD' })
    // The socket connects while the user speaks, so Stop only has to send.
    void run.channel?.prepare()
    run.listening = startListening()
    const opening = interviewDeps()
      .startRecorder({
        deviceId: deviceId ?? interviewState.deviceId,
        onLevel: (level) => {
          if (isCurrent(run)) inputLevelState.level = level
        },
        onError: (error) => {
          logger.error(RECORDER_MESSAGES.failed, { error: String(error) })
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
    const run = currentRun()
    if (!run || interviewState.status !== 'recording') return
    const opening = run.recording
    run.recording = null
    dispatch({ type: 'STOP' })
    const listening = run.listening
    run.listening = null
    const recording = await opening
    const heard = listening?.finish()
    if (!recording || !isCurrent(run)) return
    let blob: Blob
    try {
      blob = (await recording.stop()).blob
    } catch (error) {
      logger.error(RECORDER_MESSAGES.failed, { error: String(error) })
      if (isCurrent(run)) dispatch({ type: 'FAILED', message: INTERVIEW_MESSAGES.recording })
      return
    }
    if (!isCurrent(run)) return
    // ref(): a Blob must stay a Blob, not become a proxy of one.
    const transcript = (await heard) ?? ''
    if (!isCurrent(run)) return
    dispatch({ type: 'RECORDED', audio: ref(blob), ...(transcript && { transcript }) })
    await sendPending(run)
  },

  /** Sends a typed response (admins); trimmed, ignored when empty. Resolves once processed. */
  async submitText(text: string): Promise<boolean> {
    const run = currentRun()
    if (!run || text.trim() === '') return false
    dispatch({ type: 'SUBMIT_TEXT', text })
    if (interviewState.status !== 'waiting') return false
    await sendPending(run)
    return true
  },

  /** Re-sends the answer that failed (recording or text) without recording again. */
  async retryLastAnswer(): Promise<boolean> {
    const run = currentRun()
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
    if (run && !run.finished) persistAbandon(run)
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
    if (currentRun() !== null) return
    for (const listener of listening) if (exitListeners.has(listener)) listener()
  },

  /** Called when the interview hands control back to the dashboard; returns unsubscribe. */
  onExit(listener: () => void): () => void {
    exitListeners.add(listener)
    return () => exitListeners.delete(listener)
  },

  /** Resolves once every queued persistence call has finished (tests, restart). */
  whenSettled(): Promise<void> {
    return whenPersisted()
  },
}

function notifyExit(): void {
  for (const listener of [...exitListeners]) listener()
}

/** The interview state for rendering. */
export const useInterview = () => useSnapshot(interviewState)

/** The live input level (0–1) for the meter; re-renders only the meter. */
export const useInputLevel = () => useSnapshot(inputLevelState).level
