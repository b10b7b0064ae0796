import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { fixtureIds } from '../../fixtures'
import { navigationActions } from '@/app/navigation'
import { interviewActions } from '@/features/interview/interview-store'
import { clearToken } from '@/lib/token'
import { getProject, questionHeading, renderInterview } from '../integration/interview-harness'
import { setUpMockWorker } from '../support/mock-worker'
import { storeTokenOf } from '../support/sign-in'
import { muteConsole } from '../support/console'
import { demoCredentials } from '../support/accounts'

/**
 * Start Interview and the interview page's own start-up racing (issue 33): on a loaded machine
 * the browser runs the press before the page's mount effect, which prepares the pre-interview
 * screen. That late effect must not undo the start: the first question stays, and the screen
 * never goes back to 'Ready to Start Interview'.
 */

setUpMockWorker({ signOut: false })

beforeEach(() => muteConsole())
afterEach(async () => {
  navigationActions.reset()
  await interviewActions.whenSettled()
  clearToken()
  vi.restoreAllMocks()
})

const ready = () => page.getByRole('heading', { name: 'Ready to Start Interview' })

describe('a start that lands before the page has set itself up', () => {
  it('keeps the interview that started and shows its first question', async () => {
    const user = await storeTokenOf(demoCredentials.interviewee)
    const project = await getProject(fixtureIds.projects.network)
    // The press runs first; the page mounts (and its effect runs) while the start is under way.
    const started = interviewActions.startFromProject(project)
    await Promise.all([started, renderInterview(user, { kind: 'project', project })])
    await expect.element(questionHeading()).toBeVisible()
    expect(ready().query()).toBeNull()
    await expect.element(page.getByText('Question 1', { exact: true })).toBeVisible()
  })

  it('still prepares a fresh pre-interview screen when no start is under way', async () => {
    const user = await storeTokenOf(demoCredentials.interviewee)
    const project = await getProject(fixtureIds.projects.network)
    await renderInterview(user, { kind: 'project', project })
    await expect.element(ready()).toBeVisible()
    expect(questionHeading().query()).toBeNull()
  })
})
