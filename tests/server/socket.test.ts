import { describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { connectSocket, startInterview, useStandaloneServer } from './support'

/**
 * The interview socket of the standalone server, spoken by a real `ws` client over TCP
 * (node 20 has no global WebSocket): every message is checked against WsServerMessage.
 */

const server = useStandaloneServer()
const openSocket = (path: string) => connectSocket(server.url, path)

describe('interview socket over ws', () => {
  it('says ready, answers each recording in protocol order, and closes 1000 when done', async () => {
    const { token, id } = await startInterview(server.url)
    const { socket, next, closed, messages, invalid } = openSocket(
      `/ws/interviews/${id}?token=${token}`,
    )
    expect(await next('status')).toEqual({ type: 'status', status: 'ready' })
    let done = false
    let turns = 0
    for (; turns < 40 && !done; turns++) {
      // Audio in two frames, then the empty end-of-answer frame, as the app's recorder sends it.
      socket.send(new Uint8Array([turns, 7, 7]))
      socket.send(new Uint8Array([turns * 3, 1]))
      socket.send(new Uint8Array(0))
      const transcript = await next('transcript')
      expect(String(transcript.transcript).length).toBeGreaterThan(0)
      await next('sentiment')
      done = (await next('done')).done === true
      if (!done) expect((await next('nextQuestion')).nextQuestion).toBeTruthy()
    }
    expect(done).toBe(true)
    const summary = await next('summary')
    expect((summary.summary as unknown[]).length).toBeGreaterThanOrEqual(5)
    expect(await closed).toEqual({ code: 1000, reason: 'Interview completed' })
    expect(invalid).toEqual([])
    expect(messages).toEqual([])
  })

  it('reports a problem with one answer as an error message and stays open', async () => {
    const { token, id } = await startInterview(server.url)
    const { socket, next, closed } = openSocket(`/ws/interviews/${id}?token=${token}`)
    await next('status')
    socket.send(new Uint8Array(0))
    const error = await next('error')
    expect(String(error.detail)).toContain('body.audio')
    expect(socket.readyState).toBe(WebSocket.OPEN)
    socket.close(1000)
    expect((await closed).code).toBe(1000)
  })

  it('ignores text frames, as the contract has the client send binary only', async () => {
    const { token, id } = await startInterview(server.url)
    const { socket, next, messages } = openSocket(`/ws/interviews/${id}?token=${token}`)
    await next('status')
    socket.send('hello')
    socket.send(new Uint8Array([1, 2, 3]))
    socket.send(new Uint8Array(0))
    await next('transcript')
    expect(messages.some((message) => message.type === 'error')).toBe(false)
    socket.close(1000)
  })

  it('closes with 4401 for a bad token and 4404 for an unknown interview, before ready', async () => {
    const { token, id } = await startInterview(server.url)
    const badToken = openSocket(`/ws/interviews/${id}?token=not-a-token`)
    expect((await badToken.closed).code).toBe(4401)
    expect(badToken.messages).toEqual([])

    const noToken = openSocket(`/ws/interviews/${id}`)
    expect((await noToken.closed).code).toBe(4401)

    const unknown = openSocket(`/ws/interviews/${crypto.randomUUID()}?token=${token}`)
    expect(await unknown.closed).toEqual({ code: 4404, reason: 'Interview not found' })
    expect(unknown.messages).toEqual([])
  })

  it('refuses an upgrade on any other path', async () => {
    const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/ws/other`)
    const status = await new Promise<number | undefined>((resolve) => {
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode))
      socket.on('error', () => resolve(undefined))
    })
    expect(status).toBe(404)
  })
})
