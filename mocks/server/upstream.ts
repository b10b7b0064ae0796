import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocket, type WebSocketServer } from 'ws'
import type { Forward } from '../hybrid/handler'

/**
 * The standalone server as a hybrid proxy (--upstream URL): the operations the upstream
 * implements are forwarded to it, the others answered by the mock (mocks/hybrid/handler.ts
 * decides), and the interview socket is piped to the upstream's when the upstream starts the
 * interviews.
 */

/** The upstream's origin (and any base path), without a trailing slash or /api. */
export function upstreamBase(upstream: string): string {
  return upstream
    .trim()
    .replace(/\/+$/, '')
    .replace(/\/api$/, '')
}

// Hop-by-hop headers, and what node's fetch decodes or recomputes, are not passed on; the
// upstream's CORS headers neither: the proxy answers CORS for its own clients.
const DROPPED_REQUEST = ['host', 'connection', 'content-length', 'accept-encoding', 'origin']
const DROPPED_RESPONSE =
  /^(connection|keep-alive|transfer-encoding|content-encoding|content-length|access-control-.*)$/i

export function upstreamForward(upstream: string): Forward {
  const base = upstreamBase(upstream)
  return async (request) => {
    const url = new URL(request.url)
    const headers = new Headers(request.headers)
    for (const name of DROPPED_REQUEST) headers.delete(name)
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
    let response: Response
    try {
      response = await fetch(`${base}${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        body: hasBody ? await request.arrayBuffer() : undefined,
        redirect: 'manual',
      })
    } catch (error) {
      return new Response(
        `The upstream ${base} cannot be reached: ${error instanceof Error ? error.message : String(error)}`,
        { status: 502, headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
      )
    }
    const out = new Headers()
    response.headers.forEach((value, name) => {
      if (!DROPPED_RESPONSE.test(name) && name !== 'set-cookie') out.set(name, value)
    })
    for (const cookie of response.headers.getSetCookie()) out.append('Set-Cookie', cookie)
    const empty = response.status === 204 || response.status === 304 || request.method === 'HEAD'
    return new Response(empty ? null : await response.arrayBuffer(), {
      status: response.status,
      statusText: response.statusText,
      headers: out,
    })
  }
}

/** Pipes an accepted client socket to the upstream's socket at the same path and query. */
export function pipeToUpstream(
  wss: WebSocketServer,
  upstream: string,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
): void {
  const target = `${upstreamBase(upstream).replace(/^http/, 'ws')}${req.url ?? '/'}`
  wss.handleUpgrade(req, socket, head, (client) => {
    const remote = new WebSocket(target)
    const pending: { data: Buffer; isBinary: boolean }[] = []
    client.on('message', (data: Buffer, isBinary) => {
      if (remote.readyState === remote.OPEN) remote.send(data, { binary: isBinary })
      else pending.push({ data, isBinary })
    })
    remote.on('open', () => {
      for (const frame of pending.splice(0)) remote.send(frame.data, { binary: frame.isBinary })
    })
    remote.on('message', (data: Buffer, isBinary) => {
      if (client.readyState === client.OPEN) client.send(data, { binary: isBinary })
    })
    const closeCode = (code: number) =>
      code >= 1000 && code < 5000 && code !== 1005 && code !== 1006 ? code : 1011
    remote.on('close', (code, reason) => {
      if (client.readyState === client.OPEN) client.close(closeCode(code), reason.toString())
    })
    remote.on('error', () => {
      if (client.readyState === client.OPEN) client.close(1011, 'Upstream socket unavailable')
    })
    client.on('close', () => remote.terminate())
    client.on('error', () => remote.terminate())
  })
}
