import { afterEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { App } from '@/app/app'
import { setUpMockWorker } from '../support/mock-worker'
import { muteConsole } from '../support/console'
import { signInAs } from '../support/sign-in'

/** The interview screen offers the theme choice once (issue 32 §4): the footer's. */

setUpMockWorker({ clearLocalStorage: true })

afterEach(() => vi.restoreAllMocks())

describe('the interview screen', () => {
  it('shows one theme choice, in the footer', async () => {
    muteConsole(['info'])
    await signInAs('interviewee')
    await render(<App />)
    await page.getByRole('button', { name: 'Resume Interview' }).click()
    await expect
      .element(page.getByRole('complementary', { name: 'Interview settings' }))
      .toBeVisible()
    expect(page.getByRole('radiogroup', { name: 'Theme' }).elements()).toHaveLength(1)
    await expect
      .element(page.getByRole('contentinfo').getByRole('radiogroup', { name: 'Theme' }))
      .toBeVisible()
  })
})
