import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { startMockWorker } from '../../mocks/browser'
import { seedDatabase } from '../../mocks/db/seed'
import { App } from '../../src/app/app'
import { authActions } from '../../src/features/auth/auth-store'

let worker: Awaited<ReturnType<typeof startMockWorker>>

beforeAll(async () => {
  worker = await startMockWorker()
})
afterAll(() => worker.stop())
beforeEach(async () => {
  authActions.forget()
  await seedDatabase()
})

describe('sign in through the real client against the in-browser mock', () => {
  it('signs in with a demo account typed into the form', async () => {
    await render(<App />)
    await page.getByLabelText('Email').fill('lead@candor.test')
    await page.getByLabelText('Password').fill('lead123')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect.element(page.getByRole('heading', { name: 'Welcome, Leo!' })).toBeVisible()
    expect(localStorage.getItem('token')?.split('.')).toHaveLength(3)
  })

  it("shows the server's message when the password is wrong", async () => {
    await render(<App />)
    await page.getByLabelText('Email').fill('lead@candor.test')
    await page.getByLabelText('Password').fill('wrong-password')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect.element(page.getByRole('alert')).toHaveTextContent('Invalid email or password')
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('signs in with one click on a demo account, and signs out', async () => {
    await render(<App />)
    await page.getByRole('button', { name: 'Sign in as Admin' }).click()
    await expect.element(page.getByRole('heading', { name: 'Welcome, Ada!' })).toBeVisible()
    await page.getByRole('button', { name: 'Sign Out' }).click()
    await expect.element(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
    expect(localStorage.getItem('token')).toBeNull()
  })
})
