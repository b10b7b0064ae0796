import { HttpResponse } from 'msw'
import type { components } from '@/contract/schema'

type ApiError = components['schemas']['Error']
type ErrorCode = ApiError['code']

const codeByStatus: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'too_many_requests',
}

/** Thrown anywhere in a handler to answer with the contract's Error schema. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429,
    message: string,
    readonly field?: string,
    /** Headers the answer carries (Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const badRequest = (field: string, message: string) =>
  new HttpError(400, `${field} ${message}`, field)
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message)
export const forbidden = (message = 'You do not have permission to do this') =>
  new HttpError(403, message)
export const notFound = (what: string) => new HttpError(404, `${what} not found`)
export const conflict = (message: string, field?: string) => new HttpError(409, message, field)

function errorBody(error: HttpError): ApiError {
  const body: ApiError = {
    status: error.status,
    code: codeByStatus[error.status] ?? 'bad_request',
    message: error.message,
  }
  if (error.field) body.field = error.field
  return body
}

export function errorResponse(error: HttpError): HttpResponse<ApiError> {
  return HttpResponse.json(errorBody(error), {
    status: error.status,
    ...(error.headers ? { headers: error.headers } : {}),
  })
}
