import { afterAll, beforeAll, expect } from 'vitest'
import WebSocket from 'ws'
import { validateAt } from '../../mocks/contract/validation'
import { startMockServer, type RunningMockServer } from '../../mocks/server/create-server'
import type { MockServerOptions } from '../../mocks/server/options'
import { frameText } from '../../scripts/contract/socket'

import { demoCredentials, type Credentials } from '../support/accounts'
import { signInOverHttp, startInterviewOverHttp } from '../support/http-steps'

export { spawnMockServer } from '../support/spawn-mock-server'

/** The demo accounts of the seed (README). */
export const demo = demoCredentials

/** A standalone mock server on 127.0.0.1 and a free port for the whole file. */
export function useStandaloneServer(options: MockServerOptions = {}): { readonly url: string } {
  let server: RunningMockServer | undefined
  beforeAll(async () => {
    server = await startMockServer({ port: 0, host: '127.0.0.1', ...options })
  })
  afterAll(() => server?.close())
  return {
    get url() {
      if (!server) throw new Error('the server is not started')
      return server.url
    },
  }
}

/** Signs in over real HTTP at the server's origin; answers the token and the user. */
export const signInAt = (url: string, account: Credentials) => signInOverHttp(`${url}/api`, account)

/** The interviewee signs in and starts a live interview of the coffee project over HTTP. */
export const startInterview = startInterviewOverHttp

export type SocketMessage = { type: string; [key: string]: unknown }

/**
 * A `ws` client of the server's interview socket at `path` (node 20 has no global WebSocket):
 * every message is kept and checked against WsServerMessage; `next(type)` takes the first of
 * that type, waiting for it.
 */
export function connectSocket(url: string, path: string) {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}${path}`)
  const messages: SocketMessage[] = []
  const invalid: unknown[] = []
  const waiters: (() => void)[] = []
  socket.on('message', (data, isBinary) => {
    // Recorded, not thrown: an exception inside a socket listener would escape the test.
    if (isBinary) invalid.push({ binary: data })
    const message = JSON.parse(frameText(data)) as SocketMessage
    const problem = validateAt('/components/schemas/WsServerMessage', message, 'message')
    if (problem) invalid.push({ message, problem })
    messages.push(message)
    waiters.splice(0).forEach((wake) => wake())
  })
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  )
  async function next(type: string): Promise<SocketMessage> {
    for (;;) {
      expect(invalid).toEqual([])
      const index = messages.findIndex((message) => message.type === type)
      if (index >= 0) return messages.splice(index, 1)[0] as SocketMessage
      await new Promise<void>((resolve) => waiters.push(resolve))
    }
  }
  return { socket, next, closed, messages, invalid }
}
