import WebSocket from 'ws'
import { validateAt } from '../../mocks/contract/validation'
import type { CheckRow } from './client'

/**
 * The interview socket of openapi.yaml's x-websockets, driven like the app drives it: wait for
 * ready, send audio as binary frames, end with an empty frame, read the answer's messages.
 */

const SOCKET_PATH = '/ws/interviews/{id}'

type Message = { type?: unknown; [key: string]: unknown }

/** A text frame's content, whatever shape ws hands it over in. */
export function frameText(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8')
  return data.toString('utf8')
}

/** ws(s)://host/ws/interviews/{id}?token=… for a server origin, as the app derives it. */
function socketUrl(baseUrl: string, id: string, token: string): string {
  const base = new URL(baseUrl)
  const protocol = base.protocol === 'https:' ? 'wss:' : 'ws:'
  const prefix = base.pathname.replace(/\/+$/, '')
  const url = new URL(`${protocol}//${base.host}${prefix}/ws/interviews/${encodeURIComponent(id)}`)
  url.searchParams.set('token', token)
  return url.href
}

interface Conversation {
  messages: Message[]
  closed: { code: number; reason: string } | null
  error: string | null
}

/** Opens the socket, lets `script` talk, and collects everything until `until` or a timeout. */
function converse(
  url: string,
  script: (socket: WebSocket, messages: Message[]) => void,
  until: (messages: Message[]) => boolean,
  timeoutMs: number,
): Promise<Conversation> {
  return new Promise((resolve) => {
    const result: Conversation = { messages: [], closed: null, error: null }
    const socket = new WebSocket(url)
    let settled = false
    const finish = () => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      if (socket.readyState === WebSocket.OPEN) socket.close(1000, 'Contract check done')
      else if (socket.readyState === WebSocket.CONNECTING) socket.terminate()
      resolve(result)
    }
    const timer = setTimeout(() => {
      result.error = `no answer within ${timeoutMs} ms`
      finish()
    }, timeoutMs)
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        result.error = 'the server sent a binary frame; messages are JSON text'
        finish()
        return
      }
      const text = frameText(data)
      try {
        result.messages.push(JSON.parse(text) as Message)
      } catch {
        result.error = `a message is not JSON: ${text.slice(0, 80)}`
        finish()
        return
      }
      script(socket, result.messages)
      if (until(result.messages)) finish()
    })
    socket.on('close', (code, reason) => {
      result.closed = { code, reason: reason.toString() }
      finish()
    })
    socket.on('error', (error) => {
      result.error = error.message
      finish()
    })
  })
}

function row(status: number | null, note: string, problem: string | null): CheckRow {
  return {
    operationId: 'interviewSocket',
    note,
    method: 'WS',
    path: SOCKET_PATH,
    status,
    verdict: problem ? 'FAIL' : 'OK',
    ...(problem ? { detail: problem } : {}),
  }
}

function invalidMessage(messages: Message[]): string | null {
  for (const [index, message] of messages.entries()) {
    const problem = validateAt('/components/schemas/WsServerMessage', message, `message[${index}]`)
    if (problem)
      return `${problem.field} ${problem.message} (${JSON.stringify(message).slice(0, 80)})`
  }
  return null
}

const ANSWER_ORDER = ['transcript', 'sentiment', 'done']

/** One answer over the socket: ready, then transcript, sentiment, done, nextQuestion or summary. */
export async function checkSocketAnswer(
  baseUrl: string,
  id: string,
  token: string,
  timeoutMs = 10_000,
): Promise<CheckRow> {
  let sent = false
  const talk = await converse(
    socketUrl(baseUrl, id, token),
    (socket, messages) => {
      if (!sent && messages[0]?.type === 'status') {
        sent = true
        socket.send(crypto.getRandomValues(new Uint8Array(2048)), { binary: true })
        socket.send(new Uint8Array(0), { binary: true })
      }
    },
    (messages) =>
      messages.some((m) => m.type === 'error' || m.type === 'nextQuestion' || m.type === 'summary'),
    timeoutMs,
  )
  const status = talk.closed?.code ?? null
  const invalid = invalidMessage(talk.messages)
  if (invalid) return row(status, 'one answer', invalid)
  const types = talk.messages.map((message) => String(message.type))
  if (types[0] !== 'status' || talk.messages[0]?.status !== 'ready') {
    const closed = talk.closed ? `closed ${talk.closed.code} ${talk.closed.reason}` : talk.error
    return row(
      status,
      'one answer',
      `expected {type: status, status: ready} first, got ${types[0] ?? closed}`,
    )
  }
  const answer = types.slice(1)
  // A problem with one answer is a valid answer too: the socket stays open.
  if (answer[0] === 'error') return row(status, 'one answer (server sent error)', null)
  const done = talk.messages.find((message) => message.type === 'done')?.done === true
  const expected = [...ANSWER_ORDER, done ? 'summary' : 'nextQuestion']
  if (answer.join() !== expected.join()) {
    const problem = talk.error && answer.length < expected.length ? ` (${talk.error})` : ''
    return row(
      status,
      'one answer',
      `expected ${expected.join(', ')}, got ${answer.join(', ') || 'nothing'}${problem}`,
    )
  }
  return row(status, 'one answer', null)
}

/** A bad token is refused before ready: closed with 4401. */
export async function checkSocketRefusal(
  baseUrl: string,
  id: string,
  timeoutMs = 10_000,
): Promise<CheckRow> {
  const talk = await converse(
    socketUrl(baseUrl, id, 'not.a-valid.token'),
    () => {},
    () => false,
    timeoutMs,
  )
  const status = talk.closed?.code ?? null
  if (talk.messages.length > 0) {
    return row(status, 'bad token', `sent ${String(talk.messages[0]?.type)} before refusing`)
  }
  if (status !== 4401) {
    return row(status, 'bad token', `expected close 4401, got ${status ?? talk.error ?? 'nothing'}`)
  }
  return row(status, 'bad token', null)
}
