import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '@/api/query'
import { listProjectInterviews, listProjectQuestions } from '@/api/resources/projects'
import type { ProjectAttributes } from '@/contract/types'
import { loadEarlierQuestions } from './ask-api'
import { INSIGHTS_MESSAGES } from './messages'
import { loadLinks } from './share-links'

/**
 * The Analysis workspace's reads, keyed `[operationId, params]` (docs/architecture.md#server-state)
 * so the Results dialog's list and the workspace share one cache entry.
 */

export const projectInterviewsQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['listProjectInterviews', { projectId }],
    queryFn: () =>
      unwrap(
        listProjectInterviews(projectId, {
          failure: INSIGHTS_MESSAGES.loadInterviews,
          fields: { projectId },
        }),
      ),
  })

export const projectQuestionsQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['listProjectQuestions', { projectId }],
    queryFn: () =>
      unwrap(
        listProjectQuestions(projectId, {
          failure: INSIGHTS_MESSAGES.loadQuestions,
          fields: { projectId },
        }),
      ),
  })

/**
 * Without attributes (a backend that has none, or a failed read) the workspace shows no segment
 * controls rather than failing the insights themselves.
 */
export const NO_ATTRIBUTES: ProjectAttributes = { attributes: [], members: [] }

/** A project's report links, newest first (Share Report's list). */
export const shareLinksQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['listShareLinks', { projectId }],
    queryFn: () => unwrap(loadLinks(projectId)),
  })

/** The questions asked of a project's interviews, newest first (Ask's Earlier questions). */
export const askedQuestionsQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['listAskedQuestions', { projectId }],
    queryFn: () => unwrap(loadEarlierQuestions(projectId)),
  })
