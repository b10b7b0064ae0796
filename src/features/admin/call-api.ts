import { errorMessage } from '../../api/errors'
import { logger } from '../../lib/logger'

/** Where a list is: not asked yet, on its way, shown, or failed. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed'

/** What an admin call gives a screen: the data, or the message to show. */
export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string }

interface ClientResult<T> {
  data?: T
  error?: unknown
  response: Response
}

/**
 * Awaits an openapi-fetch call and turns both failure kinds into one message: an HTTP error
 * gives the server's message (else `fallback`), a rejected fetch (network, timeout) gives
 * `fallback`. Success is read from the status, as a 204 carries no data.
 */
export async function callApi<T>(
  call: Promise<ClientResult<T>>,
  fallback: string,
): Promise<Outcome<T>> {
  try {
    const { data, error, response } = await call
    if (response.ok) return { ok: true, data: data as T }
    return { ok: false, message: errorMessage(error, fallback) }
  } catch (error) {
    // The client's middleware logged the request; this says what the screen lost.
    logger.error(fallback, { error: String(error) })
    return { ok: false, message: fallback }
  }
}

/**
 * Hands out a token per load so that only the newest answer is kept (a Refresh pressed twice,
 * or a tab reopened before the previous load finished).
 */
export function latestOnly() {
  let current = 0
  return {
    start: () => ++current,
    isCurrent: (token: number) => token === current,
  }
}
