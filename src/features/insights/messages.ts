/** The insights feature's message table (docs/product.md#errors): every text it shows or logs, once. */
import { SHARED_MESSAGES } from '@/domain/messages'

/** The texts of the Insights tab's failures. */
export const INSIGHTS_MESSAGES = {
  /** The Results screen's own text: the tab reads the same list. */
  loadInterviews: SHARED_MESSAGES.loadProjectInterviews,
  loadQuestions: SHARED_MESSAGES.loadQuestions,
  /** The analysis itself failed (its worker could not run it): rare, and a retry may help. */
  compute: 'Failed to compute insights',
} as const

/** Ask your interviews' failure texts (docs/product.md#ask). */
export const ASK_MESSAGES = {
  ask: 'Failed to ask your interviews',
  list: 'Failed to load earlier questions',
} as const

/** The Share Report dialog's failure texts (docs/product.md#shared-report). */
export const SHARE_MESSAGES = {
  list: SHARED_MESSAGES.loadLinks,
  create: SHARED_MESSAGES.createLink,
  revoke: SHARED_MESSAGES.revokeLink,
} as const
