/** The results' server state (docs/architecture.md#server-state): queries and mutations. */
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { refetchAfterInterviewGone, unwrap } from '@/api/query'
import { normalizePersistentInterview } from '@/domain/interview-progress'
import * as persistentApi from '@/api/resources/persistent-interviews'
import * as projectsApi from '@/api/resources/projects'
import { SHARED_MESSAGES } from '@/domain/messages'

/** docs/product.md#errors: the texts of the results screens. */
export const RESULTS_MESSAGES = {
  loadInterviews: SHARED_MESSAGES.loadProjectInterviews,
  getInterview: SHARED_MESSAGES.getInterview,
  deleteInterview: 'Failed to delete interview',
} as const

/** A project's interviews, completed and in progress (the server narrows them by role). */
export const projectInterviewsQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['listProjectInterviews', { projectId }],
    queryFn: () =>
      unwrap(
        projectsApi.listProjectInterviews(projectId, {
          failure: RESULTS_MESSAGES.loadInterviews,
          fields: { projectId },
        }),
      ),
  })

/** The question tree of one interview, for the details dialog. */
export const persistentInterviewQuery = (interviewId: string) =>
  queryOptions({
    queryKey: ['getPersistentInterview', { interviewId }],
    queryFn: async () =>
      normalizePersistentInterview(
        await unwrap(
          persistentApi.getPersistentInterview(interviewId, {
            failure: RESULTS_MESSAGES.getInterview,
            fields: { persistentId: interviewId },
          }),
        ),
      ),
  })

/** Delete of an in-progress interview: it leaves its project's list and every list of the user's. */
export const deleteInterviewMutation = (client: QueryClient) => ({
  mutationFn: (interviewId: string) =>
    unwrap(
      persistentApi.deletePersistentInterview(interviewId, {
        failure: RESULTS_MESSAGES.deleteInterview,
        fields: { persistentId: interviewId },
      }),
    ),
  onSuccess: (_: unknown, interviewId: string) => refetchAfterInterviewGone(client, interviewId),
})
