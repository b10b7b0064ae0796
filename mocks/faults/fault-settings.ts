import { delay, HttpResponse } from 'msw'
import type { components } from '@/contract/schema'
import { mulberry32 } from '../ai/random'
import { mockSettings } from './default-latency'

/**
 * Failures a server does not choose, injected on purpose (demo, manual testing, tests): slowness,
 * random 500s, chosen operations failing, an interview socket that drops mid-answer and slow
 * transcription. The domain handlers know nothing of them: the guard (HTTP) and the interview
 * socket session (mocks/interview/socket-session.ts, under both socket transports) ask this
 * module before a request or an answer reaches the domain. Set from the mock controls panel,
 * from the page's address (`?mockLatency=100-800`, …), from the standalone server's `--faults`
 * or by tests. Reading settings from text is ./fault-params.
 */

/** A delay in ms drawn uniformly from [min, max] for each call (min = max: a fixed delay). */
export interface LatencyRange {
  min: number
  max: number
}

export interface FaultSettings {
  /** Delay before every API answer; null keeps the mock's default (mockSettings.latencyMs()). */
  latency: LatencyRange | null
  /** Share of API calls, 0 to 1, that fail with a 500. */
  errorRate: number
  /** operationIds (openapi.yaml) that always fail with a 500. */
  failOperations: string[]
  /**
   * operationIds whose next call fails with a 500, once each; then they work again. A fault a
   * test can arm ahead and still finish its journey after the retry.
   */
  failOnce: string[]
  /** The interview socket closes with 1011 once an answer has been sent, before any reply. */
  dropSocket: boolean
  /** As dropSocket, for the next answer only. */
  dropSocketOnce: boolean
  /** Extra ms before each answer's transcript, over the socket and over HTTP. */
  slowTranscriptionMs: number
  /**
   * Seeds the draws of the latency range and the error rate, so a run can be replayed; null
   * draws from Math.random. Not a fault by itself.
   */
  seed: number | null
}

export const NO_FAULTS: Readonly<FaultSettings> = Object.freeze({
  latency: null,
  errorRate: 0,
  failOperations: [],
  failOnce: [],
  dropSocket: false,
  dropSocketOnce: false,
  slowTranscriptionMs: 0,
  seed: null,
})

/** How an injected socket drop closes: 1011, the server hit an unexpected condition. */
export const SOCKET_DROP = { code: 1011, reason: 'Injected fault: connection dropped' } as const

/** The message of an injected 500 for a failing operation (the app may show it). */
export function injectedFailureMessage(operationId: string, once = false): string {
  return `Injected fault: ${operationId} is set to fail${once ? ' once' : ''}`
}

type ApiError = components['schemas']['Error']

/** A copy of NO_FAULTS whose lists the caller may change. */
export const noFaults = (): FaultSettings => ({ ...NO_FAULTS, failOperations: [], failOnce: [] })

let current: FaultSettings = noFaults()
const listeners = new Set<(settings: Readonly<FaultSettings>) => void>()
let random: () => number = Math.random

export function faultSettings(): Readonly<FaultSettings> {
  return current
}

/** Changes some settings (the rest stay); listeners hear the result. A seed given restarts the draws. */
export function setFaults(patch: Partial<FaultSettings>): void {
  current = {
    ...current,
    ...patch,
    failOperations: [...(patch.failOperations ?? current.failOperations)],
    failOnce: [...(patch.failOnce ?? current.failOnce)],
  }
  if ('seed' in patch) random = current.seed === null ? Math.random : mulberry32(current.seed)
  for (const listener of listeners) listener(current)
}

export function clearFaults(): void {
  setFaults(noFaults())
}

export function onFaultsChange(listener: (settings: Readonly<FaultSettings>) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether any fault is on (a latency override counts). */
export function hasFaults(settings: Readonly<FaultSettings> = current): boolean {
  return (
    settings.latency !== null ||
    settings.errorRate > 0 ||
    settings.failOperations.length > 0 ||
    settings.failOnce.length > 0 ||
    settings.dropSocket ||
    settings.dropSocketOnce ||
    settings.slowTranscriptionMs > 0
  )
}

/** Replaces the random source of the draws (tests); without an argument, Math.random. */
export function setFaultRandom(source: () => number = Math.random): void {
  random = source
}

// The hooks the transports call.

/** The delay the next API call waits: drawn from the range, or the mock's default without one. */
export function nextLatencyMs(): number {
  const range = current.latency
  if (!range) return mockSettings.latencyMs()
  return range.min + Math.round(random() * (range.max - range.min))
}

function injectedError(message: string): HttpResponse<ApiError> {
  return HttpResponse.json({ status: 500, code: 'internal_error', message } satisfies ApiError, {
    status: 500,
  })
}

/** The operation whose answers carry a transcript over HTTP. */
const TRANSCRIBING_OPERATION = 'answerInterview'

/** Why the request arriving now is to fail (its message), or null. */
function failureOf(operationId: string | null): string | null {
  if (operationId !== null && current.failOperations.includes(operationId)) {
    return injectedFailureMessage(operationId)
  }
  if (operationId !== null && current.failOnce.includes(operationId)) {
    setFaults({ failOnce: current.failOnce.filter((name) => name !== operationId) })
    return injectedFailureMessage(operationId, true)
  }
  if (current.errorRate > 0 && random() < current.errorRate) {
    return 'Injected fault: random server error'
  }
  return null
}

/**
 * Called by the guard for every API request, with the operation it addresses (null when the
 * contract has none): decides whether it fails (the operation is set to fail, or the error
 * rate says so), waits the latency, then answers that 500; undefined lets the request go on.
 * Deciding on arrival makes concurrent calls fail in the order they were made, whatever delay
 * each draws, and a seed replay them in that order.
 */
export async function httpFault(operationId: string | null): Promise<Response | undefined> {
  const failure = failureOf(operationId)
  const wait = nextLatencyMs()
  if (wait > 0) await delay(wait)
  if (failure !== null) return injectedError(failure)
  if (operationId === TRANSCRIBING_OPERATION && current.slowTranscriptionMs > 0) {
    await delay(current.slowTranscriptionMs)
  }
  return undefined
}

/**
 * Called by the interview socket session when a whole answer has arrived, before it is
 * processed: says whether to drop the connection instead of answering, else waits the
 * slow-transcription delay.
 */
export async function socketAnswerFault(): Promise<'drop' | undefined> {
  if (current.dropSocket) return 'drop'
  if (current.dropSocketOnce) {
    setFaults({ dropSocketOnce: false })
    return 'drop'
  }
  if (current.slowTranscriptionMs > 0) await delay(current.slowTranscriptionMs)
  return undefined
}
