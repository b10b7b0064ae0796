import * as projectsApi from '../../api/resources/projects'
import * as usersApi from '../../api/resources/users'
import { proxy, ref, useSnapshot, type Snapshot } from 'valtio'
import { PAGE_SIZE, type Page } from '../../api/pages'
import { DEFAULT_ROLE } from '../../api/roles'
import type { Project, Role, User } from '../../api/types'
import { ADMIN_MESSAGES } from './admin-texts'
import { latestOnly, serverMessage, type LoadStatus, type Outcome } from '../../api/call'

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
  /**
   * The pages loaded so far of the users matching `search`, in creation order. A `ref`, replaced
   * and never changed in place: valtio then neither proxies thousands of users nor tracks the
   * table's reads of each (which cost a walk of them all on every change of this store).
   */
  users: ref<readonly User[]>([]),
  status: 'idle' as LoadStatus,
  /** How many users match `search`, all pages together; null until the first page. */
  total: null as number | null,
  /** The next page's cursor; null once the last page is in. */
  nextCursor: null as string | null,
  /**
   * A next page has been on its way for LOADING_MORE_DELAY_MS (the list stays as it is
   * meanwhile): the table shows its loading row.
   */
  loadingMore: false,
  /** The System Users search box as typed; the list follows it after a pause. */
  search: '',
  /** A failed load, reset or delete (shown above the table). */
  error: null as string | null,
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

export const usersState = proxy(initialState())

// A first page (a reload, a new search) overtakes any page still on its way.
const usersLoad = latestOnly()
const projectsLoad = latestOnly()

/**
 * A next page quicker than this arrives without the loading row, rather than flashing it: the
 * table asks for it before its end is in view, and showing the row, then the page, re-rendered
 * every row in view twice.
 */
const LOADING_MORE_DELAY_MS = 200
/** Shows the loading row, while a next page is on its way; undefined when none is. */
let loadingMoreTimer: ReturnType<typeof setTimeout> | undefined

/** No next page on its way any more (it came, or a first page overtook it). */
function endLoadingMore() {
  clearTimeout(loadingMoreTimer)
  loadingMoreTimer = undefined
  usersState.loadingMore = false
}

/** Typing pauses this long before the list is asked for again. */
const SEARCH_DELAY_MS = 250
let searchTimer: ReturnType<typeof setTimeout> | undefined
/** The search the loaded pages match: the box may already hold the next one. */
let listedSearch = ''

/** One page of GET /users: PAGE_SIZE users matching `q`, after `cursor`. */
function fetchPage(q: string, cursor: string | null) {
  const query = {
    limit: PAGE_SIZE,
    ...(q === '' ? {} : { q }),
    ...(cursor === null ? {} : { cursor }),
  }
  return usersApi.listUsers(query, {
    failure: serverMessage(ADMIN_MESSAGES.loadUsers),
    needsToken: false,
  })
}

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
  const { data } = outcome
  usersState.users = ref(usersState.users.map((user) => (user.id === data.id ? data : user)))
  return true
}

export const usersActions = {
  /** (Re)loads the first page for the search box: on opening, on a search, after a create. */
  async loadUsers() {
    const token = usersLoad.start()
    usersState.status = 'loading'
    usersState.error = null
    endLoadingMore()
    const search = usersState.search.trim()
    const outcome = await fetchPage(search, null)
    if (!usersLoad.isCurrent(token)) return
    listedSearch = search
    if (outcome.ok) {
      const { items, nextCursor, total } = outcome.data
      usersState.users = ref(items)
      // A server without X-Total-Count still tells the count of a single page.
      usersState.total = total ?? (nextCursor === null ? items.length : null)
      usersState.nextCursor = nextCursor
      usersState.status = 'ready'
    } else {
      usersState.error = outcome.error
      usersState.status = 'failed'
    }
  },

  /**
   * Appends the next page (the table asks as its end comes near). Ignored at the end, while a
   * page is on its way, and after a failure, which would otherwise be retried in a loop.
   */
  async loadMoreUsers() {
    const cursor = usersState.nextCursor
    if (cursor === null || usersState.status !== 'ready' || loadingMoreTimer !== undefined) return
    const token = usersLoad.start()
    loadingMoreTimer = setTimeout(() => (usersState.loadingMore = true), LOADING_MORE_DELAY_MS)
    const outcome = await fetchPage(listedSearch, cursor)
    if (!usersLoad.isCurrent(token)) return
    endLoadingMore()
    if (outcome.ok) {
      usersState.users = ref([...usersState.users, ...outcome.data.items])
      usersState.total = outcome.data.total ?? usersState.total
      usersState.nextCursor = outcome.data.nextCursor
    } else {
      usersState.error = outcome.error
      usersState.status = 'failed'
    }
  },

  /** The search box changed: the server filters (q), once typing pauses for SEARCH_DELAY_MS. */
  search(text: string) {
    usersState.search = text
    clearTimeout(searchTimer)
    searchTimer = setTimeout(() => void usersActions.loadUsers(), SEARCH_DELAY_MS)
  },

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

  /** Edit fills the form with the user (SPEC §2 User Management). */
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
      const saved = form.kind === 'create' ? await createUser(body) : await updateUser(form, body)
      if (!saved) return
      usersActions.closeForm()
      // A new user is last in creation order: the first page is reloaded for the count.
      if (form.kind === 'create') await usersActions.loadUsers()
    } finally {
      usersState.saving = false
    }
  },

  async resetPassword(user: Pick<User, 'id'>) {
    usersState.error = null
    const outcome = await usersApi.resetPassword(user.id, {
      failure: serverMessage(ADMIN_MESSAGES.resetPassword),
      needsToken: false,
    })
    if (outcome.ok) usersState.credentials = outcome.data
    else usersState.error = outcome.error
  },

  async deleteUser(user: Pick<User, 'id'>) {
    usersState.error = null
    const outcome = await usersApi.deleteUser(user.id, {
      failure: serverMessage(ADMIN_MESSAGES.deleteUser),
      needsToken: false,
    })
    if (!outcome.ok) {
      usersState.error = outcome.error
      return
    }
    if (usersState.form?.kind === 'edit' && usersState.form.userId === user.id) {
      usersActions.closeForm()
    }
    // In place, as for an edit: the pages scrolled through stay.
    usersState.users = ref(usersState.users.filter((listed) => listed.id !== user.id))
    if (usersState.total !== null) usersState.total -= 1
  },

  dismissCreated() {
    usersState.created = null
  },

  dismissCredentials() {
    usersState.credentials = null
  },

  /** Forgets everything when the panel closes, so it reopens fresh. */
  reset() {
    clearTimeout(searchTimer)
    endLoadingMore()
    listedSearch = ''
    usersLoad.start()
    projectsLoad.start()
    Object.assign(usersState, initialState())
  },
}

export const useUsers = () => useSnapshot(usersState)
