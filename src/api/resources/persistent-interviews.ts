/** The durable records of interviews: created, filled in, finished, resumed, deleted. */
import { callApi, type CallOptions } from '../call'
import { api } from '../client'
import type { ApiSchemas, paths } from '@/contract/types'

export type PersistentInterviewsQuery = NonNullable<
  paths['/persistent-interviews']['get']['parameters']['query']
>

export const createPersistentInterview = (
  body: ApiSchemas['CreatePersistentInterviewRequest'],
  options: CallOptions,
) => callApi(() => api.POST('/persistent-interviews', { body }), options)

export const recordQuestion = (
  id: string,
  body: ApiSchemas['RecordQuestionRequest'],
  options: CallOptions,
) =>
  callApi(
    () => api.POST('/persistent-interviews/{id}/questions', { params: { path: { id } }, body }),
    options,
  )

export const recordAnswer = (
  id: string,
  body: ApiSchemas['RecordAnswerRequest'],
  options: CallOptions,
) =>
  callApi(
    () => api.POST('/persistent-interviews/{id}/answers', { params: { path: { id } }, body }),
    options,
  )

export const finishPersistentInterview = (id: string, options: CallOptions) =>
  callApi(
    () => api.POST('/persistent-interviews/{id}/finish', { params: { path: { id } } }),
    options,
  )

/** Abandons, keeping the record (purge false): it stays in the project's results. */
export const abandonPersistentInterview = (id: string, options: CallOptions) =>
  callApi(
    () =>
      api.POST('/persistent-interviews/{id}/abandon', {
        params: { path: { id } },
        body: { purge: false },
      }),
    options,
  )

export const listInProgressInterviews = (options: CallOptions) =>
  callApi(() => api.GET('/persistent-interviews/in-progress'), options)

export const listPersistentInterviews = (query: PersistentInterviewsQuery, options: CallOptions) =>
  callApi(() => api.GET('/persistent-interviews', { params: { query } }), options)

export const getPersistentInterview = (id: string, options: CallOptions) =>
  callApi(() => api.GET('/persistent-interviews/{id}', { params: { path: { id } } }), options)

export const deletePersistentInterview = (id: string, options: CallOptions) =>
  callApi(() => api.DELETE('/persistent-interviews/{id}', { params: { path: { id } } }), options)

/** Withdraw my interview (docs/product.md#consent): its own interviewee deletes it. */
export const withdrawPersistentInterview = (id: string, options: CallOptions) =>
  callApi(
    () => api.POST('/persistent-interviews/{id}/withdraw', { params: { path: { id } } }),
    options,
  )
