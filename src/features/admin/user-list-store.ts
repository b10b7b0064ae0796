/** System Users: the paged, searchable list of users (the create/edit form is users-store's). */
import { proxy, ref, useSnapshot } from 'valtio'
import { serverMessage, type LoadStatus } from '@/api/call'
import { createPagedList } from '@/api/paged-list'
import { PAGE_SIZE } from '@/api/pages'
import { listUsers } from '@/api/resources/users'
import type { User } from '@/contract/types'
import { ADMIN_MESSAGES } from './admin-texts'

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
  /** A next page is slow to come (the list stays as it is meanwhile): the table shows its loading row. */
  loadingMore: false,
  /** The System Users search box as typed; the list follows it after a pause. */
  search: '',
  /** A failed load, reset or delete (shown above the table). */
  error: null as string | null,
})

const userListState = proxy(initialState())

/** One page of GET /users: PAGE_SIZE users matching `q`, after `cursor`. */
function fetchPage(q: string, cursor: string | null) {
  const query = {
    limit: PAGE_SIZE,
    ...(q === '' ? {} : { q }),
    ...(cursor === null ? {} : { cursor }),
  }
  return listUsers(query, { failure: serverMessage(ADMIN_MESSAGES.loadUsers), needsToken: false })
}

const userList = createPagedList<User>({
  fetchPage,
  /**
   * A next page quicker than this arrives without the loading row, rather than flashing it: the
   * table asks for it before its end is in view, and showing the row, then the page, re-rendered
   * every row in view twice.
   */
  loadingMoreDelayMs: 200,
  onChange: (list) => {
    if (list.items !== userListState.users) userListState.users = ref(list.items)
    userListState.status = list.status
    userListState.total = list.total
    userListState.nextCursor = list.nextCursor
    userListState.loadingMore = list.loadingMore
    if (list.status === 'loading' || list.status === 'failed') userListState.error = list.error
  },
})

export const userListActions = {
  /** (Re)loads the first page for the search box: on opening, on a search, after a create. */
  loadUsers: (): Promise<void> => userList.load(userListState.search.trim()),

  /** Appends the next page (the table asks as its end comes near). */
  loadMoreUsers: (): Promise<void> => userList.loadMore(),

  /** The search box changed: the server filters (q), once typing pauses. */
  search(text: string) {
    userListState.search = text
    userList.type(text)
  },

  /** An edited user, put in place: reloading would drop the pages scrolled through to reach it. */
  replaceUser(user: User) {
    userList.update((users) => users.map((listed) => (listed.id === user.id ? user : listed)))
  },

  /** A deleted user, dropped in place, as for an edit. */
  removeUser(id: string) {
    userList.update((users) => users.filter((listed) => listed.id !== id), -1)
  },

  /** A row action (reset password, delete) failed, or is tried again. */
  showError(message: string | null) {
    userListState.error = message
  },

  /** Forgets everything when the panel closes, so it reopens fresh. */
  reset() {
    userList.reset()
    Object.assign(userListState, initialState())
  },
}

export const useUserList = () => useSnapshot(userListState)
