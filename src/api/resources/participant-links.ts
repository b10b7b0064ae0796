/** Participant links and joining a study through one (docs/product.md#participant-links). */
import { callApi, type CallOptions } from '../call'
import { api } from '../client'
import type { ApiSchemas } from '@/contract/types'

export const listParticipantLinks = (id: string, options: CallOptions) =>
  callApi(() => api.GET('/projects/{id}/participant-links', { params: { path: { id } } }), options)

export const createParticipantLink = (
  id: string,
  body: ApiSchemas['CreateParticipantLinkRequest'],
  options: CallOptions,
) =>
  callApi(
    () => api.POST('/projects/{id}/participant-links', { params: { path: { id } }, body }),
    options,
  )

export const revokeParticipantLink = (id: string, linkId: string, options: CallOptions) =>
  callApi(
    () =>
      api.DELETE('/projects/{id}/participant-links/{linkId}', {
        params: { path: { id, linkId } },
      }),
    options,
  )

/** Needs no sign-in: the token in the address is the only credential. */
export const getJoinPage = (token: string, options: Omit<CallOptions, 'needsToken'>) =>
  callApi(() => api.GET('/join/{token}', { params: { path: { token } } }), {
    ...options,
    needsToken: false,
  })

export const joinStudy = (
  token: string,
  body: ApiSchemas['JoinStudyRequest'],
  options: Omit<CallOptions, 'needsToken'>,
) =>
  callApi(() => api.POST('/join/{token}', { params: { path: { token } }, body }), {
    ...options,
    needsToken: false,
  })
