/** Questions asked of a project's interviews (docs/product.md#ask). */
import { callApi, type CallOptions } from '../call'
import { api } from '../client'
import type { ApiSchemas } from '@/contract/types'

export const askInterviews = (id: string, body: ApiSchemas['AskRequest'], options: CallOptions) =>
  callApi(
    () => api.POST('/projects/{id}/asked-questions', { params: { path: { id } }, body }),
    options,
  )

export const listAskedQuestions = (id: string, options: CallOptions) =>
  callApi(() => api.GET('/projects/{id}/asked-questions', { params: { path: { id } } }), options)
