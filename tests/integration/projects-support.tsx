import { HttpResponse } from 'msw'
import { snapshot } from 'valtio'
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest'
import { page, type Locator } from 'vitest/browser'
import { projects } from '../../fixtures'
import type { User } from '@/contract/types'
import { authActions, authState } from '@/features/auth/auth-store'
import { clearStaleAnnouncements } from '../support/announcer'
import { setUpMockWorker } from '../support/mock-worker'
import { renderSignedInAt } from '../support/signed-in'

/** Set-up, accounts and fixtures shared by the project screen tests (projects-*.browser.test.tsx). */

export const ACCOUNTS = {
  admin: ['admin@candor.test', 'admin123'],
  lead: ['lead@candor.test', 'lead123'],
  interviewee: ['interviewee@candor.test', 'interviewee123'],
} as const
export type Account = keyof typeof ACCOUNTS

export const [coffee, network] = projects
export const COFFEE = coffee.name
export const NETWORK = network.name

/**
 * The hooks of a project screen test file: the in-browser mock, the app's logging kept out of
 * the output (its errors kept for the test to read) and the requests the app makes.
 */
export function setUpProjectTests() {
  const mock = setUpMockWorker()
  let errors: string[] = []
  let requests: string[] = []

  beforeAll(() => {
    mock.worker.events.on('request:start', ({ request }) => {
      requests.push(`${request.method} ${new URL(request.url).pathname}`)
    })
  })
  beforeEach(() => {
    clearStaleAnnouncements()
    errors = []
    requests = []
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(console, 'error').mockImplementation((message: unknown) => {
      errors.push(String(message))
    })
  })
  afterEach(() => vi.restoreAllMocks())

  return {
    mock,
    /** What the app logged as errors during the test. */
    errors: () => errors,
    /** How often the app made `request` ("METHOD /path") during the test. */
    count: (request: string) => requests.filter((made) => made === request).length,
  }
}

export async function signIn(account: Account): Promise<User> {
  const [email, password] = ACCOUNTS[account]
  await authActions.signIn(email, password)
  const { user } = snapshot(authState)
  if (!user) throw new Error(`${account} could not sign in`)
  return user as User
}

export async function renderDashboard(account: Account) {
  const user = await signIn(account)
  await renderSignedInAt('/')
  return user
}

export const fail = (status: number, message: string) =>
  HttpResponse.json({ status, code: 'bad_request', message }, { status })

export const projectCard = (name: string) => page.getByRole('button', { name, exact: true })

export async function openProject(name: string): Promise<Locator> {
  await projectCard(name).click()
  const dialog = page.getByRole('dialog', { name })
  await expect.element(dialog).toBeVisible()
  return dialog
}

/** Opens a Select by its label and picks an option. */
export async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole('button', { name: new RegExp(label) }).click()
  await page.getByRole('option', { name: option }).click()
}
