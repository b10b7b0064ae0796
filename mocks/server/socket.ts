import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import { routeOf } from '../hybrid/routing'
import { openInterviewSocket } from '../interview/socket-session'
import { pipeToUpstream } from './upstream'

/**
 * The interview socket of the standalone server: the `ws` package accepts the connection and
 * feeds it to the same transport-free protocol the MSW socket uses (mocks/interview), so the two
 * cannot disagree, injected faults (a drop mid-answer, slow transcription) included.
 */

const SOCKET_PATH = /^\/ws\/interviews\/([^/]+)$/

export interface InterviewSocketServer {
  /** Takes an HTTP upgrade; anything but /ws/interviews/{id} is refused with a 404. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, fallbackHost: string): void
  /** Closes every open socket (1001 Going Away) and the server. */
  close(): Promise<void>
}

function toBytes(data: RawData): Uint8Array {
  // A copy: the session keeps chunks until the end-of-answer frame.
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data))
  if (data instanceof ArrayBuffer) return new Uint8Array(data.slice(0))
  return new Uint8Array(data)
}

export function createInterviewSocketServer(options: {
  /**
   * Resolves once the changes made so far are kept (the data file's commit): each message and
   * the closing wait for it, in order, so that nothing is told before it is on disk.
   */
  kept?: () => Promise<void>
  /**
   * Hybrid proxy: the upstream's origin, to which the socket is piped while it starts the
   * interviews (startInterview live), and the mock's token for a live one otherwise.
   */
  upstream?: { url: string; mockToken: (token: string) => Promise<string | null> }
}): InterviewSocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 11 * 1024 * 1024 })

  function attach(ws: WebSocket, url: URL, interviewId: string) {
    ws.on('error', () => ws.terminate())
    let told: Promise<void> = Promise.resolve()
    const afterKept = (act: () => void) => {
      const { kept } = options
      if (!kept) return act()
      told = told.then(kept).then(act, () => ws.close(1011, 'The data file cannot be written'))
    }
    const opened = openInterviewSocket(url, interviewId, {
      send: (message) =>
        afterKept(() => {
          if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message))
        }),
      close: (code, reason) => afterKept(() => ws.close(code, reason)),
    })
    // Frames are handled one after another, so the end-of-answer frame never overtakes audio.
    let chain: Promise<void> = Promise.resolve()
    ws.on('message', (data, isBinary) => {
      chain = chain.then(async () => {
        const session = await opened
        // The client sends binary frames only (WsClientFrame); text is ignored, as in the MSW socket.
        if (!session || !isBinary) return
        const bytes = toBytes(data)
        await session.receive(bytes)
      })
      chain = chain.catch((error: unknown) => {
        console.error('Interview socket failed:', error)
        ws.close(1011, 'Internal error')
      })
    })
  }

  return {
    handleUpgrade(req, socket, head, fallbackHost) {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? fallbackHost}`)
      const match = SOCKET_PATH.exec(url.pathname)
      if (!match?.[1]) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
        return
      }
      const id = decodeURIComponent(match[1])
      const upstream = options.upstream
      if (!upstream) {
        wss.handleUpgrade(req, socket, head, (ws) => attach(ws, url, id))
        return
      }
      if (routeOf('startInterview').route === 'live') {
        pipeToUpstream(wss, upstream.url, req, socket, head)
        return
      }
      const token = url.searchParams.get('token')
      void (token ? upstream.mockToken(token) : Promise.resolve(null)).then((mockToken) => {
        if (mockToken) url.searchParams.set('token', mockToken)
        wss.handleUpgrade(req, socket, head, (ws) => attach(ws, url, id))
      })
    },
    async close() {
      const open = [...wss.clients].filter((client) => client.readyState !== client.CLOSED)
      for (const client of open) client.close(1001, 'Server shutting down')
      const closing = open.map(
        (client) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              client.terminate()
              resolve()
            }, 1000)
            client.once('close', () => {
              clearTimeout(timer)
              resolve()
            })
          }),
      )
      await Promise.all(closing)
      await new Promise<void>((resolve) => wss.close(() => resolve()))
    },
  }
}
