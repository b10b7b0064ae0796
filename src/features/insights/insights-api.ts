import { callWithToken, type Outcome } from '../../api/call'
import { api } from '../../api/client'
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
  const path = { params: { path: { id: projectId } } }
  const [interviews, questions] = await Promise.all([
    callWithToken(
      INSIGHTS_MESSAGES.loadInterviews,
      () => api.GET('/projects/{id}/interviews', path),
      { projectId },
    ),
    callWithToken(
      INSIGHTS_MESSAGES.loadQuestions,
      () => api.GET('/projects/{id}/questions', path),
      { projectId },
    ),
  ])
  if (!interviews.ok) return interviews
  if (!questions.ok) return questions
  return { ok: true, data: { interviews: interviews.data, questions: questions.data } }
}
