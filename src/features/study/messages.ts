/** The study feature's message table (docs/product.md#errors): every text it shows or logs, once. */
import { SHARED_MESSAGES } from '@/domain/messages'

/** The failure texts of the study screens (docs/product.md#participant-links). */
export const STUDY_MESSAGES = {
  listLinks: SHARED_MESSAGES.loadLinks,
  createLink: SHARED_MESSAGES.createLink,
  revokeLink: SHARED_MESSAGES.revokeLink,
  join: 'Failed to join the study',
  withdraw: SHARED_MESSAGES.withdrawInterview,
  unavailable: SHARED_MESSAGES.linkGone,
  full: 'This study is full.',
} as const

/** The texts of the guide's failed calls (docs/product.md#discussion-guide). */
export const GUIDE_MESSAGES = {
  load: 'Failed to load the discussion guide',
  save: 'Failed to save the discussion guide',
} as const

/** docs/product.md#watch-live: the view's texts. */
export const WATCH_LIVE_TEXTS = {
  ended: 'The interview has ended.',
  lost: 'The live view was lost. Close it and open Watch live again.',
  left: 'The participant left the interview. Open Watch live again once they resume it.',
  waiting: 'Waiting for the answer…',
  pending: 'Your probe will be asked as the next follow-up.',
  asked: 'Your probe was asked.',
  dropped: 'Your probe was not asked: the interview moved on.',
  failure: 'Failed to suggest the probe',
} as const
