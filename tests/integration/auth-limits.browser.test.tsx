import { beforeEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { api } from '@/api/client'
import { App } from '@/app/app'
import { colorSchemeActions } from '@/lib/color-scheme'
import { clearStaleAnnouncements } from '../support/announcer'
import { setUpMockWorker } from '../support/mock-worker'
import { demoAccounts } from '../support/accounts'

/** Issue 33: what the sign-in and register screens show when the server's limits refuse. */

setUpMockWorker({ clearLocalStorage: true })

beforeEach(() => {
  clearStaleAnnouncements()
  colorSchemeActions.setChoice('light')
})

describe('Sign In, throttled', () => {
  it("shows 'Too many attempts' after 10 failed sign-ins for the email", async () => {
    for (let i = 0; i < 10; i += 1) {
      const { response } = await api.POST('/auth/login', {
        body: { email: 'lead@candor.test', password: 'wrong-password' },
      })
      expect(response.status).toBe(401)
    }
    await render(<App />)
    await page.getByRole('textbox', { name: 'Email' }).fill('lead@candor.test')
    await page.getByLabelText('Password').fill(demoAccounts.lead.password)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()

    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Too many attempts. Try again in 15 minutes.')
    expect(localStorage.getItem('token')).toBeNull()
    await expect.element(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
  })
})

describe('Create Account as an admin', () => {
  it("shows 'Only an admin can create an admin account.' and keeps the role chosen", async () => {
    await render(<App />)
    await page.getByRole('link', { name: 'Create Account' }).click()
    await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Mallory')
    await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Self')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('mallory@example.com')
    await page.getByLabelText(/^Password/).fill('secret1')
    await page.getByLabelText('Confirm Password').fill('secret1')
    await page.getByRole('button', { name: /Role/ }).click()
    await page.getByRole('option', { name: 'Admin' }).click()
    await page.getByRole('button', { name: 'Create Account' }).click()

    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Only an admin can create an admin account.')
    await expect.element(page.getByRole('button', { name: /Role/ })).toHaveTextContent(/Admin/)
    expect(localStorage.getItem('token')).toBeNull()
  })
})
