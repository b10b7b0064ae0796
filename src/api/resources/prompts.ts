/** The interviewer prompt files and the one in use. */
import { callApi, type CallOptions } from '../call'
import { api } from '../client'

export const listPrompts = (options: CallOptions) =>
  callApi(() => api.GET('/admin/interviewer-prompts'), options)

export const getCurrentPrompt = (options: CallOptions) =>
  callApi(() => api.GET('/admin/interviewer-prompts/current'), options)

export const selectPrompt = (value: string, options: CallOptions) =>
  callApi(() => api.POST('/admin/interviewer-prompts/select', { body: { value } }), options)
