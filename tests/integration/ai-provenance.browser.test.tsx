import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { fixtureIds } from '../../fixtures'
import { navigationActions } from '@/app/navigation'
import { interviewActions } from '@/features/interview/interview-store'
import { clearToken } from '@/lib/token'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { setUpMockWorker } from '../support/mock-worker'
import {
  currentLabel,
  getProject,
  nextQuestionAfter,
  renderInterview,
  speak,
  startInterview,
  typeAnswer,
} from './interview-harness'
import { storeTokenOf } from '../support/sign-in'
import { muteConsole } from '../support/console'
import { demoCredentials } from '../support/accounts'

/**
 * Which engine made what (docs/architecture.md#ai), as admins read it beside the sentiment in
 * Previous Responses: 'Demo transcript' for the local engine's canned transcript, the engine of
 * the sentiment. Interviewees see neither.
 */

setUpMockWorker({ signOut: false })

beforeEach(() => muteConsole())

afterEach(async () => {
  navigationActions.reset()
  await interviewActions.whenSettled()
  clearToken()
  vi.restoreAllMocks()
})

const LONG = { timeout: 60_000 }

const previousResponses = () => page.getByRole('list', { name: 'Previous Responses' })

async function speakOnce(): Promise<void> {
  const label = currentLabel()
  await speak()
  await nextQuestionAfter(label)
}

describe('AI provenance on the interview screen', () => {
  it(
    "shows admins 'Demo transcript' and the sentiment's engine for a spoken answer",
    LONG,
    async () => {
      const admin = await storeTokenOf(demoCredentials.admin)
      await renderInterview(admin, {
        kind: 'project',
        project: await getProject(fixtureIds.projects.coffee),
      })
      await startInterview()
      await speakOnce()
      const previous = previousResponses()
      await expect.element(previous.getByText('Demo transcript')).toBeVisible()
      await expect.element(previous.getByText('Sentiment: local')).toBeVisible()
      await expectNoSeriousA11yViolations()
    },
  )

  it('shows no demo label for a typed answer, only the engine of its sentiment', LONG, async () => {
    const admin = await storeTokenOf(demoCredentials.admin)
    await renderInterview(admin, {
      kind: 'project',
      project: await getProject(fixtureIds.projects.coffee),
    })
    await startInterview()
    await page.getByRole('button', { name: 'Type response instead' }).click()
    await typeAnswer('The tracking map froze and support took three days to reply.')
    const previous = previousResponses()
    await expect.element(previous.getByText('Sentiment: local')).toBeVisible()
    expect(previous.getByText('Demo transcript').query()).toBeNull()
  })

  it('never shows an interviewee which engine made what', LONG, async () => {
    const interviewee = await storeTokenOf(demoCredentials.interviewee)
    await renderInterview(interviewee, {
      kind: 'project',
      project: await getProject(fixtureIds.projects.network),
    })
    await startInterview()
    await speakOnce()
    const previous = previousResponses()
    await expect.poll(() => previous.getByRole('listitem').elements().length).toBe(1)
    expect(previous.getByText('Demo transcript').query()).toBeNull()
    expect(previous.getByText(/^Sentiment: /).query()).toBeNull()
  })
})
