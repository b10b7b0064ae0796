import type { Locator, Page } from 'playwright'
import { credentialsOf, type Credentials, type DemoRole } from './accounts'

/**
 * A user's first steps in a built app driven by Playwright, by role and the spec's texts: the e2e
 * journeys and the bench sign in the same way.
 */

/** Waits until the locator is visible (Playwright's own timeout, then it throws). */
export async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible' })
  return locator
}

/** The welcome line, the dashboard's h1 once signed in. */
export const welcome = (page: Page, firstName: string) =>
  page.getByRole('banner').getByRole('heading', { level: 1, name: `Welcome, ${firstName}!` })

/** Fills the Sign In form (not the demo one-click buttons: the live build has none). */
export async function fillSignIn(page: Page, who: DemoRole | Credentials): Promise<void> {
  const { email, password } = credentialsOf(who)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('textbox', { name: 'Password' }).fill(password)
}

/** Fills the Sign In form and sends it. */
export async function submitSignIn(page: Page, who: DemoRole | Credentials): Promise<void> {
  await fillSignIn(page, who)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

/** Signs in through the form and waits for the dashboard's welcome. */
export async function signInOnPage(
  page: Page,
  account: Credentials & { readonly firstName: string },
): Promise<void> {
  await submitSignIn(page, account)
  await visible(welcome(page, account.firstName))
}
