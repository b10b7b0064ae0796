import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { projects } from '../../fixtures'
import { signToken, type TokenPayload } from '../../mocks/auth/crypto'
import { App } from '@/app/app'
import { navigation } from '@/app/navigation'
import { AUTH_MESSAGES } from '@/features/auth/validation'
import { interviewActions } from '@/features/interview/interview-store'
import { readToken, TOKEN_KEY } from '@/lib/token'
import { toasts } from '@/ui/toast'
import { setUpMockWorker } from '../support/mock-worker'
import { muteConsole } from '../support/console'
import { demoCredentials } from '../support/accounts'
import { submitSignInForm } from '../support/form-steps'

/**
 * An expired token (issue 10, item 6): the first call the server refuses with 401 signs the user
 * out with a message on Sign In, and nothing the server accepted is lost: after signing in
 * again, the dashboard's Interview in Progress card resumes the interview with its answers.
 */

const network = projects[1]
const ADMIN = demoCredentials.admin
const FIRST_ANSWER =
  'The technician came on time, set up three mesh points and labelled every cable for us.'
const SECOND_ANSWER = 'This one is typed after the session has expired.'

setUpMockWorker({ clearLocalStorage: true })
beforeEach(() => muteConsole())
afterEach(async () => {
  void interviewActions.leave()
  await interviewActions.whenSettled()
  toasts.clear()
})

/**
 * Replaces the stored token by one of the same session that expired a minute ago, signed with
 * the mock's key: the server refuses it as 'Token expired', not as a forgery.
 */
async function expireStoredToken(): Promise<void> {
  const [, body = ''] = (readToken() ?? '').split('.')
  const payload = JSON.parse(atob(body.replace(/-/g, '+').replace(/_/g, '/'))) as TokenPayload
  localStorage.setItem(
    TOKEN_KEY,
    await signToken({ ...payload, exp: Math.floor(Date.now() / 1000) - 60 }),
  )
}

const signInHeading = () => page.getByRole('heading', { level: 1, name: 'Sign In' })
const welcome = () => page.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })
const responses = () => page.getByRole('list', { name: 'Previous Responses' }).getByRole('listitem')

async function signInAsAdmin(): Promise<void> {
  await submitSignInForm(ADMIN)
  await expect.element(welcome()).toBeVisible()
}

async function submitTypedAnswer(text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Your response' }).fill(text)
  await page.getByRole('button', { name: 'Submit Response' }).click()
}

describe('an expired token', () => {
  it('signs out mid-interview with a message; signing in again resumes it with the answer', async () => {
    await render(<App />)
    await signInAsAdmin()
    await page.getByRole('button', { name: network.name, exact: true }).click()
    await page
      .getByRole('dialog', { name: network.name })
      .getByRole('button', { name: 'Start Interview' })
      .click()
    await page.getByRole('checkbox', { name: 'I agree to take part' }).click()
    await page.getByRole('button', { name: 'Start Interview' }).click()
    await page.getByRole('button', { name: 'Type response instead' }).click()
    await submitTypedAnswer(FIRST_ANSWER)
    await expect.element(responses().first()).toHaveTextContent(FIRST_ANSWER)
    // The answer is on the server's record of the interview before the token runs out.
    await interviewActions.whenSettled()

    await expireStoredToken()
    await submitTypedAnswer(SECOND_ANSWER)

    await expect.element(signInHeading()).toBeVisible()
    await expect.element(page.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.sessionExpired)
    expect(readToken()).toBeNull()
    expect(navigation.interview).toBeNull()

    // The address kept the saved interview: signing in lands on it, resumed from the server.
    await signInAsAdmin()
    await expect.element(page.getByText(AUTH_MESSAGES.sessionExpired)).not.toBeInTheDocument()

    await expect
      .element(page.getByText('Resumed your interview: 1 earlier answer restored.'))
      .toBeVisible()
    await expect.element(responses().first()).toHaveTextContent(FIRST_ANSWER)
    expect(responses().elements()).toHaveLength(1)
  })

  it('signs out with the message when the session has ended elsewhere', async () => {
    await render(<App />)
    await signInAsAdmin()
    // The dashboard first: signed out before its list arrives, it would leave no project to press.
    const project = page.getByRole('button', { name: network.name, exact: true })
    await expect.element(project).toBeVisible()
    // Another tab signs this session out: the token is still stored here, the server refuses it.
    const token = readToken()
    await fetch('/api/auth/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    })

    await project.click()
    await expect.element(signInHeading()).toBeVisible()
    await expect.element(page.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.sessionExpired)
  })

  it('shows no message when the user signs out himself, even with an expired token', async () => {
    await render(<App />)
    await signInAsAdmin()
    await expireStoredToken()
    await page.getByRole('button', { name: 'Settings' }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect.element(signInHeading()).toBeVisible()
    expect(readToken()).toBeNull()
    await expect.element(page.getByText(AUTH_MESSAGES.sessionExpired)).not.toBeInTheDocument()
  })

  it('takes the message away once the user tries to sign in again', async () => {
    await render(<App />)
    await signInAsAdmin()
    await expireStoredToken()
    await page.getByRole('button', { name: network.name, exact: true }).click()
    await expect.element(page.getByText(AUTH_MESSAGES.sessionExpired)).toBeVisible()

    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email)
    await page.getByLabelText('Password').fill('wrong-password')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect.element(page.getByRole('alert')).toHaveTextContent('Invalid email or password')
    await expect.element(page.getByText(AUTH_MESSAGES.sessionExpired)).not.toBeInTheDocument()
  })
})
