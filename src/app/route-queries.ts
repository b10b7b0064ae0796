import { queryOptions } from '@tanstack/react-query'
import { getPersistentInterview } from '@/api/resources/persistent-interviews'
import { getProject } from '@/api/resources/projects'
import { CallError, unwrap } from '@/api/query'
import { normalizePersistentInterview } from '@/domain/interview-progress'
import { SHARED_MESSAGES } from '@/domain/messages'

/**
 * What an address loads before its screen can show (docs/architecture.md#addresses), keyed by
 * the shared convention `[operationId, params]` so that a feature's own query of the same
 * record shares the cache entry.
 */

export const projectQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['getProject', { projectId }],
    queryFn: () =>
      unwrap(
        getProject(projectId, { failure: SHARED_MESSAGES.loadProject, fields: { projectId } }),
      ),
  })

export const persistentInterviewQuery = (interviewId: string) =>
  queryOptions({
    queryKey: ['getPersistentInterview', { interviewId }],
    // Normalized as the dashboard's and the results' reads of the same entry are.
    queryFn: async () =>
      normalizePersistentInterview(
        await unwrap(
          getPersistentInterview(interviewId, {
            failure: 'Failed to load the interview',
            fields: { interviewId },
          }),
        ),
      ),
  })

/** A refusal that means the address is not this user's to see: forbidden, or nothing there for them. */
export function isDenied(error: unknown): boolean {
  return error instanceof CallError && (error.status === 403 || error.status === 404)
}
