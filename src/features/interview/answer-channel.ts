/**
 * How one live session's answers reach the server: recordings over the interview socket when it
 * opens, else over HTTP (multipart `audio`); typed text always over HTTP JSON (docs/product.md#calls).
 */
import { sendAudioAnswer, sendTextAnswer } from '@/api/resources/interviews'
import {
  connectInterviewSocket,
  SocketAnswerError,
  type InterviewSocket,
  type InterviewSocketOptions,
} from '@/api/interview-socket'
import { logger } from '@/lib/logger'
import type { AnswerOutcome, Transport } from './interview-machine'
import { ANSWER_MESSAGES } from './messages'

/** An answer failed; `message` is the text to show. */
export class AnswerError extends Error {
  override readonly name = 'AnswerError'
}

export type ConnectSocket = (
  id: string,
  options: InterviewSocketOptions,
) => Promise<InterviewSocket>

export interface AnswerChannelOptions {
  connect?: ConnectSocket
  /** Called when the channel settles on a transport. */
  onTransport?: (transport: Transport) => void
}

/** A file name the server can tell the container from (webm in Chromium and Firefox). */
function fileNameFor(type: string): string {
  if (type.includes('ogg')) return 'recording.ogg'
  if (type.includes('mp4') || type.includes('aac')) return 'recording.mp4'
  return 'recording.webm'
}

export class AnswerChannel {
  #socket: InterviewSocket | null = null
  #connecting: Promise<InterviewSocket | null> | null = null
  #transport: Transport = 'socket'
  #announced = false
  #closed = false

  constructor(
    readonly liveInterviewId: string,
    private readonly options: AnswerChannelOptions = {},
  ) {}

  get transport(): Transport {
    return this.#transport
  }

  /**
   * The open socket, connecting first when needed; null once the socket proved unavailable
   * (the rest of the session then goes over HTTP). Never rejects, so it can run ahead of the
   * first answer while the user speaks.
   */
  prepare(): Promise<InterviewSocket | null> {
    if (this.#closed || this.#transport === 'http') return Promise.resolve(null)
    if (this.#socket?.isOpen) return Promise.resolve(this.#socket)
    this.#connecting ??= (this.options.connect ?? connectInterviewSocket)(this.liveInterviewId, {
      onDrop: ({ code, reason }) =>
        logger.warn('Interview socket dropped between answers; the next answer reconnects', {
          code,
          reason,
        }),
    })
      .then(
        (socket) => {
          if (this.#closed) {
            socket.close()
            return null
          }
          if (!this.#announced) logger.info('Using WebSocket transport')
          this.#announced = true
          this.#socket = socket
          this.options.onTransport?.('socket')
          return socket
        },
        (error: unknown) => {
          logger.warn('WebSocket unavailable, falling back to HTTP', { reason: String(error) })
          this.#transport = 'http'
          this.options.onTransport?.('http')
          return null
        },
      )
      .finally(() => {
        this.#connecting = null
      })
    return this.#connecting
  }

  /**
   * Sends a recording and resolves with the processed answer. `onSent` marks the end of the
   * upload: on the socket once the frames are handed over, over HTTP with the response (one
   * request both uploads and processes). Rejects with an AnswerError.
   */
  async sendAudio(audio: Blob, onSent?: () => void, transcript?: string): Promise<AnswerOutcome> {
    // The socket carries audio only: a recognised transcript travels with the recording by HTTP.
    if (transcript) return this.#postAudio(audio, onSent, transcript)
    const socket = await this.prepare()
    if (socket) {
      try {
        return await socket.sendAnswer(audio, onSent)
      } catch (error) {
        if (error instanceof SocketAnswerError) throw new AnswerError(error.message)
        throw new AnswerError(ANSWER_MESSAGES.process)
      }
    }
    return this.#postAudio(audio, onSent)
  }

  async #postAudio(audio: Blob, onSent?: () => void, transcript?: string): Promise<AnswerOutcome> {
    const form = new FormData()
    form.append('audio', audio, fileNameFor(audio.type))
    if (transcript) form.append('transcript', transcript)
    const sent = await sendAudioAnswer(this.liveInterviewId, form, {
      // Unsent or refused (4xx) is the upload's failure; a server fault (5xx) is the processing's.
      failure: ({ status }) =>
        status !== null && status >= 500 ? ANSWER_MESSAGES.process : ANSWER_MESSAGES.upload,
      needsToken: false,
      level: 'warn',
      logAs: 'Audio answer failed',
    })
    if (!sent.ok) throw new AnswerError(sent.error)
    onSent?.()
    return sent.data
  }

  /** Sends a typed response (admins) as JSON; rejects with an AnswerError. */
  async sendText(text: string): Promise<AnswerOutcome> {
    const sent = await sendTextAnswer(this.liveInterviewId, text, {
      failure: ANSWER_MESSAGES.text,
      needsToken: false,
      level: 'warn',
      logAs: 'Text answer failed',
    })
    if (!sent.ok) throw new AnswerError(sent.error)
    return sent.data
  }

  /** Closes the socket; later calls answer nothing. */
  close(): void {
    this.#closed = true
    this.#socket?.close()
    this.#socket = null
  }
}
