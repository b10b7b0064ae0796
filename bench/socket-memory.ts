import WebSocket from 'ws'
import { MAX_AUDIO_BYTES } from '../mocks/rules/limits'
import { startMockServer } from '../mocks/server/create-server'
import { startInterviewOverHttp } from '../tests/support/http-steps'
import type { Figure } from './report'

/**
 * The standalone server's memory while a client tries answers over the 10 MiB limit on the
 * interview socket, in this process: 10 MiB frames on one answer, each sent once the one before
 * is out, until the server closes the socket (1009). The client holds one frame at a time, so
 * what grows is the server's.
 */

export const SOCKET_MEMORY_SECTION = 'Standalone server: oversized answers on the interview socket'
const ATTEMPTS = 30
/** The most frames one attempt sends: the attack this row was made for (then the end frame). */
const FRAMES = 30
const SAMPLE_EVERY_MS = 20
/** Before the 'after' figure: time for the server to let the refused frames go. */
const SETTLE_MS = 1000
/** Before the limit, as the issue measured it: one attempt of 30 frames, every one kept. */
const BEFORE = 'before (issue 33): 30 frames of 10 MiB all kept, RSS 131 → 772 MB, 790 after'

const MB = 1024 * 1024
const rss = () => process.memoryUsage().rss / MB

/** One attempt: resolves with the close code and how many frames went out before it. */
function attempt(address: string, frame: Uint8Array): Promise<{ code: number; sent: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(address)
    let sent = 0
    const sendNext = () => {
      if (socket.readyState !== WebSocket.OPEN) return
      if (sent === FRAMES) {
        socket.send(new Uint8Array(0))
        return
      }
      sent += 1
      socket.send(frame, (error) => {
        if (!error) sendNext()
      })
    }
    socket.on('message', (data: Buffer) => {
      if (String(data).includes('"ready"')) sendNext()
    })
    socket.on('close', (code) => resolve({ code, sent }))
    socket.on('error', (error) => {
      if (socket.readyState !== WebSocket.CLOSED && socket.readyState !== WebSocket.CLOSING)
        reject(error)
    })
  })
}

export async function measureSocketMemory(): Promise<Figure[]> {
  const server = await startMockServer({ port: 0, host: '127.0.0.1' })
  try {
    const { token, id } = await startInterviewOverHttp(server.url)
    const address = `${server.url.replace(/^http/, 'ws')}/ws/interviews/${id}?token=${token}`
    const frame = new Uint8Array(MAX_AUDIO_BYTES).fill(7)
    const before = rss()
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, rss())), SAMPLE_EVERY_MS)
    const codes = new Set<number>()
    let mostSent = 0
    try {
      for (let index = 0; index < ATTEMPTS; index++) {
        const { code, sent } = await attempt(address, frame)
        codes.add(code)
        mostSent = Math.max(mostSent, sent)
      }
    } finally {
      clearInterval(sampler)
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    const after = rss()
    const closes = [...codes].join(', ')
    return [
      { section: SOCKET_MEMORY_SECTION, metric: 'RSS before', value: before, unit: 'MB' },
      {
        section: SOCKET_MEMORY_SECTION,
        metric: `RSS at its highest during ${ATTEMPTS} oversized answers`,
        value: peak,
        unit: 'MB',
        note: `each closed ${closes} after at most ${mostSent} of ${FRAMES} frames of 10 MiB`,
      },
      {
        section: SOCKET_MEMORY_SECTION,
        metric: `RSS ${SETTLE_MS / 1000} s after the last`,
        value: after,
        unit: 'MB',
        note: BEFORE,
      },
    ]
  } finally {
    await server.close()
  }
}
