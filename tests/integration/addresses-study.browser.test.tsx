import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { demoUsers, fixtureIds, projects } from '../../fixtures'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { setUpMockWorker } from '../support/mock-worker'
import { renderSignedInAt } from '../support/signed-in'
import { muteConsole } from '../support/console'
import { signInAs } from '../support/sign-in'

/** The study's dialogs at their own addresses (issue 32 §1, docs/architecture.md#addresses). */

setUpMockWorker({ clearLocalStorage: true })

beforeEach(() => {
  // The observe socket logs its connection; the tests read the screen.
  muteConsole(['info', 'warn'])
})
afterEach(() => vi.restoreAllMocks())

const [coffee] = projects
if (!coffee) throw new Error('no coffee project')
const COFFEE_ID = fixtureIds.projects.coffee
const LIVE_ID = fixtureIds.interviews.coffeeInProgress
const participant = demoUsers.find((user) => user.id === fixtureIds.users.interviewee)!
const DENIED = "You don't have access to this page."

const PROJECT = `/projects/${COFFEE_ID}`
const IN_PROGRESS = `${PROJECT}/results?tab=in-progress`
const WATCH_LIVE = `${PROJECT}/results/live/${LIVE_ID}?tab=in-progress`

const dialog = (name: string) => page.getByRole('dialog', { name })
const projectDialog = () => dialog(coffee.name)
const resultsDialog = () => dialog(`Interview Results: ${coffee.name}`)
const watchLive = () => dialog(`Watch live: ${participant.firstName} ${participant.lastName}`)

/** Focus is inside the top dialog, never on the page's body. */
async function expectFocusIn(top: ReturnType<typeof dialog>) {
  await expect.poll(() => top.element().contains(document.activeElement)).toBe(true)
}

describe('Addresses of the study’s dialogs', () => {
  it('Watch live opens at its own address; Back closes it and Escape returns to In Progress', async () => {
    await signInAs('lead')
    const app = await renderSignedInAt(IN_PROGRESS)
    await expect.element(resultsDialog()).toBeVisible()
    await resultsDialog().getByRole('button', { name: 'Watch live' }).click()
    await expect.element(watchLive()).toBeVisible()
    expect(app.path()).toBe(WATCH_LIVE)

    app.history.back()
    await expect.element(watchLive()).not.toBeInTheDocument()
    await expect.element(resultsDialog()).toBeVisible()
    expect(app.path()).toBe(IN_PROGRESS)
    app.history.forward()
    await expect.element(watchLive()).toBeVisible()

    await userEvent.keyboard('{Escape}')
    await expect.element(watchLive()).not.toBeInTheDocument()
    expect(app.path()).toBe(IN_PROGRESS)
    await expect
      .element(page.getByRole('tab', { name: 'In Progress' }))
      .toHaveAttribute('aria-selected', 'true')
  })

  it('a reload at Watch live’s address reopens it over the results', async () => {
    await signInAs('lead')
    const first = await renderSignedInAt(WATCH_LIVE)
    await expect.element(watchLive()).toBeVisible()
    await first.unmount()

    await renderSignedInAt(WATCH_LIVE)
    await expect.element(watchLive()).toBeVisible()
    await expect.element(resultsDialog()).toBeInTheDocument()
    await expectFocusIn(watchLive())
    // It is the top dialog: Escape closes it and leaves the results open.
    await userEvent.keyboard('{Escape}')
    await expect.element(watchLive()).not.toBeInTheDocument()
    await expect.element(resultsDialog()).toBeVisible()
  })

  it('Edit Project with its Discussion Guide opens at its address, Back closes it, a reload keeps it', async () => {
    await signInAs('lead')
    const app = await renderSignedInAt(PROJECT)
    await projectDialog().getByRole('button', { name: 'Edit Project' }).click()
    const edit = dialog('Edit Project')
    await expect.element(edit).toBeVisible()
    await expect.element(edit.getByRole('heading', { name: 'Discussion Guide' })).toBeVisible()
    expect(app.path()).toBe(`${PROJECT}/edit`)

    app.history.back()
    await expect.element(edit).not.toBeInTheDocument()
    await expect.element(projectDialog()).toBeVisible()
    expect(app.path()).toBe(PROJECT)
    await app.unmount()

    const reloaded = await renderSignedInAt(`${PROJECT}/edit`)
    await expect.element(edit).toBeVisible()
    await expect.element(projectDialog()).toBeInTheDocument()
    await expectFocusIn(edit)
    await expectNoSeriousA11yViolations()
    await userEvent.keyboard('{Escape}')
    await expect.element(edit).not.toBeInTheDocument()
    await expect.element(projectDialog()).toBeVisible()
    expect(reloaded.path()).toBe(PROJECT)
  })

  it.each([
    ['Invite by Link', 'invite-link', 'Invite by Link'],
    ['Invite Member', 'invite-member', 'Invite Member'],
    ['View Members', 'members', 'Project Members'],
  ])('%s opens at its address, Back closes it, a reload keeps it', async (button, path, title) => {
    await signInAs('lead')
    const app = await renderSignedInAt(PROJECT)
    await projectDialog().getByRole('button', { name: button }).click()
    const opened = dialog(title)
    await expect.element(opened).toBeVisible()
    expect(app.path()).toBe(`${PROJECT}/${path}`)

    app.history.back()
    await expect.element(opened).not.toBeInTheDocument()
    await expect.element(projectDialog()).toBeVisible()
    app.history.forward()
    await expect.element(opened).toBeVisible()
    await app.unmount()

    const reloaded = await renderSignedInAt(`${PROJECT}/${path}`)
    await expect.element(opened).toBeVisible()
    await expectFocusIn(opened)
    await userEvent.keyboard('{Escape}')
    await expect.element(opened).not.toBeInTheDocument()
    expect(reloaded.path()).toBe(PROJECT)
  })

  it.each([
    ['Edit Project', `${PROJECT}/edit`, 'Edit Project'],
    ['Invite by Link', `${PROJECT}/invite-link`, 'Invite by Link'],
    ['Invite Member', `${PROJECT}/invite-member`, 'Invite Member'],
    ['View Members', `${PROJECT}/members`, 'Project Members'],
    ['Watch live', WATCH_LIVE, `Watch live: ${participant.firstName} ${participant.lastName}`],
  ])('tells an interviewee that the address of %s is not theirs', async (_name, address, title) => {
    await signInAs('interviewee')
    const app = await renderSignedInAt(address)
    await expect.element(page.getByText(DENIED)).toBeVisible()
    await expect.element(dialog('Page not available')).toBeVisible()
    expect(page.getByRole('dialog', { name: title }).elements()).toHaveLength(0)
    await expectFocusIn(dialog('Page not available'))
    await expectNoSeriousA11yViolations()
    // Closing it returns to the dialog under it.
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByText(DENIED)).not.toBeInTheDocument()
    expect(app.path()).not.toBe(address)
  })
})
