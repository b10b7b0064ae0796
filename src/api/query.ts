import { QueryClient } from '@tanstack/react-query'
import type { Outcome } from './call'

/**
 * Server state goes through TanStack Query (docs/architecture.md#server-state): each read is a
 * query keyed by its operation and parameters, each write a mutation. The calls themselves stay
 * `callApi` over the one openapi-fetch client, so a query's error is the text the screen shows.
 */

/** A failed call as a query or mutation reports it: the screen's text, and the HTTP status. */
export class CallError extends Error {
  /** The HTTP status of a refusal, null when no answer came, undefined when never asked (no token). */
  readonly status: number | null | undefined

  constructor(message: string, status: number | null | undefined) {
    super(message)
    this.name = 'CallError'
    this.status = status
  }
}

/** For a `queryFn` or `mutationFn`: the data of a call that succeeded, else a `CallError` with its text. */
export async function unwrap<T>(outcome: Promise<Outcome<T>>): Promise<T> {
  const result = await outcome
  if (result.ok) return result.data
  throw new CallError(result.error, result.status)
}

/** The text to show for a query's or mutation's error (a `CallError`'s is already the screen's). */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof CallError ? error.message : fallback
}

/**
 * Only a request that got no answer is tried again, once and soon: a refusal (4xx) or a server
 * error would only repeat, and the screen shows the spec's message at once instead of after a
 * back-off.
 */
export function shouldRetry(failures: number, error: unknown): boolean {
  return error instanceof CallError && error.status === null && failures < 1
}

/**
 * One client per signed-in session: the shell makes it and drops it (`clear()`) when the session
 * ends, so the next user never sees the previous one's data.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: 300,
        // A screen shows what is cached at once and refreshes it in the background when it
        // opens; other tabs' changes arrive through the mock's tab sync or the next visit.
        staleTime: 0,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}

/**
 * After a write that ends or removes an interview (abandon, withdraw, delete): its own entry goes,
 * and every list that held it is read again.
 */
export async function refetchAfterInterviewGone(
  client: QueryClient,
  interviewId: string,
): Promise<void> {
  client.removeQueries({ queryKey: ['getPersistentInterview', { interviewId }] })
  await Promise.all([
    client.invalidateQueries({ queryKey: ['listInProgressInterviews'] }),
    client.invalidateQueries({ queryKey: ['listPersistentInterviews'] }),
    client.invalidateQueries({ queryKey: ['listProjectInterviews'] }),
  ])
}
