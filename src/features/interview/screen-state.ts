/**
 * What the interview screen renders: the valtio proxy the pure machine (interview-machine.ts)
 * drives and the input level beside it (its texts are in messages.ts). Only the store's
 * modules write here, through dispatch.
 */
import { proxy } from 'valtio'
import {
  initialInterviewState,
  transition,
  type InterviewEvent,
  type InterviewMachineState,
} from './interview-machine'

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

export function dispatch(event: InterviewEvent): void {
  const next = transition(interviewState, event)
  if (next !== interviewState) Object.assign(interviewState, next)
}
