import { ADMIN_ROLE } from '@/domain/roles'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, type Locator } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import type { Project } from '@/contract/types'
import { App } from '@/app/app'
import { interviewActions, interviewState } from '@/features/interview/interview-store'
import { clearToken, writeToken } from '@/lib/token'
import { colorSchemeActions } from '@/lib/color-scheme'
import { toasts } from '@/ui/toast'
import { typeUntilCompleted } from '../integration/interview-harness'
import { setUpMockWorker } from '../support/mock-worker'
import { muteConsole } from '../support/console'
import { demoCredentials } from '../support/accounts'

/**
 * Hostile content (issue 10, item 6): script and HTML payloads stored through the API in every
 * free-text field a client can set, then shown by the app's own screens (App from src/app, the
 * real client, the in-browser mock). No payload may run (window.__xss stays undefined) or become
 * an element (no img[src="x"], no svg with onload, no script carrying it); each is shown as text.
 *
 * Fields and where they show:
 * - user first and last names (register; profile update): header welcome line, admin users
 *   table, project members table, results cards and details (interviewee name)
 * - project name, description, company, product, product description: dashboard cards,
 *   project detail, results title, pre-interview and interview headings, in-progress card,
 *   Interview Completed
 * - project type name and description, question text: admin Project Types list, the questions
 *   asked in the interview (Previous Responses, summary, results details)
 * - typed answers (interview API): Previous Responses, Interview Summary, results details
 * Prompt descriptions cannot be set through the API (prompt files are server-side), so they
 * are not covered here.
 */

const IMG = '<img src=x onerror="window.__xss=1">'
const SCRIPT = '<script>window.__xss=1</script>'
const SVG = '"><svg onload=window.__xss=1>'
const PAYLOADS = [IMG, SCRIPT, SVG] as const

const HOSTILE_ADMIN = { email: 'hostile.admin@candor.test' }
const DEMO_ADMIN = demoCredentials.admin
const HOSTILE_INTERVIEWEE = { email: 'hostile.interviewee@candor.test', password: 'hostile123' }

/** What the data holds once set up (beforeAll). */
const stored = {
  adminName: `${IMG} ${SVG}`,
  intervieweeName: `${SVG} ${SCRIPT}`,
  project: {
    name: IMG,
    description: SVG,
    company: SCRIPT,
    product: IMG,
    productDescription: SVG,
  },
  type: { name: SCRIPT, description: IMG },
  questions: [IMG, SVG],
}

declare global {
  interface Window {
    __xss?: unknown
  }
}

let adminToken = ''
let project: Project

async function post<T>(
  path: string,
  body: unknown,
  token: string | null,
  method = 'POST',
): Promise<T> {
  const response = await fetch(`/api${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`)
  return (text ? JSON.parse(text) : null) as T
}

/** Stores every payload through the API, and one finished interview typed with them. */
async function storeHostileData(): Promise<void> {
  // Only an admin creates an admin account (SECURITY.md): the demo admin makes the hostile one.
  const demoAdmin = await post<{ token: string }>('/auth/login', DEMO_ADMIN, null)
  const created = await post<{ password: string }>(
    '/users',
    { ...HOSTILE_ADMIN, firstName: IMG, lastName: SVG, role: ADMIN_ROLE },
    demoAdmin.token,
  )
  const admin = await post<{ token: string }>(
    '/auth/login',
    { email: HOSTILE_ADMIN.email, password: created.password },
    null,
  )
  adminToken = admin.token
  const interviewee = await post<{ token: string; user: { id: string } }>(
    '/auth/register',
    { ...HOSTILE_INTERVIEWEE, firstName: SCRIPT, lastName: IMG, role: 'interviewee' },
    null,
  )
  await post(
    '/users/me',
    { firstName: SVG, lastName: SCRIPT, email: HOSTILE_INTERVIEWEE.email },
    interviewee.token,
    'PUT',
  )

  const type = await post<{ id: string }>(
    '/admin/project-types',
    { ...stored.type, category: 'app' },
    adminToken,
  )
  for (const [index, text] of stored.questions.entries()) {
    await post(
      `/admin/project-types/${type.id}/questions`,
      { text, order: index + 1, isActive: true },
      adminToken,
    )
  }
  project = await post<Project>(
    '/projects',
    { ...stored.project, projectTypeId: type.id, followUpIntensity: 1 },
    adminToken,
  )
  await post(`/projects/${project.id}/invite`, { userId: interviewee.user.id }, adminToken)

  // A finished interview, typed through the interview API by the hostile admin.
  writeToken(adminToken)
  await interviewActions.startFromProject(project)
  for (let turn = 0; turn < 20 && interviewState.status !== 'finished'; turn++) {
    expect(interviewState.error).toBeNull()
    await interviewActions.submitText(PAYLOADS[turn % PAYLOADS.length] ?? IMG)
  }
  expect(interviewState.status).toBe('finished')
  void interviewActions.leave()
  await interviewActions.whenSettled()
  clearToken()
}

// The tests share the data stored once for the file (beforeAll): no seed before each test.
setUpMockWorker({ reseed: false, clearLocalStorage: true })
beforeAll(async () => {
  muteConsole(['info', 'warn', 'error'])
  await storeHostileData()
  vi.restoreAllMocks()
}, 60_000)

beforeEach(() => {
  muteConsole(['info', 'warn', 'error'])
  colorSchemeActions.setChoice('light')
})

afterEach(async () => {
  void interviewActions.leave()
  await interviewActions.whenSettled()
  interviewActions.dismissError()
  toasts.clear()
  clearToken()
  vi.restoreAllMocks()
  expectNothingInjected()
})

/** No payload became an element or ran, anywhere in the page. */
function expectNothingInjected(): void {
  expect(document.querySelectorAll('img[src="x"]'), 'injected img').toHaveLength(0)
  const svgs = [...document.querySelectorAll('svg')].filter((svg) => svg.hasAttribute('onload'))
  expect(svgs, 'injected svg').toEqual([])
  const scripts = [...document.querySelectorAll('script')].filter((script) =>
    script.textContent.includes('__xss'),
  )
  expect(scripts, 'injected script').toEqual([])
  const handlers = [...document.querySelectorAll('[onerror], [onload]')]
  expect(handlers, 'inline event handlers').toEqual([])
  expect(window.__xss, 'a payload ran').toBeUndefined()
}

/**
 * `text` is shown, as text, inside `scope` (within a longer text too: the interviewer's phrasing
 * wraps a question's text).
 */
async function expectText(scope: Locator, text: string): Promise<void> {
  await expect.element(scope.getByText(text).first()).toBeVisible()
}

async function renderApp(): Promise<void> {
  writeToken(adminToken)
  await render(<App />)
  await expect
    .element(page.getByRole('heading', { level: 1, name: `Welcome, ${IMG}!` }))
    .toBeVisible()
}

const projectCard = () => page.getByRole('button', { name: stored.project.name, exact: true })
const dialog = (name: string) => page.getByRole('dialog', { name, exact: true })

async function openProject(): Promise<Locator> {
  await projectCard().click()
  const detail = dialog(stored.project.name)
  await expect.element(detail).toBeVisible()
  return detail
}

describe('hostile content is shown as text, never run', () => {
  it('on the dashboard: welcome line and project card', async () => {
    await renderApp()
    await expect.element(projectCard()).toBeVisible()
    const card = projectCard().element().closest('[role="row"]')
    expect(card).not.toBeNull()
    const cardLocator = page.elementLocator(card as HTMLElement)
    await expectText(cardLocator, stored.project.name)
    await expectText(cardLocator, stored.project.description)
    await expectText(cardLocator, `${stored.project.company} - ${stored.project.product}`)
    expectNothingInjected()
  })

  it('in the project detail and its members', async () => {
    await renderApp()
    const detail = await openProject()
    await expectText(detail, stored.project.description)
    await expectText(detail, stored.project.company)
    await expectText(detail, stored.project.product)
    await expectText(detail, stored.project.productDescription)
    expectNothingInjected()

    await detail.getByRole('button', { name: 'View Members' }).click()
    const members = dialog('Project Members')
    await expect.element(members).toBeVisible()
    await expectText(members, stored.intervieweeName)
    expectNothingInjected()
  })

  it('in the results and the interview details', async () => {
    await renderApp()
    const detail = await openProject()
    await detail.getByRole('button', { name: 'View Interview Results' }).click()
    const results = dialog(`Interview Results: ${stored.project.name}`)
    await expect.element(results).toBeVisible()
    await expectText(results, stored.adminName)
    expectNothingInjected()

    await results.getByRole('button', { name: 'View Details' }).click()
    const details = dialog('Interview Details')
    await expect.element(details).toBeVisible()
    await expectText(details, stored.adminName)
    const answers = details.getByRole('list', { name: 'Questions and answers' })
    for (const question of stored.questions) await expectText(answers, question)
    for (const payload of PAYLOADS) await expectText(answers, payload)
    expectNothingInjected()
  })

  it('in the admin users table and the project types list', async () => {
    await renderApp()
    await page.getByRole('button', { name: 'Admin Panel' }).click()
    const users = page.getByRole('grid', { name: 'System Users' })
    await expect.element(users).toBeVisible()
    await expectText(users, stored.adminName)
    await expectText(users, stored.intervieweeName)
    expectNothingInjected()

    await page.getByRole('tab', { name: 'Project Types' }).click()
    const typeCard = page.getByRole('article', { name: stored.type.name, exact: true })
    await expect.element(typeCard).toBeVisible()
    await expectText(typeCard, stored.type.description)
    await typeCard.getByRole('button', { name: 'Show Questions' }).click()
    for (const question of stored.questions) await expectText(typeCard, question)
    expectNothingInjected()
  })

  it(
    'in the interview: headings, Previous Responses, the in-progress card, the summary',
    {
      timeout: 60_000,
    },
    async () => {
      await renderApp()
      const detail = await openProject()
      await detail.getByRole('button', { name: 'Start Interview' }).click()
      const subject = `${stored.project.company} - ${stored.project.product}`
      await expect.element(page.getByRole('heading', { level: 2, name: subject })).toBeVisible()
      await page.getByRole('checkbox', { name: 'I agree to take part' }).click()
      await page.getByRole('button', { name: 'Start Interview' }).click()
      const main = page.getByRole('main')
      await expectText(main, stored.questions[0] ?? IMG)
      expectNothingInjected()

      await page.getByRole('button', { name: 'Type response instead' }).click()
      await page.getByRole('textbox', { name: 'Your response' }).fill(SCRIPT)
      await page.getByRole('button', { name: 'Submit Response' }).click()
      const previous = page.getByRole('list', { name: 'Previous Responses' })
      await expectText(previous, stored.questions[0] ?? IMG)
      await expectText(previous, SCRIPT)
      expectNothingInjected()

      await page.getByRole('button', { name: 'Back to Dashboard' }).click()
      const inProgress = page.getByRole('article', { name: 'Interview in Progress' })
      await expect.element(inProgress).toBeVisible()
      await expectText(inProgress, stored.project.company)
      await expectText(inProgress, stored.project.product)
      expectNothingInjected()

      await inProgress.getByRole('button', { name: 'Resume Interview' }).click()
      await expectText(page.getByRole('list', { name: 'Previous Responses' }), SCRIPT)
      await typeUntilCompleted((turn) => PAYLOADS[turn % PAYLOADS.length] ?? IMG)
      await expectText(main, `Thank you for sharing your thoughts on ${stored.project.product}!`)
      const summary = page.getByRole('region', { name: 'Interview Summary' })
      for (const question of stored.questions) await expectText(summary, question)
      await expectText(summary, SCRIPT)
      expectNothingInjected()
    },
  )
})
