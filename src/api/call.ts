import { logger, type LogFields } from '@/lib/logger'
import { readToken } from '@/lib/token'
import { errorMessage } from './errors'

/** docs/product.md#errors: shown when an action needs the token and none is stored. */
export const NO_TOKEN_MESSAGE = 'No authentication token available'

/** A call's result for a screen: the data, or the text to show. */
export type Outcome<T> =
  | { ok: true; data: T }
  /** `status`: the HTTP status of a refusal, null when no answer came, absent when never asked. */
  | { ok: false; error: string; status?: number | null }

/** What openapi-fetch resolves with. */
export interface FetchAnswer<T> {
  data?: T
  error?: unknown
  response: Response
}

/** A failed call: the HTTP status (null when the request never got an answer) and what came back. */
export interface CallFailure {
  status: number | null
  /** The error body (or its text) for an HTTP error; the thrown error for a network one. */
  error: unknown
}

export interface CallOptions {
  /** The text the screen shows, or a function building it from the failure. */
  failure: string | ((failed: CallFailure) => string)
  /** Logged with the failure, to tell which record it was about. */
  fields?: LogFields
  /** Refuse to call, with NO_TOKEN_MESSAGE, when no token is stored (false for calls that never did). */
  needsToken?: boolean
  /** How loud the failure is in the log: 'warn' for one the screen recovers from by itself. */
  level?: 'warn' | 'error'
  /** What the log says, when it differs from the text shown. */
  logAs?: string
}

/** A failure text that is the server's message when it sent one, else `fallback`. */
export const serverMessage =
  (fallback: string) =>
  ({ error }: CallFailure): string =>
    errorMessage(error, fallback)

/**
 * Runs one openapi-fetch call and turns every way it can fail (no stored token, an HTTP error, a
 * rejected fetch) into the text to show, logged with its detail. Success is read from the
 * status: a 204 has no body, and callers of such calls ignore `data`.
 */
export async function callApi<T>(
  run: () => Promise<FetchAnswer<T>>,
  { failure, fields = {}, needsToken = true, level = 'error', logAs }: CallOptions,
): Promise<Outcome<T>> {
  if (needsToken && readToken() === null) {
    logger.warn(NO_TOKEN_MESSAGE, fields)
    return { ok: false, error: NO_TOKEN_MESSAGE }
  }
  let failed: CallFailure
  try {
    const { data, error, response } = await run()
    if (response.ok) return { ok: true, data: data as T }
    failed = { status: response.status, error }
  } catch (error) {
    failed = { status: null, error }
  }
  const message = typeof failure === 'string' ? failure : failure(failed)
  logger[level](logAs ?? message, {
    ...fields,
    status: failed.status,
    detail: failed.error instanceof Error ? failed.error.message : errorMessage(failed.error, ''),
  })
  return { ok: false, error: message, status: failed.status }
}
