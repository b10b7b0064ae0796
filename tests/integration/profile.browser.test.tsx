import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { api } from '@/api/client'
import { App } from '@/app/app'
import { authState } from '@/features/auth/auth-store'
import { colorSchemeActions, type ResolvedColorScheme } from '@/lib/color-scheme'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { clearStaleAnnouncements } from '../support/announcer'
import { setUpMockWorker } from '../support/mock-worker'
import { demoCredentials } from '../support/accounts'

// The dashboard's own content has its own tests; the profile is reached from the header.
vi.mock('@/app/dashboard-page', () => import('../support/dashboard-stand-in'))

/**
 * Waits, frame by frame, until `check` holds. Under fake timers expect.element would not do:
 * each of its retries moves the fake clock on, which would eat into the delay under test.
 * Timers already due still run: TanStack Query hands its updates to the screen in a 0 ms one.
 */
async function frameUntil(check: () => boolean, timeoutMs = 5_000) {
  const deadline = performance.now() + timeoutMs
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`not met within ${timeoutMs} ms`)
    vi.advanceTimersByTime(0)
    await new Promise((resolve) => requestAnimationFrame(resolve))
  }
}

/** Lets React finish the renders a timer set off (its scheduler does not use setTimeout). */
async function nextFrames() {
  for (let frame = 0; frame < 2; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve))
  }
}

const mock = setUpMockWorker({ clearLocalStorage: true })
let updates: Record<string, unknown>[] = []

beforeEach(() => {
  clearStaleAnnouncements()
  colorSchemeActions.setChoice('light')
  updates = []
  // Records each PUT /users/me body, then lets the mock's own handler answer.
  mock.worker.use(
    http.put('*/api/users/me', async ({ request }) => {
      updates.push((await request.clone().json()) as Record<string, unknown>)
    }),
  )
})
afterEach(() => vi.useRealTimers())

const dialog = () => page.getByRole('dialog', { name: 'My Profile' })
const field = (name: string) => dialog().getByRole('textbox', { name, exact: true })
const newPassword = () => dialog().getByLabelText('New Password')
const save = () => dialog().getByRole('button', { name: 'Save Changes' })

/** Signs in as the lead (Leo Lindqvist) and opens My Profile from the settings menu. */
async function openProfile() {
  const { data } = await api.POST('/auth/login', {
    body: demoCredentials.lead,
  })
  localStorage.setItem('token', data?.token ?? '')
  await render(<App />)
  await page.getByRole('button', { name: 'Settings' }).click()
  await page.getByRole('menuitem', { name: 'Profile' }).click()
  await expect.element(dialog()).toBeVisible()
}

describe('My Profile', () => {
  it("is filled with the user's names and email, and a blank new password", async () => {
    await openProfile()
    const user = authState.user
    await expect.element(field('First Name')).toHaveValue(user?.firstName)
    await expect.element(field('Last Name')).toHaveValue(user?.lastName)
    await expect.element(field('Email')).toHaveValue('lead@candor.test')
    await expect.element(field('Email')).toHaveAttribute('type', 'email')
    await expect.element(newPassword()).toHaveValue('')
    await expect.element(newPassword()).toHaveAttribute('type', 'password')
    await expect
      .element(dialog().getByText('Leave blank to keep your current password.'))
      .toBeVisible()
    await expect.element(dialog().getByRole('button', { name: 'Cancel' })).toBeVisible()
  })

  it('saves without the password when it is left blank, then closes after 1500 ms', async () => {
    await openProfile()
    await field('First Name').fill('Leonard')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await save().click()

    const success = dialog().getByRole('alert')
    const welcome = page.getByRole('heading', { level: 1, name: 'Welcome, Leonard!' })
    await frameUntil(() => success.query() !== null && welcome.query() !== null)
    expect(success.element()).toHaveTextContent('Profile updated successfully!')
    expect(updates).toHaveLength(1)
    expect(updates[0]).not.toHaveProperty('password')
    expect(updates[0]).toMatchObject({ firstName: 'Leonard', email: 'lead@candor.test' })
    // The auth store's user, and so the header's welcome line, took the new name at once.
    expect(authState.user?.firstName).toBe('Leonard')

    vi.advanceTimersByTime(1499)
    await nextFrames()
    // A close would have started the overlay's exit by now.
    expect(dialog().element().closest('[data-exiting]')).toBeNull()
    vi.advanceTimersByTime(1)
    vi.useRealTimers()
    await expect.element(dialog()).not.toBeInTheDocument()
  })

  it('sends a new password when one is typed, and it signs in afterwards', async () => {
    await openProfile()
    await newPassword().fill('fresh-secret')
    // The dialog closes 1.5 s after its success: held open, a busy machine cannot miss it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await save().click()
    const success = dialog().getByRole('alert')
    await frameUntil(() => success.query() !== null)
    expect(success.element()).toHaveTextContent('Profile updated successfully!')
    expect(updates[0]).toMatchObject({ password: 'fresh-secret' })
    vi.useRealTimers()

    const { data } = await api.POST('/auth/login', {
      body: { email: 'lead@candor.test', password: 'fresh-secret' },
    })
    expect(data?.user.email).toBe('lead@candor.test')
  })

  it.each(['First Name', 'Last Name', 'Email'])('requires %s', async (name) => {
    await openProfile()
    await field(name).fill('')
    await save().click()
    await expect.element(field(name)).toHaveAttribute('aria-invalid', 'true')
    await expect.element(dialog()).toBeVisible()
    expect(updates).toEqual([])
  })

  it('refuses a new password shorter than 6 characters', async () => {
    await openProfile()
    await newPassword().fill('12345')
    await save().click()
    await expect
      .element(dialog().getByText('Password must be at least 6 characters long'))
      .toBeVisible()
    expect(updates).toEqual([])
  })

  it("shows the server's error and stays open", async () => {
    await openProfile()
    await field('Email').fill('admin@candor.test')
    await save().click()
    await expect
      .element(dialog().getByRole('alert'))
      .toHaveTextContent('body.email is already registered')
    expect(authState.user?.email).toBe('lead@candor.test')
    await expect.element(dialog()).toBeVisible()
  })

  it('closes on Cancel without saving, and opens fresh the next time', async () => {
    await openProfile()
    await field('First Name').fill('Changed')
    await dialog().getByRole('button', { name: 'Cancel' }).click()
    await expect.element(dialog()).not.toBeInTheDocument()
    expect(updates).toEqual([])

    await page.getByRole('button', { name: 'Settings' }).click()
    await page.getByRole('menuitem', { name: 'Profile' }).click()
    await expect.element(field('First Name')).toHaveValue(authState.user?.firstName)
  })

  it.each<ResolvedColorScheme>(['light', 'dark'])(
    'has no serious accessibility violation (%s theme)',
    async (theme) => {
      colorSchemeActions.setChoice(theme)
      await openProfile()
      await newPassword().fill('123')
      await save().click()
      await expect
        .element(dialog().getByText('Password must be at least 6 characters long'))
        .toBeVisible()
      expect(document.documentElement.dataset.theme).toBe(theme)
      await expectNoSeriousA11yViolations()
    },
  )
})
