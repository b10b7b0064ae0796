/** Coding: a project's codebook, highlights, theme decisions, sentiment corrections, activity. */
import { callApi, type CallOptions } from '../call'
import { api } from '../client'
import { pageOf, type Page } from '../pages'
import type { ApiSchemas, paths } from '@/contract/types'

export type Code = ApiSchemas['Code']
export type Highlight = ApiSchemas['Highlight']
export type Passage = ApiSchemas['Passage']
export type ThemeDecision = ApiSchemas['ThemeDecision']
export type SentimentCorrection = ApiSchemas['SentimentCorrection']
export type CorrectableSentiment = ApiSchemas['CorrectableSentiment']
export type CodingActivity = ApiSchemas['CodingActivity']

export type HighlightsQuery = NonNullable<
  paths['/projects/{id}/highlights']['get']['parameters']['query']
>
export type CodingActivityQuery = NonNullable<
  paths['/projects/{id}/coding-activity']['get']['parameters']['query']
>

export const listCodes = (projectId: string, options: CallOptions) =>
  callApi(() => api.GET('/projects/{id}/codes', { params: { path: { id: projectId } } }), options)

export const createCode = (
  projectId: string,
  body: ApiSchemas['CreateCodeRequest'],
  options: CallOptions,
) =>
  callApi(
    () => api.POST('/projects/{id}/codes', { params: { path: { id: projectId } }, body }),
    options,
  )

export const updateCode = (
  projectId: string,
  codeId: string,
  body: ApiSchemas['UpdateCodeRequest'],
  options: CallOptions,
) =>
  callApi(
    () =>
      api.PATCH('/projects/{id}/codes/{codeId}', {
        params: { path: { id: projectId, codeId } },
        body,
      }),
    options,
  )

export const deleteCode = (projectId: string, codeId: string, options: CallOptions) =>
  callApi(
    () =>
      api.DELETE('/projects/{id}/codes/{codeId}', {
        params: { path: { id: projectId, codeId } },
      }),
    options,
  )

/** Moves every highlight of `codeId` to `targetCodeId`; answers with the target. */
export const mergeCode = (
  projectId: string,
  codeId: string,
  targetCodeId: string,
  options: CallOptions,
) =>
  callApi(
    () =>
      api.POST('/projects/{id}/codes/{codeId}/merge', {
        params: { path: { id: projectId, codeId } },
        body: { targetCodeId },
      }),
    options,
  )

export const listHighlights = (projectId: string, query: HighlightsQuery, options: CallOptions) =>
  callApi(
    () => api.GET('/projects/{id}/highlights', { params: { path: { id: projectId }, query } }),
    options,
  )

export const createHighlight = (
  projectId: string,
  body: ApiSchemas['CreateHighlightRequest'],
  options: CallOptions,
) =>
  callApi(
    () => api.POST('/projects/{id}/highlights', { params: { path: { id: projectId } }, body }),
    options,
  )

export const deleteHighlight = (projectId: string, highlightId: string, options: CallOptions) =>
  callApi(
    () =>
      api.DELETE('/projects/{id}/highlights/{highlightId}', {
        params: { path: { id: projectId, highlightId } },
      }),
    options,
  )

export const listThemeDecisions = (projectId: string, options: CallOptions) =>
  callApi(
    () => api.GET('/projects/{id}/theme-decisions', { params: { path: { id: projectId } } }),
    options,
  )

export const decideTheme = (
  projectId: string,
  body: ApiSchemas['DecideThemeRequest'],
  options: CallOptions,
) =>
  callApi(
    () => api.POST('/projects/{id}/theme-decisions', { params: { path: { id: projectId } }, body }),
    options,
  )

/** Admins only: the answer to `questionId` in `interviewId` gets the researcher's sentiment. */
export const correctAnswerSentiment = (
  projectId: string,
  interviewId: string,
  questionId: string,
  body: ApiSchemas['CorrectSentimentRequest'],
  options: CallOptions,
) =>
  callApi(
    () =>
      api.PUT('/projects/{id}/interviews/{interviewId}/answers/{questionId}/sentiment', {
        params: { path: { id: projectId, interviewId, questionId } },
        body,
      }),
    options,
  )

/** One page of the project's coding activity, newest first. */
export const listCodingActivity = (
  projectId: string,
  query: CodingActivityQuery,
  options: CallOptions,
) =>
  callApi(async () => {
    const answer = await api.GET('/projects/{id}/coding-activity', {
      params: { path: { id: projectId }, query },
    })
    const data: Page<CodingActivity> | undefined =
      answer.data && pageOf(answer.data, answer.response)
    return { ...answer, data }
  }, options)
