import { expect } from 'vitest'
import { injectedFailureMessage } from '../../../mocks/faults/fault-settings'
import { goBack, reload } from '../support/addresses'
import { expectNoSeriousA11yViolations } from '../support/axe'
import {
  DEMO_ACCOUNTS,
  button,
  dialog,
  gone,
  heading,
  openApp,
  openSettings,
  signIn,
  signOut,
  visible,
} from '../support/app'
import type { Journey } from '../support/journeys'

/**
 * Each demo account signs in with the form, sees its own dashboard and signs out; the
 * interviewee's My Profile survives a reload and Back closes it. Under faults the first sign-in fails:
 * docs/product.md#errors shows the server's message, and signing in again works.
 */
export const demoAccountsJourney: Journey = {
  name: 'each demo account signs in, sees its dashboard and signs out',
  faults: { failOnce: ['login'] },
  async run({ page, appUrl, mode, faulted }) {
    await openApp(page, appUrl)
    if (faulted) {
      await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_ACCOUNTS.admin.email)
      await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_ACCOUNTS.admin.password)
      await button(page, 'Sign In').click()
      await visible(
        page.getByRole('alert').filter({ hasText: injectedFailureMessage('login', true) }),
      )
      await visible(heading(page, 'Sign In'))
    }
    // The one-click demo accounts exist only where the mock does: the live build has none.
    const demoSection = page.getByRole('region', { name: 'Demo accounts' })
    if (mode === 'demo') await visible(demoSection)
    else expect(await demoSection.count()).toBe(0)
    await expectNoSeriousA11yViolations(page, 'Sign In')

    for (const account of Object.values(DEMO_ACCOUNTS)) {
      await signIn(page, account)
      const interviewee = account === DEMO_ACCOUNTS.interviewee
      await visible(heading(page, interviewee ? 'My Projects' : 'Projects'))
      if (account === DEMO_ACCOUNTS.admin) await visible(button(page, 'Admin Panel'))
      if (!interviewee) await visible(button(page, 'Create Project'))

      const menu = await openSettings(page)
      await visible(menu.getByText(account.email, { exact: true }))
      await visible(menu.getByText(account.role, { exact: true }))
      await page.keyboard.press('Escape')
      if (account === DEMO_ACCOUNTS.admin) await expectNoSeriousA11yViolations(page, 'Dashboard')
      if (interviewee) {
        // My Profile has an address: a reload keeps it open, Back closes it. The last account:
        // the demo re-arms the sign-in failure from the reloaded address, and no one signs in
        // after it.
        const profile = dialog(page, 'My Profile')
        await (await openSettings(page)).getByRole('menuitem', { name: 'Profile' }).click()
        await reload(page, profile)
        await goBack(page, heading(page, 'My Projects'))
        await gone(profile)
      }

      await signOut(page)
    }
  },
}
