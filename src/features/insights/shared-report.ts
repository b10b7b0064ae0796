import type { Outcome } from '@/api/call'
import { getSharedReport } from '@/api/resources/shared-reports'
import type { ProjectInterview, SharedReport } from '@/api/types'
import type { InsightsInput } from './analysis/types'

/** docs/product.md#shared-report: one text for an unknown, a revoked and a malformed link. */
const SHARED_REPORT_GONE = 'This link is no longer available.'
const SHARED_REPORT_FAILED = 'Failed to load the report'

/**
 * The report's interviews in the shape the insights are computed from. They carry no
 * interviewee, so none can show.
 */
export function sharedInsightsInput(report: SharedReport): InsightsInput {
  const interviews: ProjectInterview[] = report.interviews.map((interview) => ({
    ...interview,
    userId: '',
    user: null,
    isComplete: true,
    isLeadInterview: false,
  }))
  return { interviews, questions: report.questions }
}

export async function loadSharedReport(token: string): Promise<Outcome<SharedReport>> {
  return getSharedReport(token, {
    failure: ({ status }) =>
      status === 404 || status === 400 ? SHARED_REPORT_GONE : SHARED_REPORT_FAILED,
    // A dead link is an expected answer, not a failure of the app.
    level: 'warn',
  })
}
