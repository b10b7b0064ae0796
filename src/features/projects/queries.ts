/** The projects' server state (docs/architecture.md#server-state): queries and mutations. */
import {
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query'
import type { CallFailure } from '@/api/call'
import { errorMessage } from '@/api/errors'
import { PAGE_SIZE, type Page } from '@/api/pages'
import { unwrap } from '@/api/query'
import type { ApiSchemas, Project } from '@/contract/types'
import * as projectTypesApi from '@/api/resources/project-types'
import * as projectsApi from '@/api/resources/projects'
import * as promptsApi from '@/api/resources/prompts'
import * as usersApi from '@/api/resources/users'
import { SHARED_MESSAGES } from '@/domain/messages'
import { PROJECT_MESSAGES } from './messages'

export type CreateProjectInput = ApiSchemas['CreateProjectRequest']
export type UpdateProjectInput = ApiSchemas['UpdateProjectRequest']

/** 'Failed to load projects: {status} - {text}': the status and the server's message or text. */
function loadProjectsMessage({ status, error }: CallFailure): string {
  // A request that got no answer has no status; 0 is what browsers report for it.
  const text =
    status === null
      ? error instanceof Error
        ? error.message
        : String(error)
      : errorMessage(error, 'No message')
  return `Failed to load projects: ${status ?? 0} - ${text}`
}

/**
 * The projects the server lists for the user (docs/product.md#roles: it filters by role) that
 * match `q` ('' for all), PAGE_SIZE at a time; the next page's cursor is the page parameter.
 */
export const projectListQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['listProjects', { q, limit: PAGE_SIZE }],
    queryFn: ({ pageParam }) =>
      unwrap(
        projectsApi.listProjects(
          {
            limit: PAGE_SIZE,
            ...(q === '' ? {} : { q }),
            ...(pageParam === null ? {} : { cursor: pageParam }),
          },
          { failure: loadProjectsMessage },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  })

/** How many projects match, all pages together: a server without X-Total-Count still tells a single page's. */
export function totalOf(data: InfiniteData<Page<Project>> | undefined): number | null {
  const first = data?.pages[0]
  if (!first) return null
  return first.total ?? (first.nextCursor === null ? first.items.length : null)
}

/**
 * After a write to a project: every list refetches its first page only (a list scrolled through
 * fifty pages would otherwise ask for all fifty again).
 */
async function refetchProjectLists(client: QueryClient): Promise<void> {
  client.setQueriesData<InfiniteData<Page<Project>, string | null>>(
    { queryKey: ['listProjects'] },
    (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
  )
  await client.invalidateQueries({ queryKey: ['listProjects'] })
}

/** One project as the server has it now (the list's copy may be stale). */
export const projectQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['getProject', { projectId }],
    queryFn: () =>
      unwrap(
        projectsApi.getProject(projectId, {
          failure: PROJECT_MESSAGES.loadProject,
          fields: { projectId },
        }),
      ),
  })

/** Project types for the Create Project select. */
export const projectTypesQuery = () =>
  queryOptions({
    queryKey: ['listProjectTypes'],
    queryFn: () =>
      unwrap(projectTypesApi.listProjectTypes({ failure: PROJECT_MESSAGES.loadTypes })),
  })

export const membersQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['listProjectMembers', { projectId }],
    queryFn: () =>
      unwrap(
        projectsApi.listMembers(projectId, {
          failure: PROJECT_MESSAGES.loadMembers,
          fields: { projectId },
        }),
      ),
  })

/** The prompt files an admin may start an interview with instead of the global one. */
export const promptFilesQuery = () =>
  queryOptions({
    queryKey: ['listInterviewerPrompts'],
    queryFn: () => unwrap(promptsApi.listPrompts({ failure: SHARED_MESSAGES.loadPrompts })),
  })

/** One page of interviewees matching `q`: those Invite Member may offer. */
export const intervieweesQuery = (q: string) =>
  queryOptions({
    queryKey: ['listUsers', { role: 'interviewee', q, limit: PAGE_SIZE }],
    queryFn: () =>
      unwrap(
        usersApi.listUsers(
          { role: 'interviewee', limit: PAGE_SIZE, ...(q === '' ? {} : { q }) },
          { failure: PROJECT_MESSAGES.loadUsers },
        ),
      ),
  })

/** Create Project: the lists refetch, and the new project is cached for its dialog. */
export const createProjectMutation = (client: QueryClient) => ({
  mutationFn: (body: CreateProjectInput) =>
    unwrap(
      projectsApi.createProject(body, {
        failure: ({ error }) => errorMessage(error, PROJECT_MESSAGES.create),
      }),
    ),
  onSuccess: async (project: Project) => {
    client.setQueryData(projectQuery(project.id).queryKey, project)
    await refetchProjectLists(client)
  },
})

/** Edit Project: the project's entry takes the answer, and the lists refetch. */
export const updateProjectMutation = (client: QueryClient, projectId: string) => ({
  mutationFn: (body: UpdateProjectInput) =>
    unwrap(
      projectsApi.updateProject(projectId, body, {
        failure: PROJECT_MESSAGES.update,
        fields: { projectId },
      }),
    ),
  onSuccess: async (project: Project) => {
    client.setQueryData(projectQuery(projectId).queryKey, project)
    await refetchProjectLists(client)
  },
})

/** Invite Member: the project's members (and its invited count) are read again. */
export const inviteMutation = (client: QueryClient, projectId: string) => ({
  mutationFn: (userId: string) =>
    unwrap(
      projectsApi.inviteMember(projectId, userId, {
        failure: PROJECT_MESSAGES.invite,
        fields: { projectId, userId },
      }),
    ),
  onSuccess: () => client.invalidateQueries({ queryKey: membersQuery(projectId).queryKey }),
})

/** The project as a cached list shows it, if one does: its dialog opens on it at once. */
export function listedProject(client: QueryClient, projectId: string): Project | undefined {
  const lists = client.getQueriesData<InfiniteData<Page<Project>>>({ queryKey: ['listProjects'] })
  for (const [, data] of lists) {
    for (const page of data?.pages ?? []) {
      const found = page.items.find((project) => project.id === projectId)
      if (found) return found
    }
  }
  return undefined
}
