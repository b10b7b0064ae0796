/**
 * computeInsights without freezing the page: a large project is computed in a Web Worker, a
 * small one on the main thread after the current task (so a loading state can paint first).
 */
import type { ProjectInterview } from '@/contract/types'
import { computeInsights } from '@/domain/insights/compute'
import type { Insights, InsightsInput } from './types'
import {
  ANSWERS_PER_MESSAGE,
  unpackOccurrences,
  type WorkerReply,
  type WorkerRequest,
} from './worker-protocol'

/**
 * Above this many completed answers the worker computes. The analysis takes about 11 µs of CPU
 * an answer once its code is warm and about three times that on its first run (bench/insights.ts,
 * 5,000 answers), and the tab's first computation is a first run: 1,000 answers stay near 30 ms,
 * inside a 50 ms task, while a worker (its own script, a cold start, the copies both ways) adds
 * tens of milliseconds of waiting that a small project does not need.
 */
export const WORKER_THRESHOLD = 1_000

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

/** The completed interviews in parts of about ANSWERS_PER_MESSAGE answers. */
function parts(interviews: readonly ProjectInterview[]): ProjectInterview[][] {
  const result: ProjectInterview[][] = [[]]
  let size = 0
  for (const interview of interviews) {
    if (!interview.isComplete) continue
    if (size >= ANSWERS_PER_MESSAGE) {
      result.push([])
      size = 0
    }
    result.at(-1)?.push(interview)
    size += interview.answers.length
  }
  return result
}

async function inWorker(input: InsightsInput, signal: AbortSignal | undefined): Promise<Insights> {
  let worker: Worker
  try {
    worker = new Worker(new URL('./insights.worker.ts', import.meta.url), { type: 'module' })
  } catch (error) {
    throw new WorkerUnavailable(String(error))
  }
  let settle: { resolve: (insights: Insights) => void; reject: (error: Error) => void }
  const result = new Promise<Insights>((resolve, reject) => {
    settle = { resolve, reject }
  })
  let insights: Insights | null = null
  let occurrences: Int32Array[] = []
  const onAbort = () => {
    const reason: unknown = signal?.reason
    settle.reject(reason instanceof Error ? reason : new DOMException('Aborted', 'AbortError'))
  }
  signal?.addEventListener('abort', onAbort, { once: true })
  worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
    const reply = event.data
    if (reply.kind === 'insights') {
      insights = reply.insights
      occurrences = reply.occurrences
    } else if (reply.kind === 'answers') insights?.answers.push(...reply.answers)
    else if (reply.kind === 'failed') settle.reject(new Error(reply.message))
    else if (insights) {
      const { themes, answers } = insights
      settle.resolve({ ...insights, themes: unpackOccurrences(themes, occurrences, answers) })
    }
  })
  worker.addEventListener('error', (event) => {
    // The script could not load or run (a strict CSP, an old browser): compute here instead.
    event.preventDefault()
    settle.reject(new WorkerUnavailable(event.message || 'the insights worker failed'))
  })
  worker.addEventListener('messageerror', () => {
    settle.reject(new WorkerUnavailable('the insights could not be read'))
  })
  const send = async () => {
    const post = (request: WorkerRequest) => worker.postMessage(request)
    post({ kind: 'questions', questions: [...input.questions] })
    for (const interviews of parts(input.interviews)) {
      await nextTask()
      if (signal?.aborted) return
      post({ kind: 'interviews', interviews })
    }
    post({ kind: 'compute' })
  }
  // Input that cannot be copied to a worker (a live store proxy, say) is computed here.
  send().catch((error: unknown) => settle.reject(new WorkerUnavailable(String(error))))
  try {
    return await result
  } finally {
    worker.terminate()
    signal?.removeEventListener('abort', onAbort)
  }
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
