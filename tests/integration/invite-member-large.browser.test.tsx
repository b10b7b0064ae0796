import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { fixtureIds } from '../../fixtures'
import { db } from '../../mocks/db'
import type { UserRecord } from '../../mocks/db/schema'
import { PAGE_SIZE } from '@/api/pages'
import type { Project, ProjectMember } from '@/contract/types'
import { InviteMemberModal } from '@/features/projects/components/invite-member-modal'
import { getProject } from '@/api/resources/projects'
import { clearStaleAnnouncements } from '../support/announcer'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { heldAnswer } from '../support/held-answer'
import { setUpMockWorker } from '../support/mock-worker'
import { renderWithColorScheme } from '../support/render'
import { muteConsole } from '../support/console'
import { signInAs } from '../support/sign-in'
import { typeIntoSearch } from '../support/typing-pauses'

/**
 * Invite Member on the large seed (about 9,800 interviewees): the dialog asks the server for one
 * page of interviewees, never the whole user list, and a search asks it for the ones matching.
 */

// Seeding 150,000 records takes seconds, more on a busy machine.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 })

const coffee = fixtureIds.projects.coffee
const HINT = `Only the first ${PAGE_SIZE} matching interviewees are offered. Search by name or email to narrow the list.`

// Seeded once for the file: each test that invites someone invites another interviewee.
const mock = setUpMockWorker({ start: { seed: { scale: 'large' } }, reseed: false })
/** GET /api/users requests of the current test: their query strings. */
let userRequests: URLSearchParams[]

beforeAll(() => {
  mock.worker.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (request.method === 'GET' && url.pathname === '/api/users') {
      userRequests.push(url.searchParams)
    }
  })
})
beforeEach(() => {
  clearStaleAnnouncements()
  userRequests = []
  muteConsole(['info', 'warn', 'error'])
})
afterEach(() => vi.restoreAllMocks())

const fullName = (user: UserRecord) => `${user.firstName} ${user.lastName}`
const optionLabel = (user: UserRecord) => `${fullName(user)} (${user.email})`

/** The coffee project's members now (the test's invitations included). */
const coffeeMemberIds = () =>
  new Set(
    db.members
      .all()
      .filter((member) => member.projectId === coffee)
      .map((member) => member.userId),
  )

/** Every interviewee in the list's order: creation time, then id (as GET /users sorts). */
function intervieweesInListOrder(): UserRecord[] {
  return db.users
    .all()
    .filter((user) => user.role === 'interviewee')
    .sort((a, b) =>
      a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? -1 : 1) : a.id < b.id ? -1 : 1,
    )
}

/**
 * A generated interviewee past the first page, not a member of coffee, whose full name no other
 * interviewee shares: a search by it finds him alone. `skip` picks another one for each test.
 */
function farInterviewee(skip: number): UserRecord {
  const interviewees = intervieweesInListOrder()
  const members = coffeeMemberIds()
  const names = new Map<string, number>()
  for (const user of interviewees) names.set(fullName(user), (names.get(fullName(user)) ?? 0) + 1)
  const unique = interviewees
    .slice(PAGE_SIZE * 10)
    .filter((user) => names.get(fullName(user)) === 1 && !members.has(user.id))
  const user = unique[skip]
  if (!user) throw new Error('no such interviewee')
  return user
}

const dialog = () => page.getByRole('dialog', { name: 'Invite Member' })
const searchBox = () => dialog().getByRole('searchbox', { name: 'Search users' })
const userSelect = () => dialog().getByRole('button', { name: /User/ })
const sendInvite = () => dialog().getByRole('button', { name: 'Send Invite' })
const searchStatus = () => dialog().getByRole('status')
const oneToChoose = '1 interviewee to choose from.'
const optionTexts = () =>
  page
    .getByRole('option')
    .elements()
    .map((option) => option.textContent)

/** Opens Invite Member for the coffee project as its lead, the way the project detail does. */
async function openInvite(onInvited: (member: ProjectMember) => void = () => undefined) {
  await signInAs('lead')
  const project = await getProject(coffee, { failure: 'Failed to load project' })
  if (!project.ok) throw new Error(project.error)
  await renderWithColorScheme(<Host project={project.data} onInvited={onInvited} />)
  await expect.element(userSelect()).toBeVisible()
}

function Host({
  project,
  onInvited,
}: {
  project: Project
  onInvited: (member: ProjectMember) => void
}) {
  const [open, setOpen] = useState(true)
  return open ? (
    <InviteMemberModal project={project} onClose={() => setOpen(false)} onInvited={onInvited} />
  ) : (
    <p>Closed</p>
  )
}

/** Every GET /users asked for one page of interviewees: none was the whole list. */
function expectOnlyPagesOfInterviewees() {
  expect(userRequests.length).toBeGreaterThan(0)
  for (const query of userRequests) {
    expect(query.get('role')).toBe('interviewee')
    expect(query.get('limit')).toBe(String(PAGE_SIZE))
  }
}

describe('Invite Member on the large seed', () => {
  it('offers the first page of interviewees who are not members, with a search to narrow', async () => {
    await openInvite()
    const members = coffeeMemberIds()
    const expected = intervieweesInListOrder()
      .slice(0, PAGE_SIZE)
      .filter((user) => !members.has(user.id))
    expect(expected.length).toBeGreaterThan(PAGE_SIZE / 2)
    await expect.element(searchBox()).toBeVisible()
    await expect.element(dialog().getByText(HINT)).toBeVisible()
    // The hint describes the search box for screen readers.
    await expect.element(searchBox()).toHaveAccessibleDescription(HINT)
    await expect
      .element(searchStatus())
      .toHaveTextContent(`${expected.length} interviewees to choose from.`)

    await userSelect().click()
    await expect.element(page.getByRole('option').first()).toBeVisible()
    expect(optionTexts()).toEqual(expected.map(optionLabel))
    expect(userRequests).toHaveLength(1)
    expectOnlyPagesOfInterviewees()
  })

  it('narrows the select to a searched interviewee, and invites him', async () => {
    const wanted = farInterviewee(0)
    const onInvited = vi.fn()
    await openInvite(onInvited)
    await userSelect().click()
    await expect.element(page.getByRole('option').first()).toBeVisible()
    expect(optionTexts()).not.toContain(optionLabel(wanted))
    await userEvent.keyboard('{Escape}')

    const typed = fullName(wanted).toUpperCase()
    const searchesAllowed = await typeIntoSearch(searchBox(), typed)
    await expect.poll(() => userRequests.at(-1)?.get('q')).toBe(typed)
    // Debounced: one search per pause, not one per key.
    expect(userRequests.filter((query) => query.has('q')).length).toBeLessThanOrEqual(
      searchesAllowed,
    )
    await expect.element(searchStatus()).toHaveTextContent(oneToChoose)
    await userSelect().click()
    await expect.poll(optionTexts).toEqual([optionLabel(wanted)])
    await page.getByRole('option', { name: optionLabel(wanted) }).click()
    await expect.element(userSelect()).toHaveTextContent(optionLabel(wanted))

    await sendInvite().click()
    await expect.element(page.getByText('Closed')).toBeVisible()
    expect(onInvited).toHaveBeenCalledWith(expect.objectContaining({ userId: wanted.id }))
    expect(coffeeMemberIds().has(wanted.id)).toBe(true)
    expectOnlyPagesOfInterviewees()
  })

  it('ignores the answer to an earlier search that arrives after a newer one', async () => {
    const wanted = farInterviewee(1)
    // The answer to the first name alone (many interviewees) is held back past the full name's.
    const firstName = heldAnswer(
      mock.worker,
      (request) => new URL(request.url).searchParams.get('q') === wanted.firstName,
    )
    mock.worker.use(http.get('*/api/users', ({ request }) => firstName.hold(request)))
    await openInvite()
    await searchBox().fill(wanted.firstName)
    await expect.poll(() => userRequests.at(-1)?.get('q')).toBe(wanted.firstName)
    await searchBox().fill(fullName(wanted))
    await expect.poll(() => userRequests.at(-1)?.get('q')).toBe(fullName(wanted))
    await expect.element(searchStatus()).toHaveTextContent(oneToChoose)
    firstName.release()
    await firstName.delivered
    // The late answer changed nothing.
    await expect.element(searchStatus()).toHaveTextContent(oneToChoose)
    await userSelect().click()
    await expect.element(page.getByRole('option').first()).toBeVisible()
    expect(optionTexts()).toEqual([optionLabel(wanted)])
  })

  it("says 'Failed to load users' when a search fails, and recovers when it is cleared", async () => {
    mock.worker.use(
      http.get('*/api/users', ({ request }) =>
        new URL(request.url).searchParams.has('q')
          ? HttpResponse.json(
              { status: 500, code: 'internal_error', message: 'Down' },
              { status: 500 },
            )
          : undefined,
      ),
    )
    await openInvite()
    await searchBox().fill(farInterviewee(2).lastName)
    await expect.element(dialog().getByRole('alert')).toHaveTextContent('Failed to load users')
    await expect.element(userSelect()).not.toBeInTheDocument()
    await expect.element(sendInvite()).toBeDisabled()

    await dialog().getByRole('button', { name: 'Clear search' }).click()
    await expect.element(userSelect()).toBeVisible()
    await expect.element(dialog().getByRole('alert')).not.toBeInTheDocument()
    await expect.element(sendInvite()).toBeEnabled()
  })

  it('says when a search finds no one to invite, members included', async () => {
    await openInvite()
    // Ines Moreau is an interviewee, but already a member of coffee.
    await searchBox().fill('Ines Moreau')
    await expect
      .element(searchStatus())
      .toHaveTextContent('No interviewee who is not a member yet matches "Ines Moreau".')
    await expect.element(userSelect()).not.toBeInTheDocument()
    await expect.element(sendInvite()).toBeDisabled()
  })

  it('works by keyboard alone: search, choose and send', async () => {
    const wanted = farInterviewee(3)
    // The search's answer is held until the list is open, as when it comes late.
    let answerSearch = () => {}
    const searchAnswered = new Promise<void>((resolve) => (answerSearch = resolve))
    mock.worker.use(
      http.get('*/api/users', async ({ request }) => {
        if (new URL(request.url).searchParams.has('q')) await searchAnswered
      }),
    )
    const onInvited = vi.fn()
    await openInvite(onInvited)
    // The header's Close button comes first, then the search box.
    await userEvent.tab()
    await userEvent.tab()
    await expect.element(searchBox()).toHaveFocus()
    await userEvent.keyboard(wanted.email)
    // Enter in the search box searches; it does not submit the invitation.
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => userRequests.at(-1)?.get('q')).toBe(wanted.email)
    await expect.element(dialog().getByText('Select a user to invite')).not.toBeInTheDocument()

    await userEvent.tab()
    await expect.element(userSelect()).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect.poll(() => optionTexts().length).toBeGreaterThan(1)
    answerSearch()
    // The answer replaces the options: the open list closes and the focus is back on its button.
    await expect.element(searchStatus()).toHaveTextContent(oneToChoose)
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument()
    await expect.element(userSelect()).toHaveFocus()

    await userEvent.keyboard('{ArrowDown}')
    await expect.poll(optionTexts).toEqual([optionLabel(wanted)])
    await userEvent.keyboard('{Enter}')
    await expect.element(userSelect()).toHaveTextContent(optionLabel(wanted))
    await expect.element(userSelect()).toHaveFocus()

    // Cancel, then Send Invite.
    await userEvent.tab()
    await userEvent.tab()
    await expect.element(sendInvite()).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByText('Closed')).toBeVisible()
    expect(onInvited).toHaveBeenCalledWith(expect.objectContaining({ userId: wanted.id }))
  })

  it('has no serious accessibility violations with the search and the open select', async () => {
    await openInvite()
    await expect.element(searchBox()).toBeVisible()
    await expectNoSeriousA11yViolations()
    await userSelect().click()
    await expect.element(page.getByRole('option').first()).toBeVisible()
    await expectNoSeriousA11yViolations()
  })
})
