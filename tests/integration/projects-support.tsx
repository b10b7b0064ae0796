import { HttpResponse } from 'msw'
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest'
import { page, type Locator } from 'vitest/browser'
import { projects } from '../../fixtures'
import { clearStaleAnnouncements } from '../support/announcer'
import { setUpMockWorker } from '../support/mock-worker'
import type { DemoRole } from '../support/accounts'
import { renderSignedInAt } from '../support/signed-in'
import { signInAs } from '../support/sign-in'
import { muteConsole, recordInto } from '../support/console'

/** Set-up, accounts and fixtures shared by the project screen tests (projects-*.browser.test.tsx). */

export type Account = DemoRole

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
    muteConsole(['info', 'warn', 'error'], recordInto(errors, 'error'))
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

export async function renderDashboard(account: Account) {
  const user = await signInAs(account)
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
