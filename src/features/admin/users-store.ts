import { proxy, useSnapshot, type Snapshot } from 'valtio'
import type { Page } from '@/api/pages'
import { DEFAULT_ROLE } from '@/domain/roles'
import type { Project, Role, User } from '@/contract/types'
import { ADMIN_MESSAGES } from './admin-texts'
import { userListActions } from './user-list-store'
import { latestOnly, serverMessage, type Outcome } from '@/api/call'
import * as projectsApi from '@/api/resources/projects'
import * as usersApi from '@/api/resources/users'

/** The create/edit user form's fields (docs/product.md#entities: the form also carries projectIds). */
export interface UserFormValues {
  firstName: string
  lastName: string
  email: string
  role: Role
  projectIds: string[]
}

/** docs/product.md#states: an empty user is an interviewee with no projects. */
export const emptyUserForm = (): UserFormValues => ({
  firstName: '',
  lastName: '',
  email: '',
  role: DEFAULT_ROLE,
  projectIds: [],
})

export type UserForm = { kind: 'create' } | { kind: 'edit'; userId: string; values: UserFormValues }

/** What the 'User Created Successfully' dialog shows. */
export interface CreatedUser {
  email: string
  password: string
  projectNames: string[]
  warning: string
}

export interface TemporaryCredentials {
  email: string
  temporaryPassword: string
  warning: string
}

const initialState = () => ({
  /** The form's first page of projects to check (GET /api/projects: a lead's own only). */
  projects: [] as Project[],
  /**
   * How many projects there are in all; more than the first page brings the form's search. Null
   * until the first page, or when the server tells only that more pages follow.
   */
  projectsTotal: null as number | null,
  projectsError: null as string | null,
  /**
   * The name of every project seen (the first page, searches, the edited user's), by id: checked
   * projects stay listed, and the success dialog names them, whatever a search shows.
   */
  knownProjectNames: {} as Record<string, string>,
  /** The open form, if any: closed is the Create New User toggle's off state. */
  form: null as UserForm | null,
  saving: false,
  formError: null as string | null,
  created: null as CreatedUser | null,
  credentials: null as TemporaryCredentials | null,
})

const usersState = proxy(initialState())

const projectsLoad = latestOnly()

/**
 * How many projects the form offers as checkboxes at once: about a screenful, where the whole list
 * (2,000 on the large seed) would be a megabyte and a form no one scrolls through; the form's
 * search finds the others.
 */
export const PROJECT_CHOICES_LIMIT = 20

/** The first PROJECT_CHOICES_LIMIT projects matching `q` ('' for all), for the form. */
function fetchProjectChoices(q: string) {
  const query = { limit: PROJECT_CHOICES_LIMIT, ...(q === '' ? {} : { q }) }
  return projectsApi.listProjects(query, {
    failure: serverMessage(ADMIN_MESSAGES.loadProjects),
    needsToken: false,
  })
}

function rememberProjectNames(projects: readonly Pick<Project, 'id' | 'name'>[]) {
  for (const { id, name } of projects) usersState.knownProjectNames[id] = name
}

function projectNames(projectIds: readonly string[]): string[] {
  return projectIds.map((id) => usersState.knownProjectNames[id] ?? id)
}

function trimmed(values: UserFormValues) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    role: values.role,
    projectIds: [...values.projectIds],
  }
}

/** Creates the user and keeps what the success dialog shows; false when it failed. */
async function createUser(body: ReturnType<typeof trimmed>): Promise<boolean> {
  const outcome = await usersApi.createUser(body, {
    failure: serverMessage(ADMIN_MESSAGES.createUser),
    needsToken: false,
  })
  if (!outcome.ok) {
    usersState.formError = outcome.error
    return false
  }
  usersState.created = {
    email: outcome.data.email,
    password: outcome.data.password,
    projectNames: projectNames(outcome.data.projectIds),
    warning: outcome.data.warning,
  }
  return true
}

/**
 * Saves the edit and puts the server's answer in the list in place: reloading would drop the
 * pages scrolled through to reach the user. False when it failed.
 */
async function updateUser(
  form: Extract<UserForm, { kind: 'edit' }>,
  body: ReturnType<typeof trimmed>,
): Promise<boolean> {
  const outcome = await usersApi.updateUser(form.userId, body, {
    failure: serverMessage(ADMIN_MESSAGES.updateUser),
    needsToken: false,
  })
  if (!outcome.ok) {
    usersState.formError = outcome.error
    return false
  }
  userListActions.replaceUser(outcome.data)
  return true
}

export const usersActions = {
  /** The form's first page of projects, and how many there are. */
  async loadProjects() {
    const token = projectsLoad.start()
    usersState.projectsError = null
    const outcome = await fetchProjectChoices('')
    if (!projectsLoad.isCurrent(token)) return
    if (outcome.ok) {
      const { items, nextCursor, total } = outcome.data
      usersState.projects = items
      usersState.projectsTotal = total ?? (nextCursor === null ? items.length : null)
      rememberProjectNames(items)
    } else usersState.projectsError = outcome.error
  },

  /**
   * The first PROJECT_CHOICES_LIMIT projects matching `q`, for the form's search (which ignores
   * answers to its older searches). Their names are kept for the success dialog.
   */
  async findProjects(q: string): Promise<Outcome<Page<Project>>> {
    const outcome = await fetchProjectChoices(q)
    // A form closed meanwhile (or the panel, which forgets the names) needs none.
    if (outcome.ok && usersState.form !== null) rememberProjectNames(outcome.data.items)
    return outcome
  },

  /** The Create New User / Cancel toggle. */
  toggleCreateForm() {
    if (usersState.form) usersActions.closeForm()
    else usersState.form = { kind: 'create' }
  },

  /** Edit fills the form with the user (docs/product.md#user-management User Management). */
  editUser(user: Snapshot<User>) {
    usersState.formError = null
    rememberProjectNames(user.projects)
    usersState.form = {
      kind: 'edit',
      userId: user.id,
      values: {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        role: user.role,
        projectIds: user.projects.map((project) => project.id),
      },
    }
  },

  /** Cancelling drops what was typed: the next form starts empty (docs/product.md#states). */
  closeForm() {
    usersState.form = null
    usersState.formError = null
  },

  async submitForm(values: UserFormValues) {
    const form = usersState.form
    if (!form || usersState.saving) return
    usersState.saving = true
    usersState.formError = null
    const body = trimmed(values)
    try {
      const saved = form.kind === 'create' ? await createUser(body) : await updateUser(form, body)
      if (!saved) return
      usersActions.closeForm()
      // A new user is last in creation order: the first page is reloaded for the count.
      if (form.kind === 'create') await userListActions.loadUsers()
    } finally {
      usersState.saving = false
    }
  },

  async resetPassword(user: Pick<User, 'id'>) {
    userListActions.showError(null)
    const outcome = await usersApi.resetPassword(user.id, {
      failure: serverMessage(ADMIN_MESSAGES.resetPassword),
      needsToken: false,
    })
    if (outcome.ok) usersState.credentials = outcome.data
    else userListActions.showError(outcome.error)
  },

  async deleteUser(user: Pick<User, 'id'>) {
    userListActions.showError(null)
    const outcome = await usersApi.deleteUser(user.id, {
      failure: serverMessage(ADMIN_MESSAGES.deleteUser),
      needsToken: false,
    })
    if (!outcome.ok) {
      userListActions.showError(outcome.error)
      return
    }
    if (usersState.form?.kind === 'edit' && usersState.form.userId === user.id) {
      usersActions.closeForm()
    }
    userListActions.removeUser(user.id)
  },

  dismissCreated() {
    usersState.created = null
  },

  dismissCredentials() {
    usersState.credentials = null
  },

  /** Forgets everything when the panel closes, so it reopens fresh. */
  reset() {
    userListActions.reset()
    projectsLoad.start()
    Object.assign(usersState, initialState())
  },
}

export const useUsers = () => useSnapshot(usersState)
