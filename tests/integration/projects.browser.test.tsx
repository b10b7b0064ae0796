import { http, HttpResponse } from 'msw'
import { snapshot } from 'valtio'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, type Locator } from 'vitest/browser'
import { fixtureIds, interviewerPrompts, projects, projectTypes } from '../../fixtures'
import { db } from '../../mocks/db'
import { seedDatabase } from '../../mocks/db/seed'
import { api } from '../../src/api/client'
import type { User } from '../../src/api/types'
import DashboardPage from '../../src/app/dashboard-page'
import { navigation } from '../../src/app/navigation'
import { authActions, authState } from '../../src/features/auth/auth-store'
import { clearToken } from '../../src/lib/token'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { renderWithTheme } from '../support/render'
import { clearStaleAnnouncements } from '../support/announcer'
import { setUpMockWorker } from '../support/mock-worker'

/**
 * Create Project, project detail, Edit Project, Invite Member and View Members (docs/product.md#project-detail, docs/product.md#validation,
 * docs/product.md#roles, docs/product.md#errors) per role, through the real client against the in-browser mock.
 */

const ACCOUNTS = {
  admin: ['admin@candor.test', 'admin123'],
  lead: ['lead@candor.test', 'lead123'],
  interviewee: ['interviewee@candor.test', 'interviewee123'],
} as const
type Account = keyof typeof ACCOUNTS

const [coffee, network] = projects
const COFFEE = coffee.name
const NETWORK = network.name

const mock = setUpMockWorker()
let errors: string[]
let requests: string[]

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

async function signIn(account: Account): Promise<User> {
  const [email, password] = ACCOUNTS[account]
  await authActions.signIn(email, password)
  const { user } = snapshot(authState)
  if (!user) throw new Error(`${account} could not sign in`)
  return user as User
}

async function renderDashboard(account: Account) {
  const user = await signIn(account)
  await renderWithTheme(<DashboardPage user={user} header={<h1>Welcome, {user.firstName}!</h1>} />)
  return user
}

const fail = (status: number, message: string) =>
  HttpResponse.json({ status, code: 'bad_request', message }, { status })

const projectCard = (name: string) => page.getByRole('button', { name, exact: true })

async function openProject(name: string): Promise<Locator> {
  await projectCard(name).click()
  const dialog = page.getByRole('dialog', { name })
  await expect.element(dialog).toBeVisible()
  return dialog
}

/** Opens a Select by its label and picks an option. */
async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole('button', { name: new RegExp(label) }).click()
  await page.getByRole('option', { name: option }).click()
}

const count = (request: string) => requests.filter((made) => made === request).length

describe('Create Project', () => {
  async function openCreate() {
    await page.getByRole('button', { name: 'Create Project' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Project' })
    await expect.element(dialog).toBeVisible()
    return dialog
  }

  it('requires the required fields, then creates the project and refreshes the list', async () => {
    await renderDashboard('lead')
    const dialog = await openCreate()
    await expect
      .element(dialog.getByRole('button', { name: /Follow-up Intensity/ }))
      .toHaveTextContent('3 - Standard')
    await expectNoSeriousA11yViolations()

    await dialog.getByRole('textbox', { name: 'Project Name' }).fill('   ')
    await dialog.getByRole('button', { name: 'Create Project' }).click()
    for (const message of [
      'Project Name is required',
      'Company Name is required',
      'Product Name is required',
      'Product Description is required',
      'Project Type is required',
    ]) {
      await expect.element(dialog.getByText(message)).toBeVisible()
    }
    expect(count('POST /api/projects')).toBe(0)

    await dialog.getByRole('textbox', { name: 'Project Name' }).fill('Oat milk add-on study')
    await dialog
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Would subscribers pay more?')
    await dialog.getByRole('textbox', { name: 'Company Name' }).fill('BeanRunner')
    await dialog.getByRole('textbox', { name: 'Product Name' }).fill('BeanRunner Oat')
    await dialog.getByRole('textbox', { name: 'Product Description' }).fill('Oat milk on demand.')
    await choose(dialog, 'Project Type', `Service Experience - ${projectTypes[1].description}`)
    await choose(dialog, 'Follow-up Intensity', '5 - Exhaustive')
    await dialog.getByRole('button', { name: 'Create Project' }).click()

    await expect.element(dialog).not.toBeInTheDocument()
    expect(count('POST /api/projects')).toBe(1)
    const created = await openProject('Oat milk add-on study')
    await expect.element(created).toHaveTextContent('5/5 (Exhaustive)')
    await expect.element(created).toHaveTextContent('Oat milk on demand.')
  })

  it('keeps Project Type disabled, saying why, until there are types to choose', async () => {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    // Holds the types back, then lets the mock answer (a resolver returning nothing falls through).
    mock.worker.use(http.get('*/api/project-types', () => held))
    await renderDashboard('admin')
    const dialog = await openCreate()
    const typeSelect = dialog.getByRole('button', { name: /Project Type/ })
    await expect.element(typeSelect).toHaveTextContent('Loading project types...')
    await expect.element(typeSelect).toBeDisabled()
    release()
    await expect.element(typeSelect).toHaveTextContent('Select a project type')
    await expect.element(typeSelect).toBeEnabled()
  })

  it("says 'No project types found' when no type is active", async () => {
    mock.worker.use(
      http.get('*/api/project-types', () =>
        HttpResponse.json(projectTypes.map((type) => ({ ...type, isActive: false }))),
      ),
    )
    await renderDashboard('admin')
    const dialog = await openCreate()
    const typeSelect = dialog.getByRole('button', { name: /Project Type/ })
    await expect.element(typeSelect).toHaveTextContent('No project types found')
    await expect.element(typeSelect).toBeDisabled()
  })

  it('offers only active project types, each as "name - description"', async () => {
    await signIn('admin')
    const physical = projectTypes[2]
    await api.PUT('/admin/project-types/{id}', {
      params: { path: { id: physical.id } },
      body: {
        name: physical.name,
        description: physical.description,
        category: physical.category,
        isActive: false,
      },
    })
    await renderDashboard('admin')
    const dialog = await openCreate()
    await dialog.getByRole('button', { name: /Project Type/ }).click()
    const options = page.getByRole('option')
    await expect.element(options.first()).toBeVisible()
    expect(options.elements().map((option) => option.textContent)).toEqual(
      projectTypes
        .filter((type) => type.id !== physical.id)
        .map((type) => `${type.name} - ${type.description}`),
    )
  })

  it("shows the server's message, else 'Failed to create project'", async () => {
    mock.worker.use(http.post('*/api/projects', () => fail(400, 'body.name is too long')))
    await renderDashboard('admin')
    const dialog = await openCreate()
    await dialog.getByRole('textbox', { name: 'Project Name' }).fill('Study')
    await dialog.getByRole('textbox', { name: 'Company Name' }).fill('Acme')
    await dialog.getByRole('textbox', { name: 'Product Name' }).fill('Anvil')
    await dialog.getByRole('textbox', { name: 'Product Description' }).fill('Heavy.')
    await choose(dialog, 'Project Type', `App Experience - ${projectTypes[0].description}`)
    await dialog.getByRole('button', { name: 'Create Project' }).click()
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('body.name is too long')

    mock.worker.use(http.post('*/api/projects', () => new HttpResponse(null, { status: 500 })))
    await dialog.getByRole('button', { name: 'Create Project' }).click()
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('Failed to create project')
    await expect.element(dialog).toBeVisible()
  })

  it("says 'No authentication token available' when creating without a token", async () => {
    await renderDashboard('lead')
    const dialog = await openCreate()
    await dialog.getByRole('textbox', { name: 'Project Name' }).fill('Study')
    await dialog.getByRole('textbox', { name: 'Company Name' }).fill('Acme')
    await dialog.getByRole('textbox', { name: 'Product Name' }).fill('Anvil')
    await dialog.getByRole('textbox', { name: 'Product Description' }).fill('Heavy.')
    await choose(dialog, 'Project Type', `App Experience - ${projectTypes[0].description}`)
    clearToken()
    await dialog.getByRole('button', { name: 'Create Project' }).click()
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent('No authentication token available')
    expect(count('POST /api/projects')).toBe(0)
  })

  it("shows 'Failed to load project types'", async () => {
    mock.worker.use(http.get('*/api/project-types', () => fail(500, 'Down')))
    await renderDashboard('lead')
    const dialog = await openCreate()
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent('Failed to load project types')
  })
})

describe('project detail', () => {
  it('shows the details with the intensity as n/5 and its label; interviewees get no upkeep', async () => {
    await renderDashboard('interviewee')
    const dialog = await openProject(COFFEE)
    for (const text of ['BeanRunner', 'BeanRunner Express', 'Active', '3/5 (Standard)']) {
      await expect.element(dialog.getByText(text, { exact: true })).toBeVisible()
    }
    await expect.element(dialog.getByText(coffee.productDescription)).toBeVisible()
    await expect.element(dialog.getByRole('button', { name: 'Start Interview' })).toBeVisible()
    await expect
      .element(dialog.getByRole('button', { name: 'View Interview Results' }))
      .toBeVisible()
    for (const name of ['Edit Project', 'Invite Member', 'View Members']) {
      await expect.element(dialog.getByRole('button', { name })).not.toBeInTheDocument()
    }
    await expect
      .element(dialog.getByRole('button', { name: /Interviewer Prompt/ }))
      .not.toBeInTheDocument()
    await expectNoSeriousA11yViolations()

    await page.getByRole('button', { name: 'Close' }).click()
    await expect.element(await openProject(NETWORK)).toHaveTextContent('4/5 (Thorough)')
  })

  it('Start Interview resumes the unfinished interview of the project instead of starting one', async () => {
    await renderDashboard('interviewee')
    const dialog = await openProject(COFFEE)
    await dialog.getByRole('button', { name: 'Start Interview' }).click()
    await expect.poll(() => navigation.interview?.kind).toBe('resume')
    const choice = navigation.interview
    if (choice?.kind !== 'resume') throw new Error('not resumed')
    expect(choice.interview.interview_id).toBe(fixtureIds.interviews.coffeeInProgress)
    expect(choice.project?.id).toBe(coffee.id)
  })

  it('Start Interview starts one when nothing of the project is in progress', async () => {
    await renderDashboard('interviewee')
    const dialog = await openProject(NETWORK)
    await dialog.getByRole('button', { name: 'Start Interview' }).click()
    await expect.poll(() => navigation.interview?.kind).toBe('project')
    expect(navigation.interview).toMatchObject({ project: { id: network.id } })
    expect(navigation.interview).not.toHaveProperty('promptOverride')
  })

  it("admins pick a prompt override ('Use global setting' by default) and get every upkeep action", async () => {
    await renderDashboard('admin')
    const dialog = await openProject(NETWORK)
    const select = dialog.getByRole('button', { name: /Interviewer Prompt/ })
    await expect.element(select).toHaveTextContent('Use global setting')
    for (const name of ['Edit Project', 'Invite Member', 'View Members']) {
      await expect.element(dialog.getByRole('button', { name })).toBeVisible()
    }
    await expectNoSeriousA11yViolations()

    const concise = interviewerPrompts[1]
    await select.click()
    await expect
      .element(page.getByRole('option', { name: 'Use global setting' }))
      .toBeInTheDocument()
    await page.getByRole('option', { name: `${concise.filename} - ${concise.description}` }).click()
    await dialog.getByRole('button', { name: 'Start Interview' }).click()
    await expect.poll(() => navigation.interview?.kind).toBe('project')
    expect(navigation.interview).toMatchObject({
      kind: 'project',
      project: { id: network.id },
      promptOverride: concise.path,
    })
  })

  it('the lead manages the project he leads (coffee), not another one (network)', async () => {
    // A server may also list projects the lead does not lead; the actions follow leadUserId.
    mock.worker.use(
      http.get('*/api/projects', () => HttpResponse.json([coffee, network])),
      http.get('*/api/projects/:id', ({ params }) =>
        HttpResponse.json(params.id === network.id ? network : coffee),
      ),
    )
    await renderDashboard('lead')
    let dialog = await openProject(COFFEE)
    for (const name of ['Edit Project', 'Invite Member', 'View Members']) {
      await expect.element(dialog.getByRole('button', { name })).toBeVisible()
    }
    await expect
      .element(dialog.getByRole('button', { name: /Interviewer Prompt/ }))
      .not.toBeInTheDocument()
    await page.getByRole('button', { name: 'Close' }).click()

    dialog = await openProject(NETWORK)
    await expect.element(dialog.getByRole('button', { name: 'Start Interview' })).toBeVisible()
    for (const name of ['Edit Project', 'Invite Member', 'View Members']) {
      await expect.element(dialog.getByRole('button', { name })).not.toBeInTheDocument()
    }
  })

  it("shows 'Failed to list interviews' when the unfinished-interview check fails", async () => {
    mock.worker.use(http.get('*/api/persistent-interviews', () => fail(500, 'Down')))
    await renderDashboard('interviewee')
    const dialog = await openProject(COFFEE)
    await dialog.getByRole('button', { name: 'Start Interview' }).click()
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('Failed to list interviews')
    expect(errors).toContain('Failed to list interviews')
    expect(navigation.interview).toBeNull()
  })

  it("shows 'Failed to resume interview' when the unfinished interview cannot be loaded", async () => {
    mock.worker.use(
      http.get('*/api/persistent-interviews/:id', ({ params }) =>
        params.id === 'in-progress' ? undefined : fail(500, 'Down'),
      ),
    )
    await renderDashboard('interviewee')
    const dialog = await openProject(COFFEE)
    await dialog.getByRole('button', { name: 'Start Interview' }).click()
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('Failed to resume interview')
    expect(errors).toContain('Failed to get interview')
    expect(navigation.interview).toBeNull()
  })

  it.each([
    [404, 'Project not found'],
    [500, 'Failed to load project'],
  ])('a %i loading the project shows "%s"', async (status, text) => {
    mock.worker.use(http.get('*/api/projects/:id', () => fail(status, 'Nope')))
    await renderDashboard('admin')
    const dialog = await openProject(COFFEE)
    await expect.element(dialog.getByRole('alert')).toHaveTextContent(text)
  })
})

describe('Edit Project', () => {
  it('requires name, company, product and product description, then saves', async () => {
    await renderDashboard('lead')
    const detail = await openProject(COFFEE)
    await detail.getByRole('button', { name: 'Edit Project' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Project' })
    await expect.element(dialog.getByRole('textbox', { name: 'Project Name' })).toHaveValue(COFFEE)
    await expect
      .element(dialog.getByRole('button', { name: /Follow-up Intensity/ }))
      .toHaveTextContent('3 - Standard')
    await expectNoSeriousA11yViolations()

    for (const label of ['Project Name', 'Company Name', 'Product Name', 'Product Description']) {
      await dialog.getByRole('textbox', { name: label }).fill(' ')
    }
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    for (const label of ['Project Name', 'Company Name', 'Product Name', 'Product Description']) {
      await expect.element(dialog.getByText(`${label} is required`)).toBeVisible()
    }
    expect(count(`PUT /api/projects/${coffee.id}`)).toBe(0)

    await dialog.getByRole('textbox', { name: 'Project Name' }).fill('BeanRunner commuter study')
    await dialog.getByRole('textbox', { name: 'Company Name' }).fill('BeanRunner')
    await dialog.getByRole('textbox', { name: 'Product Name' }).fill('BeanRunner Express')
    await dialog.getByRole('textbox', { name: 'Product Description' }).fill('Coffee, delivered.')
    await choose(dialog, 'Follow-up Intensity', '5 - Exhaustive')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()

    await expect.element(dialog).not.toBeInTheDocument()
    const updated = page.getByRole('dialog', { name: 'BeanRunner commuter study' })
    await expect.element(updated).toHaveTextContent('5/5 (Exhaustive)')
    await expect.element(updated).toHaveTextContent('Coffee, delivered.')
    await page.getByRole('button', { name: 'Close' }).click()
    await expect.element(projectCard('BeanRunner commuter study')).toBeVisible()
  })

  it("shows 'Failed to update project'", async () => {
    mock.worker.use(http.put('*/api/projects/:id', () => fail(500, 'Down')))
    await renderDashboard('admin')
    const detail = await openProject(COFFEE)
    await detail.getByRole('button', { name: 'Edit Project' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Project' })
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('Failed to update project')
  })
})

describe('Invite Member and View Members', () => {
  async function openInvite(account: Account = 'lead') {
    await renderDashboard(account)
    const detail = await openProject(COFFEE)
    await detail.getByRole('button', { name: 'Invite Member' }).click()
    const dialog = page.getByRole('dialog', { name: 'Invite Member' })
    await expect.element(dialog).toBeVisible()
    return { detail, dialog }
  }

  it('offers only interviewees who are not members, requires a choice, and invites', async () => {
    await seedDatabase({ extraUsers: 0 })
    const { detail, dialog } = await openInvite()
    await dialog.getByRole('button', { name: 'Send Invite' }).click()
    await expect.element(dialog.getByText('Select a user to invite')).toBeVisible()
    expect(count(`POST /api/projects/${coffee.id}/invite`)).toBe(0)
    await expectNoSeriousA11yViolations()

    await dialog.getByRole('button', { name: /User/ }).click()
    const options = page.getByRole('option')
    await expect.element(options.first()).toBeVisible()
    // Every interviewee who is not a member, in the list's order (creation time): Priya and the
    // NetNest panel. Ines, Carlos and the BeanRunner panel are members; Ada, Leo and Nora are
    // not interviewees.
    const memberIds = new Set(
      db.members
        .all()
        .filter((member) => member.projectId === coffee.id)
        .map((member) => member.userId),
    )
    const outsiders = db.users
      .all()
      .filter((user) => user.role === 'interviewee' && !memberIds.has(user.id))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    expect(memberIds).toContain(fixtureIds.users.coffeeCompleter)
    expect(options.elements().map((option) => option.textContent)).toEqual(
      outsiders.map((user) => `${user.firstName} ${user.lastName} (${user.email})`),
    )
    // Few interviewees fit one page: no search box (invite-member-large tests the other case).
    expect(dialog.getByRole('searchbox').query()).toBeNull()
    await page.getByRole('option', { name: 'Priya Raman (priya.raman@candor.test)' }).click()
    await dialog.getByRole('button', { name: 'Send Invite' }).click()
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(detail.getByRole('status')).toHaveTextContent('Invited Priya Raman')

    await detail.getByRole('button', { name: 'View Members' }).click()
    const members = page.getByRole('dialog', { name: 'Project Members' })
    await expect.element(members.getByRole('rowheader', { name: 'Priya Raman' })).toBeVisible()

    await members.getByRole('button', { name: 'Close' }).click()
    // Meanwhile the other outsiders are invited too: nobody is left to offer.
    for (const user of outsiders.filter((outsider) => outsider.id !== fixtureIds.users.uninvited)) {
      await db.members.create({
        id: crypto.randomUUID(),
        projectId: coffee.id,
        userId: user.id,
        invitedAt: new Date().toISOString(),
        completedAt: null,
      })
    }
    await detail.getByRole('button', { name: 'Invite Member' }).click()
    await expect
      .element(page.getByRole('dialog', { name: 'Invite Member' }))
      .toHaveTextContent('Every interviewee is already a member of this project.')
  })

  it("shows 'Failed to invite member'", async () => {
    mock.worker.use(http.post('*/api/projects/:id/invite', () => fail(409, 'Already a member')))
    const { dialog } = await openInvite('admin')
    await choose(dialog, 'User', 'Priya Raman (priya.raman@candor.test)')
    await dialog.getByRole('button', { name: 'Send Invite' }).click()
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('Failed to invite member')
  })

  it.each([
    ['*/api/users', 'Failed to load users'],
    ['*/api/projects/:id/members', 'Failed to load project members'],
  ])('shows the failure of %s as "%s"', async (path, text) => {
    mock.worker.use(http.get(path, () => fail(500, 'Down')))
    const { dialog } = await openInvite()
    await expect.element(dialog.getByRole('alert')).toHaveTextContent(text)
    await expect.element(dialog.getByRole('button', { name: 'Send Invite' })).toBeDisabled()
  })

  it('lists members with their invited and completed dates', async () => {
    await renderDashboard('lead')
    const detail = await openProject(COFFEE)
    await detail.getByRole('button', { name: 'View Members' }).click()
    const dialog = page.getByRole('dialog', { name: 'Project Members' })
    const ines = dialog.getByRole('row').filter({ hasText: 'Ines Moreau' })
    await expect.element(ines).toHaveTextContent('interviewee@candor.test')
    await expect
      .element(ines)
      .toHaveTextContent(new Date('2026-10-02T10:00:00.000Z').toLocaleDateString())
    await expect.element(ines).toHaveTextContent('Not completed')
    const carlos = dialog.getByRole('row').filter({ hasText: 'Carlos Mendes' })
    await expect
      .element(carlos)
      .toHaveTextContent(new Date('2026-10-14T08:15:57.100Z').toLocaleDateString())
    await expectNoSeriousA11yViolations()
  })

  it("shows 'No members invited yet' and 'Failed to load project members'", async () => {
    mock.worker.use(http.get('*/api/projects/:id/members', () => HttpResponse.json([])))
    await renderDashboard('lead')
    const detail = await openProject(COFFEE)
    await detail.getByRole('button', { name: 'View Members' }).click()
    const dialog = page.getByRole('dialog', { name: 'Project Members' })
    await expect.element(dialog.getByText('No members invited yet')).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()

    mock.worker.use(http.get('*/api/projects/:id/members', () => fail(500, 'Down')))
    await detail.getByRole('button', { name: 'View Members' }).click()
    await expect
      .element(page.getByRole('dialog', { name: 'Project Members' }).getByRole('alert'))
      .toHaveTextContent('Failed to load project members')
  })
})
