import { page } from 'vitest/browser'
import { credentialsOf, type Credentials, type DemoRole } from './accounts'

/**
 * Fills the rendered app's Sign In form and sends it, as a user does, for browser tests (the
 * Playwright journeys' twin is page-steps.ts).
 */
export async function submitSignInForm(who: DemoRole | Credentials): Promise<void> {
  const { email, password } = credentialsOf(who)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabelText('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}
