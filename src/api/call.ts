import { logger, type LogFields } from '../lib/logger'
import { readToken } from '../lib/token'
import { errorMessage } from './errors'

/** SPEC §8: shown when an action needs the token and none is stored. */
export const NO_TOKEN_MESSAGE = 'No authentication token available'

/** A call's result for a screen: the data, or the text to show. */
export type Outcome<T> = { ok: true; data: T } | { ok: false; error: string }

/** What openapi-fetch resolves with. */
interface FetchAnswer<T> {
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

/**
 * Runs a call that needs the signed-in user's token and turns every way it can fail (no stored
 * token, an HTTP error, a rejected fetch) into the text to show, logged with its detail.
 * `failure` is that text (SPEC §8), or a function building it from the failure.
 */
export async function callWithToken<T>(
  failure: string | ((failed: CallFailure) => string),
  call: () => Promise<FetchAnswer<T>>,
  fields: LogFields = {},
): Promise<Outcome<T>> {
  if (readToken() === null) {
    logger.warn(NO_TOKEN_MESSAGE, fields)
    return { ok: false, error: NO_TOKEN_MESSAGE }
  }
  let failed: CallFailure
  try {
    const { data, error, response } = await call()
    // A 204 has no body: callers of such calls ignore `data`.
    if (response.ok) return { ok: true, data: data as T }
    failed = { status: response.status, error }
  } catch (error) {
    failed = { status: null, error }
  }
  const message = typeof failure === 'string' ? failure : failure(failed)
  logger.error(message, {
    ...fields,
    status: failed.status,
    detail: failed.error instanceof Error ? failed.error.message : errorMessage(failed.error, ''),
  })
  return { ok: false, error: message }
}
