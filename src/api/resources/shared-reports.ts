/** Report links and the public report they open (docs/product.md#shared-report). */
import { callApi, type CallOptions } from '../call'
import { api } from '../client'
import type { ApiSchemas } from '@/contract/types'

export const listShareLinks = (id: string, options: CallOptions) =>
  callApi(() => api.GET('/projects/{id}/share-links', { params: { path: { id } } }), options)

export const createShareLink = (
  id: string,
  body: ApiSchemas['CreateShareLinkRequest'],
  options: CallOptions,
) =>
  callApi(() => api.POST('/projects/{id}/share-links', { params: { path: { id } }, body }), options)

export const revokeShareLink = (id: string, linkId: string, options: CallOptions) =>
  callApi(
    () => api.DELETE('/projects/{id}/share-links/{linkId}', { params: { path: { id, linkId } } }),
    options,
  )

/** Needs no sign-in: the token in the address is the only credential. */
export const getSharedReport = (token: string, options: Omit<CallOptions, 'needsToken'>) =>
  callApi(() => api.GET('/shared/{token}', { params: { path: { token } } }), {
    ...options,
    needsToken: false,
  })
