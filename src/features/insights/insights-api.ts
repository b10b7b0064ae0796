import { SHARED_MESSAGES } from '@/domain/messages'
/** The texts of the Insights tab's failures. */
export const INSIGHTS_MESSAGES = {
  /** The Results screen's own text: the tab reads the same list. */
  loadInterviews: SHARED_MESSAGES.loadProjectInterviews,
  loadQuestions: SHARED_MESSAGES.loadQuestions,
  /** The analysis itself failed (its worker could not run it): rare, and a retry may help. */
  compute: 'Failed to compute insights',
} as const
