import { http } from 'msw'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { fixtureIds } from '../../fixtures'
import { db } from '../../mocks/db'
import { LARGE_CODING_COUNTS } from '../../mocks/db/large-coding-seed'
import { DEMO_LEAD_EVERY, LARGE_SEED_COUNTS } from '../../mocks/db/large-seed'
import { PAGE_SIZE } from '@/api/pages'
import type { User } from '@/contract/types'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { heldAnswer } from '../support/held-answer'
import { setUpMockWorker } from '../support/mock-worker'
import { renderSignedInAt } from '../support/signed-in'
import { muteConsole } from '../support/console'
import { signInAs } from '../support/sign-in'
import { type DemoRole } from '../support/accounts'
import { typeIntoSearch } from '../support/typing-pauses'

/**
 * The dashboard's project list on the large seed (2,002 projects): pages of PAGE_SIZE loaded as
 * the virtualized list scrolls, keyboard navigation to the very end, server-side search, and the
 * lead's own projects only.
 */

// Seeding 150,000 records takes seconds, more on a busy machine; the tests only read them.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 })

type Account = Extract<DemoRole, 'admin' | 'lead'>

interface Listed {
  id: string
  name: string
  createdAt: string
  leadUserId: string | null
}

/** The list's order: newest first, ties by id (as GET /projects sorts). */
function newestFirst(a: Listed, b: Listed): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0
}

const mock = setUpMockWorker({ start: { seed: { scale: 'large' } }, reseed: false })
/** GET /api/projects requests of the current test: their query strings. */
let listRequests: URLSearchParams[]
let everyProject: Listed[]

beforeAll(() => {
  mock.worker.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (request.method === 'GET' && url.pathname === '/api/projects') {
      listRequests.push(url.searchParams)
    }
  })
  everyProject = db.projects.all().map(({ id, name, createdAt, leadUserId }) => ({
    id,
    name,
    createdAt,
    leadUserId,
  }))
  everyProject.sort(newestFirst)
})

beforeEach(() => {
  listRequests = []
  muteConsole(['info', 'warn'])
})
afterEach(() => vi.restoreAllMocks())

async function renderDashboard(account: Account): Promise<User> {
  const user = await signInAs(account)
  await renderSignedInAt('/')
  return user
}

const grid = () => page.getByRole('grid', { name: 'Projects' })
const row = (name: string) => page.getByRole('row', { name, exact: true })
const projectCard = (name: string) => page.getByRole('button', { name, exact: true })
const searchBox = () => page.getByRole('searchbox', { name: 'Search projects' })
const renderedRows = () => grid().getByRole('row').elements()

/** A project whose name no other project of the list shares, so a locator finds one row. */
function uniquelyNamed(project: Listed | undefined, among: readonly Listed[]): Listed {
  if (!project) throw new Error('no such project')
  expect(among.filter((other) => other.name === project.name)).toHaveLength(1)
  return project
}

/** Scrolls the list to its bottom again and again (pages load as it goes) until `done`. */
async function scrollUntil(done: () => boolean): Promise<void> {
  const list = grid().element()
  await expect
    .poll(
      () => {
        list.scrollTop = list.scrollHeight
        return done()
      },
      { timeout: 60_000, interval: 50 },
    )
    .toBe(true)
}

const isRendered = (name: string) => row(name).elements().length === 1

describe('the project list on the large seed', () => {
  it('renders the newest page only, and reaches the oldest project by scrolling', async () => {
    await renderDashboard('admin')
    const newest = uniquelyNamed(everyProject[0], everyProject)
    const oldest = uniquelyNamed(everyProject.at(-1), everyProject)
    await expect.element(projectCard(newest.name)).toBeVisible()
    // The demo's two, the generated ones and the coded project at scale.
    expect(everyProject).toHaveLength(2 + LARGE_SEED_COUNTS.projects + LARGE_CODING_COUNTS.projects)
    // One page asked for, and only the rows in view (plus a few) are in the DOM.
    expect(listRequests.map((query) => query.get('limit'))).toEqual([String(PAGE_SIZE)])
    expect(renderedRows().length).toBeLessThan(30)

    await scrollUntil(() => isRendered(oldest.name))
    await expect.element(projectCard(oldest.name)).toBeVisible()
    // Page after page, each after the previous one's cursor, and no more than needed.
    const pages = Math.ceil(everyProject.length / PAGE_SIZE)
    expect(listRequests).toHaveLength(pages)
    expect(listRequests.slice(1).every((query) => query.get('cursor') !== null)).toBe(true)
    expect(renderedRows().length).toBeLessThan(30)
    expect(row(oldest.name).element().getAttribute('aria-rowindex')).toBe(
      String(everyProject.length),
    )
  })

  it('reaches the oldest project by keyboard: End (and Page Down) until the last row', async () => {
    await renderDashboard('admin')
    const newest = uniquelyNamed(everyProject[0], everyProject)
    const oldest = uniquelyNamed(everyProject.at(-1), everyProject)
    await expect.element(row(newest.name)).toBeVisible()
    // The list is one tab stop after the search box; Tab lands on its first row.
    await userEvent.click(searchBox())
    await userEvent.tab()
    expect(document.activeElement).toBe(row(newest.name).element())

    await userEvent.keyboard('{PageDown}')
    const afterPageDown = Number(document.activeElement?.getAttribute('aria-rowindex'))
    expect(afterPageDown).toBeGreaterThan(2)

    // End goes to the last loaded row; the next page loads as it comes into view.
    const onOldest = () => document.activeElement === row(oldest.name).elements()[0]
    // As scrollUntil does: End again until the oldest holds the focus, polled, not slept on.
    await expect
      .poll(
        async () => {
          if (!onOldest()) await userEvent.keyboard('{End}')
          return onOldest()
        },
        { timeout: 60_000, interval: 50 },
      )
      .toBe(true)
    await expect.element(row(oldest.name)).toBeVisible()

    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByRole('dialog', { name: oldest.name })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()

    await userEvent.keyboard('{Home}')
    await expect.poll(() => document.activeElement).toBe(row(newest.name).elements()[0])
  })

  it('filters on the server by a generated project name, and clearing restores the list', async () => {
    await renderDashboard('admin')
    const newest = uniquelyNamed(everyProject[0], everyProject)
    const wanted = uniquelyNamed(everyProject[1000], everyProject)
    await expect.element(projectCard(newest.name)).toBeVisible()
    const typed = wanted.name.toUpperCase()
    const searchesAllowed = await typeIntoSearch(searchBox(), typed)

    await expect.element(projectCard(wanted.name)).toBeVisible()
    await expect.poll(() => renderedRows().length).toBe(1)
    // Debounced: the search goes out after a pause, not once per key. A prefix of the name may
    // already narrow the list to one row, so wait for the whole name to be asked.
    const searches = () => listRequests.filter((query) => query.get('q') !== null)
    await expect.poll(() => searches().at(-1)?.get('q')).toBe(typed)
    expect(searches().length).toBeLessThanOrEqual(searchesAllowed)

    await page.getByRole('button', { name: 'Clear search' }).click()
    await expect.element(projectCard(newest.name)).toBeVisible()
    await expect.poll(() => renderedRows().length).toBeGreaterThan(1)
    await expect.element(searchBox()).toHaveValue('')
  })

  it('says when nothing matches, and ignores an answer that arrives after a newer search', async () => {
    const wanted = uniquelyNamed(everyProject[500], everyProject)
    // The answer to 'study' (hundreds of projects) is held back until after the next search's.
    const study = heldAnswer(
      mock.worker,
      (request) => new URL(request.url).searchParams.get('q') === 'study',
    )
    mock.worker.use(http.get('*/api/projects', ({ request }) => study.hold(request)))
    await renderDashboard('admin')
    await expect.element(searchBox()).toBeVisible()

    await userEvent.fill(searchBox(), 'no project is called this')
    await expect
      .element(page.getByText('No projects match "no project is called this".'))
      .toBeVisible()
    await expect.element(searchBox()).toBeVisible()

    await userEvent.fill(searchBox(), 'study')
    await expect.poll(() => listRequests.some((query) => query.get('q') === 'study')).toBe(true)
    await userEvent.fill(searchBox(), wanted.name)
    await expect.element(projectCard(wanted.name)).toBeVisible()
    study.release()
    await study.delivered
    // The late answer to 'study' changed nothing.
    expect(renderedRows()).toHaveLength(1)
    await expect.element(projectCard(wanted.name)).toBeVisible()
  })

  it('has no serious accessibility violations with the search box and the virtualized list', async () => {
    await renderDashboard('admin')
    await expect.element(searchBox()).toBeVisible()
    await expect.element(projectCard(everyProject[0]?.name ?? '')).toBeVisible()
    await expectNoSeriousA11yViolations()
  })
})

describe("a lead's list on the large seed", () => {
  it('holds only the projects he leads: every row his, 287 in all', async () => {
    await renderDashboard('lead')
    const led = everyProject.filter((project) => project.leadUserId === fixtureIds.users.lead)
    // BeanRunner, every DEMO_LEAD_EVERY-th generated project and the coded project at scale.
    expect(led).toHaveLength(
      1 + Math.ceil(LARGE_SEED_COUNTS.projects / DEMO_LEAD_EVERY) + LARGE_CODING_COUNTS.projects,
    )
    const ledIds = new Set(led.map((project) => project.id))
    const ledNames = new Set(led.map((project) => project.name))
    const oldest = uniquelyNamed(led.at(-1), led)
    await expect.element(projectCard(led[0]?.name ?? '')).toBeVisible()

    const seen = new Set<string>()
    const collect = () => {
      // The loading row has no name; every project row is named by its project.
      for (const element of renderedRows()) {
        const name = element.getAttribute('aria-label')
        if (name !== null) seen.add(name)
      }
    }
    await scrollUntil(() => {
      collect()
      return isRendered(oldest.name)
    })
    collect()
    expect([...seen].filter((name) => !ledNames.has(name))).toEqual([])
    expect(row(oldest.name).element().getAttribute('aria-rowindex')).toBe(String(led.length))
    expect(listRequests).toHaveLength(Math.ceil(led.length / PAGE_SIZE))

    // A search never reaches past his own projects.
    const someoneElses = everyProject.find((project) => !ledIds.has(project.id))
    await userEvent.fill(searchBox(), someoneElses?.name ?? '')
    await expect
      .element(page.getByText(`No projects match "${someoneElses?.name ?? ''}".`))
      .toBeVisible()
  })
})
