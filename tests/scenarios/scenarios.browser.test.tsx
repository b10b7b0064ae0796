import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import type { ScenarioName } from '../../mocks/scenarios'
import { PENDING_FOLLOW_UP } from '../../mocks/scenarios/mid-interview'
import { App } from '@/app/app'
import { clearStaleAnnouncements } from '../support/announcer'
import { setUpMockWorker } from '../support/mock-worker'
import { muteConsole } from '../support/console'
import { submitSignInForm } from '../support/form-steps'

/**
 * Each named scenario (mocks/scenarios) as the app sees it: the mock is started with
 * `startMockWorker({ scenario })`, a user signs in on the sign-in screen, and the screen shows
 * what the scenario promises (README, Named scenarios). The large one is checked on the
 * standalone server (tests/server/scenarios.test.ts) and by the large-data tests.
 */

const mock = setUpMockWorker({ reseed: false, clearLocalStorage: true })

async function startIn(scenario: ScenarioName) {
  mock.stop()
  await mock.start({ scenario })
}

beforeEach(() => {
  clearStaleAnnouncements()
  muteConsole(['info'])
})
afterEach(() => vi.restoreAllMocks())

const welcome = (name: string) =>
  page.getByRole('banner').getByRole('heading', { level: 1, name: `Welcome, ${name}!` })

describe('named scenarios in the app', () => {
  it('demo: the lead signs in and sees the coffee project', async () => {
    await startIn('demo')
    await render(<App />)
    await submitSignInForm('lead')
    await expect.element(welcome('Leo')).toBeVisible()
    await expect.element(page.getByText('BeanRunner morning delivery study')).toBeVisible()
  })

  it('empty: only the admin signs in, and finds no projects', async () => {
    await startIn('empty')
    await render(<App />)
    await submitSignInForm('lead')
    await expect.element(page.getByRole('alert')).toHaveTextContent('Invalid email or password')
    await submitSignInForm('admin')
    await expect.element(welcome('Ada')).toBeVisible()
    await expect.element(page.getByText('No projects created yet.')).toBeVisible()
  })

  it('broken-config: the admin is told the configuration is broken', async () => {
    await startIn('broken-config')
    await render(<App />)
    await submitSignInForm('admin')
    const fix = page.getByRole('button', { name: 'Fix Configuration' })
    await expect.element(fix).toBeVisible()
    expect(fix.element().closest('[role="alert"]')?.textContent).toContain('Configuration Error')
  })

  it('registration-off: the sign-in screen offers no Create Account, and signing in works', async () => {
    await startIn('registration-off')
    await render(<App />)
    await expect.element(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()
    await expect.element(page.getByRole('link', { name: 'Create Account' })).not.toBeInTheDocument()
    await submitSignInForm('interviewee')
    await expect.element(welcome('Ines')).toBeVisible()
  })

  it('mid-interview: the interviewee resumes and the pending follow-up is asked', async () => {
    await startIn('mid-interview')
    await render(<App />)
    await submitSignInForm('interviewee')
    await expect.element(welcome('Ines')).toBeVisible()
    await page.getByRole('button', { name: 'Resume Interview' }).first().click()
    await expect.element(page.getByText(PENDING_FOLLOW_UP)).toBeVisible()
  })
})
