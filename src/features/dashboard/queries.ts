/** The dashboard's server state (docs/architecture.md#server-state): queries and mutations. */
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { NO_TOKEN_MESSAGE } from '@/api/call'
import { CallError, refetchAfterInterviewGone, unwrap } from '@/api/query'
import { normalizePersistentInterview } from '@/domain/interview-progress'
import type { PersistentInterview, Project, PromptStatus } from '@/contract/types'
import * as persistentApi from '@/api/resources/persistent-interviews'
import * as projectsApi from '@/api/resources/projects'
import * as promptsApi from '@/api/resources/prompts'
import { logger } from '@/lib/logger'
import { SHARED_MESSAGES } from '@/domain/messages'

/** docs/product.md#errors, Persistence and Interview: the texts this feature logs and shows. */
export const DASHBOARD_MESSAGES = {
  fetchInProgress: SHARED_MESSAGES.fetchInProgress,
  abandon: SHARED_MESSAGES.abandonInterview,
  withdraw: SHARED_MESSAGES.withdrawInterview,
  getInterview: SHARED_MESSAGES.getInterview,
  listInterviews: SHARED_MESSAGES.listInterviews,
  resume: SHARED_MESSAGES.resumeInterview,
  loadProject: SHARED_MESSAGES.loadProject,
} as const

/** What Start Interview leads to: resuming this user's unfinished interview, or a new one. */
export type InterviewStart = { kind: 'resume'; interview: PersistentInterview } | { kind: 'start' }

/** The configuration banner shows when the current prompt is missing or invalid (docs/product.md#dashboard). */
export function needsConfiguration(status: PromptStatus | undefined): boolean {
  return status !== undefined && (!status.isValid || !status.exists)
}

/** The current interviewer prompt (admins only); a failed check is console-only (docs/product.md#errors). */
export const promptStatusQuery = () =>
  queryOptions({
    queryKey: ['getCurrentInterviewerPrompt'],
    queryFn: () => unwrap(promptsApi.getCurrentPrompt({ failure: 'System status check failed' })),
  })

/** The user's own unfinished interviews, newest first. */
export const inProgressQuery = () =>
  queryOptions({
    queryKey: ['listInProgressInterviews'],
    queryFn: async () => {
      const listed = await unwrap(
        persistentApi.listInProgressInterviews({ failure: DASHBOARD_MESSAGES.fetchInProgress }),
      )
      return listed.map(normalizePersistentInterview)
    },
  })

/** GET /persistent-interviews/{id}: the same query as the results' details (one cache entry). */
const persistentInterviewQuery = (interviewId: string) =>
  queryOptions({
    queryKey: ['getPersistentInterview', { interviewId }],
    queryFn: async () =>
      normalizePersistentInterview(
        await unwrap(
          persistentApi.getPersistentInterview(interviewId, {
            failure: DASHBOARD_MESSAGES.getInterview,
            fields: { persistentId: interviewId },
          }),
        ),
      ),
  })

/** A failed load is logged as such and shown as the resume one; a missing token says more. */
async function fetchForResume(client: QueryClient, interviewId: string) {
  try {
    return await client.fetchQuery(persistentInterviewQuery(interviewId))
  } catch (error) {
    if (error instanceof CallError && error.message === NO_TOKEN_MESSAGE) throw error
    throw new CallError(DASHBOARD_MESSAGES.resume, error instanceof CallError ? error.status : null)
  }
}

/** Abandon (docs/product.md#states): the lists that held the interview as unfinished are refetched. */
export const abandonMutation = (client: QueryClient) => ({
  mutationFn: (interviewId: string) =>
    unwrap(
      persistentApi.abandonPersistentInterview(interviewId, {
        failure: DASHBOARD_MESSAGES.abandon,
        fields: { persistentId: interviewId },
      }),
    ),
  onSuccess: (_: unknown, interviewId: string) => refetchAfterInterviewGone(client, interviewId),
})

/**
 * Withdraw my interview (docs/product.md#consent): the interview is gone, so every list that
 * held it is refetched.
 */
export const withdrawMutation = (client: QueryClient) => ({
  mutationFn: (interviewId: string) =>
    unwrap(
      persistentApi.withdrawPersistentInterview(interviewId, {
        failure: DASHBOARD_MESSAGES.withdraw,
        fields: { persistentId: interviewId },
      }),
    ),
  onSuccess: (_: unknown, interviewId: string) => refetchAfterInterviewGone(client, interviewId),
})

/**
 * Resume (docs/product.md#states): the persisted interview with its answers, fresh from the
 * server, and its project when the user can still see it (the interview view falls back to the
 * interview's own metadata without). Throws the resume's `CallError`.
 */
export async function loadResume(
  client: QueryClient,
  interviewId: string,
): Promise<{ interview: PersistentInterview; project: Project | null }> {
  const interview = await fetchForResume(client, interviewId)
  const projectId = interview.project_id
  if (projectId === null) return { interview, project: null }
  try {
    const project = await client.fetchQuery({
      queryKey: ['getProject', { projectId }],
      queryFn: () =>
        unwrap(
          projectsApi.getProject(projectId, {
            failure: DASHBOARD_MESSAGES.loadProject,
            fields: { projectId },
          }),
        ),
    })
    return { interview, project }
  } catch {
    return { interview, project: null }
  }
}

/**
 * Start Interview (docs/product.md#states): a project that already has an unfinished interview
 * of this user resumes it instead of starting another. Asked fresh each time: what a previous
 * press found may have finished since. Throws a `CallError` with the screen's text.
 */
export async function loadInterviewStart(
  client: QueryClient,
  projectId: string,
): Promise<InterviewStart> {
  const query = {
    scope: 'mine',
    project_id: projectId,
    status: 'in_progress',
    limit: 1,
  } as const
  const listed = await client.fetchQuery({
    queryKey: ['listPersistentInterviews', query],
    queryFn: () =>
      unwrap(
        persistentApi.listPersistentInterviews(query, {
          failure: DASHBOARD_MESSAGES.listInterviews,
          fields: { projectId },
        }),
      ),
  })
  const unfinished = listed.items[0]
  if (!unfinished) return { kind: 'start' }
  logger.info('Resuming the in-progress interview of this project', {
    persistentId: unfinished.interview_id,
  })
  const interview = await fetchForResume(client, unfinished.interview_id)
  return { kind: 'resume', interview }
}
