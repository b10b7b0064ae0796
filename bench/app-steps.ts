import type { Locator, Page } from 'playwright'
import { demoAccounts, type Credentials } from '../tests/support/accounts'
import { submitSignIn } from '../tests/support/page-steps'
import type { ListSpec } from './page-probes'

/** The user's steps in the app, by role and the spec's texts (as the e2e journeys find them). */

export const ADMIN = demoAccounts.admin
/** A sample project of the default seed (fixtures/projects.ts) that the admin may interview in. */
export const NETWORK_PROJECT = 'NetNest installation feedback'

/** The dashboard's project list: a grid, or (before it was one) the section, by either title. */
export const PROJECT_LIST: ListSpec = { names: ['Projects', 'My Projects'] }
export const USERS_TABLE: ListSpec = { names: ['System Users'] }
export const resultsList = (project: string): ListSpec => ({
  names: [],
  dialog: `Interview Results: ${project}`,
})

export const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true })

export const heading = (scope: Page | Locator, name: string) =>
  scope.getByRole('heading', { name, exact: true })

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true })

export const QUESTION_HEADING = /^(Question|Follow-up Question) \d+(\.\d+)*$/

/** Opens the app and waits for its sign-in form. */
export async function openSignIn(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.getByRole('textbox', { name: 'Email' }).waitFor()
}

/** Signs in through the form; done once the dashboard's project list is titled. */
export async function signInThroughForm(page: Page, account: Credentials): Promise<void> {
  await submitSignIn(page, account)
  await heading(page, 'Projects').waitFor()
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await page.getByRole('textbox', { name: 'Email' }).waitFor()
}

/**
 * Opens a project of the dashboard's list. A long list is searched first (only its visible rows
 * exist); the card's title is the button that opens it.
 */
export async function openProject(page: Page, name: string): Promise<Locator> {
  const search = page.getByRole('searchbox', { name: 'Search projects' })
  const card = button(page, name)
  // The search shows once the list's first page says it is long: wait for it or for the card.
  await search.or(card).first().waitFor()
  if (await search.isVisible()) await search.fill(name)
  await card.click()
  const details = dialog(page, name)
  await details.waitFor()
  return details
}

/** Closes the dialog by its header's Close button and waits until it is gone. */
export async function closeDialog(page: Page, name: string): Promise<void> {
  const open = dialog(page, name)
  await button(open, 'Close').first().click()
  await open.waitFor({ state: 'detached' })
}
