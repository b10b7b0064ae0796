import type { components } from '@/contract/schema'
import { verifyToken } from '../auth/crypto'
import { db } from '../db'
import type { UserRecord } from '../db/schema'
import { HttpError } from '../rules/errors'
import { SOCKET_DROP, socketAnswerFault } from '../faults/fault-settings'
import { MAX_AUDIO_BYTES } from '../rules/limits'
import { answerInterview, answerMessages } from './engine'

type ServerMessage = components['schemas']['WsServerMessage']

const CLOSE_COMPLETED = { code: 1000, reason: 'Interview completed' } as const
const CLOSE_UNAUTHORIZED = { code: 4401, reason: 'Unauthorized' } as const
const CLOSE_FORBIDDEN = { code: 4403, reason: 'Forbidden' } as const
const CLOSE_NOT_FOUND = { code: 4404, reason: 'Interview not found' } as const
/** An answer over MAX_AUDIO_BYTES (1009 Message Too Big); none of it is kept. */
export const CLOSE_TOO_LARGE = { code: 1009, reason: 'Answer too large' } as const

/** What any socket transport can do with its client. */
export interface SocketPeer {
  send(message: ServerMessage): void
  close(code: number, reason: string): void
}

/**
 * The interview socket protocol over any transport (MSW's ws handler in the browser, the ws
 * package in the node server): authenticate from the `token` query parameter, say ready,
 * collect binary audio until an empty frame, then answer through the shared engine. Injected
 * faults (mocks/faults/fault-settings.ts) strike here too, so both transports drop and delay
 * alike.
 */
export async function openInterviewSocket(url: URL, interviewId: string, peer: SocketPeer) {
  const token = url.searchParams.get('token')
  const user = await socketUser(token)
  if (!user) {
    peer.close(CLOSE_UNAUTHORIZED.code, CLOSE_UNAUTHORIZED.reason)
    return null
  }
  const interview = db.liveSessions.findFirst((q) => q.where({ id: interviewId }))
  const refused = !interview
    ? CLOSE_NOT_FOUND
    : interview.userId === user.id
      ? null
      : CLOSE_FORBIDDEN
  if (refused) {
    peer.close(refused.code, refused.reason)
    return null
  }
  const userId = user.id
  peer.send({ type: 'status', status: 'ready' })
  let chunks: Uint8Array[] = []
  let answerBytes = 0
  let queue = Promise.resolve()
  let closed = false

  function close(how: { code: number; reason: string }) {
    closed = true
    chunks = []
    answerBytes = 0
    peer.close(how.code, how.reason)
  }

  async function finishAnswer() {
    if (closed) return
    const size = chunks.reduce((total, chunk) => total + chunk.byteLength, 0)
    const bytes = new Uint8Array(size)
    let offset = 0
    for (const chunk of chunks) {
      bytes.set(chunk, offset)
      offset += chunk.byteLength
    }
    chunks = []
    answerBytes = 0
    // As the HTTP guard: injected faults first, as a failing server fails whatever is asked.
    if ((await socketAnswerFault()) === 'drop') {
      close(SOCKET_DROP)
      return
    }
    // The token is checked again for every answer, as HTTP checks every call: a socket opened
    // before the token expired (or its session ended) takes nothing more on it.
    const answering = await socketUser(token)
    if (!answering || answering.id !== userId) {
      close(CLOSE_UNAUTHORIZED)
      return
    }
    try {
      const answer = await answerInterview(answering, interviewId, { kind: 'audio', bytes })
      for (const message of answerMessages(answer)) peer.send(message)
      if (answer.done) close(CLOSE_COMPLETED)
    } catch (error) {
      const detail = error instanceof HttpError ? error.message : 'Failed to process answer'
      peer.send({ type: 'error', detail })
    }
  }

  return {
    /**
     * Feeds one binary frame; an empty one ends the answer. Frames are handled in order. An
     * answer over MAX_AUDIO_BYTES closes the socket with 1009, as HTTP refuses it with a 413.
     */
    receive(frame: Uint8Array) {
      if (closed) return queue
      if (frame.byteLength > 0) {
        answerBytes += frame.byteLength
        if (answerBytes > MAX_AUDIO_BYTES) close(CLOSE_TOO_LARGE)
        else chunks.push(frame)
        return queue
      }
      queue = queue.then(finishAnswer)
      return queue
    },
  }
}

export async function socketUser(token: string | null): Promise<UserRecord | null> {
  if (!token) return null
  const check = await verifyToken(token, Math.floor(Date.now() / 1000))
  if (!check.ok) return null
  const { sub, sessionId } = check.payload
  const session = db.authSessions.findFirst((q) => q.where({ sessionId }))
  if (!session || session.revoked || session.userId !== sub) return null
  return db.users.findFirst((q) => q.where({ id: sub })) ?? null
}
