import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cdp, page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { api } from '@/api/client'
import { App } from '@/app/app'
import { colorSchemeActions } from '@/lib/color-scheme'
import { setUpMockWorker } from '../support/mock-worker'
import { demoCredentials } from '../support/accounts'

vi.mock('@/app/dashboard-page', () => import('../support/dashboard-stand-in'))

setUpMockWorker({ clearLocalStorage: true })

/** The operating system's colour preference, as Chromium reports it to the page. */
async function emulateColorScheme(value: 'light' | 'dark' | '') {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-color-scheme', value }],
  })
}

const theme = () => document.documentElement.dataset.theme
const footerColorScheme = () =>
  page.getByRole('contentinfo').getByRole('radiogroup', { name: 'Theme' })

afterAll(async () => {
  await emulateColorScheme('')
})
beforeEach(async () => {
  colorSchemeActions.setChoice('system')
  await emulateColorScheme('light')
})
afterEach(async () => {
  await emulateColorScheme('light')
})

describe('theme', () => {
  it('is chosen in the settings menu, applied to the page and kept under "theme"', async () => {
    const { data } = await api.POST('/auth/login', {
      body: demoCredentials.lead,
    })
    localStorage.setItem('token', data?.token ?? '')
    await render(<App />)

    const settings = page.getByRole('button', { name: 'Settings' })
    await settings.click()
    await expect
      .element(page.getByRole('menuitemradio', { name: 'System' }))
      .toHaveAttribute('aria-checked', 'true')
    await page.getByRole('menuitemradio', { name: 'Dark' }).click()

    await expect.poll(theme).toBe('dark')
    expect(localStorage.getItem('theme')).toBe('dark')
    await expect.element(footerColorScheme().getByRole('radio', { name: 'Dark' })).toBeChecked()
    await settings.click()
    await expect
      .element(page.getByRole('menuitemradio', { name: 'Dark' }))
      .toHaveAttribute('aria-checked', 'true')
  })

  it("follows the operating system's preference while System is chosen", async () => {
    colorSchemeActions.setChoice('light')
    await render(<App />)
    await footerColorScheme().getByRole('radio', { name: 'System' }).click()
    expect(localStorage.getItem('theme')).toBe('system')

    await emulateColorScheme('dark')
    await expect.poll(theme).toBe('dark')
    await emulateColorScheme('light')
    await expect.poll(theme).toBe('light')

    await footerColorScheme().getByRole('radio', { name: 'Dark' }).click()
    await expect.poll(theme).toBe('dark')
    await emulateColorScheme('light')
    expect(theme()).toBe('dark')
  })
})
