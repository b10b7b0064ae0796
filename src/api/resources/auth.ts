/** The session: sign-in, registration, the signed-in user's profile, sign-out. */
import { callApi, type CallOptions } from '../call'
import { api } from '../client'
import type { ApiSchemas } from '@/contract/types'

export const getProfile = (options: CallOptions) => callApi(() => api.GET('/auth/profile'), options)

export const login = (body: ApiSchemas['LoginRequest'], options: CallOptions) =>
  callApi(() => api.POST('/auth/login', { body }), options)

export const register = (body: ApiSchemas['RegisterRequest'], options: CallOptions) =>
  callApi(() => api.POST('/auth/register', { body }), options)

export const getAuthConfig = (options: CallOptions) =>
  callApi(() => api.GET('/auth/config'), options)

export const logout = (options: CallOptions) => callApi(() => api.POST('/auth/logout'), options)
