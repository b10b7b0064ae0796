import { describe, expect, it } from 'vitest'
import { fixtureIds } from '../../fixtures'
import { seedDatabase } from '../../mocks/db/seed'
import { scenarioSeed } from '../../mocks/scenarios/choice'
import { PENDING_FOLLOW_UP } from '../../mocks/scenarios/mid-interview'
import { openObserveSocket, type ObservePeer } from '../../mocks/study/observe'
import { tokenFor, useMockServer } from '../contract/harness'
import { demoCredentials } from '../support/accounts'

/** The scenarios' promise for Watch live (docs/product.md#watch-live). */

useMockServer()
const interviewId = fixtureIds.interviews.coffeeInProgress

async function watch(token: string) {
  const sent: Parameters<ObservePeer['send']>[0][] = []
  const closes: number[] = []
  const url = new URL(`ws://candor.test/ws/observe/${interviewId}?token=${token}`)
  await openObserveSocket(url, interviewId, {
    send: (message) => sent.push(message),
    close: (code) => closes.push(code),
  })
  return { sent, closes }
}

describe('Watch live in the scenarios', () => {
  it('mid-interview: the interview can be watched, its pending follow-up on screen', async () => {
    await seedDatabase(scenarioSeed('mid-interview'))
    const { sent, closes } = await watch(await tokenFor(demoCredentials.lead))
    const [snapshot] = sent
    if (snapshot?.type !== 'snapshot') throw new Error('no snapshot')
    expect(snapshot.status).toBe('in_progress')
    expect(snapshot.questions.at(-1)).toMatchObject({ text: PENDING_FOLLOW_UP, answer: null })
    expect(closes).toEqual([])
  })

  it('empty: there is no interview to watch', async () => {
    await seedDatabase(scenarioSeed('empty'))
    const { sent, closes } = await watch(await tokenFor(demoCredentials.admin))
    expect(sent).toEqual([])
    expect(closes).toEqual([4404])
  })
})
