/** The AI models on offer and the saved choice. */
import { callApi, type CallOptions } from '../call'
import { api } from '../client'
import type { ApiSchemas } from '@/contract/types'

export const listModels = (options: CallOptions) => callApi(() => api.GET('/test/models'), options)

export const getCurrentModels = (options: CallOptions) =>
  callApi(() => api.GET('/models/current'), options)

export const selectModels = (body: ApiSchemas['SelectModelsRequest'], options: CallOptions) =>
  callApi(() => api.POST('/models/select', { body }), options)

export const getAiStatus = (options: CallOptions) => callApi(() => api.GET('/ai/status'), options)
