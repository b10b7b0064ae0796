import { afterEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { App } from '@/app/app'
import { authActions } from '@/features/auth/auth-store'
import { setUpMockWorker } from '../support/mock-worker'

/** The interview screen offers the theme choice once (issue 32 §4): the footer's. */

setUpMockWorker({ clearLocalStorage: true })

afterEach(() => vi.restoreAllMocks())

describe('the interview screen', () => {
  it('shows one theme choice, in the footer', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    await authActions.signIn('interviewee@candor.test', 'interviewee123')
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
