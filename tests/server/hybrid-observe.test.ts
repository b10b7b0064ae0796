import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { fixtureIds } from '../../fixtures'
import { configureHybrid, OBSERVE_FOLLOWS } from '../../mocks/hybrid/routing'
import { startMockServer, type RunningMockServer } from '../../mocks/server/create-server'
import { frameText } from '../../scripts/contract/socket'
import { demo, signInAt, spawnMockServer } from './support'

/**
 * The observe socket (/ws/observe/{id}) behind the standalone server as a hybrid proxy
 * (--upstream): it goes where the interview's answers are recorded (OBSERVE_FOLLOWS). The
 * upstream is a fresh install (the `empty` scenario: the admin, no interview); the proxy's own
 * mock has the demo data, Ines's coffee interview in progress included. So a snapshot of that
 * interview can only come from the proxy's mock, and a 4404 for it only from the upstream.
 */

let upstreamProcess: ReturnType<typeof spawnMockServer>
let proxy: RunningMockServer
let liveToken = ''

beforeAll(async () => {
  upstreamProcess = spawnMockServer(['--port', '0', '--scenario', 'empty'])
  proxy = await startMockServer({
    port: 0,
    host: '127.0.0.1',
    scenario: 'demo',
    upstream: await upstreamProcess.url,
  })
  // Sign-in is the upstream's: the token is one the proxy's mock never issued.
  liveToken = (await signInAt(proxy.url, demo.admin)).token
}, 30_000)
afterEach(() => configureHybrid({}))
afterAll(async () => {
  await proxy.close()
  await upstreamProcess.stop('SIGKILL')
})

interface Observation {
  messages: { type: string; [key: string]: unknown }[]
  closed: Promise<number>
}

/** Watches interview `id` through the proxy with `token`; every message is kept. */
function observe(id: string, token: string): Observation {
  const socket = new WebSocket(
    `${proxy.url.replace(/^http/, 'ws')}/ws/observe/${id}?token=${encodeURIComponent(token)}`,
  )
  const messages: Observation['messages'] = []
  socket.on('message', (data) => messages.push(JSON.parse(frameText(data)) as never))
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))
  return { messages, closed }
}

const coffee = fixtureIds.interviews.coffeeInProgress

describe('--upstream and the observe socket', () => {
  it('is piped to the upstream while the upstream records the answers: it has no such interview', async () => {
    const { messages, closed } = observe(coffee, liveToken)
    expect(await closed).toBe(4404)
    expect(messages).toEqual([])
  })

  it("is served by the proxy's mock, as the upstream's user, once the mock records the answers", async () => {
    configureHybrid({ mock: [OBSERVE_FOLLOWS] })
    const { messages, closed } = observe(coffee, liveToken)
    await expect.poll(() => messages.length).toBeGreaterThan(0)
    const [snapshot] = messages
    expect(snapshot).toMatchObject({
      type: 'snapshot',
      status: 'in_progress',
      intervieweeName: 'Ines Moreau',
    })
    expect((snapshot?.questions as unknown[]).length).toBeGreaterThan(0)
    const watching = await Promise.race([
      closed,
      new Promise((resolve) => setTimeout(() => resolve('open'), 300)),
    ])
    expect(watching).toBe('open')
  })

  it('refuses, served by the mock, a token the upstream does not vouch for', async () => {
    configureHybrid({ mock: [OBSERVE_FOLLOWS] })
    const { closed } = observe(coffee, 'not-a-token')
    expect(await closed).toBe(4401)
  })
})
