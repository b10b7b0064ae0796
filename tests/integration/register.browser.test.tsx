import { http, HttpResponse } from 'msw'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { App } from '@/app/app'
import { colorSchemeActions, type ResolvedColorScheme } from '@/lib/color-scheme'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { clearStaleAnnouncements } from '../support/announcer'
import { setUpMockWorker } from '../support/mock-worker'

// Only whether the dashboard shows matters here; its content has its own tests.
vi.mock('@/app/dashboard-page', () => import('../support/dashboard-stand-in'))

const mock = setUpMockWorker({ clearLocalStorage: true })
let registrations: unknown[] = []
/** How many times the mock has answered GET /api/auth/config in this test. */
let configAnswers = 0

beforeAll(() => {
  mock.worker.events.on('response:mocked', ({ request }) => {
    if (new URL(request.url).pathname === '/api/auth/config') configAnswers += 1
  })
})
beforeEach(() => {
  clearStaleAnnouncements()
  colorSchemeActions.setChoice('light')
  registrations = []
  configAnswers = 0
  // Records each registration body, then lets the mock's own handler answer.
  mock.worker.use(
    http.post('*/api/auth/register', async ({ request }) => {
      registrations.push(await request.clone().json())
    }),
  )
})

const field = (name: string) => page.getByRole('textbox', { name, exact: true })
const password = () => page.getByLabelText(/^Password/)
const confirmPassword = () => page.getByLabelText('Confirm Password')
const submit = () => page.getByRole('button', { name: 'Create Account' })
const role = () => page.getByRole('button', { name: /Role/ })

async function openCreateAccount() {
  await render(<App />)
  await page.getByRole('link', { name: 'Create Account' }).click()
  await expect
    .element(page.getByRole('heading', { level: 1, name: 'Create Account' }))
    .toBeVisible()
}

async function fillValidForm(email = 'new.person@example.com') {
  await field('First Name').fill('Nora')
  await field('Last Name').fill('Newman')
  await field('Email').fill(email)
  await password().fill('secret1')
  await confirmPassword().fill('secret1')
}

describe('Create Account', () => {
  it('has the fields of the spec, an email input and Interviewee as the default role', async () => {
    await openCreateAccount()
    for (const name of ['First Name', 'Last Name', 'Email']) {
      await expect.element(field(name)).toBeVisible()
    }
    await expect.element(field('Email')).toHaveAttribute('type', 'email')
    await expect.element(password()).toHaveAttribute('type', 'password')
    await expect.element(confirmPassword()).toHaveAttribute('type', 'password')
    await expect.element(role()).toHaveTextContent('Interviewee')

    await role().click()
    const options = page.getByRole('option')
    await expect.element(options).toHaveLength(3)
    expect(options.elements().map((option) => option.textContent)).toEqual([
      'Admin',
      'Interview Lead',
      'Interviewee',
    ])
  })

  it('keeps Create Account disabled until every field is filled and valid', async () => {
    await openCreateAccount()
    await expect.element(submit()).toBeDisabled()
    await field('First Name').fill('Nora')
    await field('Last Name').fill('Newman')
    await field('Email').fill('new.person@example.com')
    await password().fill('secret1')
    await expect.element(submit()).toBeDisabled()
    await confirmPassword().fill('secret1')
    await expect.element(submit()).toBeEnabled()

    await field('Last Name').fill('   ')
    await expect.element(submit()).toBeDisabled()
    await field('Last Name').fill('Newman')
    await field('Email').fill('not-an-email')
    await expect.element(submit()).toBeDisabled()
    await expect.element(page.getByText('Please enter a valid email address')).toBeVisible()
  })

  it("says 'Password must be at least 6 characters long' under a short password", async () => {
    await openCreateAccount()
    await fillValidForm()
    await password().fill('12345')
    await confirmPassword().fill('12345')
    await expect.element(password()).toHaveAttribute('aria-invalid', 'true')
    await expect
      .element(page.getByText('Password must be at least 6 characters long'))
      .toBeVisible()
    await expect.element(submit()).toBeDisabled()

    await password().fill('123456')
    await confirmPassword().fill('123456')
    await expect
      .element(page.getByText('Password must be at least 6 characters long'))
      .not.toBeInTheDocument()
    await expect.element(submit()).toBeEnabled()
  })

  it("says 'Passwords do not match' until the confirmation matches", async () => {
    await openCreateAccount()
    await fillValidForm()
    await confirmPassword().fill('secret2')
    await expect.element(confirmPassword()).toHaveAttribute('aria-invalid', 'true')
    await expect.element(page.getByText('Passwords do not match')).toBeVisible()
    await expect.element(submit()).toBeDisabled()
    await confirmPassword().fill('secret1')
    await expect.element(page.getByText('Passwords do not match')).not.toBeInTheDocument()
    await expect.element(submit()).toBeEnabled()
  })

  it('creates the account with the chosen role and signs in with it', async () => {
    await openCreateAccount()
    await fillValidForm()
    await role().click()
    await page.getByRole('option', { name: 'Interview Lead' }).click()
    await submit().click()

    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Welcome, Nora!' }))
      .toBeVisible()
    expect(registrations).toEqual([
      {
        firstName: 'Nora',
        lastName: 'Newman',
        email: 'new.person@example.com',
        role: 'interview_lead',
        password: 'secret1',
      },
    ])
    expect(localStorage.getItem('token')?.split('.')).toHaveLength(3)
    await page.getByRole('button', { name: 'Settings' }).click()
    await expect.element(page.getByRole('menu')).toHaveTextContent('Interview Lead')
  })

  it("shows the server's text when the registration is refused", async () => {
    await openCreateAccount()
    await fillValidForm('lead@candor.test')
    await submit().click()
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('body.email is already registered')
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Create Account' }))
      .toBeVisible()
    expect(localStorage.getItem('token')).toBeNull()
  })

  it.each([
    ['an empty answer', () => new HttpResponse(null, { status: 500 })],
    ['no answer at all', () => HttpResponse.error()],
  ])("says 'Registration failed' on %s", async (_, answer) => {
    mock.worker.use(http.post('*/api/auth/register', answer))
    await openCreateAccount()
    await fillValidForm()
    await submit().click()
    await expect.element(page.getByRole('alert')).toHaveTextContent('Registration failed')
  })

  it('goes back to Sign In by its link', async () => {
    await openCreateAccount()
    await page.getByRole('link', { name: 'Sign In' }).click()
    await expect.element(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
  })

  it.each<ResolvedColorScheme>(['light', 'dark'])(
    'has no serious accessibility violation, with field errors shown (%s theme)',
    async (theme) => {
      colorSchemeActions.setChoice(theme)
      await openCreateAccount()
      await password().fill('123')
      await confirmPassword().fill('1234')
      await expect.element(page.getByText('Passwords do not match')).toBeVisible()
      expect(document.documentElement.dataset.theme).toBe(theme)
      await expectNoSeriousA11yViolations()
    },
  )
})

describe('when registration turns disabled', () => {
  const disableRegistration = () =>
    mock.worker.use(
      http.get('*/api/auth/config', () => HttpResponse.json({ registrationEnabled: false })),
    )

  it('falls back to Sign In as the Create Account screen re-checks the config', async () => {
    await render(<App />)
    const link = page.getByRole('link', { name: 'Create Account' })
    await expect.element(link).toBeVisible()
    // The sign-in screen's own check has answered; the next one is the Create Account screen's.
    await expect.poll(() => configAnswers).toBe(1)
    disableRegistration()
    await link.click()
    await expect.element(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
    await expect.element(page.getByRole('link', { name: 'Create Account' })).not.toBeInTheDocument()
  })

  it('falls back to Sign In when the server refuses the registration with 403', async () => {
    await openCreateAccount()
    await fillValidForm()
    disableRegistration()
    mock.worker.use(
      http.post('*/api/auth/register', () =>
        HttpResponse.json(
          { status: 403, code: 'forbidden', message: 'Registration is disabled' },
          { status: 403 },
        ),
      ),
    )
    await submit().click()
    await expect.element(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
    await expect.element(page.getByRole('alert')).toHaveTextContent('Registration is disabled')
    await expect.element(page.getByRole('link', { name: 'Create Account' })).not.toBeInTheDocument()
  })
})
