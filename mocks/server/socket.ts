import { STATUS_CODES, type IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import { OBSERVE_FOLLOWS, routeOf } from '../hybrid/routing'
import { CLOSE_TOO_LARGE, openInterviewSocket } from '../interview/socket-session'
import { MAX_AUDIO_BYTES } from '../rules/limits'
import { openObserveSocket } from '../study/observe'
import { SECURITY_HEADERS } from './http'
import { pipeToUpstream } from './upstream'

/**
 * The interview socket of the standalone server: the `ws` package accepts the connection and
 * feeds it to the same transport-free protocol the MSW socket uses (mocks/interview), so the two
 * cannot disagree, injected faults (a drop mid-answer, slow transcription) included.
 */

const SOCKET_PATH = /^\/ws\/interviews\/([^/]+)$/
/** The backroom's observe socket (mocks/study/observe.ts); behind a hybrid proxy, see accept(). */
const OBSERVE_PATH = /^\/ws\/observe\/([^/]+)$/

export interface InterviewSocketServer {
  /**
   * Takes an HTTP upgrade: a malformed one (bad Host, path or escape) is refused with a 400,
   * anything but /ws/interviews/{id} with a 404. Never throws: strangers may send anything.
   */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, fallbackHost: string): void
  /** Closes every open socket (1001 Going Away) and the server. */
  close(): Promise<void>
}

const byteLength = (data: RawData) =>
  Array.isArray(data) ? data.reduce((total, part) => total + part.byteLength, 0) : data.byteLength

function toBytes(data: RawData): Uint8Array {
  // A copy: the session keeps chunks until the end-of-answer frame.
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data))
  if (data instanceof ArrayBuffer) return new Uint8Array(data.slice(0))
  return new Uint8Array(data)
}

/** Answers an upgrade that will not be taken, and ends the connection. */
function refuse(socket: Duplex, status: 400 | 404 | 500 | 502): void {
  const headers = Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`)
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.join('')}` +
      'Connection: close\r\nContent-Length: 0\r\n\r\n',
  )
}

/** A fault of this server while it took an upgrade: that connection ends, the server goes on. */
function upgradeFailed(socket: Duplex, error: unknown): void {
  console.error('Interview socket: an upgrade failed:', error)
  if (socket.writable) refuse(socket, 500)
  else socket.destroy()
}

/** The interview an upgrade asks for, or the status that refuses it. */
function upgradeTarget(
  req: IncomingMessage,
  fallbackHost: string,
): { url: URL; id: string; observe: boolean } | { status: 400 | 404 } {
  const path = req.url ?? '/'
  if (!path.startsWith('/')) return { status: 400 }
  let url: URL
  try {
    url = new URL(path, `http://${req.headers.host ?? fallbackHost}`)
  } catch {
    return { status: 400 }
  }
  const observed = OBSERVE_PATH.exec(url.pathname)
  const match = observed ?? SOCKET_PATH.exec(url.pathname)
  if (!match?.[1]) return { status: 404 }
  try {
    return { url, id: decodeURIComponent(match[1]), observe: observed !== null }
  } catch {
    return { status: 400 }
  }
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
  // A frame over the answer limit is refused (1009) by ws before it is buffered.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_AUDIO_BYTES })

  function attach(ws: WebSocket, url: URL, interviewId: string) {
    // After a protocol error (an oversized frame: 1009) ws has sent its close frame; cutting
    // the connection now could lose it, and ws cuts it itself if the client never answers.
    ws.on('error', () => {
      if (ws.readyState !== ws.CLOSING) ws.terminate()
    })
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
    }).catch((error: unknown) => {
      fail(error)
      return null
    })
    function fail(error: unknown) {
      console.error('Interview socket failed:', error)
      if (ws.readyState === ws.OPEN) ws.close(1011, 'Internal error')
    }
    // Frames are handled one after another, so the end-of-answer frame never overtakes audio.
    let chain = Promise.resolve()
    // Counted as frames arrive, not once the chain reaches them: frames queued behind a slow
    // step would otherwise pile up in memory unchecked.
    let answerBytes = 0
    ws.on('message', (data, isBinary) => {
      // The client sends binary frames only (WsClientFrame); text is ignored, as in the MSW
      // socket. Frames after a close are dropped unread.
      if (!isBinary || ws.readyState !== ws.OPEN) return
      const size = byteLength(data)
      answerBytes = size === 0 ? 0 : answerBytes + size
      if (answerBytes > MAX_AUDIO_BYTES) {
        ws.close(CLOSE_TOO_LARGE.code, CLOSE_TOO_LARGE.reason)
        return
      }
      chain = chain
        .then(async () => {
          const session = await opened
          if (session && ws.readyState === ws.OPEN) await session.receive(toBytes(data))
        })
        .catch(fail)
    })
  }

  /** An observer: messages wait for the data file like the interview socket's; it sends nothing. */
  function observe(ws: WebSocket, url: URL, interviewId: string) {
    ws.on('error', () => ws.terminate())
    let told: Promise<void> = Promise.resolve()
    const afterKept = (act: () => void) => {
      const { kept } = options
      if (!kept) return act()
      told = told.then(kept).then(act, () => ws.close(1011, 'The data file cannot be written'))
    }
    const stopping = openObserveSocket(url, interviewId, {
      send: (message) =>
        afterKept(() => {
          if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message))
        }),
      close: (code, reason) => afterKept(() => ws.close(code, reason)),
    }).catch((error: unknown) => {
      console.error('Observe socket failed:', error)
      if (ws.readyState === ws.OPEN) ws.close(1011, 'Internal error')
      return null
    })
    ws.on('close', () => void stopping.then((stop) => stop?.()))
  }

  /**
   * Takes an upgrade that names an interview, to answer or to observe; may throw (handleUpgrade
   * catches it). Behind a hybrid proxy, the socket goes where its interview is (the interview
   * socket with startInterview, the observe socket with OBSERVE_FOLLOWS): piped to the upstream,
   * or served here with the mock's token for the upstream's user.
   */
  function accept(
    req: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    url: URL,
    id: string,
    observing: boolean,
  ) {
    const serve = () =>
      wss.handleUpgrade(req, socket, head, (ws) =>
        observing ? observe(ws, url, id) : attach(ws, url, id),
      )
    const upstream = options.upstream
    if (!upstream) {
      serve()
      return
    }
    if (routeOf(observing ? OBSERVE_FOLLOWS : 'startInterview').route === 'live') {
      pipeToUpstream(wss, upstream.url, req, socket, head)
      return
    }
    const token = url.searchParams.get('token')
    void (token ? upstream.mockToken(token) : Promise.resolve(null))
      .then(
        (mockToken) => {
          if (mockToken) url.searchParams.set('token', mockToken)
          return true
        },
        (error: unknown) => {
          console.error('Interview socket: the upstream could not vouch for the token:', error)
          refuse(socket, 502)
          return false
        },
      )
      .then((vouched) => {
        if (vouched) serve()
      })
      .catch((error: unknown) => upgradeFailed(socket, error))
  }

  return {
    handleUpgrade(req, socket, head, fallbackHost) {
      const target = upgradeTarget(req, fallbackHost)
      if ('status' in target) {
        refuse(socket, target.status)
        return
      }
      try {
        accept(req, socket, head, target.url, target.id, target.observe)
      } catch (error) {
        upgradeFailed(socket, error)
      }
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
