import { describe, expect, it } from 'vitest'
import { MAX_AUDIO_BYTES } from '../../mocks/rules/limits'
import {
  connectSocket,
  demo,
  signInAt,
  startInterview,
  useStandaloneServer,
} from '../server/support'

/**
 * The interview socket of the standalone server against a hostile client: an answer may not be
 * larger over the socket than over HTTP (10 MiB), and a user may not open another's interview.
 */

const server = useStandaloneServer()
const MiB = 1024 * 1024

async function openInterview() {
  const { token, id } = await startInterview(server.url)
  const connection = connectSocket(server.url, `/ws/interviews/${id}?token=${token}`)
  await connection.next('status')
  return connection
}

/** A full answer still goes through on a fresh socket: the refusal harmed nothing else. */
async function answersNormally() {
  const { socket, next } = await openInterview()
  socket.send(new Uint8Array([1, 2, 3]))
  socket.send(new Uint8Array(0))
  expect(String((await next('transcript')).transcript).length).toBeGreaterThan(0)
  socket.close(1000)
}

describe('the interview socket limits an answer to 10 MiB, as HTTP does', () => {
  it('closes 1009 on one frame over the limit, before any answer', async () => {
    const { socket, closed, messages } = await openInterview()
    socket.send(new Uint8Array(MAX_AUDIO_BYTES + 1))
    socket.send(new Uint8Array(0))
    expect((await closed).code).toBe(1009)
    expect(messages).toEqual([])
    await answersNormally()
  })

  it('closes 1009 with a reason once the frames of one answer add up to more', async () => {
    const { socket, closed, messages } = await openInterview()
    for (let frame = 0; frame < 3; frame++) socket.send(new Uint8Array(4 * MiB))
    socket.send(new Uint8Array(0))
    expect(await closed).toEqual({ code: 1009, reason: 'Answer too large' })
    expect(messages).toEqual([])
    await answersNormally()
  })

  it('counts each answer on its own: two answers of 6 MiB are both taken', async () => {
    const { socket, next, closed } = await openInterview()
    for (let answer = 0; answer < 2; answer++) {
      socket.send(new Uint8Array(3 * MiB).fill(answer + 1))
      socket.send(new Uint8Array(3 * MiB).fill(answer + 7))
      socket.send(new Uint8Array(0))
      expect(String((await next('transcript')).transcript).length).toBeGreaterThan(0)
      await next('done')
    }
    socket.close(1000)
    expect((await closed).code).toBe(1000)
  })
})

describe("another user's interview", () => {
  it('closes 4403 before ready, as the contract says, and 4404 for none at all', async () => {
    const { id } = await startInterview(server.url)
    const { token } = await signInAt(server.url, demo.admin)
    const other = connectSocket(server.url, `/ws/interviews/${id}?token=${token}`)
    expect(await other.closed).toEqual({ code: 4403, reason: 'Forbidden' })
    expect(other.messages).toEqual([])

    const none = connectSocket(server.url, `/ws/interviews/${crypto.randomUUID()}?token=${token}`)
    expect(await none.closed).toEqual({ code: 4404, reason: 'Interview not found' })
  })
})
