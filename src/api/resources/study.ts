/** The study's funnel and the backroom's suggested probe (docs/product.md#funnel, #watch-live). */
import { callApi, type CallOptions } from '../call'
import { api } from '../client'
import type { ApiSchemas } from '@/contract/types'

export const getStudyFunnel = (id: string, options: CallOptions) =>
  callApi(() => api.GET('/projects/{id}/funnel', { params: { path: { id } } }), options)

export const suggestProbe = (
  id: string,
  body: ApiSchemas['SuggestProbeRequest'],
  options: CallOptions,
) =>
  callApi(
    () => api.POST('/persistent-interviews/{id}/probes', { params: { path: { id } }, body }),
    options,
  )
