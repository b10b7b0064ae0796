import { proxy, useSnapshot, type Snapshot } from 'valtio'
import { api } from '../../api/client'
import { DEFAULT_ROLE } from '../../api/roles'
import type { Project, Role, User } from '../../api/types'
import { ADMIN_MESSAGES } from './admin-texts'
import { callApi, latestOnly, type LoadStatus } from './call-api'

/** The create/edit user form's fields (SPEC §3: the form also carries projectIds). */
export interface UserFormValues {
  firstName: string
  lastName: string
  email: string
  role: Role
  projectIds: string[]
}

/** SPEC §4: an empty user is an interviewee with no projects. */
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
  users: [] as User[],
  status: 'idle' as LoadStatus,
  /** A failed load, reset or delete (shown above the table). */
  error: null as string | null,
  /** The projects offered as checkboxes (GET /api/projects: a lead's own only). */
  projects: [] as Project[],
  projectsError: null as string | null,
  /** The open form, if any: closed is the Create New User toggle's off state. */
  form: null as UserForm | null,
  saving: false,
  formError: null as string | null,
  created: null as CreatedUser | null,
  credentials: null as TemporaryCredentials | null,
})

export const usersState = proxy(initialState())

const usersLoad = latestOnly()
const projectsLoad = latestOnly()

function projectNames(projectIds: readonly string[]): string[] {
  return projectIds.map(
    (id) => usersState.projects.find((project) => project.id === id)?.name ?? id,
  )
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

export const usersActions = {
  async loadUsers() {
    const token = usersLoad.start()
    usersState.status = 'loading'
    usersState.error = null
    const outcome = await callApi(api.GET('/users'), ADMIN_MESSAGES.loadUsers)
    if (!usersLoad.isCurrent(token)) return
    if (outcome.ok) {
      usersState.users = outcome.data
      usersState.status = 'ready'
    } else {
      usersState.error = outcome.message
      usersState.status = 'failed'
    }
  },

  async loadProjects() {
    const token = projectsLoad.start()
    usersState.projectsError = null
    const outcome = await callApi(api.GET('/projects'), ADMIN_MESSAGES.loadProjects)
    if (!projectsLoad.isCurrent(token)) return
    if (outcome.ok) usersState.projects = outcome.data
    else usersState.projectsError = outcome.message
  },

  /** The Create New User / Cancel toggle. */
  toggleCreateForm() {
    if (usersState.form) usersActions.closeForm()
    else usersState.form = { kind: 'create' }
  },

  /** Edit fills the form with the user (SPEC §2 User Management). */
  editUser(user: Snapshot<User>) {
    usersState.formError = null
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

  /** Cancelling drops what was typed: the next form starts empty (SPEC §4). */
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
      if (form.kind === 'create') {
        const outcome = await callApi(api.POST('/users', { body }), ADMIN_MESSAGES.createUser)
        if (!outcome.ok) {
          usersState.formError = outcome.message
          return
        }
        usersState.created = {
          email: outcome.data.email,
          password: outcome.data.password,
          projectNames: projectNames(outcome.data.projectIds),
          warning: outcome.data.warning,
        }
      } else {
        const outcome = await callApi(
          api.PUT('/users/{id}', { params: { path: { id: form.userId } }, body }),
          ADMIN_MESSAGES.updateUser,
        )
        if (!outcome.ok) {
          usersState.formError = outcome.message
          return
        }
      }
      usersActions.closeForm()
      await usersActions.loadUsers()
    } finally {
      usersState.saving = false
    }
  },

  async resetPassword(user: Pick<User, 'id'>) {
    usersState.error = null
    const outcome = await callApi(
      api.POST('/users/{id}/reset-password', { params: { path: { id: user.id } } }),
      ADMIN_MESSAGES.resetPassword,
    )
    if (outcome.ok) usersState.credentials = outcome.data
    else usersState.error = outcome.message
  },

  async deleteUser(user: Pick<User, 'id'>) {
    usersState.error = null
    const outcome = await callApi(
      api.DELETE('/users/{id}', { params: { path: { id: user.id } } }),
      ADMIN_MESSAGES.deleteUser,
    )
    if (!outcome.ok) {
      usersState.error = outcome.message
      return
    }
    if (usersState.form?.kind === 'edit' && usersState.form.userId === user.id) {
      usersActions.closeForm()
    }
    await usersActions.loadUsers()
  },

  dismissCreated() {
    usersState.created = null
  },

  dismissCredentials() {
    usersState.credentials = null
  },

  /** Forgets everything when the panel closes, so it reopens fresh. */
  reset() {
    usersLoad.start()
    projectsLoad.start()
    Object.assign(usersState, initialState())
  },
}

export const useUsers = () => useSnapshot(usersState)
