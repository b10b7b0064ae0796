import type { Outcome } from '@/api/call'
import { getSharedReport } from '@/api/resources/shared-reports'
import type { SharedReport } from '@/contract/types'
import { SHARED_MESSAGES } from '@/domain/messages'

/** docs/product.md#shared-report: one text for an unknown, a revoked and a malformed link. */
const SHARED_REPORT_GONE = SHARED_MESSAGES.linkGone
const SHARED_REPORT_FAILED = 'Failed to load the report'

export async function loadSharedReport(token: string): Promise<Outcome<SharedReport>> {
  return getSharedReport(token, {
    failure: ({ status }) =>
      status === 404 || status === 400 ? SHARED_REPORT_GONE : SHARED_REPORT_FAILED,
    // A dead link is an expected answer, not a failure of the app.
    level: 'warn',
  })
}
