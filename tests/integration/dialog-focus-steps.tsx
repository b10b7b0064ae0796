import { expect } from 'vitest'
import { page, userEvent, type Locator } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { projects } from '../../fixtures'
import type { AnalysisSection } from '@/app/analysis-sections'
import { App } from '@/app/app'
import { renderWithColorScheme } from '../support/render'
import { Workspace } from './insights-support'
import { storeTokenOf, signInAs } from '../support/sign-in'
import { type DemoRole } from '../support/accounts'

/**
 * The steps that open each dialog, menu and popover of the app, and the ways to close them, for
 * dialog-focus.browser.test.tsx.
 */

export const [coffee, network] = projects

export async function renderSignedIn(account: DemoRole) {
  await storeTokenOf(account)
  await render(<App />)
  await expect.element(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible()
}

/**
 * The Analysis workspace at `section`, as its page renders it (the app reaches it through the
 * router's address; this file's App predates it).
 */
export async function renderAnalysis(
  account: DemoRole,
  section: AnalysisSection,
  /** The Codebook's full table needs a wide page; a narrow one has a menu per row. */
  width = 1280,
): Promise<void> {
  await page.viewport(width, 800)
  const user = await signInAs(account)
  await renderWithColorScheme(<Workspace user={user} project={coffee} section={section} />)
  await expect.element(page.getByRole('tabpanel')).toBeVisible()
}

// --- Finding things ------------------------------------------------------------------------

/** Where to look: the page, or a part of it. */
export type Scope = Pick<Locator, 'getByRole'>

export const button = (name: string, scope: Scope = page) =>
  scope.getByRole('button', { name, exact: true })
export const dialog = (name: string) => page.getByRole('dialog', { name, exact: true })
export const alertDialog = (name: string) => page.getByRole('alertdialog', { name, exact: true })
export const adminPanel = () => dialog('Admin Panel')
export const projectDialog = () => dialog(coffee.name)
export const results = () => dialog(`Interview Results: ${coffee.name}`)
export const listItem = (scope: Locator, heading: string) =>
  scope.getByRole('listitem').filter({ has: page.getByRole('heading', { name: heading }) })
export const userRow = (name: string) => adminPanel().getByRole('row', { name: new RegExp(name) })
export const typeCard = (name: string) => adminPanel().getByRole('article', { name })
export const question = (text: RegExp) =>
  typeCard('App Experience').getByRole('listitem').filter({ hasText: text })

// --- Steps to open things ------------------------------------------------------------------

export async function click(target: Locator) {
  await target.click()
}

export async function openProject() {
  await click(button(coffee.name))
  await expect.element(projectDialog()).toBeVisible()
}

export async function openInProject(name: string) {
  await openProject()
  await click(button(name, projectDialog()))
}

export async function openResults() {
  await openInProject('View Interview Results')
  await expect.element(results().getByRole('tab', { name: 'Completed' })).toBeVisible()
}

export async function openInProgressResults() {
  await openResults()
  await click(results().getByRole('tab', { name: 'In Progress' }))
}

export async function openAdminPanel(tab?: string) {
  await click(button('Admin Panel'))
  await expect.element(adminPanel()).toBeVisible()
  if (tab) await click(adminPanel().getByRole('tab', { name: tab }))
}

export async function createUser() {
  await openAdminPanel()
  await click(button('Create New User', adminPanel()))
  await adminPanel().getByRole('textbox', { name: 'First Name' }).fill('Grace')
  await adminPanel().getByRole('textbox', { name: 'Last Name' }).fill('Hopper')
  await adminPanel().getByRole('textbox', { name: 'Email' }).fill('grace@candor.test')
  await click(button('Create User', adminPanel()))
}

export async function onUserRow(name: string, action: string) {
  // A row's actions are buttons in the table's laptop layout (a menu on narrower windows).
  await page.viewport(1280, 800)
  await openAdminPanel()
  await click(button(action, userRow(name)))
}

export async function resetPassword() {
  await onUserRow('Leo Lindqvist', 'Reset Password')
  await click(button('Reset Password', alertDialog('Reset Password?')))
}

export async function openProjectTypes() {
  await openAdminPanel('Project Types')
  await expect.element(typeCard('App Experience')).toBeVisible()
}

export async function onTypeCard(action: string) {
  await openProjectTypes()
  await click(button(action, typeCard('App Experience')))
}

export async function onQuestions(action: (questions: Locator) => Locator) {
  await onTypeCard('Show Questions')
  const questions = typeCard('App Experience').getByRole('list')
  await expect.element(questions).toBeVisible()
  await click(action(questions))
}

export const firstQuestion = /^1\./

export async function openSettingsItem(item: string) {
  await click(button('Settings'))
  await click(page.getByRole('menuitem', { name: item }))
}

export async function startInterview() {
  await click(button(network.name))
  await click(button('Start Interview', dialog(network.name)))
  await click(page.getByRole('checkbox', { name: 'I agree to take part' }))
  await click(button('Start Interview'))
  await expect.element(page.getByRole('heading', { level: 3, name: /Question 1$/ })).toBeVisible()
}

export async function inInterview(action: string) {
  await startInterview()
  const sidebar = page.getByRole('complementary', { name: 'Interview settings' })
  await click(button(action, sidebar))
}

export async function openCreateProject() {
  await click(button('Create Project'))
  await expect.element(dialog('Create Project')).toBeVisible()
}

export async function fillNewProject() {
  const form = dialog('Create Project')
  await form.getByRole('textbox', { name: 'Project Name' }).fill('Oat milk add-on study')
  await form
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Would subscribers pay more?')
  await form.getByRole('textbox', { name: 'Company Name' }).fill('BeanRunner')
  await form.getByRole('textbox', { name: 'Product Name' }).fill('BeanRunner Oat')
  await form.getByRole('textbox', { name: 'Product Description' }).fill('Oat milk on demand.')
  await click(form.getByRole('button', { name: /Project Type/ }))
  await click(page.getByRole('option').first())
}

// --- Ways to close -------------------------------------------------------------------------

/** Closes what is on top: its own button, or a key. */
export type Way = (top: Locator) => Promise<void>

export const closeButton: Way = (top) => click(button('Close', top))
export const cancel: Way = (top) => click(button('Cancel', top))
export const escape: Way = async () => {
  await userEvent.keyboard('{Escape}')
}
/** The ways that change data (a submit, a confirm): each runs in a test of its own. */
const changesData = new WeakSet<Way>()

/** Success: steps done inside the dialog (filling it in), then its submit or confirm button. */
export const success = (label: string, fill?: (top: Locator) => Promise<void>): Way => {
  const way: Way = async (top) => {
    await fill?.(top)
    await click(button(label, top))
  }
  changesData.add(way)
  return way
}

export const isSuccess = (way: Way) => changesData.has(way)

// --- The cases ------------------------------------------------------------------------------

export interface FocusCase {
  as: DemoRole
  /** Where the case starts, signed in as `as`: the whole app's dashboard unless given. */
  start?: () => Promise<void>
  /** From the dashboard to the open dialog (or menu, or list). */
  open: () => Promise<void>
  /** What is open on top. */
  top: () => Locator
  /** Where focus must land once it has closed. */
  lands: () => Locator
  /**
   * Opens it again where the last way closed it, so the next way needs no fresh start: by
   * default a click on `lands`, which is what opened it.
   */
  reopen?: () => Promise<void>
  /** Each way starts afresh: what opens it cannot be done twice (a user created). */
  fresh?: boolean
  /**
   * Focus may land inside `lands` rather than on it: a list row, whose control or the row itself
   * takes focus, as React Aria's list decides.
   */
  within?: boolean
}

export const CLOSE = { Close: closeButton, Escape: escape }
export const DISMISS = { Close: closeButton, Cancel: cancel, Escape: escape }
export const DECLINE = { Cancel: cancel, Escape: escape }

/** A dialog, where it starts and lands, and the ways to close it. */
export type FocusGroup = [name: string, FocusCase, ways: [name: string, Way][]]

/** The ways of closing the same dialog, all landing on the same element. */
export function each(dialogName: string, ways: Record<string, Way>, base: FocusCase): FocusGroup {
  return [dialogName, base, Object.entries(ways)]
}
