/**
 * User Management's own state, none of it the server's (docs/architecture.md#server-state): which
 * form is open, and the one-time passwords on show. The users themselves are queries
 * (`user-queries.ts`).
 */
import { proxy, useSnapshot, type Snapshot } from 'valtio'
import { DEFAULT_ROLE } from '@/domain/roles'
import type { Project, Role, User } from '@/contract/types'

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

export type UserForm =
  | { kind: 'create' }
  | {
      kind: 'edit'
      userId: string
      values: UserFormValues
      /** The edited user's projects, named: listed checked whatever the form's search shows. */
      projects: Pick<Project, 'id' | 'name'>[]
    }

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
  /** The open form, if any: closed is the Create New User toggle's off state. */
  form: null as UserForm | null,
  created: null as CreatedUser | null,
  credentials: null as TemporaryCredentials | null,
})

const usersState = proxy(initialState())

export const usersActions = {
  /** The Create New User / Cancel toggle. */
  toggleCreateForm() {
    usersState.form = usersState.form ? null : { kind: 'create' }
  },

  /** Edit fills the form with the user (docs/product.md#user-management User Management). */
  editUser(user: Snapshot<User>) {
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
      projects: user.projects.map(({ id, name }) => ({ id, name })),
    }
  },

  /** Cancelling drops what was typed: the next form starts empty (docs/product.md#states). */
  closeForm() {
    usersState.form = null
  },

  /** A deleted user's form has nothing left to edit. */
  userDeleted(userId: string) {
    if (usersState.form?.kind === 'edit' && usersState.form.userId === userId) {
      usersState.form = null
    }
  },

  showCreated(created: CreatedUser) {
    usersState.form = null
    usersState.created = created
  },

  showCredentials(credentials: TemporaryCredentials) {
    usersState.credentials = credentials
  },

  dismissCreated() {
    usersState.created = null
  },

  dismissCredentials() {
    usersState.credentials = null
  },

  /** The panel closed: a half-filled form and a password on show are not kept for next time. */
  reset() {
    Object.assign(usersState, initialState())
  },
}

export const useUsers = () => useSnapshot(usersState)
