/**
 * The live interview socket (openapi.yaml, x-websockets /ws/interviews/{id}): the token travels
 * as a query parameter, the server says `{type:'status',status:'ready'}`, and each answer is the
 * recording as a binary frame followed by an empty one. The server answers with transcript,
 * sentiment, done, then nextQuestion or summary, and closes 1000 once the interview is done.
 */
import { socketUrl } from '@/lib/env'
import { logger } from '@/lib/logger'
import { readToken } from '@/lib/token'
import { API_TIMEOUT_MS } from './client'
import { normalizeSentiment } from '@/domain/sentiment'
import { mockReady } from './mock-ready'
import type { components, InterviewQuestion, Sentiment, SummaryItem } from '@/contract/types'
import { SHARED_MESSAGES } from '@/domain/messages'

export type WsServerMessage = components['schemas']['WsServerMessage']

/** docs/product.md#constants: the normal close, sent with 'Interview completed'. */
const NORMAL_CLOSE_CODE = 1000
/** The server refused an answer over 10 MiB (openapi.yaml), as HTTP refuses it with a 413. */
const TOO_LARGE_CLOSE_CODE = 1009
// readyState values, spelled out so fakes work where no global WebSocket exists (node).
const CONNECTING = 0
const OPEN = 1

/** How long to wait for 'ready' before answering over HTTP instead. */
const SOCKET_READY_TIMEOUT_MS = 5000
/** How long one answer may take, as long as an HTTP call may (docs/product.md#calls). */
const SOCKET_ANSWER_TIMEOUT_MS = API_TIMEOUT_MS

/** docs/product.md#errors texts for socket failures. */
const SOCKET_MESSAGES = {
  lost: 'Connection to server was lost',
  error: 'WebSocket connection error',
  server: (detail: string) => `Server error: ${detail}`,
  process: SHARED_MESSAGES.processAnswer,
  upload: SHARED_MESSAGES.uploadAudio,
} as const

/** The socket could not be opened (no WebSocket, error or close before ready, timeout). */
export class SocketUnavailableError extends Error {
  override readonly name = 'SocketUnavailableError'
}

export type SocketAnswerFailure = 'server' | 'lost' | 'error' | 'timeout' | 'closed' | 'upload'

/** One answer failed; `message` is the text to show (docs/product.md#errors). */
export class SocketAnswerError extends Error {
  override readonly name = 'SocketAnswerError'
  constructor(
    message: string,
    readonly failure: SocketAnswerFailure,
  ) {
    super(message)
  }
}

/** One processed answer, as the socket's messages add up to it. */
export interface SocketAnswer {
  transcript: string
  transcriptEngine?: string
  sentiment: Sentiment
  sentimentEngine?: string
  done: boolean
  summary: SummaryItem[] | null
  nextQuestion: InterviewQuestion | null
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const stringOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null

/** An optional engine label, kept only when the server sent one. */
function engineField<K extends string>(key: K, value: unknown): Partial<Record<K, string>> {
  return typeof value === 'string' && value !== '' ? ({ [key]: value } as Record<K, string>) : {}
}

function parseQuestion(value: unknown): InterviewQuestion | null {
  if (!isRecord(value)) return null
  const { id, text, spokenText, isFollowUp, followUpOf, projectTypeQuestionId, engine } = value
  if (typeof id !== 'string' || id === '' || typeof text !== 'string') return null
  return {
    id,
    text,
    ...(typeof spokenText === 'string' && spokenText !== '' ? { spokenText } : {}),
    isFollowUp: isFollowUp === true,
    followUpOf: stringOrNull(followUpOf),
    projectTypeQuestionId: stringOrNull(projectTypeQuestionId),
    ...engineField('engine', engine),
  }
}

function parseSummary(value: unknown): SummaryItem[] | null {
  if (!Array.isArray(value)) return null
  return value.filter(isRecord).map((item) => ({
    question: typeof item.question === 'string' ? item.question : '',
    answer: typeof item.answer === 'string' ? item.answer : '',
    sentiment: normalizeSentiment(item.sentiment),
  }))
}

/**
 * A server frame as a typed message, or null for anything else (not JSON, an unknown type, a
 * missing field). A server newer than this client must not break it, so nothing here throws.
 */
export function parseServerMessage(data: unknown): WsServerMessage | null {
  if (typeof data !== 'string') return null
  let value: unknown
  try {
    value = JSON.parse(data)
  } catch {
    return null
  }
  if (!isRecord(value)) return null
  switch (value.type) {
    case 'status':
      return value.status === 'ready' ? { type: 'status', status: 'ready' } : null
    case 'transcript':
      return typeof value.transcript === 'string'
        ? {
            type: 'transcript',
            transcript: value.transcript,
            ...engineField('transcriptEngine', value.transcriptEngine),
          }
        : null
    case 'sentiment':
      return {
        type: 'sentiment',
        sentiment: normalizeSentiment(value.sentiment),
        ...engineField('sentimentEngine', value.sentimentEngine),
      }
    case 'done':
      return typeof value.done === 'boolean' ? { type: 'done', done: value.done } : null
    case 'summary': {
      const summary = parseSummary(value.summary)
      return summary ? { type: 'summary', summary } : null
    }
    case 'nextQuestion': {
      const nextQuestion = parseQuestion(value.nextQuestion)
      return nextQuestion ? { type: 'nextQuestion', nextQuestion } : null
    }
    case 'error': {
      const detail = typeof value.detail === 'string' ? value.detail.trim() : ''
      return { type: 'error', detail: detail || 'Unknown error' }
    }
    default:
      return null
  }
}

export interface InterviewSocketOptions {
  /** Default: the stored token. */
  token?: string | null
  /** Default: socketUrl('/ws/interviews/' + id). */
  url?: string
  readyTimeoutMs?: number
  answerTimeoutMs?: number
  /** Default: the global WebSocket (tests may pass another). */
  createSocket?: (url: string) => WebSocket
  /** The connection dropped while no answer was on its way (the next answer reconnects). */
  onDrop?: (event: { code: number; reason: string }) => void
}

interface PendingAnswer {
  parts: Partial<SocketAnswer>
  resolve: (answer: SocketAnswer) => void
  reject: (error: SocketAnswerError) => void
  timer: ReturnType<typeof setTimeout>
}

/** An open, ready interview socket. */
export class InterviewSocket {
  #pending: PendingAnswer | null = null
  #closed = false

  constructor(
    private readonly socket: WebSocket,
    private readonly options: InterviewSocketOptions,
  ) {
    socket.addEventListener('message', (event: MessageEvent<unknown>) => this.#onMessage(event))
    socket.addEventListener('error', () => this.#fail(SOCKET_MESSAGES.error, 'error'))
    socket.addEventListener('close', (event) => this.#onClose(event))
  }

  /** Whether answers can still be sent on this connection. */
  get isOpen(): boolean {
    return !this.#closed && this.socket.readyState === OPEN
  }

  /**
   * Sends one recording followed by the empty end frame and resolves with the processed answer.
   * `onSent` runs once the frames are handed to the socket (uploading → waiting). Rejects with a
   * SocketAnswerError whose message is the text to show.
   */
  sendAnswer(audio: Blob, onSent?: () => void): Promise<SocketAnswer> {
    if (!this.isOpen) {
      return Promise.reject(new SocketAnswerError(SOCKET_MESSAGES.lost, 'lost'))
    }
    if (this.#pending) {
      return Promise.reject(new SocketAnswerError(SOCKET_MESSAGES.process, 'error'))
    }
    return new Promise<SocketAnswer>((resolve, reject) => {
      const timer = setTimeout(
        () => this.#fail(SOCKET_MESSAGES.process, 'timeout'),
        this.options.answerTimeoutMs ?? SOCKET_ANSWER_TIMEOUT_MS,
      )
      this.#pending = { parts: {}, resolve, reject, timer }
      try {
        this.socket.send(audio)
        this.socket.send(new Blob([]))
      } catch {
        this.#fail(SOCKET_MESSAGES.lost, 'lost')
        return
      }
      onSent?.()
    })
  }

  /** Closes normally; an answer still on its way fails as 'closed'. */
  close(): void {
    this.#fail(SOCKET_MESSAGES.lost, 'closed')
    this.#closed = true
    if (this.socket.readyState === OPEN || this.socket.readyState === CONNECTING)
      this.socket.close(NORMAL_CLOSE_CODE, 'Client closed')
  }

  #settle(): PendingAnswer | null {
    const pending = this.#pending
    if (pending) clearTimeout(pending.timer)
    this.#pending = null
    return pending
  }

  #fail(message: string, failure: SocketAnswerFailure): void {
    this.#settle()?.reject(new SocketAnswerError(message, failure))
  }

  #complete(parts: Partial<SocketAnswer>): void {
    this.#settle()?.resolve({
      transcript: parts.transcript ?? '',
      ...(parts.transcriptEngine && { transcriptEngine: parts.transcriptEngine }),
      sentiment: parts.sentiment ?? 'unknown',
      ...(parts.sentimentEngine && { sentimentEngine: parts.sentimentEngine }),
      done: parts.done === true,
      summary: parts.summary ?? null,
      nextQuestion: parts.nextQuestion ?? null,
    })
  }

  #onMessage(event: MessageEvent<unknown>): void {
    const message = parseServerMessage(event.data)
    if (!message) {
      logger.warn('Ignoring an unreadable interview socket message', {
        data: typeof event.data === 'string' ? event.data.slice(0, 200) : typeof event.data,
      })
      return
    }
    const pending = this.#pending
    if (message.type === 'error') {
      if (pending) this.#fail(SOCKET_MESSAGES.server(message.detail), 'server')
      else logger.warn('Interview socket reported an error', { detail: message.detail })
      return
    }
    if (message.type === 'status' || !pending) return
    const { parts } = pending
    if (message.type === 'transcript') {
      parts.transcript = message.transcript
      parts.transcriptEngine = message.transcriptEngine
    } else if (message.type === 'sentiment') {
      parts.sentiment = message.sentiment
      parts.sentimentEngine = message.sentimentEngine
    } else if (message.type === 'done') parts.done = message.done
    else if (message.type === 'nextQuestion') parts.nextQuestion = message.nextQuestion
    else parts.summary = message.summary
    // Complete once the last message of the turn is in: the next question, or the summary.
    const finished = parts.done === true && parts.summary !== undefined
    const next = parts.done === false && parts.nextQuestion !== undefined
    if (parts.transcript !== undefined && (finished || next)) this.#complete(parts)
  }

  #onClose(event: CloseEvent): void {
    this.#closed = true
    const pending = this.#pending
    if (pending) {
      // The normal close follows the last answer's messages; a summary that did not make it
      // does not undo an interview the server reported done.
      if (event.code === NORMAL_CLOSE_CODE && pending.parts.done === true) {
        this.#complete(pending.parts)
      } else if (event.code === TOO_LARGE_CLOSE_CODE) {
        this.#fail(SOCKET_MESSAGES.upload, 'upload')
      } else {
        this.#fail(SOCKET_MESSAGES.lost, 'lost')
      }
      return
    }
    if (event.code !== NORMAL_CLOSE_CODE) {
      this.options.onDrop?.({ code: event.code, reason: event.reason })
    }
  }
}

/**
 * Opens the socket for interview `id` and resolves once the server says ready. Rejects with
 * SocketUnavailableError when there is no WebSocket, or on an error, a close or a timeout
 * before ready; the caller then answers over HTTP.
 */
export function connectInterviewSocket(
  id: string,
  options: InterviewSocketOptions = {},
): Promise<InterviewSocket> {
  // In mock mode the socket opens once the in-browser backend listens, which intercepts it:
  // opened sooner, it would go to the network.
  const held = import.meta.env.VITE_API_MODE !== 'live' ? mockReady() : null
  if (held) {
    return held.then(
      () => openInterviewSocket(id, options),
      (error: unknown) => Promise.reject(new SocketUnavailableError(String(error))),
    )
  }
  return openInterviewSocket(id, options)
}

function openInterviewSocket(
  id: string,
  options: InterviewSocketOptions,
): Promise<InterviewSocket> {
  const token = options.token === undefined ? readToken() : options.token
  const base = options.url ?? socketUrl(`/ws/interviews/${encodeURIComponent(id)}`)
  const url = token ? `${base}?token=${encodeURIComponent(token)}` : base
  const create =
    options.createSocket ??
    (typeof WebSocket === 'undefined' ? undefined : (target: string) => new WebSocket(target))
  if (!create) return Promise.reject(new SocketUnavailableError('WebSocket is not available'))

  return new Promise<InterviewSocket>((resolve, reject) => {
    let socket: WebSocket
    try {
      socket = create(url)
    } catch (error) {
      reject(new SocketUnavailableError(String(error)))
      return
    }
    let settled = false
    const cleanup = () => {
      settled = true
      clearTimeout(timer)
      socket.removeEventListener('message', onMessage)
      socket.removeEventListener('error', onError)
      socket.removeEventListener('close', onClose)
    }
    const giveUp = (why: string) => {
      if (settled) return
      cleanup()
      if (socket.readyState === CONNECTING || socket.readyState === OPEN) {
        socket.close(NORMAL_CLOSE_CODE, 'Giving up')
      }
      reject(new SocketUnavailableError(why))
    }
    const onMessage = (event: MessageEvent<unknown>) => {
      const message = parseServerMessage(event.data)
      if (message?.type !== 'status' || settled) return
      cleanup()
      resolve(new InterviewSocket(socket, options))
    }
    const onError = () => giveUp('error before ready')
    const onClose = (event: CloseEvent) => giveUp(`closed ${event.code} before ready`)
    const timer = setTimeout(
      () => giveUp('no ready message in time'),
      options.readyTimeoutMs ?? SOCKET_READY_TIMEOUT_MS,
    )
    socket.addEventListener('message', onMessage)
    socket.addEventListener('error', onError)
    socket.addEventListener('close', onClose)
  })
}
