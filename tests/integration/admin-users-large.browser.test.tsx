import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { db } from '../../mocks/db'
import { LARGE_SEED_COUNTS } from '../../mocks/db/large-seed'
import type { UserRecord } from '../../mocks/db/schema'
import { PAGE_SIZE } from '@/api/pages'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { setUpMockWorker } from '../support/mock-worker'
import { renderSignedInAt } from '../support/signed-in'
import { signInAs } from '../support/sign-in'

/**
 * System Users on the large seed (10,000 generated users besides the demo ones): a virtualized
 * table loading pages as it scrolls, moved through by keyboard, and a server-side search.
 *
 * The table is walked to its very end (100 pages) once, by scrolling: most of the file's time.
 * The keyboard test proves End loads further pages over a few of them; the end-of-list keys
 * (Home, End, the last user's Edit) are then pressed at the end of the scrolling walk.
 */

// Seeding 150,000 records takes seconds, more on a busy machine; walking 100 pages too.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 })
/**
 * The walk to the 100th page, in about 210 steps: 30 s alone, 97 s beside the rest of the suite
 * on two cores, and over 180 s on a busier CI machine. Only a backstop: a walk that goes on takes
 * the time it needs, and one that stops fails here.
 */
const WALK_TIMEOUT_MS = 420_000

// Seeded once for the file: the tests only read the users (an edit form is opened, never saved).
const mock = setUpMockWorker({ start: { seed: { scale: 'large' } }, reseed: false })

/** Every user in the list's order: creation time, then id. */
function usersInListOrder(): UserRecord[] {
  return [...db.users.all()].sort((a, b) =>
    a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? -1 : 1) : a.id < b.id ? -1 : 1,
  )
}

const grid = () => page.getByRole('grid', { name: 'System Users' })
const userCount = () => page.getByRole('status').filter({ hasText: /^[\d,]+ users?$/ })
/** A user's row (named by its Name cell): found by email, as generated names repeat. */
const rowOf = (user: UserRecord) => grid().getByRole('row').filter({ hasText: user.email })
const dataRows = () => grid().getByRole('row').elements().slice(1)

async function openUserManagement() {
  // The laptop the table's full layout (every column, the three actions) is for.
  await page.viewport(1280, 800)
  await signInAs('admin')
  await renderSignedInAt('/admin/users')
  // The count comes with the first page ('Loading users...' is a row header too).
  await expect.element(userCount()).toBeVisible()
}

/** How many next pages of users the mock has answered in this test. */
let nextPagesAnswered = 0
beforeEach(() => {
  nextPagesAnswered = 0
  mock.worker.events.on('response:mocked', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname === '/api/users' && url.searchParams.has('cursor')) nextPagesAnswered++
  })
})
afterEach(() => mock.worker.events.removeAllListeners())

/** The focused row's place in the whole list (the header is 1), 0 when no row has focus. */
function focusedRowIndex(): number {
  const row = document.activeElement?.closest('[role="row"]')
  return Number(row?.getAttribute('aria-rowindex') ?? 0)
}

/** Where the last rendered row sits in the whole list (the header is 1), 0 before any. */
function lastRenderedIndex(): number {
  const indexes = dataRows().map((row) => Number(row.getAttribute('aria-rowindex') ?? 0))
  return Math.max(0, ...indexes)
}

/**
 * Repeats `step` until `done()`, failing after `limit` steps. After each step it waits (up to
 * the poll's timeout) for the table to get further rather than for a fixed time: done, a later
 * row rendered, or the next page answered (which the step may have asked for).
 */
async function stepUntil(
  what: string,
  done: () => boolean,
  step: () => void | Promise<void>,
  limit = 1_000,
) {
  for (let steps = 0; !done(); steps++) {
    if (steps === limit) throw new Error(`${what} not reached in ${limit} steps`)
    const rendered = lastRenderedIndex()
    const answered = nextPagesAnswered
    await step()
    // A step may bring nothing new (End on the last loaded row while the next page is asked
    // for elsewhere): then the loop steps again, bounded by `limit`.
    await expect
      .poll(() => done() || lastRenderedIndex() > rendered || nextPagesAnswered > answered)
      .toBe(true)
      .catch(() => undefined)
  }
}

describe('System Users on the large seed', () => {
  it('shows the first page and how many users there are, rendering only the rows in view', async () => {
    const everyone = usersInListOrder()
    expect(everyone.length).toBeGreaterThan(LARGE_SEED_COUNTS.users)
    await openUserManagement()
    await expect
      .element(userCount())
      .toHaveTextContent(`${everyone.length.toLocaleString('en-US')} users`)
    const [first] = everyone
    if (!first) throw new Error('no users')
    await expect.element(rowOf(first)).toBeVisible()
    await expect.element(rowOf(first)).toHaveTextContent(`${first.firstName} ${first.lastName}`)
    // Virtualized: a screenful and some overscan, not the page of 100.
    expect(dataRows().length).toBeGreaterThan(3)
    expect(dataRows().length).toBeLessThan(40)
  })

  it(
    'reaches the last user by scrolling the table to its end, page after page, and its keys work there',
    async () => {
      const everyone = usersInListOrder()
      const [first] = everyone
      const last = everyone.at(-1)
      if (!first || !last) throw new Error('no users')
      await openUserManagement()
      const scroller = grid().element()
      await stepUntil(
        last.email,
        () => rowOf(last).query() !== null,
        () => {
          scroller.scrollTop = scroller.scrollHeight
        },
      )
      await expect.element(rowOf(last)).toBeVisible()
      await expect.element(rowOf(last)).toHaveTextContent(last.email)
      // Every next page was asked for once, in turn.
      expect(nextPagesAnswered).toBe(Math.ceil(everyone.length / PAGE_SIZE) - 1)
      // Its place in the whole list (the header is row 1), though the table's collection holds
      // only the rows around the view.
      const rowCount = String(everyone.length + 1)
      await expect.element(rowOf(last)).toHaveAttribute('aria-rowindex', rowCount)
      await expect.element(grid()).toHaveAttribute('aria-rowcount', rowCount)
      // The end: no loading row left, and still a screenful of rows in the DOM.
      await expect.element(page.getByRole('progressbar')).not.toBeInTheDocument()
      expect(dataRows().length).toBeLessThan(40)

      // The keys at the end of the whole list, here rather than after a second walk by keyboard
      // (the next test proves End loads further pages). Home goes back to the first row, which the
      // virtualizer renders again; End comes back to the last user, asking for no more pages.
      ;(rowOf(last).element() as HTMLElement).focus()
      await userEvent.keyboard('{Home}')
      await expect.element(rowOf(first)).toHaveFocus()
      const answered = nextPagesAnswered
      await userEvent.keyboard('{End}')
      await expect.element(rowOf(last)).toHaveFocus()
      expect(nextPagesAnswered).toBe(answered)

      // Its Edit button, by keyboard: the form fills in with that user.
      await userEvent.keyboard('{ArrowRight>7/}')
      await expect.element(rowOf(last).getByRole('button', { name: 'Edit' })).toHaveFocus()
      await userEvent.keyboard('{Enter}')
      await expect.element(page.getByRole('heading', { name: 'Edit User' })).toBeVisible()
      await expect.element(page.getByRole('textbox', { name: 'Email' })).toHaveValue(last.email)
    },
    WALK_TIMEOUT_MS,
  )

  it('moves through the pages by keyboard: PageDown a screenful, End to the next pages', async () => {
    const everyone = usersInListOrder()
    const [first] = everyone
    if (!first) throw new Error('no users')
    await openUserManagement()
    await expect.element(rowOf(first)).toBeVisible()
    ;(rowOf(first).element() as HTMLElement).focus()
    await userEvent.keyboard('{PageDown}')
    // Focus moves a screenful down; the first row may then leave the DOM, so ask the focus.
    await expect.poll(focusedRowIndex).toBeGreaterThan(2)
    // End on the last loaded row asks for the next page: three of them here, as the same key
    // would go on to the end (where the previous test presses it).
    const pages = 3
    await stepUntil(
      `${pages} next pages`,
      () => nextPagesAnswered >= pages,
      () => userEvent.keyboard('{End}'),
      50,
    )
    await userEvent.keyboard('{End}')
    await expect.poll(focusedRowIndex).toBeGreaterThan(pages * PAGE_SIZE)
    // The focused row is the user at that place in the list (the header is row 1).
    const focused = everyone[focusedRowIndex() - 2]
    if (!focused) throw new Error('focus past the users')
    await expect.element(rowOf(focused)).toHaveFocus()
  })

  it('narrows to a generated user by email, and shows everyone again when cleared', async () => {
    const everyone = usersInListOrder()
    const wanted = everyone[Math.floor(everyone.length / 2)]
    if (!wanted) throw new Error('no users')
    await openUserManagement()
    const search = page.getByRole('searchbox', { name: 'Search users' })
    await search.fill(wanted.email.toUpperCase())
    await expect.element(userCount()).toHaveTextContent('1 user')
    await expect.element(rowOf(wanted)).toBeVisible()
    expect(dataRows()).toHaveLength(1)

    await page.getByRole('button', { name: 'Clear search' }).click()
    await expect.element(search).toHaveValue('')
    await expect
      .element(userCount())
      .toHaveTextContent(`${everyone.length.toLocaleString('en-US')} users`)
    await expect.element(rowOf(wanted)).not.toBeInTheDocument()
    expect(dataRows().length).toBeGreaterThan(3)
  })

  it("says 'Failed to load users' when a next page fails, and stops asking", async () => {
    let nextPagesAsked = 0
    mock.worker.use(
      http.get('*/api/users', ({ request }) => {
        if (!new URL(request.url).searchParams.has('cursor')) return undefined
        nextPagesAsked++
        return new HttpResponse(null, { status: 500 })
      }),
    )
    const everyone = usersInListOrder()
    const [first] = everyone
    const lastLoaded = everyone[PAGE_SIZE - 1]
    if (!first || !lastLoaded) throw new Error('no first page')
    await openUserManagement()
    const scroller = grid().element()
    scroller.scrollTop = scroller.scrollHeight
    await expect.element(page.getByRole('alert')).toHaveTextContent('Failed to load users')
    // Further scrolling to the end asks no more: a failing page is not retried in a loop. Each
    // scroll is waited for by the rows it brings into view.
    for (let again = 0; again < 5; again++) {
      scroller.scrollTop = 0
      await expect.element(rowOf(first)).toBeInTheDocument()
      scroller.scrollTop = scroller.scrollHeight
      await expect.element(rowOf(lastLoaded)).toBeInTheDocument()
    }
    expect(nextPagesAsked).toBe(1)
    // The rows already loaded stay.
    expect(dataRows().length).toBeGreaterThan(3)
  })

  it("shows 'Loading more users' after the last row while a slow next page is on its way", async () => {
    let answerNextPages: () => void = () => undefined
    const nextPagesMayAnswer = new Promise<void>((resolve) => (answerNextPages = resolve))
    mock.worker.use(
      http.get('*/api/users', async ({ request }) => {
        if (!new URL(request.url).searchParams.has('cursor')) return undefined
        await nextPagesMayAnswer
        return undefined
      }),
    )
    const nextPageFirst = usersInListOrder()[PAGE_SIZE]
    if (!nextPageFirst) throw new Error('no second page')
    await openUserManagement()
    const scroller = grid().element()
    scroller.scrollTop = scroller.scrollHeight
    await expect
      .element(grid().getByRole('progressbar', { name: 'Loading more users' }))
      .toBeVisible()

    // The page comes in the loading row's place.
    answerNextPages()
    await expect.element(rowOf(nextPageFirst)).toBeVisible()
  })

  it('has no serious accessibility violations', async () => {
    await openUserManagement()
    await expectNoSeriousA11yViolations(page.getByRole('dialog', { name: 'Admin Panel' }).element())
  })
})
