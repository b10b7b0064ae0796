import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, type Locator } from 'vitest/browser'
import { fixtureIds, projects } from '../../fixtures'
import type { Project } from '@/contract/types'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { renderSignedInAt } from '../support/signed-in'
import { clearStaleAnnouncements } from '../support/announcer'
import { setUpMockWorker } from '../support/mock-worker'
import { muteConsole, recordInto } from '../support/console'
import { signInAs } from '../support/sign-in'
import { type DemoRole } from '../support/accounts'

/**
 * The Results modal and the interview details (docs/product.md#results, docs/product.md#roles, docs/product.md#errors) per role.
 */

type Account = DemoRole

const [coffee, network] = projects

const mock = setUpMockWorker()
let errors: string[]

beforeEach(() => {
  clearStaleAnnouncements()
  errors = []
  muteConsole(['info', 'warn', 'error'], recordInto(errors, 'error'))
})
afterEach(() => vi.restoreAllMocks())

const fail = (status: number, message: string) =>
  HttpResponse.json({ status, code: 'bad_request', message }, { status })

/** Signs in, opens the project's detail and its results; answers the results dialog. */
async function openResults(account: Account, project: Project = coffee): Promise<Locator> {
  await signInAs(account)
  await renderSignedInAt('/')
  await page.getByRole('button', { name: project.name, exact: true }).click()
  await page
    .getByRole('dialog', { name: project.name })
    .getByRole('button', { name: 'View Interview Results' })
    .click()
  const dialog = page.getByRole('dialog', { name: `Interview Results: ${project.name}` })
  await expect.element(dialog).toBeVisible()
  return dialog
}

const card = (scope: Locator, name: string) =>
  scope.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })

async function openDetails(scope: Locator, name: string, button: 'View Details' | 'View Summary') {
  await card(scope, name).getByRole('button', { name: button }).click()
  const title = button === 'View Details' ? 'Interview Details' : 'Interview Summary'
  const dialog = page.getByRole('dialog', { name: title })
  await expect.element(dialog).toBeVisible()
  return dialog
}

/** The label and question text of each numbered item, in order. */
function numbered(dialog: Locator): string[] {
  return dialog
    .getByRole('list', { name: 'Questions and answers' })
    .getByRole('listitem')
    .elements()
    .map((item) => item.firstElementChild?.textContent ?? '')
}

describe('admin', () => {
  it('gets Completed and In Progress tabs with View Details, View Summary and Delete', async () => {
    const dialog = await openResults('admin')
    const completedTab = dialog.getByRole('tab', { name: 'Completed' })
    await expect.element(completedTab).toHaveAttribute('aria-selected', 'true')
    const carlos = card(dialog, 'Carlos Mendes')
    await expect.element(carlos.getByRole('button', { name: 'View Details' })).toBeVisible()
    await expect.element(carlos).toHaveTextContent(fixtureIds.interviews.coffeeCompleted.slice(-8))
    await expect.element(carlos.getByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
    await expectNoSeriousA11yViolations()

    await dialog.getByRole('tab', { name: 'In Progress' }).click()
    const ines = card(dialog, 'Ines Moreau')
    await expect.element(ines.getByRole('button', { name: 'View Summary' })).toBeVisible()
    await expect.element(ines.getByRole('button', { name: 'Delete' })).toBeVisible()
  })

  it('sees numbered questions with follow-ups as N.M and N.M.K, sentiment badges and the short id', async () => {
    const dialog = await openResults('admin')
    const details = await openDetails(dialog, 'Carlos Mendes', 'View Details')
    await expect.element(details.getByText('Informative', { exact: true })).toBeVisible()
    expect(numbered(details)).toEqual([
      '1How did you first hear about the service?',
      '2What were you doing before you found it, and what made you try something new?',
      '2.1You mentioned getting fifteen minutes back. What do you do with that time now?',
      '2.1.1What would make you give up that calmer routine and go back to the cafe?',
      '3Walk me through the last time you used it, from start to finish.',
      "4Tell me about a time the service didn't go the way you expected. What happened?",
      '4.1How could BeanRunner have handled that better?',
      '5How do you feel about what you pay compared with what you get?',
    ])
    await expect.element(details).toHaveTextContent(fixtureIds.interviews.coffeeCompleted.slice(-8))
    expect(details.element().querySelectorAll('[data-sentiment]')).toHaveLength(8)
    await expect.element(details.getByText('Skeptical', { exact: true })).toBeVisible()
    // Which engine made what, beside the sentiment: data stored before engines were kept is local.
    expect(details.getByText('Sentiment: local', { exact: true }).elements()).toHaveLength(8)
    expect(details.getByText('Follow-up: local', { exact: true }).elements()).toHaveLength(3)
    await expectNoSeriousA11yViolations()
  })

  it('sees an unfinished interview as a summary, the unanswered question included', async () => {
    const dialog = await openResults('admin')
    await dialog.getByRole('tab', { name: 'In Progress' }).click()
    const summary = await openDetails(dialog, 'Ines Moreau', 'View Summary')
    await expect.element(summary.getByText('Not answered yet')).toBeVisible()
    expect(numbered(summary).map((text) => text.split(/[A-Z]/)[0])).toEqual(['1', '1.1', '2', '3'])
  })

  it('deletes an in-progress interview after confirming', async () => {
    const dialog = await openResults('admin')
    await dialog.getByRole('tab', { name: 'In Progress' }).click()
    await card(dialog, 'Ines Moreau').getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('alertdialog')
    await expect
      .element(confirm)
      .toHaveAccessibleDescription(
        'Are you sure you want to delete this in-progress interview? This action cannot be undone.',
      )
    await expectNoSeriousA11yViolations()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect.element(dialog.getByText('No interviews in progress')).toBeVisible()
  })

  it("shows and logs 'Failed to delete interview'", async () => {
    mock.worker.use(http.delete('*/api/persistent-interviews/:id', () => fail(500, 'Down')))
    const dialog = await openResults('admin')
    await dialog.getByRole('tab', { name: 'In Progress' }).click()
    await card(dialog, 'Ines Moreau').getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('Failed to delete interview')
    await expect.element(card(dialog, 'Ines Moreau')).toBeVisible()
    expect(errors).toContain('Failed to delete interview')
  })
})

describe('interview lead', () => {
  it('gets the same tabs and Delete, without sentiment badges', async () => {
    const dialog = await openResults('lead')
    await expect.element(dialog.getByRole('tab', { name: 'Completed' })).toBeVisible()
    const details = await openDetails(dialog, 'Carlos Mendes', 'View Details')
    await expect.element(details.getByText('2.1.1', { exact: true })).toBeVisible()
    expect(details.element().querySelectorAll('[data-sentiment]')).toHaveLength(0)
    await expect.element(details.getByText('Informative', { exact: true })).not.toBeInTheDocument()
    expect(details.getByText(/^(Sentiment|Follow-up): /).elements()).toHaveLength(0)
    await details.getByRole('button', { name: 'Close' }).click()

    await dialog.getByRole('tab', { name: 'In Progress' }).click()
    await expect
      .element(card(dialog, 'Ines Moreau').getByRole('button', { name: 'Delete' }))
      .toBeVisible()
  })
})

describe('interviewee', () => {
  it('sees only own completed interviews, without tabs or Delete', async () => {
    const dialog = await openResults('interviewee', network)
    await expect.element(card(dialog, 'Ines Moreau')).toBeVisible()
    await expect.element(dialog.getByRole('tablist')).not.toBeInTheDocument()
    await expect.element(dialog.getByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
    const details = await openDetails(dialog, 'Ines Moreau', 'View Details')
    await expect.element(details.getByText('1', { exact: true })).toBeVisible()
    expect(details.element().querySelectorAll('[data-sentiment]')).toHaveLength(0)
    await expectNoSeriousA11yViolations()
  })

  it('keeps to own completed interviews even when a server sends more', async () => {
    const interview = (id: string, userId: string, firstName: string, isComplete: boolean) => ({
      id,
      userId,
      user: {
        id: userId,
        email: `${firstName}@candor.test`,
        firstName,
        lastName: 'X',
        role: 'interviewee',
      },
      createdAt: '2026-10-14T08:12:05.000Z',
      isComplete,
      isLeadInterview: false,
      company: coffee.company,
      product: coffee.product,
      answers: [],
    })
    mock.worker.use(
      http.get('*/api/projects/:id/interviews', () =>
        HttpResponse.json([
          interview(
            fixtureIds.interviews.coffeeCompleted,
            fixtureIds.users.coffeeCompleter,
            'Carlos',
            true,
          ),
          interview(
            fixtureIds.interviews.coffeeInProgress,
            fixtureIds.users.interviewee,
            'Ines',
            false,
          ),
          interview(
            fixtureIds.interviews.networkCompleted,
            fixtureIds.users.interviewee,
            'Ines',
            true,
          ),
        ]),
      ),
    )
    const dialog = await openResults('interviewee', coffee)
    await expect.element(card(dialog, 'Ines X')).toBeVisible()
    expect(dialog.getByRole('listitem').elements()).toHaveLength(1)
    await expect
      .element(card(dialog, 'Ines X').getByRole('button', { name: 'View Details' }))
      .toBeVisible()
    await expect.element(card(dialog, 'Carlos X')).not.toBeInTheDocument()
  })
})

describe('failed states', () => {
  it("shows 'Failed to load project interviews'", async () => {
    mock.worker.use(http.get('*/api/projects/:id/interviews', () => fail(500, 'Down')))
    const dialog = await openResults('lead')
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent('Failed to load project interviews')
  })

  it("shows and logs 'Failed to get interview' in the details", async () => {
    mock.worker.use(
      http.get('*/api/persistent-interviews/:id', ({ params }) =>
        params.id === 'in-progress' ? undefined : fail(500, 'Down'),
      ),
    )
    const dialog = await openResults('admin')
    const details = await openDetails(dialog, 'Carlos Mendes', 'View Details')
    await expect.element(details.getByRole('alert')).toHaveTextContent('Failed to get interview')
    expect(errors).toContain('Failed to get interview')
  })
})
