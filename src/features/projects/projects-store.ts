import { proxy, useSnapshot } from 'valtio'
import { type CallFailure, type Outcome } from '@/api/call'
import { errorMessage } from '@/api/errors'
import { createPagedList } from '@/api/paged-list'
import { PAGE_SIZE } from '@/api/pages'
import type {
  InterviewerPrompt,
  Project,
  ProjectMember,
  ProjectType,
  User,
  components,
} from '@/contract/types'
import * as projectTypesApi from '@/api/resources/project-types'
import * as projectsApi from '@/api/resources/projects'
import * as promptsApi from '@/api/resources/prompts'
import * as usersApi from '@/api/resources/users'

export type CreateProjectInput = components['schemas']['CreateProjectRequest']
export type UpdateProjectInput = components['schemas']['UpdateProjectRequest']

/** Who Invite Member offers: one page of interviewees who are not members yet. */
export interface InviteCandidates {
  users: User[]
  /** More interviewees match than one page holds: the dialog offers a search to narrow them. */
  more: boolean
}

/** docs/product.md#errors, Projects. */
const PROJECT_MESSAGES = {
  loadTypes: 'Failed to load project types',
  loadProject: 'Failed to load project',
  create: 'Failed to create project',
  update: 'Failed to update project',
  invite: 'Failed to invite member',
  loadMembers: 'Failed to load project members',
  loadUsers: 'Failed to load users',
  notFound: 'Project not found',
} as const

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

const initialState = () => ({
  /**
   * The pages loaded so far of the projects the server lists for the user (docs/product.md#roles: it filters
   * by role), matching `search`.
   */
  projects: [] as Project[],
  /** False until the first answer, so the empty text does not flash before it. */
  loaded: false,
  loading: false,
  /** A next page is on its way (the list stays as it is meanwhile). */
  loadingMore: false,
  error: null as string | null,
  /** The next page's cursor; null once the last page is in. */
  nextCursor: null as string | null,
  /** The search the list shows (trimmed; '' for none). */
  search: '',
  /** How many projects the user has without a search; null until a list without one arrives. */
  unfilteredTotal: null as number | null,
  /** Project types for the Create Project select; loaded when that dialog opens. */
  projectTypes: [] as ProjectType[],
  /** Whether the project types have arrived (the select waits for them). */
  projectTypesLoaded: false,
  projectTypesError: null as string | null,
})

const projectsState = proxy(initialState())

/** One page of the user's list: PAGE_SIZE projects matching `search`, after `cursor`. */
function fetchPage(search: string, cursor: string | null) {
  const query = {
    limit: PAGE_SIZE,
    ...(search === '' ? {} : { q: search }),
    ...(cursor === null ? {} : { cursor }),
  }
  return projectsApi.listProjects(query, { failure: loadProjectsMessage })
}

/** The list's pages, copied into the store as they change. */
const projectList = createPagedList<Project>({
  fetchPage,
  onChange: (list) => {
    projectsState.projects = [...list.items]
    projectsState.search = list.query
    projectsState.loading = list.status === 'loading'
    projectsState.loadingMore = list.loadingMore
    projectsState.nextCursor = list.nextCursor
    if (list.status === 'loading') return
    // An error stays in sight until an answer replaces it.
    projectsState.loaded = true
    projectsState.error = list.error
    if (list.status === 'ready' && list.query === '') {
      projectsState.unfilteredTotal = list.total ?? list.items.length
    }
  },
})

export const projectsActions = {
  /** Forgets everything (leaving the dashboard), so the next user never sees this one's list. */
  reset(): void {
    projectList.reset()
    Object.assign(projectsState, initialState())
  },

  /** (Re)loads the list's first page for the current search: on arrival and after changes. */
  loadProjects: (): Promise<void> => projectList.load(),

  /** The search box changed: the list follows once typing pauses. */
  typeSearch(text: string): void {
    projectList.type(text)
  },

  /** Shows the projects matching `text` (name, company, product or description) at once. */
  searchProjects: (text: string): Promise<void> => projectList.searchNow(text),

  /** Appends the next page; ignored while a page is on its way, at the end, or after a failure. */
  loadMoreProjects: (): Promise<void> => projectList.loadMore(),

  async loadProjectTypes(): Promise<void> {
    projectsState.projectTypesError = null
    const outcome = await projectTypesApi.listProjectTypes({
      failure: PROJECT_MESSAGES.loadTypes,
    })
    if (outcome.ok) {
      projectsState.projectTypes = outcome.data
      projectsState.projectTypesLoaded = true
    } else projectsState.projectTypesError = outcome.error
  },

  /** Creates a project and refreshes the list; the error is the server's message, if any. */
  async createProject(body: CreateProjectInput): Promise<Outcome<Project>> {
    const outcome = await projectsApi.createProject(body, {
      failure: ({ error }) => errorMessage(error, PROJECT_MESSAGES.create),
    })
    if (outcome.ok) await projectsActions.loadProjects()
    return outcome
  },

  /** The project as the server has it now ('Project not found' when it is gone or hidden). */
  async loadProject(id: string): Promise<Outcome<Project>> {
    return projectsApi.getProject(id, {
      failure: ({ status }) =>
        status === 404 ? PROJECT_MESSAGES.notFound : PROJECT_MESSAGES.loadProject,
      fields: { projectId: id },
    })
  },

  async updateProject(id: string, body: UpdateProjectInput): Promise<Outcome<Project>> {
    const outcome = await projectsApi.updateProject(id, body, {
      failure: PROJECT_MESSAGES.update,
      fields: { projectId: id },
    })
    if (outcome.ok) await projectsActions.loadProjects()
    return outcome
  },

  async loadMembers(projectId: string): Promise<Outcome<ProjectMember[]>> {
    return projectsApi.listMembers(projectId, {
      failure: PROJECT_MESSAGES.loadMembers,
      fields: { projectId },
    })
  },

  /**
   * docs/product.md#validation: only interviewees who are not already members may be invited. The server is asked
   * for one page of interviewees matching `search` (the whole user list is megabytes on a large
   * data set); the project's members are dropped here.
   */
  async loadInviteCandidates(projectId: string, search = ''): Promise<Outcome<InviteCandidates>> {
    const query = {
      role: 'interviewee' as const,
      limit: PAGE_SIZE,
      ...(search === '' ? {} : { q: search }),
    }
    const [users, members] = await Promise.all([
      usersApi.listUsers(query, { failure: PROJECT_MESSAGES.loadUsers }),
      projectsActions.loadMembers(projectId),
    ])
    if (!users.ok) return users
    if (!members.ok) return members
    const { items, total, nextCursor } = users.data
    const memberIds = new Set(members.data.map((member) => member.userId))
    return {
      ok: true,
      data: {
        users: items.filter((user) => !memberIds.has(user.id)),
        more: total === null ? nextCursor !== null : total > items.length,
      },
    }
  },

  async invite(projectId: string, userId: string): Promise<Outcome<ProjectMember>> {
    return projectsApi.inviteMember(projectId, userId, {
      failure: PROJECT_MESSAGES.invite,
      fields: { projectId, userId },
    })
  },

  /** The prompt files an admin may start an interview with instead of the global one. */
  async loadPrompts(): Promise<Outcome<InterviewerPrompt[]>> {
    const outcome = await promptsApi.listPrompts({
      failure: 'Failed to load available interviewer prompts',
    })
    return outcome.ok ? { ok: true, data: outcome.data.prompts } : outcome
  },
}

export const useProjects = () => useSnapshot(projectsState)
