/** The interview feature's message table (docs/product.md#errors): every text it shows or logs, once. */
import { RECORDER_MESSAGES } from '@/lib/recorder'
import { SHARED_MESSAGES } from '@/domain/messages'

/** docs/product.md#errors texts for a failed answer. */
export const ANSWER_MESSAGES = {
  upload: SHARED_MESSAGES.uploadAudio,
  process: SHARED_MESSAGES.processAnswer,
  text: 'Failed to process text response',
} as const

/** docs/product.md#errors, Persistence: logged only during an interview. */
export const PERSISTENCE_MESSAGES = {
  start: SHARED_MESSAGES.startPersistentInterview,
  question: 'Failed to record question',
  answer: 'Failed to record answer',
  finish: 'Failed to finish interview',
  abandon: SHARED_MESSAGES.abandonInterview,
  inProgress: SHARED_MESSAGES.fetchInProgress,
} as const

/** docs/product.md#errors texts the interview shows (besides the answer and microphone ones). */
export const INTERVIEW_MESSAGES = {
  start: 'Failed to start interview',
  resume: SHARED_MESSAGES.resumeInterview,
  recording: RECORDER_MESSAGES.failed,
  ...ANSWER_MESSAGES,
} as const
