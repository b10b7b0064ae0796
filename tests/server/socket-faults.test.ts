import { afterEach, describe, expect, it } from 'vitest'
import type WebSocket from 'ws'
import { db } from '../../mocks/db'
import {
  clearFaults,
  faultSettings,
  setFaults,
  SOCKET_DROP,
} from '../../mocks/faults/fault-settings'
import { openInterviewSocket } from '../../mocks/interview/socket-session'
import { startMockServer } from '../../mocks/server/create-server'
import { connectSocket, startInterview, useStandaloneServer } from './support'

/**
 * Injected socket faults (mocks/faults/fault-settings.ts) on the standalone server's interview
 * socket: the transport-free session (mocks/interview/socket-session.ts) applies them, so the
 * `ws` server drops and delays exactly as the MSW socket does
 * (tests/reliability/faults.browser.test.ts).
 */

const server = useStandaloneServer()

afterEach(() => clearFaults())

/** One recording as the app sends it: audio, then the empty end-of-answer frame. */
function sendAnswer(socket: WebSocket): void {
  socket.send(new Uint8Array([1, 2, 3]))
  socket.send(new Uint8Array(0))
}

/** How many answers the live session has taken. */
const answersTaken = (id: string) =>
  db.liveSessions.findFirst((q) => q.where({ id }))?.answers.length

async function readySocket() {
  const { token, id } = await startInterview(server.url)
  const client = connectSocket(server.url, `/ws/interviews/${id}?token=${token}`)
  await client.next('status')
  return { ...client, token, id }
}

describe("injected faults on the standalone server's interview socket", () => {
  it('drops the connection mid-answer with 1011, before any reply, taking nothing', async () => {
    const { socket, closed, messages, id } = await readySocket()
    setFaults({ dropSocket: true })
    sendAnswer(socket)
    expect(await closed).toEqual(SOCKET_DROP)
    expect(messages).toEqual([])
    expect(answersTaken(id)).toBe(0)
  })

  it('drops only the next answer when set to drop once; the answer sent again is taken', async () => {
    const first = await readySocket()
    setFaults({ dropSocketOnce: true })
    sendAnswer(first.socket)
    expect(await first.closed).toEqual(SOCKET_DROP)
    expect(faultSettings().dropSocketOnce).toBe(false)

    const again = connectSocket(server.url, `/ws/interviews/${first.id}?token=${first.token}`)
    await again.next('status')
    sendAnswer(again.socket)
    expect(String((await again.next('transcript')).transcript)).not.toBe('')
    expect(answersTaken(first.id)).toBe(1)
    again.socket.close(1000)
  })

  it('delays the transcript: a call sent after the answer is answered first', async () => {
    const { socket, next } = await readySocket()
    setFaults({ slowTranscriptionMs: 400 })
    const order: string[] = []
    sendAnswer(socket)
    const transcript = next('transcript').then(() => order.push('transcript'))
    const config = fetch(`${server.url}/api/auth/config`).then(() => order.push('config'))
    await Promise.all([transcript, config])
    expect(order).toEqual(['config', 'transcript'])
    socket.close(1000)
  })

  it('takes no answer once the session has ended, closing 4401 as at connection', async () => {
    const { socket, closed, messages, token, id } = await readySocket()
    const logout = await fetch(`${server.url}/api/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(logout.status).toBe(204)
    sendAnswer(socket)
    expect(await closed).toEqual({ code: 4401, reason: 'Unauthorized' })
    expect(messages).toEqual([])
    expect(answersTaken(id)).toBe(0)
  })

  it('applies the faults given to startMockServer for its life, then restores the previous ones', async () => {
    setFaults({ slowTranscriptionMs: 5 })
    const faulty = await startMockServer({
      port: 0,
      host: '127.0.0.1',
      faults: { dropSocket: true, failOnce: ['getAuthConfig'] },
    })
    try {
      expect(faultSettings()).toMatchObject({ dropSocket: true, slowTranscriptionMs: 5 })
      expect((await fetch(`${faulty.url}/api/auth/config`)).status).toBe(500)
      expect((await fetch(`${faulty.url}/api/auth/config`)).status).toBe(200)
    } finally {
      await faulty.close()
    }
    expect(faultSettings()).toMatchObject({ dropSocket: false, slowTranscriptionMs: 5 })
  })
})

describe('the socket session both transports share', () => {
  it('applies the drop itself, whatever carries the frames', async () => {
    const { token, id } = await startInterview(server.url)
    const sent: string[] = []
    const closes: { code: number; reason: string }[] = []
    const session = await openInterviewSocket(
      new URL(`ws://mock.test/ws/interviews/${id}?token=${token}`),
      id,
      {
        send: (message) => sent.push(message.type),
        close: (code, reason) => closes.push({ code, reason }),
      },
    )
    if (!session) throw new Error('the session did not open')
    setFaults({ dropSocket: true })
    await session.receive(new Uint8Array([1, 2, 3]))
    await session.receive(new Uint8Array(0))
    expect(closes).toEqual([SOCKET_DROP])
    expect(sent).toEqual(['status'])
    // Closed: later frames are ignored, even once the fault is off.
    clearFaults()
    await session.receive(new Uint8Array([4]))
    await session.receive(new Uint8Array(0))
    expect(sent).toEqual(['status'])
    expect(answersTaken(id)).toBe(0)
  })
})
