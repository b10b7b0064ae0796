/** Participant attributes and each member's values (docs/product.md#segments). */
import { callApi, type CallOptions } from '../call'
import { api } from '../client'
import type { ApiSchemas } from '@/contract/types'

export const getProjectAttributes = (id: string, options: CallOptions) =>
  callApi(() => api.GET('/projects/{id}/attributes', { params: { path: { id } } }), options)

export const updateProjectAttributes = (
  id: string,
  body: ApiSchemas['UpdateAttributesRequest'],
  options: CallOptions,
) =>
  callApi(() => api.PUT('/projects/{id}/attributes', { params: { path: { id } }, body }), options)

export const setMemberAttributes = (
  id: string,
  userId: string,
  values: Record<string, string>,
  options: CallOptions,
) =>
  callApi(
    () =>
      api.PUT('/projects/{id}/members/{userId}/attributes', {
        params: { path: { id, userId } },
        body: { values },
      }),
    options,
  )
