/**
 * User Management's server state (docs/architecture.md#server-state): System Users, the user
 * form's project choices, and the writes to users.
 */
import {
  infiniteQueryOptions,
  type InfiniteData,
  type Query,
  type QueryClient,
} from '@tanstack/react-query'
import { serverMessage } from '@/api/call'
import { PAGE_SIZE, type Page } from '@/api/pages'
import { unwrap } from '@/api/query'
import type { ApiSchemas, Project, User } from '@/contract/types'
import * as projectsApi from '@/api/resources/projects'
import * as usersApi from '@/api/resources/users'
import { ADMIN_MESSAGES } from './admin-texts'

type Pages<T> = InfiniteData<Page<T>, unknown>

/** A server without X-Total-Count still tells the count of a single page. */
export function totalOf<T>(data: Pages<T> | undefined): number | null {
  const first = data?.pages[0]
  if (!first) return null
  return first.total ?? (first.nextCursor === null ? first.items.length : null)
}

/** The users matching `q` ('' for all), PAGE_SIZE at a time, in creation order. */
export const userListQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['listUsers', { q, limit: PAGE_SIZE }],
    queryFn: ({ pageParam }) =>
      unwrap(
        usersApi.listUsers(
          {
            limit: PAGE_SIZE,
            ...(q === '' ? {} : { q }),
            ...(pageParam === null ? {} : { cursor: pageParam }),
          },
          { failure: serverMessage(ADMIN_MESSAGES.loadUsers), needsToken: false },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  })

/**
 * How many projects the form offers as checkboxes at once: about a screenful, where the whole list
 * (2,000 on the large seed) would be a megabyte and a form no one scrolls through; the form's
 * search finds the others.
 */
export const PROJECT_CHOICES_LIMIT = 20

/**
 * The first PROJECT_CHOICES_LIMIT projects matching `q` ('' for all), for the user form. One page
 * only, but paged in shape: every `listProjects` entry is, so a write to a project (which trims
 * and refetches them all) reads this one as it reads the dashboard's.
 */
export const projectChoicesQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['listProjects', { q, limit: PROJECT_CHOICES_LIMIT }],
    queryFn: () =>
      unwrap(
        projectsApi.listProjects(
          { limit: PROJECT_CHOICES_LIMIT, ...(q === '' ? {} : { q }) },
          { failure: serverMessage(ADMIN_MESSAGES.loadProjects), needsToken: false },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: () => null,
  })

/** The projects of a page of choices, as the form lists them. */
export const choicesOf = (data: Pages<Project> | undefined): Pick<Project, 'id' | 'name'>[] =>
  data?.pages[0]?.items ?? []

/** System Users' lists (paged); Invite Member's interviewee pages share the operation, not the shape. */
const isUserList = (query: Query) => {
  const data = query.state.data
  return typeof data === 'object' && data !== null && 'pages' in data
}

/** Changes every loaded System Users list in place, keeping the pages scrolled through. */
function changeUserLists(
  client: QueryClient,
  change: (users: User[]) => User[],
  totalChange: number,
) {
  client.setQueriesData<Pages<User>>(
    { queryKey: ['listUsers'], predicate: isUserList },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: change(page.items),
          total: page.total === null ? null : page.total + totalChange,
        })),
      },
  )
}

/**
 * What a change to a user makes stale besides System Users: Invite Member's candidates (a role
 * may have changed) and the members of the projects the user is or was in.
 */
function invalidateAroundUsers(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({
      queryKey: ['listUsers'],
      predicate: (query) => !isUserList(query),
    }),
    client.invalidateQueries({ queryKey: ['listProjectMembers'] }),
  ])
}

export type UserBody = ApiSchemas['CreateUserRequest']

/**
 * Create User: a new user is last in creation order, so every list refetches its first page only
 * (for the count; a list scrolled through fifty pages would otherwise ask for all fifty again).
 */
export const createUserMutation = (client: QueryClient) => ({
  mutationFn: (body: UserBody) =>
    unwrap(
      usersApi.createUser(body, {
        failure: serverMessage(ADMIN_MESSAGES.createUser),
        needsToken: false,
      }),
    ),
  onSuccess: async () => {
    client.setQueriesData<Pages<User>>(
      { queryKey: ['listUsers'], predicate: isUserList },
      (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
    )
    await Promise.all([
      client.invalidateQueries({ queryKey: ['listUsers'] }),
      client.invalidateQueries({ queryKey: ['listProjectMembers'] }),
    ])
  },
})

/** Update User: the answer takes the user's place in every list, which keeps its pages. */
export const updateUserMutation = (client: QueryClient, userId: string) => ({
  mutationFn: (body: ApiSchemas['UpdateUserRequest']) =>
    unwrap(
      usersApi.updateUser(userId, body, {
        failure: serverMessage(ADMIN_MESSAGES.updateUser),
        needsToken: false,
      }),
    ),
  onSuccess: async (saved: User) => {
    changeUserLists(
      client,
      (users) => users.map((user) => (user.id === saved.id ? saved : user)),
      0,
    )
    await invalidateAroundUsers(client)
  },
})

/** Delete: the user leaves every list in place, one fewer in its count. */
export const deleteUserMutation = (client: QueryClient) => ({
  mutationFn: (userId: string) =>
    unwrap(
      usersApi.deleteUser(userId, {
        failure: serverMessage(ADMIN_MESSAGES.deleteUser),
        needsToken: false,
      }),
    ),
  onSuccess: async (_: unknown, userId: string) => {
    changeUserLists(client, (users) => users.filter((user) => user.id !== userId), -1)
    await invalidateAroundUsers(client)
  },
})

/** Reset Password changes nothing any list shows. */
export const resetPasswordMutation = () => ({
  mutationFn: (userId: string) =>
    unwrap(
      usersApi.resetPassword(userId, {
        failure: serverMessage(ADMIN_MESSAGES.resetPassword),
        needsToken: false,
      }),
    ),
})
