import type { Outcome } from '@/api/call'
import { listProjectInterviews, listProjectQuestions } from '@/api/resources/projects'
import type { InsightsInput } from './analysis/types'

/** The texts of the Insights tab's failures. */
export const INSIGHTS_MESSAGES = {
  /** The Results screen's own text: the tab reads the same list. */
  loadInterviews: 'Failed to load project interviews',
  loadQuestions: 'Failed to load questions',
  /** The analysis itself failed (its worker could not run it): rare, and a retry may help. */
  compute: 'Failed to compute insights',
} as const

/**
 * What the insights are computed from: the project's interviews and its questions, read together
 * (the contract has no insights operation, so any backend that serves these two works).
 */
export async function loadInsightsInput(projectId: string): Promise<Outcome<InsightsInput>> {
  const [interviews, questions] = await Promise.all([
    listProjectInterviews(projectId, {
      failure: INSIGHTS_MESSAGES.loadInterviews,
      fields: { projectId },
    }),
    listProjectQuestions(projectId, {
      failure: INSIGHTS_MESSAGES.loadQuestions,
      fields: { projectId },
    }),
  ])
  if (!interviews.ok) return interviews
  if (!questions.ok) return questions
  return { ok: true, data: { interviews: interviews.data, questions: questions.data } }
}
