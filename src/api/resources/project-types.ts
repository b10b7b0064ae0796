/** Project types and their questions (reading is open to all; changes are the admin's). */
import { callApi, type CallOptions } from '../call'
import { api } from '../client'
import type { ApiSchemas } from '@/contract/types'

export const listProjectTypes = (options: CallOptions) =>
  callApi(() => api.GET('/project-types'), options)

export const createProjectType = (
  body: ApiSchemas['CreateProjectTypeRequest'],
  options: CallOptions,
) => callApi(() => api.POST('/admin/project-types', { body }), options)

export const updateProjectType = (
  id: string,
  body: ApiSchemas['UpdateProjectTypeRequest'],
  options: CallOptions,
) =>
  callApi(() => api.PUT('/admin/project-types/{id}', { params: { path: { id } }, body }), options)

export const deleteProjectType = (id: string, options: CallOptions) =>
  callApi(() => api.DELETE('/admin/project-types/{id}', { params: { path: { id } } }), options)

export const listQuestions = (typeId: string, options: CallOptions) =>
  callApi(
    () => api.GET('/project-types/{id}/questions', { params: { path: { id: typeId } } }),
    options,
  )

export const createQuestion = (
  typeId: string,
  body: ApiSchemas['CreateQuestionRequest'],
  options: CallOptions,
) =>
  callApi(
    () =>
      api.POST('/admin/project-types/{id}/questions', { params: { path: { id: typeId } }, body }),
    options,
  )

export const updateQuestion = (
  typeId: string,
  questionId: string,
  body: ApiSchemas['UpdateQuestionRequest'],
  options: CallOptions,
) =>
  callApi(
    () =>
      api.PUT('/admin/project-types/{id}/questions/{qid}', {
        params: { path: { id: typeId, qid: questionId } },
        body,
      }),
    options,
  )

export const deleteQuestion = (typeId: string, questionId: string, options: CallOptions) =>
  callApi(
    () =>
      api.DELETE('/admin/project-types/{id}/questions/{qid}', {
        params: { path: { id: typeId, qid: questionId } },
      }),
    options,
  )
