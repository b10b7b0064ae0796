import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { fixtureIds, projects } from '../../fixtures'
import { seedDatabase } from '../../mocks/db/seed'
import type { Project } from '@/contract/types'
import { SEARCH_THRESHOLD } from '@/features/projects/components/project-list'
import { navigation } from '@/app/navigation'
import { clearToken, readToken } from '@/lib/token'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { renderSignedInAt } from '../support/signed-in'
import { clearStaleAnnouncements } from '../support/announcer'
import { setUpMockWorker } from '../support/mock-worker'
import { muteConsole, recordInto } from '../support/console'
import { signInAs } from '../support/sign-in'
import { type DemoRole } from '../support/accounts'

/**
 * The dashboard (docs/product.md#dashboard) per role, through the real client against the in-browser mock.
 */

type Account = DemoRole

const COFFEE = 'BeanRunner morning delivery study'
const NETWORK = 'NetNest installation feedback'

const mock = setUpMockWorker()
let errors: string[]

beforeEach(() => {
  clearStaleAnnouncements()
  errors = []
  muteConsole(['info', 'warn', 'error'], recordInto(errors, 'error'))
})
afterEach(() => vi.restoreAllMocks())

async function renderDashboard(account: Account) {
  await signInAs(account)
  return renderSignedInAt('/')
}

const fail = (status: number, message: string) =>
  HttpResponse.json({ status, code: 'bad_request', message }, { status })

/** Presses Tab until `target` has the focus (fails after a few). */
async function tabTo(target: Element) {
  for (let presses = 0; presses < 10 && document.activeElement !== target; presses++) {
    await userEvent.tab()
  }
  expect(document.activeElement).toBe(target)
}

const projectCard = (name: string) => page.getByRole('button', { name, exact: true })
/** The list is a grid: each project is a row, named by the project, holding its card. */
const projectRow = (name: string) => page.getByRole('row', { name, exact: true })
const inProgressCard = () => page.getByRole('article', { name: 'Interview in Progress' })
const searchBox = () => page.getByRole('searchbox', { name: 'Search projects' })

/** `count` made-up projects, as a server without paging headers would list them. */
const manyProjects = (count: number): Project[] =>
  Array.from({ length: count }, (_, index) => ({
    ...projects[0],
    id: crypto.randomUUID(),
    name: `Generated study ${index + 1}`,
  }))

describe('configuration banner (admins only)', () => {
  it('is absent while the prompt is valid', async () => {
    await renderDashboard('admin')
    await expect.element(projectCard(COFFEE)).toBeVisible()
    await expect
      .element(page.getByRole('button', { name: 'Fix Configuration' }))
      .not.toBeInTheDocument()
  })

  it('shows when the selected prompt file is missing, and Fix Configuration opens Interview Prompts', async () => {
    await seedDatabase({ brokenPrompt: true })
    const { path } = await renderDashboard('admin')
    const banner = page.getByRole('alert').filter({ hasText: 'Configuration Error' })
    await expect.element(banner).toBeVisible()
    await expectNoSeriousA11yViolations()
    await page.getByRole('button', { name: 'Fix Configuration' }).click()
    expect(path()).toBe('/admin/prompts')
    await expect
      .element(page.getByRole('tab', { name: 'Interview Prompts' }))
      .toHaveAttribute('aria-selected', 'true')
  })

  it('shows when the server says the prompt is invalid', async () => {
    mock.worker.use(
      http.get('*/api/admin/interviewer-prompts/current', () =>
        HttpResponse.json({
          currentPrompt: 'prompts/interviewer/x.txt',
          isValid: false,
          exists: true,
        }),
      ),
    )
    await renderDashboard('admin')
    await expect.element(page.getByRole('button', { name: 'Fix Configuration' })).toBeVisible()
  })

  it('is never shown to a lead, even when the status would call for it', async () => {
    // Who asked: a re-check left over from the previous (admin) test may still arrive here.
    const askedBy = vi.fn()
    mock.worker.use(
      http.get('*/api/admin/interviewer-prompts/current', ({ request }) => {
        askedBy(request.headers.get('Authorization'))
        return HttpResponse.json({ currentPrompt: null, isValid: false, exists: false })
      }),
    )
    await renderDashboard('lead')
    await expect.element(projectCard(COFFEE)).toBeVisible()
    await expect
      .element(page.getByRole('button', { name: 'Fix Configuration' }))
      .not.toBeInTheDocument()
    expect(askedBy).not.toHaveBeenCalledWith(`Bearer ${readToken() ?? ''}`)
  })
})

describe('Project Management and the project list per role', () => {
  it('admin: Create Project and Admin Panel, every project under "Projects"', async () => {
    const { path } = await renderDashboard('admin')
    await expect.element(page.getByRole('heading', { name: 'Project Management' })).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Create Project' })).toBeVisible()
    await expect.element(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible()
    await expect.element(projectCard(COFFEE)).toBeVisible()
    await expect.element(projectCard(NETWORK)).toBeVisible()
    await page.getByRole('button', { name: 'Admin Panel' }).click()
    expect(path()).toBe('/admin/users')
    await expectNoSeriousA11yViolations()
  })

  it('lead: Create Project without Admin Panel, only the projects he leads', async () => {
    await renderDashboard('lead')
    await expect.element(page.getByRole('button', { name: 'Create Project' })).toBeVisible()
    await expect.element(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible()
    await expect.element(projectCard(COFFEE)).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Admin Panel' })).not.toBeInTheDocument()
    await expect.element(projectCard(NETWORK)).not.toBeInTheDocument()
  })

  it('interviewee: no Project Management, the invited projects under "My Projects"', async () => {
    await renderDashboard('interviewee')
    await expect.element(page.getByRole('heading', { name: 'My Projects' })).toBeVisible()
    await expect.element(projectCard(COFFEE)).toBeVisible()
    await expect.element(projectCard(NETWORK)).toBeVisible()
    await expect
      .element(page.getByRole('heading', { name: 'Project Management' }))
      .not.toBeInTheDocument()
    await expect
      .element(page.getByRole('button', { name: 'Create Project' }))
      .not.toBeInTheDocument()
  })

  it('shows name, description, "company - product" and status on each card', async () => {
    await renderDashboard('lead')
    const card = projectRow(COFFEE)
    await expect.element(card).toHaveTextContent('BeanRunner - BeanRunner Express')
    await expect.element(card).toHaveTextContent('How office workers and commuters fit scheduled')
    await expect.element(card).toHaveTextContent('Active')
  })

  it('opens the project detail dialog from a card, by keyboard too', async () => {
    await renderDashboard('interviewee')
    await expect.element(projectCard(COFFEE)).toBeVisible()
    // The list is one tab stop: Tab reaches its first row (the newest), arrows the others.
    await tabTo(projectRow(NETWORK).element())
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(projectRow(COFFEE).element())
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByRole('dialog', { name: COFFEE })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    await expect.poll(() => document.activeElement).toBe(projectRow(COFFEE).element())
    await projectCard(NETWORK).click()
    await expect.element(page.getByRole('dialog', { name: NETWORK })).toBeVisible()
  })

  it('keeps the short demo list uncluttered: no search box', async () => {
    await renderDashboard('admin')
    await expect.element(projectCard(NETWORK)).toBeVisible()
    await expect.element(searchBox()).not.toBeInTheDocument()
  })

  it.each([
    [SEARCH_THRESHOLD, false],
    [SEARCH_THRESHOLD + 1, true],
  ])('with %i projects, offers a search box: %s', async (count, offered) => {
    expect(SEARCH_THRESHOLD).toBe(10)
    mock.worker.use(http.get('*/api/projects', () => HttpResponse.json(manyProjects(count))))
    await renderDashboard('admin')
    await expect.element(projectCard('Generated study 1')).toBeVisible()
    if (offered) await expect.element(searchBox()).toBeVisible()
    else await expect.element(searchBox()).not.toBeInTheDocument()
  })

  it.each([
    ['interviewee', "You haven't been invited to any projects yet."],
    ['admin', 'No projects created yet.'],
    ['lead', 'No projects created yet.'],
  ] as const)('%s with no projects sees "%s"', async (account, text) => {
    mock.worker.use(http.get('*/api/projects', () => HttpResponse.json([])))
    await renderDashboard(account)
    await expect.element(page.getByText(text, { exact: true })).toBeVisible()
  })

  it("reports a failed load with the status and the server's message", async () => {
    mock.worker.use(http.get('*/api/projects', () => fail(500, 'Database unavailable')))
    await renderDashboard('admin')
    await expect
      .element(page.getByText('Failed to load projects: 500 - Database unavailable'))
      .toBeVisible()
    expect(errors).toContain('Failed to load projects: 500 - Database unavailable')
  })

  it('reports a failed load with the response text when the body is not an Error', async () => {
    mock.worker.use(
      http.get('*/api/projects', () => new HttpResponse('Service Unavailable', { status: 503 })),
    )
    await renderDashboard('admin')
    await expect
      .element(page.getByText('Failed to load projects: 503 - Service Unavailable'))
      .toBeVisible()
  })

  it("says 'No authentication token available' when the token is gone", async () => {
    await signInAs('admin')
    clearToken()
    await renderSignedInAt('/')
    await expect.element(page.getByText('No authentication token available').first()).toBeVisible()
    await expect.element(projectCard(COFFEE)).not.toBeInTheDocument()
  })
})

describe('Interview in Progress', () => {
  it('shows company, product, start time and answered primary questions of the total', async () => {
    await renderDashboard('interviewee')
    const card = inProgressCard()
    await expect.element(card).toBeVisible()
    await expect.element(card).toHaveTextContent('BeanRunner - BeanRunner Express')
    // Two primary questions and one follow-up answered; the service type has 5 active questions.
    await expect.element(card).toHaveTextContent('Questions answered: 2 / 5')
    const started = new Date('2026-11-03T07:55:20.000Z').toLocaleString()
    await expect.element(card).toHaveTextContent(`Started: ${started}`)
    await expectNoSeriousA11yViolations()
  })

  it('is absent for users with nothing in progress', async () => {
    await renderDashboard('lead')
    await expect.element(projectCard(COFFEE)).toBeVisible()
    await expect.element(inProgressCard()).not.toBeInTheDocument()
  })

  it('Resume Interview hands the persisted interview and its project to the interview view', async () => {
    await renderDashboard('interviewee')
    await inProgressCard().getByRole('button', { name: 'Resume Interview' }).click()
    await expect.poll(() => navigation.interview?.kind).toBe('resume')
    const choice = navigation.interview
    if (choice?.kind !== 'resume') throw new Error('not resumed')
    expect(choice.interview.interview_id).toBe(fixtureIds.interviews.coffeeInProgress)
    expect(choice.interview.questions.length).toBeGreaterThan(0)
    expect(choice.project?.id).toBe(fixtureIds.projects.coffee)
  })

  it("shows 'Failed to resume interview' and logs 'Failed to get interview' when loading fails", async () => {
    mock.worker.use(
      http.get('*/api/persistent-interviews/:id', ({ params }) =>
        // The in-progress list shares the path pattern; only the single interview fails.
        params.id === 'in-progress' ? undefined : fail(500, 'Storage offline'),
      ),
    )
    await renderDashboard('interviewee')
    await inProgressCard().getByRole('button', { name: 'Resume Interview' }).click()
    await expect.element(inProgressCard()).toHaveTextContent('Failed to resume interview')
    expect(errors).toContain('Failed to get interview')
    expect(navigation.interview).toBeNull()
  })

  it('Abandon asks for confirmation; Cancel keeps the interview, confirming removes the card', async () => {
    await renderDashboard('interviewee')
    await inProgressCard().getByRole('button', { name: 'Abandon' }).click()
    const confirm = page.getByRole('alertdialog')
    await expect
      .element(confirm)
      .toHaveAccessibleDescription(
        'Are you sure you want to abandon this interview? This action cannot be undone.',
      )
    await expectNoSeriousA11yViolations()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect.element(confirm).not.toBeInTheDocument()
    await expect.element(inProgressCard()).toBeVisible()

    await inProgressCard().getByRole('button', { name: 'Abandon' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Abandon' }).click()
    await expect.element(inProgressCard()).not.toBeInTheDocument()
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument()
  })

  it("shows and logs 'Failed to abandon interview' and keeps the card", async () => {
    mock.worker.use(
      http.post('*/api/persistent-interviews/:id/abandon', () => fail(500, 'Storage offline')),
    )
    await renderDashboard('interviewee')
    await inProgressCard().getByRole('button', { name: 'Abandon' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Abandon' }).click()
    await expect.element(inProgressCard()).toHaveTextContent('Failed to abandon interview')
    expect(errors).toContain('Failed to abandon interview')
  })

  it("shows and logs 'Failed to fetch in-progress interviews'", async () => {
    mock.worker.use(http.get('*/api/persistent-interviews/in-progress', () => fail(500, 'Down')))
    await renderDashboard('interviewee')
    await expect.element(page.getByText('Failed to fetch in-progress interviews')).toBeVisible()
    expect(errors).toContain('Failed to fetch in-progress interviews')
  })
})
