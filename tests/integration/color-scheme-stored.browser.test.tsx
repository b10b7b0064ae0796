// The theme store reads localStorage once, when its module is first evaluated. Each test file
// runs in a fresh page, so this file sets the stored value before anything imports the app.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { setUpMockWorker } from '../support/mock-worker'

setUpMockWorker({ reseed: false, signOut: false })

beforeAll(() => {
  localStorage.clear()
  localStorage.setItem('theme', 'dark')
})
afterAll(() => localStorage.clear())

it('applies the theme kept under "theme" on the next start', async () => {
  const { App } = await import('@/app/app')
  await render(<App />)
  const picker = page.getByRole('contentinfo').getByRole('radiogroup', { name: 'Theme' })
  await expect.element(picker.getByRole('radio', { name: 'Dark' })).toBeChecked()
  expect(document.documentElement.dataset.theme).toBe('dark')
})
