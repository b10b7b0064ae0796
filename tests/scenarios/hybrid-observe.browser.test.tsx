import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { commands } from 'vitest/browser'
import { fixtureIds } from '../../fixtures'
import { startMockWorker } from '../../mocks/browser'
import { configureHybrid, OBSERVE_FOLLOWS } from '../../mocks/hybrid/routing'
import { api } from '@/api/client'
import { observeInterview, type ObserveMessage } from '@/api/observe-socket'
import { clearToken, writeToken } from '@/lib/token'
import { demoCredentials } from '../support/accounts'

/**
 * The observe socket in hybrid mode, in the browser (the service worker's MSW): it goes where
 * the interview's answers are recorded (OBSERVE_FOLLOWS). The live backend is the standalone mock
 * from the empty scenario (no interview); the page's mock has the demo data, Ines's coffee
 * interview in progress included, so a snapshot of it comes from the page's mock only.
 */

vi.mock(import('@/lib/env'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiMode: 'hybrid' as const,
}))

let live = ''
let worker: Awaited<ReturnType<typeof startMockWorker>> | null = null

beforeAll(async () => {
  live = await commands.startStandaloneMock(['--scenario', 'empty'])
  worker = await startMockWorker({ hybrid: { liveOrigin: live } })
}, 30_000)
afterAll(async () => {
  worker?.stop()
  clearToken()
  configureHybrid({})
  await commands.stopStandaloneMock(live)
})

/** Watches the coffee interview until the socket closes or `until` holds. */
function watch(until: (messages: ObserveMessage[]) => boolean) {
  const messages: ObserveMessage[] = []
  let closedWith: number | null = null
  const stop = observeInterview(fixtureIds.interviews.coffeeInProgress, {
    onMessage: (message) => messages.push(message),
    onClose: (code) => (closedWith = code),
  })
  return {
    messages,
    closed: () => closedWith,
    done: () => until(messages) || closedWith !== null,
    stop,
  }
}

describe('the observe socket in hybrid mode', () => {
  it("is served by the page's mock, as the live backend's user, when the mock records the answers", async () => {
    configureHybrid({ mock: [OBSERVE_FOLLOWS] })
    // Signed in at the live backend: a token the page's mock never issued.
    const { data } = await api.POST('/auth/login', {
      body: demoCredentials.admin,
    })
    if (!data) throw new Error('the live backend did not sign the admin in')
    writeToken(data.token)
    const watching = watch((messages) => messages.length > 0)
    await expect.poll(watching.done).toBe(true)
    watching.stop()
    expect(watching.closed()).toBeNull()
    const [snapshot] = watching.messages
    expect(snapshot).toMatchObject({
      type: 'snapshot',
      status: 'in_progress',
      intervieweeName: 'Ines Moreau',
    })
  })

  it('closes with 4401 for a token the live backend does not vouch for', async () => {
    configureHybrid({ mock: [OBSERVE_FOLLOWS] })
    writeToken('not-a-token')
    const watching = watch(() => false)
    await expect.poll(watching.closed).toBe(4401)
    expect(watching.messages).toEqual([])
  })
})
