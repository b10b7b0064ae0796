import { http, HttpResponse } from 'msw'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { api } from '@/api/client'
import { App } from '@/app/app'
import { AUTH_MESSAGES } from '@/features/auth/validation'
import { getLogContext } from '@/lib/logger'
import { colorSchemeActions, type ResolvedColorScheme } from '@/lib/color-scheme'
import { decodeToken } from '@/lib/token'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { clearStaleAnnouncements } from '../support/announcer'
import { setUpMockWorker } from '../support/mock-worker'
import { demoAccounts } from '../support/accounts'

const mock = setUpMockWorker({ clearLocalStorage: true })
/** Every API path the page asked for since the test began. */
let requested: string[] = []

beforeAll(() => {
  mock.worker.events.on('request:start', ({ request }) => {
    requested.push(new URL(request.url).pathname)
  })
})
beforeEach(() => {
  clearStaleAnnouncements()
  colorSchemeActions.setChoice('light')
  requested = []
})

/** A JWT-shaped token; only its payload matters to the app. */
function tokenWith(payload: Record<string, unknown>): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`
}

async function storedTokenFor(email: string, password: string): Promise<string> {
  const { data } = await api.POST('/auth/login', { body: { email, password } })
  if (!data) throw new Error(`cannot sign in as ${email}`)
  localStorage.setItem('token', data.token)
  return data.token
}

const welcome = (name: string) =>
  page.getByRole('banner').getByRole('heading', { level: 1, name: `Welcome, ${name}!` })

async function signInWith(email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabelText('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

describe('Sign In', () => {
  it('signs in with typed credentials, keeps the token and logs its session id', async () => {
    await render(<App />)
    await expect.element(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
    await signInWith(demoAccounts.lead.email, demoAccounts.lead.password)

    await expect.element(welcome('Leo')).toBeVisible()
    const token = localStorage.getItem('token')
    expect(token?.split('.')).toHaveLength(3)
    const sessionId = decodeToken(token)?.sessionId
    expect(sessionId).toBeTruthy()
    expect(getLogContext()).toMatchObject({ email: 'lead@candor.test', sessionId })
  })

  it("shows the server's message when the password is wrong", async () => {
    await render(<App />)
    await signInWith('lead@candor.test', 'wrong-password')
    await expect.element(page.getByRole('alert')).toHaveTextContent('Invalid email or password')
    expect(localStorage.getItem('token')).toBeNull()
    await expect.element(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
  })

  it("shows the server's response body when it is not an error object", async () => {
    mock.worker.use(
      http.post(
        '*/api/auth/login',
        () => new HttpResponse('Sign-in is paused for maintenance', { status: 503 }),
      ),
    )
    await render(<App />)
    await signInWith(demoAccounts.lead.email, demoAccounts.lead.password)
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Sign-in is paused for maintenance')
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('says "Login failed" when the server cannot be reached', async () => {
    mock.worker.use(http.post('*/api/auth/login', () => HttpResponse.error()))
    await render(<App />)
    await signInWith(demoAccounts.lead.email, demoAccounts.lead.password)
    await expect.element(page.getByRole('alert')).toHaveTextContent('Login failed')
  })

  it('is filled and submitted with the keyboard: Tab between the fields, Enter submits', async () => {
    await render(<App />)
    const email = page.getByRole('textbox', { name: 'Email' })
    await expect.element(email).toBeVisible()
    await userEvent.tab()
    await expect.element(email).toHaveFocus()
    await userEvent.keyboard('interviewee@candor.test')
    await userEvent.tab()
    await expect.element(page.getByLabelText('Password')).toHaveFocus()
    await userEvent.keyboard(`${demoAccounts.interviewee.password}{Enter}`)
    await expect.element(welcome('Ines')).toBeVisible()
  })

  it('signs in with one click on a demo account (mock mode)', async () => {
    await render(<App />)
    const demo = page.getByRole('region', { name: 'Demo accounts' })
    await expect.element(demo.getByText('admin@candor.test')).toBeVisible()
    await demo.getByRole('button', { name: 'Sign in as Admin' }).click()
    await expect.element(welcome('Ada')).toBeVisible()
  })

  it('offers Create Account while the server enables registration', async () => {
    await render(<App />)
    await page.getByRole('link', { name: 'Create Account' }).click()
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Create Account' }))
      .toBeVisible()
  })

  it('offers no Create Account link when registration is disabled', async () => {
    mock.worker.use(
      http.get('*/api/auth/config', () => HttpResponse.json({ registrationEnabled: false })),
    )
    await render(<App />)
    await expect.element(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()
    await expect.poll(() => requested).toContain('/api/auth/config')
    await expect.element(page.getByRole('link', { name: 'Create Account' })).not.toBeInTheDocument()
  })

  it.each<ResolvedColorScheme>(['light', 'dark'])(
    'has no serious accessibility violation, with an error shown (%s theme)',
    async (theme) => {
      colorSchemeActions.setChoice(theme)
      await render(<App />)
      await signInWith('lead@candor.test', 'wrong-password')
      await expect.element(page.getByRole('alert')).toBeVisible()
      await expect.element(page.getByRole('link', { name: 'Create Account' })).toBeVisible()
      expect(document.documentElement.dataset.theme).toBe(theme)
      await expectNoSeriousA11yViolations()
    },
  )
})

describe('a stored token at start', () => {
  it('loads the profile and opens the dashboard without asking to sign in', async () => {
    await storedTokenFor(demoAccounts.interviewee.email, demoAccounts.interviewee.password)
    requested = []
    await render(<App />)
    await expect.element(welcome('Ines')).toBeVisible()
    expect(requested).toContain('/api/auth/profile')
  })

  it('signs out when the profile cannot be loaded', async () => {
    await storedTokenFor(demoAccounts.interviewee.email, demoAccounts.interviewee.password)
    mock.worker.use(
      http.get('*/api/auth/profile', () =>
        HttpResponse.json(
          { status: 500, code: 'bad_request', message: 'Profile store is down' },
          { status: 500 },
        ),
      ),
    )
    await render(<App />)
    await expect.element(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
    await expect.poll(() => requested).toContain('/api/auth/profile')
    expect(localStorage.getItem('token')).toBeNull()
    await expect.element(page.getByRole('banner')).not.toBeInTheDocument()
  })

  it('signs out when the profile fails right after a sign-in', async () => {
    mock.worker.use(http.get('*/api/auth/profile', () => new HttpResponse(null, { status: 500 })))
    await render(<App />)
    await signInWith(demoAccounts.lead.email, demoAccounts.lead.password)
    await expect.poll(() => requested).toContain('/api/auth/profile')
    await expect.element(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('drops an expired token without any request for the profile, saying so', async () => {
    const expired = tokenWith({
      sub: '00000000-0000-4000-8000-000000000001',
      sessionId: 'old-session',
      exp: Math.floor(Date.now() / 1000) - 60,
    })
    localStorage.setItem('token', expired)
    await render(<App />)
    await expect.element(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
    await expect.element(page.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.sessionExpired)
    expect(localStorage.getItem('token')).toBeNull()
    expect(requested).not.toContain('/api/auth/profile')
  })

  it('signs out saying the session has expired when the server refuses the stored token', async () => {
    const token = await storedTokenFor(
      demoAccounts.interviewee.email,
      demoAccounts.interviewee.password,
    )
    // Signed out elsewhere: the token is still stored here, but its session has ended.
    await fetch('/api/auth/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    })
    await render(<App />)
    await expect.element(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
    await expect.element(page.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.sessionExpired)
    expect(requested).toContain('/api/auth/profile')
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('says nothing of a session when a profile load fails for another reason', async () => {
    await storedTokenFor(demoAccounts.interviewee.email, demoAccounts.interviewee.password)
    mock.worker.use(http.get('*/api/auth/profile', () => new HttpResponse(null, { status: 500 })))
    await render(<App />)
    await expect.element(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
    await expect.poll(() => requested).toContain('/api/auth/profile')
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument()
  })
})
