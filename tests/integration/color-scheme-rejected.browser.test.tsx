// The theme store reads localStorage once, when its module is first evaluated. Each test file
// runs in a fresh page, so this file sets the stored value before anything imports the app.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { cdp, page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { setUpMockWorker } from '../support/mock-worker'

setUpMockWorker({ reseed: false, signOut: false })

const emulateColorScheme = (value: 'dark' | '') =>
  cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value }] })

beforeAll(async () => {
  localStorage.clear()
  localStorage.setItem('theme', 'purple')
  await emulateColorScheme('dark')
})
afterAll(async () => {
  localStorage.clear()
  await emulateColorScheme('')
})

it('rejects a stored value other than light, dark or system: System applies', async () => {
  const { App } = await import('@/app/app')
  await render(<App />)
  const picker = page.getByRole('contentinfo').getByRole('radiogroup', { name: 'Theme' })
  await expect.element(picker.getByRole('radio', { name: 'System' })).toBeChecked()
  // System follows the (emulated) dark preference of the operating system.
  expect(document.documentElement.dataset.theme).toBe('dark')
})
