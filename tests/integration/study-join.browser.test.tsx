import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { participantLinks } from '../../fixtures'
import { api } from '@/api/client'
import { JoinApp } from '@/app/join-app'
import { interviewActions } from '@/features/interview/interview-store'
import { clearToken, readToken } from '@/lib/token'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { setUpMockWorker } from '../support/mock-worker'
import { questionHeading, speak } from './interview-harness'
import { storeTokenOf } from '../support/sign-in'
import { muteConsole } from '../support/console'
import { demoCredentials } from '../support/accounts'

/** The page of a participant link, `/join/{token}` (docs/product.md#participant-links). */

setUpMockWorker({ clearLocalStorage: true })
const [newsletter] = participantLinks
const LONG = { timeout: 90_000 }

beforeEach(() => muteConsole())
afterEach(async () => {
  await interviewActions.whenSettled()
  clearToken()
  vi.restoreAllMocks()
})

const thankYou = () => page.getByRole('heading', { name: 'Thank you' })

/** A link the lead makes through the API (then signed out again). */
async function leadLink(
  body: { responseLimit?: number } = {},
): Promise<{ id: string; token: string }> {
  await storeTokenOf(demoCredentials.lead)
  const { data } = await api.POST('/projects/{id}/participant-links', {
    params: { path: { id: newsletter.projectId } },
    body,
  })
  clearToken()
  if (!data) throw new Error('the lead could not make a link')
  return data
}

async function fillAndStart(firstName = 'Ada') {
  await page.getByRole('textbox', { name: 'First name' }).fill(firstName)
  await page.getByRole('checkbox', { name: 'I agree to take part' }).click()
  await page.getByRole('button', { name: 'Start Interview' }).click()
}

/** Speaks answers until the thank-you page shows. */
async function answerUntilThanks() {
  for (let turn = 0; turn < 40 && thankYou().query() === null; turn++) {
    await expect
      .poll(() => thankYou().query() !== null || questionHeading().query() !== null, LONG)
      .toBe(true)
    if (thankYou().query() !== null) break
    const label = questionHeading().query()?.textContent ?? null
    await speak()
    await expect
      .poll(
        () => thankYou().query() !== null || questionHeading().query()?.textContent !== label,
        LONG,
      )
      .toBe(true)
  }
  await expect.element(thankYou()).toBeVisible()
}

describe('joining a study by link', () => {
  it('shows the study and the consent, signed out, and gates Start Interview on the checkbox', async () => {
    await render(<JoinApp token={newsletter.token} />)
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'BeanRunner - BeanRunner Express' }))
      .toBeVisible()
    await expect.element(page.getByText(/scheduled coffee delivery/)).toBeVisible()
    await expect.element(page.getByRole('heading', { name: 'Before you start' })).toBeVisible()
    await expect
      .element(page.getByText(/An AI interviewer will ask you the questions/))
      .toBeVisible()
    const start = page.getByRole('button', { name: 'Start Interview' })
    await expect.element(start).toBeDisabled()
    await page.getByRole('checkbox', { name: 'I agree to take part' }).click()
    await expect.element(start).toBeEnabled()
    await page.getByRole('checkbox', { name: 'I agree to take part' }).click()
    await expect.element(start).toBeDisabled()
    expect(readToken()).toBeNull()
    await expectNoSeriousA11yViolations()
  })

  it('joins, consents, answers, finishes on a thank-you page, and withdraws', LONG, async () => {
    await render(<JoinApp token={newsletter.token} />)
    await fillAndStart()
    await expect.element(questionHeading(), LONG).toBeVisible()
    expect(page.getByRole('button', { name: 'Back to Dashboard' }).query()).toBeNull()
    await answerUntilThanks()
    expect(page.getByRole('heading', { name: /Dashboard/ }).query()).toBeNull()
    await expectNoSeriousA11yViolations()

    await page.getByRole('button', { name: 'Withdraw my interview' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Withdraw your interview?' })
    await expect.element(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Withdraw' }).click()
    await expect
      .element(page.getByRole('heading', { name: 'Your interview was withdrawn' }))
      .toBeVisible()
    expect(readToken()).toBeNull()
  })

  it('resumes in the same browser after a reload, until finished', LONG, async () => {
    const first = await render(<JoinApp token={newsletter.token} />)
    await fillAndStart('Reload')
    await expect.element(questionHeading(), LONG).toBeVisible()
    await first.unmount()
    await interviewActions.whenSettled()
    await render(<JoinApp token={newsletter.token} />)
    await expect.element(questionHeading(), LONG).toBeVisible()
    expect(page.getByRole('textbox', { name: 'First name' }).query()).toBeNull()
  })

  it("says 'This study is full.' for a full link", async () => {
    const link = await leadLink({ responseLimit: 1 })
    const first = await render(<JoinApp token={link.token} />)
    await fillAndStart('First')
    await expect.element(questionHeading(), LONG).toBeVisible()
    await first.unmount()
    await interviewActions.whenSettled()
    localStorage.clear()
    await render(<JoinApp token={link.token} />)
    await expect.element(page.getByText('This study is full.')).toBeVisible()
    expect(page.getByRole('button', { name: 'Start Interview' }).query()).toBeNull()
  })

  it("says 'This link is no longer available.' for a revoked or unknown link", async () => {
    const link = await leadLink()
    await storeTokenOf(demoCredentials.lead)
    await api.DELETE('/projects/{id}/participant-links/{linkId}', {
      params: { path: { id: newsletter.projectId, linkId: link.id } },
    })
    clearToken()
    const revoked = await render(<JoinApp token={link.token} />)
    await expect
      .element(page.getByRole('heading', { name: 'This link is no longer available.' }))
      .toBeVisible()
    await revoked.unmount()
    await render(<JoinApp token="NoSuchLinkTokenAtAll000000" />)
    await expect
      .element(page.getByRole('heading', { name: 'This link is no longer available.' }))
      .toBeVisible()
    await expectNoSeriousA11yViolations()
  })

  it('joins by keyboard alone', LONG, async () => {
    await render(<JoinApp token={newsletter.token} />)
    await page.getByRole('textbox', { name: 'First name' }).click()
    await userEvent.keyboard('Kay')
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.keyboard(' ')
    await expect.element(page.getByRole('checkbox', { name: 'I agree to take part' })).toBeChecked()
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await expect.element(questionHeading(), LONG).toBeVisible()
  })
})
