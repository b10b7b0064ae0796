import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { db } from '../../mocks/db'
import type { ProjectRecord, UserRecord } from '../../mocks/db/schema'
import { PROJECT_CHOICES_LIMIT } from '@/features/admin/user-queries'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { heldAnswer } from '../support/held-answer'
import { setUpMockWorker } from '../support/mock-worker'
import { renderSignedInAt } from '../support/signed-in'
import { signInAs } from '../support/sign-in'
import { typeIntoSearch } from '../support/typing-pauses'

/**
 * The create/edit user form's Projects on the large seed (2,000 generated projects besides the
 * demo ones): a first page of checkboxes and a server-side search, which never drops a project
 * already checked.
 */

// Seeding 150,000 records takes seconds, more on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

// Seeded once for the file: each test creates its own user or edits a different one.
const mock = setUpMockWorker({ start: { seed: { scale: 'large' } }, reseed: false })
/** Every GET /api/projects of the test, as asked. */
let projectRequests: URL[] = []

beforeEach(() => {
  projectRequests = []
  mock.worker.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (request.method === 'GET' && url.pathname === '/api/projects') projectRequests.push(url)
  })
})
afterEach(() => mock.worker.events.removeAllListeners())

/** The admin's project list in its order: newest first, then id. */
function projectsInListOrder(): ProjectRecord[] {
  return [...db.projects.all()].sort((a, b) =>
    a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? 1 : -1) : a.id < b.id ? 1 : -1,
  )
}

/** The projects `q` finds, as the contract defines it (name, company, product, description). */
function projectsMatching(q: string): ProjectRecord[] {
  const needle = q.toLocaleLowerCase()
  return db.projects
    .all()
    .filter((project) =>
      [project.name, project.company, project.product, project.description].some((text) =>
        text.toLocaleLowerCase().includes(needle),
      ),
    )
}

/** Generated projects past the first page whose name finds only them, spread over the list. */
function farProjects(count: number): ProjectRecord[] {
  const far = projectsInListOrder().slice(PROJECT_CHOICES_LIMIT * 10)
  const step = Math.floor(far.length / (count + 1))
  const found: ProjectRecord[] = []
  for (let index = step; found.length < count && index < far.length; index++) {
    const project = far[index]
    if (!project) break
    if (projectsMatching(project.name).length === 1) {
      found.push(project)
      index += step
    }
  }
  if (found.length < count) throw new Error('not enough far projects with a unique name')
  return found
}

/** The panel over the dashboard, whose own project list and search stay out of these tests. */
const panel = () => page.getByRole('dialog', { name: 'Admin Panel' })
const projectGroup = () => panel().getByRole('group', { name: 'Projects' })
const checkbox = (name: string) => projectGroup().getByRole('checkbox', { name, exact: true })
const checkboxNames = () =>
  projectGroup()
    .getByRole('checkbox')
    .elements()
    .map((element) => element.closest('label')?.textContent ?? '')
const projectSearch = () => panel().getByRole('searchbox', { name: 'Search projects' })
const projectCount = () =>
  panel()
    .getByRole('status')
    .filter({ hasText: /projects/ })
const button = (name: string) => page.getByRole('button', { name, exact: true })

async function openUserManagement() {
  // Wide enough for the users table's own columns and buttons (admin-users-support.tsx).
  await page.viewport(1280, 800)
  await signInAs('admin')
  // The dashboard under the panel lists its own page of projects first: only the form's count.
  await renderSignedInAt('/')
  await expect.element(page.getByRole('grid', { name: 'Projects' })).toBeVisible()
  projectRequests = []
  await button('Admin Panel').click()
  await expect
    .element(
      panel()
        .getByRole('status')
        .filter({ hasText: /users$/ }),
    )
    .toBeVisible()
}

async function openCreateForm() {
  await openUserManagement()
  await button('Create New User').click()
  await expect.element(projectCount()).toBeVisible()
}

async function fillNewUser(email: string) {
  await page.getByRole('textbox', { name: 'First Name' }).fill('Grace')
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Hopper')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
}

/** Searches the form's projects and waits until `project` is offered. */
async function searchFor(project: ProjectRecord) {
  await projectSearch().fill(project.name)
  await expect.element(projectCount()).toHaveTextContent('Showing 1 of 1 matching projects')
  await expect.element(checkbox(project.name)).toBeVisible()
}

/** The ids of every POST /api/users body sent from now on. */
function postedProjectIds(): string[][] {
  const posted: string[][] = []
  mock.worker.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST' || new URL(request.url).pathname !== '/api/users') return
    void request
      .clone()
      .json()
      .then((body: { projectIds: string[] }) => posted.push(body.projectIds))
  })
  return posted
}

describe('The user form’s projects on the large seed', () => {
  it('offers one page of projects, says how many there are, and never asks for the whole list', async () => {
    const everyProject = projectsInListOrder()
    await openCreateForm()
    await expect
      .element(projectCount())
      .toHaveTextContent(
        `Showing ${PROJECT_CHOICES_LIMIT} of ${everyProject.length.toLocaleString('en-US')} projects`,
      )
    expect(checkboxNames()).toEqual(
      everyProject.slice(0, PROJECT_CHOICES_LIMIT).map((project) => project.name),
    )
    expect(projectRequests.length).toBeGreaterThan(0)
    for (const url of projectRequests) {
      expect(Number(url.searchParams.get('limit')), url.href).toBe(PROJECT_CHOICES_LIMIT)
    }
  })

  it('narrows to a generated project by its name, after a pause in typing', async () => {
    const [wanted] = farProjects(1)
    if (!wanted) throw new Error('no project')
    await openCreateForm()
    await expect.element(checkbox(wanted.name)).not.toBeInTheDocument()
    const searchesAllowed = await typeIntoSearch(projectSearch(), wanted.name)
    // A slow machine may pause mid-name, and a prefix can already match only this project: the
    // whole name is asked once typing stops.
    const searchesNow = () => projectRequests.filter((url) => url.searchParams.has('q'))
    await expect.poll(() => searchesNow().at(-1)?.searchParams.get('q')).toBe(wanted.name)
    await expect.element(projectCount()).toHaveTextContent('Showing 1 of 1 matching projects')
    expect(checkboxNames()).toEqual([wanted.name])
    // Asked after the pauses and once typing stopped, not after every letter; each with a page's
    // limit.
    const searches = searchesNow()
    expect(searches.length).toBeLessThanOrEqual(searchesAllowed)
    for (const url of searches)
      expect(url.searchParams.get('limit')).toBe(`${PROJECT_CHOICES_LIMIT}`)

    await projectSearch().fill('no such project anywhere')
    await expect
      .element(projectCount())
      .toHaveTextContent('No projects match "no such project anywhere".')
    await expect.element(projectGroup().getByRole('checkbox')).not.toBeInTheDocument()

    await button('Clear search').click()
    await expect.element(projectCount()).toHaveTextContent(`Showing ${PROJECT_CHOICES_LIMIT} of`)
    expect(checkboxNames()).toHaveLength(PROJECT_CHOICES_LIMIT)
  })

  it('ignores the answer to an older search that arrives after a newer one', async () => {
    const [older, newer] = farProjects(2)
    if (!older || !newer) throw new Error('no projects')
    // The answer to the older name is held back until the newer search has been answered.
    const olderAnswer = heldAnswer(
      mock.worker,
      (request) => new URL(request.url).searchParams.get('q') === older.name,
    )
    mock.worker.use(http.get('*/api/projects', ({ request }) => olderAnswer.hold(request)))
    await openCreateForm()
    await projectSearch().fill(older.name)
    await expect.poll(() => projectRequests.at(-1)?.searchParams.get('q')).toBe(older.name)
    await searchFor(newer)
    olderAnswer.release()
    await olderAnswer.delivered
    expect(checkboxNames()).toEqual([newer.name])
  })

  it("says 'Failed to load projects' when a search fails, and keeps what was checked", async () => {
    const [wanted] = farProjects(1)
    if (!wanted) throw new Error('no project')
    await openCreateForm()
    await searchFor(wanted)
    await checkbox(wanted.name).click()
    mock.worker.use(
      http.get('*/api/projects', ({ request }) =>
        new URL(request.url).searchParams.has('q')
          ? new HttpResponse(null, { status: 500 })
          : undefined,
      ),
    )
    await projectSearch().fill('anything else')
    await expect
      .element(page.getByRole('alert').filter({ hasText: 'Failed to load projects' }))
      .toBeVisible()
    expect(checkboxNames()).toEqual([wanted.name])
    await expect.element(checkbox(wanted.name)).toBeChecked()
  })

  it('keeps a checked project through another search, and creates the user with both', async () => {
    const [first, second] = farProjects(2)
    if (!first || !second) throw new Error('no projects')
    const posted = postedProjectIds()
    await openCreateForm()
    await fillNewUser('grace.two.projects@candor.test')
    await searchFor(first)
    await checkbox(first.name).click()
    await searchFor(second)
    // The first stays listed and checked although the search no longer finds it.
    await expect.element(checkbox(first.name)).toBeChecked()
    await checkbox(second.name).click()
    await button('Clear search').click()
    await expect.element(checkbox(first.name)).toBeChecked()
    await expect.element(checkbox(second.name)).toBeChecked()
    await button('Create User').click()

    const dialog = page.getByRole('dialog', { name: 'User Created Successfully' })
    await expect.element(dialog).toHaveTextContent(`${first.name}, ${second.name}`)
    expect(posted).toEqual([[first.id, second.id]])
  })

  it('unchecking a project found by a search keeps it listed, and leaves it out', async () => {
    const [first, second] = farProjects(2)
    if (!first || !second) throw new Error('no projects')
    const posted = postedProjectIds()
    await openCreateForm()
    await fillNewUser('grace.one.project@candor.test')
    await searchFor(first)
    await checkbox(first.name).click()
    await searchFor(second)
    await checkbox(second.name).click()
    await checkbox(first.name).click()
    await expect.element(checkbox(first.name)).not.toBeChecked()
    await button('Create User').click()
    const dialog = page.getByRole('dialog', { name: 'User Created Successfully' })
    await expect.element(dialog).toBeVisible()
    await expect.element(dialog).not.toHaveTextContent(first.name)
    expect(posted).toEqual([[second.id]])
  })

  it("Edit keeps the user's projects checked, whatever the search shows, and saves them with a new one", async () => {
    const firstPage = new Set(
      projectsInListOrder()
        .slice(0, PROJECT_CHOICES_LIMIT)
        .map((project) => project.id),
    )
    const projectsOf = (user: UserRecord) =>
      db.members
        .all()
        .filter((member) => member.userId === user.id)
        .map((member) => member.projectId)
    const memberships = new Map<string, string[]>()
    for (const { userId, projectId } of db.members.all()) {
      memberships.set(userId, [...(memberships.get(userId) ?? []), projectId])
    }
    const user = db.users.all().find((candidate) => {
      const own = memberships.get(candidate.id) ?? []
      return (
        candidate.role === 'interviewee' && own.length >= 2 && own.every((id) => !firstPage.has(id))
      )
    })
    if (!user) throw new Error('no interviewee with projects past the first page')
    const before = projectsOf(user)
    const ownNames = before.map(
      (id) => db.projects.all().find((project) => project.id === id)?.name,
    )
    const added = farProjects(3).find((project) => !before.includes(project.id))
    if (!added) throw new Error('no project to add')

    await openUserManagement()
    await panel().getByRole('searchbox', { name: 'Search users' }).fill(user.email)
    const userRow = panel().getByRole('row').filter({ hasText: user.email })
    await userRow.getByRole('button', { name: 'Edit' }).click()
    await expect.element(page.getByRole('heading', { name: 'Edit User' })).toBeVisible()
    for (const name of ownNames) await expect.element(checkbox(name ?? '')).toBeChecked()

    await searchFor(added)
    for (const name of ownNames) await expect.element(checkbox(name ?? '')).toBeChecked()
    await checkbox(added.name).click()
    await button('Update User').click()
    await expect.element(page.getByRole('heading', { name: 'Edit User' })).not.toBeInTheDocument()
    await expect.element(userRow).toHaveTextContent(`${before.length + 1} project(s)`)
    expect(projectsOf(user).sort()).toEqual([...before, added.id].sort())
  })

  it('is used by keyboard: Enter searches at once without submitting, Space checks', async () => {
    const [wanted] = farProjects(1)
    if (!wanted) throw new Error('no project')
    const posted = postedProjectIds()
    await openCreateForm()
    await projectSearch().click()
    await userEvent.keyboard(wanted.name)
    await userEvent.keyboard('{Enter}')
    await expect.element(checkbox(wanted.name)).toBeVisible()
    // Enter in the search box is the search's, not the form's: nothing was validated or sent.
    await expect.element(page.getByText('First name is required')).not.toBeInTheDocument()
    expect(posted).toEqual([])

    await userEvent.tab()
    await expect.element(checkbox(wanted.name)).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect.element(checkbox(wanted.name)).toBeChecked()
    await userEvent.tab({ shift: true })
    await expect.element(projectSearch()).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect.element(projectSearch()).toHaveValue('')
    await expect.element(checkbox(wanted.name)).toBeChecked()
    await expect.element(page.getByRole('dialog', { name: 'Admin Panel' })).toBeVisible()
  })

  it('has no serious accessibility violations', async () => {
    const [wanted] = farProjects(1)
    if (!wanted) throw new Error('no project')
    await openCreateForm()
    await searchFor(wanted)
    await checkbox(wanted.name).click()
    await expectNoSeriousA11yViolations(page.getByRole('dialog', { name: 'Admin Panel' }).element())
  })
})
