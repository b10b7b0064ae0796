/** Users: the admin's list and form, Invite Member's candidates, the own profile. */
import { callApi, type CallOptions } from '../call'
import { api } from '../client'
import { pageOf, type Page } from '../pages'
import type { ApiSchemas, paths, User } from '@/contract/types'

export type UsersQuery = NonNullable<paths['/users']['get']['parameters']['query']>

/** One page of GET /users. */
export const listUsers = (query: UsersQuery, options: CallOptions) =>
  callApi(async () => {
    const answer = await api.GET('/users', { params: { query } })
    const data: Page<User> | undefined = answer.data && pageOf(answer.data, answer.response)
    return { ...answer, data }
  }, options)

export const createUser = (body: ApiSchemas['CreateUserRequest'], options: CallOptions) =>
  callApi(() => api.POST('/users', { body }), options)

export const updateUser = (
  id: string,
  body: ApiSchemas['UpdateUserRequest'],
  options: CallOptions,
) => callApi(() => api.PUT('/users/{id}', { params: { path: { id } }, body }), options)

export const resetPassword = (id: string, options: CallOptions) =>
  callApi(() => api.POST('/users/{id}/reset-password', { params: { path: { id } } }), options)

export const deleteUser = (id: string, options: CallOptions) =>
  callApi(() => api.DELETE('/users/{id}', { params: { path: { id } } }), options)

export const updateOwnProfile = (body: ApiSchemas['UpdateProfileRequest'], options: CallOptions) =>
  callApi(() => api.PUT('/users/me', { body }), options)
