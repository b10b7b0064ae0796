import { projectCategoryValues } from '@/contract/enums'
import type { ProjectCategory } from '@/contract/types'
import { SHARED_MESSAGES } from '@/domain/messages'

/** The admin panel's messages (docs/product.md#admin-panel Admin panel and docs/product.md#errors Admin), letter for letter. */
export const ADMIN_MESSAGES = {
  loadUsers: SHARED_MESSAGES.loadUsers,
  createUser: 'Failed to create user',
  updateUser: 'Failed to update user',
  resetPassword: 'Failed to reset password',
  deleteUser: 'Failed to delete user',
  loadProjects: 'Failed to load projects',
  loadProjectTypes: SHARED_MESSAGES.loadProjectTypes,
  createProjectType: 'Failed to create project type',
  updateProjectType: 'Failed to update project type',
  deleteProjectType: 'Failed to delete project type',
  loadQuestions: SHARED_MESSAGES.loadQuestions,
  saveQuestion: 'Failed to save question',
  deleteQuestion: 'Failed to delete question',
  loadModels: 'Failed to load available models',
  saveModels: 'Failed to save model selection',
  loadPrompts: SHARED_MESSAGES.loadPrompts,
  savePrompt: 'Failed to save interviewer prompt selection',
  noUsers: 'No users found',
  noProjectTypes: SHARED_MESSAGES.noProjectTypes,
  noQuestions: 'No questions defined for this project type',
  noAudioModels: 'No audio models available',
  noChatModels: 'No chat models available',
  noPrompts: 'No prompt files found in prompts/interviewer/ directory',
  loadingProjects: 'Loading projects...',
  notSet: SHARED_MESSAGES.notSet,
  never: 'Never',
  promptInvalid: 'The currently selected interviewer prompt file is missing or invalid.',
  promptRestore: 'Please select a valid prompt file below to restore system functionality.',
} as const

/**
 * The System Users search and count, which the specification leaves out: they came with lists of
 * thousands (the large seed), where scrolling alone no longer finds a user.
 */
export const USER_LIST_TEXTS = {
  search: SHARED_MESSAGES.searchUsers,
  loading: 'Loading users...',
  loadingMore: 'Loading more users',
  count: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'user' : 'users'}`,
} as const

/**
 * The user form's project search and count, which the specification leaves out: they came with
 * lists of thousands (the large seed), where the form offers a first page of checkboxes only.
 * Decision: the count says how many checkboxes of how many projects (or matches) are offered, so
 * that a short list is not taken for all there is.
 */
export const PROJECT_CHOICE_TEXTS = {
  search: SHARED_MESSAGES.searchProjects,
  count: (shown: number, total: number) =>
    `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} projects`,
  matchCount: (shown: number, total: number) =>
    `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} matching projects`,
  noMatches: (search: string) => `No projects match "${search}".`,
} as const

/** docs/product.md#entities: the four categories; `project` reads Project/Decision. */
export const CATEGORY_LABELS: Readonly<Record<ProjectCategory, string>> = {
  app: 'App',
  service: 'Service',
  physical_product: 'Physical Product',
  project: 'Project/Decision',
}

export const CATEGORIES: readonly ProjectCategory[] = projectCategoryValues

/** docs/product.md#admin-panel Interview Prompts: the default prompt file. */
export const PROMPT_DIRECTORY = 'prompts/interviewer'
const DEFAULT_PROMPT_FILENAME = 'interviewer.system.prompt1.txt'
export const DEFAULT_PROMPT_PATH = `${PROMPT_DIRECTORY}/${DEFAULT_PROMPT_FILENAME}`

/** What the status says after a press: the text went to the clipboard, or it could not. */
export const COPY_TEXTS = {
  copied: 'Copied',
  failed: 'Could not copy: select it and copy it yourself',
} as const
