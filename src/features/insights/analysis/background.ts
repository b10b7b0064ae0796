/**
 * computeInsights without freezing the page: a large project is computed in a Web Worker, a
 * small one on the main thread after the current task (so a loading state can paint first).
 */
import { computeInsights } from './compute'
import type { Insights, InsightsInput } from './types'

/**
 * Above this many completed answers the worker computes. The analysis costs about 10–30 µs an
 * answer once warm (bench/insights.ts), so 2,000 answers stay well inside a 50 ms task on the
 * main thread, while starting a worker (a fresh script, a cold JIT, copying the input both
 * ways) costs tens of milliseconds that a small project would only wait for.
 */
export const WORKER_THRESHOLD = 2_000

/** What the worker posts back. */
export type WorkerReply = { ok: true; insights: Insights } | { ok: false; message: string }

export interface BackgroundOptions {
  /** Aborting rejects with the signal's reason and stops the worker. */
  signal?: AbortSignal
}

/** The answers the analysis will read: those of completed interviews. */
export function completedAnswerCount(input: InsightsInput): number {
  let count = 0
  for (const interview of input.interviews) {
    if (interview.isComplete) count += interview.answers.length
  }
  return count
}

/** Resolves in a later task, letting the browser paint and handle input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** Thrown by the worker path when no worker could compute (not when the caller aborted). */
class WorkerUnavailable extends Error {}

function inWorker(input: InsightsInput, signal: AbortSignal | undefined): Promise<Insights> {
  return new Promise((resolve, reject) => {
    let worker: Worker
    try {
      worker = new Worker(new URL('./insights.worker.ts', import.meta.url), { type: 'module' })
    } catch (error) {
      reject(new WorkerUnavailable(String(error)))
      return
    }
    const onAbort = () => {
      finish()
      const reason: unknown = signal?.reason
      reject(reason instanceof Error ? reason : new DOMException('Aborted', 'AbortError'))
    }
    const finish = () => {
      worker.terminate()
      signal?.removeEventListener('abort', onAbort)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
      finish()
      if (event.data.ok) resolve(event.data.insights)
      else reject(new Error(event.data.message))
    })
    const unavailable = (message: string) => {
      finish()
      reject(new WorkerUnavailable(message))
    }
    worker.addEventListener('error', (event) => {
      // The script could not load or run (a strict CSP, an old browser): compute here instead.
      event.preventDefault()
      unavailable(event.message || 'the insights worker failed')
    })
    worker.addEventListener('messageerror', () => unavailable('the insights could not be read'))
    try {
      worker.postMessage(input)
    } catch (error) {
      // Input that cannot be copied to a worker (a live store proxy, say) is computed here.
      unavailable(String(error))
    }
  })
}

/**
 * The insights of `input`, computed in a Web Worker when it has more than WORKER_THRESHOLD
 * completed answers and workers are available, else on the main thread after yielding a task.
 * Rejects with the signal's reason once aborted.
 */
export async function computeInsightsInBackground(
  input: InsightsInput,
  { signal }: BackgroundOptions = {},
): Promise<Insights> {
  signal?.throwIfAborted()
  if (completedAnswerCount(input) > WORKER_THRESHOLD && typeof Worker !== 'undefined') {
    try {
      return await inWorker(input, signal)
    } catch (error) {
      if (!(error instanceof WorkerUnavailable)) throw error
    }
  }
  await nextTask()
  signal?.throwIfAborted()
  return computeInsights(input)
}
