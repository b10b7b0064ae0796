/** Projects, their members and their interviews. */
import { callApi, type CallOptions } from '../call'
import { api } from '../client'
import { pageOf, type Page } from '../pages'
import type { ApiSchemas, paths, Project } from '@/contract/types'

export type ProjectsQuery = NonNullable<paths['/projects']['get']['parameters']['query']>

/** One page of GET /projects (the server lists what the user's role may see). */
export const listProjects = (query: ProjectsQuery, options: CallOptions) =>
  callApi(async () => {
    const answer = await api.GET('/projects', { params: { query } })
    const data: Page<Project> | undefined = answer.data && pageOf(answer.data, answer.response)
    return { ...answer, data }
  }, options)

export const createProject = (body: ApiSchemas['CreateProjectRequest'], options: CallOptions) =>
  callApi(() => api.POST('/projects', { body }), options)

export const getProject = (id: string, options: CallOptions) =>
  callApi(() => api.GET('/projects/{id}', { params: { path: { id } } }), options)

export const updateProject = (
  id: string,
  body: ApiSchemas['UpdateProjectRequest'],
  options: CallOptions,
) => callApi(() => api.PUT('/projects/{id}', { params: { path: { id } }, body }), options)

export const listMembers = (id: string, options: CallOptions) =>
  callApi(() => api.GET('/projects/{id}/members', { params: { path: { id } } }), options)

export const inviteMember = (id: string, userId: string, options: CallOptions) =>
  callApi(
    () => api.POST('/projects/{id}/invite', { params: { path: { id } }, body: { userId } }),
    options,
  )

export const listProjectInterviews = (id: string, options: CallOptions) =>
  callApi(() => api.GET('/projects/{id}/interviews', { params: { path: { id } } }), options)

export const listProjectQuestions = (id: string, options: CallOptions) =>
  callApi(() => api.GET('/projects/{id}/questions', { params: { path: { id } } }), options)

export const updateProjectQuestions = (
  id: string,
  body: ApiSchemas['UpdateGuideRequest'],
  options: CallOptions,
) => callApi(() => api.PUT('/projects/{id}/questions', { params: { path: { id } }, body }), options)
