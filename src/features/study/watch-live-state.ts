import type { ObserveMessage } from '@/api/observe-socket'
import type { ApiSchemas } from '@/contract/types'

/** What the Watch live view shows, folded from the observe socket's messages. */

type ObservedQuestion = ApiSchemas['ObservedQuestion']
type ProbeSuggestion = ApiSchemas['ProbeSuggestion']

export interface WatchState {
  connected: boolean
  intervieweeName: string | null
  questions: readonly ObservedQuestion[]
  /** The latest probe suggested in this interview, as the server last told it. */
  probe: ProbeSuggestion | null
  /** completed, abandoned, deleted; null while the interview runs. */
  ended: string | null
}

export const initialWatchState: WatchState = {
  connected: false,
  intervieweeName: null,
  questions: [],
  probe: null,
  ended: null,
}

export function watchReducer(state: WatchState, message: ObserveMessage): WatchState {
  switch (message.type) {
    case 'snapshot':
      return {
        ...state,
        connected: true,
        intervieweeName: message.intervieweeName,
        questions: message.questions,
        ended: message.status === 'in_progress' ? null : message.status,
      }
    case 'observedQuestion': {
      const known = state.questions.some((question) => question.id === message.question.id)
      return {
        ...state,
        questions: known
          ? state.questions.map((question) =>
              question.id === message.question.id ? message.question : question,
            )
          : [...state.questions, message.question],
      }
    }
    case 'probe':
      return { ...state, probe: message.probe }
    case 'ended':
      return { ...state, ended: message.status }
  }
}

/** The question now on screen: the last one put to the participant. */
export const questionOnScreen = (state: WatchState): ObservedQuestion | undefined =>
  state.questions.at(-1)
