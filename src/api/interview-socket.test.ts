import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetLogContext } from '@/lib/logger'
import {
  connectInterviewSocket,
  parseServerMessage,
  SocketAnswerError,
  SocketUnavailableError,
  type InterviewSocketOptions,
} from './interview-socket'
import { muteConsole } from '../../tests/support/console'

/** A WebSocket stand-in driven from the test (node 20 has no WebSocket). */
class FakeSocket extends EventTarget {
  readyState = 0
  sent: unknown[] = []
  closedWith: { code?: number; reason?: string } | null = null
  constructor(readonly url: string) {
    super()
  }
  send(data: unknown) {
    this.sent.push(data)
  }
  close(code?: number, reason?: string) {
    this.closedWith = { code, reason }
    this.readyState = 3
  }
  open() {
    this.readyState = 1
    this.dispatchEvent(new Event('open'))
  }
  message(data: unknown) {
    this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(data) }))
  }
  raw(data: unknown) {
    this.dispatchEvent(Object.assign(new Event('message'), { data }))
  }
  drop(code: number, reason = '') {
    this.readyState = 3
    this.dispatchEvent(Object.assign(new Event('close'), { code, reason, wasClean: code === 1000 }))
  }
  fail() {
    this.dispatchEvent(new Event('error'))
  }
}

let sockets: FakeSocket[]
const createSocket = (url: string) => {
  const socket = new FakeSocket(url)
  sockets.push(socket)
  return socket as unknown as WebSocket
}

beforeEach(() => {
  sockets = []
  muteConsole(['info', 'warn', 'debug'])
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
  resetLogContext()
})

const question = {
  id: 'q2',
  text: 'Why?',
  isFollowUp: true,
  followUpOf: 'q1',
  projectTypeQuestionId: null,
}

async function ready(options: InterviewSocketOptions = {}) {
  const connecting = connectInterviewSocket('i-1', {
    token: 'tok en',
    url: 'ws://host/ws/interviews/i-1',
    createSocket,
    ...options,
  })
  const socket = sockets[0] as FakeSocket
  socket.open()
  socket.message({ type: 'status', status: 'ready' })
  return { socket, client: await connecting }
}

describe('parseServerMessage', () => {
  it('keeps the engine labels the server sends (docs/architecture.md#ai)', () => {
    expect(
      parseServerMessage('{"type":"transcript","transcript":"hi","transcriptEngine":"local"}'),
    ).toEqual({ type: 'transcript', transcript: 'hi', transcriptEngine: 'local' })
    expect(
      parseServerMessage('{"type":"sentiment","sentiment":"excited","sentimentEngine":"openai:m"}'),
    ).toEqual({ type: 'sentiment', sentiment: 'excited', sentimentEngine: 'openai:m' })
    const question = { id: 'q', text: 'Why?', isFollowUp: true, followUpOf: 'p', engine: 'local' }
    expect(
      parseServerMessage(JSON.stringify({ type: 'nextQuestion', nextQuestion: question })),
    ).toEqual({ type: 'nextQuestion', nextQuestion: { ...question, projectTypeQuestionId: null } })
  })

  it('reads every message type of the contract', () => {
    expect(parseServerMessage('{"type":"status","status":"ready"}')).toEqual({
      type: 'status',
      status: 'ready',
    })
    expect(parseServerMessage('{"type":"transcript","transcript":"hi"}')).toEqual({
      type: 'transcript',
      transcript: 'hi',
    })
    expect(parseServerMessage('{"type":"sentiment","sentiment":"excited"}')).toEqual({
      type: 'sentiment',
      sentiment: 'excited',
    })
    expect(parseServerMessage('{"type":"done","done":true}')).toEqual({ type: 'done', done: true })
    expect(
      parseServerMessage(JSON.stringify({ type: 'nextQuestion', nextQuestion: question })),
    ).toEqual({ type: 'nextQuestion', nextQuestion: question })
    expect(
      parseServerMessage(
        JSON.stringify({
          type: 'summary',
          summary: [{ question: 'Q', answer: 'A', sentiment: 'odd' }],
        }),
      ),
    ).toEqual({ type: 'summary', summary: [{ question: 'Q', answer: 'A', sentiment: 'unknown' }] })
    expect(parseServerMessage('{"type":"error","detail":"boom"}')).toEqual({
      type: 'error',
      detail: 'boom',
    })
  })

  it('gives null for anything malformed, never throws', () => {
    for (const data of [
      'not json',
      '[]',
      'null',
      '{"type":"unknown"}',
      '{"type":"status","status":"busy"}',
      '{"type":"done","done":"yes"}',
      '{"type":"transcript"}',
      '{"type":"nextQuestion","nextQuestion":{"text":"no id"}}',
      '{"type":"summary","summary":"x"}',
      42,
      new ArrayBuffer(2),
    ]) {
      expect(parseServerMessage(data)).toBeNull()
    }
  })
})

describe('connectInterviewSocket', () => {
  it('passes the token as a query parameter and resolves on ready', async () => {
    const { socket, client } = await ready()
    expect(socket.url).toBe('ws://host/ws/interviews/i-1?token=tok%20en')
    expect(client.isOpen).toBe(true)
  })

  it('is unavailable on a close before ready', async () => {
    const connecting = connectInterviewSocket('i', { createSocket, url: 'ws://h', token: 't' })
    sockets[0]?.drop(4401, 'Unauthorized')
    await expect(connecting).rejects.toBeInstanceOf(SocketUnavailableError)
  })

  it('is unavailable on an error before ready', async () => {
    const connecting = connectInterviewSocket('i', { createSocket, url: 'ws://h', token: 't' })
    sockets[0]?.fail()
    await expect(connecting).rejects.toBeInstanceOf(SocketUnavailableError)
  })

  it('gives up after the ready timeout and closes the socket', async () => {
    vi.useFakeTimers()
    const connecting = connectInterviewSocket('i', {
      createSocket,
      url: 'ws://h',
      token: 't',
      readyTimeoutMs: 3000,
    })
    const socket = sockets[0] as FakeSocket
    socket.open()
    const failed = expect(connecting).rejects.toBeInstanceOf(SocketUnavailableError)
    await vi.advanceTimersByTimeAsync(3000)
    await failed
    expect(socket.closedWith?.code).toBe(1000)
  })

  it('is unavailable where there is no WebSocket', async () => {
    vi.stubGlobal('WebSocket', undefined)
    await expect(connectInterviewSocket('i', { url: 'ws://h' })).rejects.toBeInstanceOf(
      SocketUnavailableError,
    )
    vi.unstubAllGlobals()
  })
})

describe('InterviewSocket answers', () => {
  it('sends the recording then an empty end frame and assembles the answer', async () => {
    const { socket, client } = await ready()
    const onSent = vi.fn()
    const audio = new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/webm' })
    const answer = client.sendAnswer(audio, onSent)
    expect(socket.sent).toHaveLength(2)
    expect(socket.sent[0]).toBe(audio)
    expect((socket.sent[1] as Blob).size).toBe(0)
    expect(onSent).toHaveBeenCalled()
    socket.raw('garbage')
    socket.message({ type: 'transcript', transcript: 'I love it' })
    socket.message({ type: 'sentiment', sentiment: 'excited' })
    socket.message({ type: 'done', done: false })
    socket.message({ type: 'nextQuestion', nextQuestion: question })
    await expect(answer).resolves.toEqual({
      transcript: 'I love it',
      sentiment: 'excited',
      done: false,
      summary: null,
      nextQuestion: question,
    })
  })

  it('completes the last answer with the summary, and a 1000 close is normal', async () => {
    const onDrop = vi.fn()
    const { socket, client } = await ready({ onDrop })
    const answer = client.sendAnswer(new Blob(['a']))
    socket.message({ type: 'transcript', transcript: 'Bye' })
    socket.message({ type: 'sentiment', sentiment: 'neutral' })
    socket.message({ type: 'done', done: true })
    const summary = [{ question: 'Q', answer: 'Bye', sentiment: 'neutral' }]
    socket.message({ type: 'summary', summary })
    await expect(answer).resolves.toMatchObject({ done: true, summary })
    socket.drop(1000, 'Interview completed')
    expect(onDrop).not.toHaveBeenCalled()
    expect(client.isOpen).toBe(false)
  })

  it("fails with 'Server error: {detail}' on an error message and stays open", async () => {
    const { socket, client } = await ready()
    const answer = client.sendAnswer(new Blob(['a']))
    socket.message({ type: 'error', detail: 'Transcription failed' })
    await expect(answer).rejects.toMatchObject({
      message: 'Server error: Transcription failed',
      failure: 'server',
    })
    expect(client.isOpen).toBe(true)
  })

  it("fails with 'Connection to server was lost' on an unclean close mid-answer", async () => {
    const { socket, client } = await ready()
    const answer = client.sendAnswer(new Blob(['a']))
    socket.message({ type: 'transcript', transcript: 'half' })
    socket.drop(1006)
    await expect(answer).rejects.toEqual(
      new SocketAnswerError('Connection to server was lost', 'lost'),
    )
  })

  it("fails with 'Failed to upload audio' when the server refuses a too large answer (1009)", async () => {
    const { socket, client } = await ready()
    const answer = client.sendAnswer(new Blob(['a']))
    socket.drop(1009, 'Answer too large')
    await expect(answer).rejects.toEqual(new SocketAnswerError('Failed to upload audio', 'upload'))
    expect(client.isOpen).toBe(false)
  })

  it("fails with 'WebSocket connection error' on an error event mid-answer", async () => {
    const { socket, client } = await ready()
    const answer = client.sendAnswer(new Blob(['a']))
    socket.fail()
    socket.drop(1006)
    await expect(answer).rejects.toMatchObject({ message: 'WebSocket connection error' })
  })

  it('reports a drop between answers to onDrop, and the socket is no longer open', async () => {
    const onDrop = vi.fn()
    const { socket, client } = await ready({ onDrop })
    socket.drop(1011, 'restart')
    expect(onDrop).toHaveBeenCalledWith({ code: 1011, reason: 'restart' })
    await expect(client.sendAnswer(new Blob(['a']))).rejects.toMatchObject({
      message: 'Connection to server was lost',
    })
  })

  it("times out an answer with 'Failed to process answer'", async () => {
    vi.useFakeTimers()
    const { client } = await ready({ answerTimeoutMs: 1000 })
    const answer = client.sendAnswer(new Blob(['a']))
    const failed = expect(answer).rejects.toMatchObject({ message: 'Failed to process answer' })
    await vi.advanceTimersByTimeAsync(1000)
    await failed
  })

  it('close() closes normally', async () => {
    const { socket, client } = await ready()
    client.close()
    expect(socket.closedWith).toEqual({ code: 1000, reason: 'Client closed' })
    expect(client.isOpen).toBe(false)
  })
})
