import type { Page } from 'playwright'
import { expect } from 'vitest'
import { TOKEN_KEY } from '@/lib/token'
import { seriousA11yViolations } from '../support/axe'
import { DEMO_ACCOUNTS, heading, signIn, visible } from '../support/app'
import type { Journey } from '../support/journeys'
import { SWEEP_SCREENS, signedInAs, type SweepAccount } from './screens'

const THEMES = ['light', 'dark'] as const

/** The system colour scheme the app follows by default (no theme chosen). */
async function showColorScheme(page: Page, theme: (typeof THEMES)[number]): Promise<void> {
  await page.emulateMedia({ colorScheme: theme })
  await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, theme)
}

/** Signs out by forgetting the session and reloading (the demo keeps its data), then in. */
async function switchAccount(page: Page, appUrl: string, account: SweepAccount): Promise<void> {
  await page.evaluate((key) => localStorage.removeItem(key), TOKEN_KEY).catch(() => undefined)
  await page.goto(appUrl)
  await visible(heading(page, 'Sign In'))
  if (account === 'signed out') return
  await signIn(page, DEMO_ACCOUNTS[account])
  await signedInAs(page, account)
}

/**
 * The accessibility sweep: every screen of SWEEP_SCREENS, in the light and the dark theme,
 * checked by axe (WCAG 2.0–2.2 A and AA). It goes on past a finding, then fails listing every
 * serious or critical violation with its rule, screen and element.
 */
export const accessibilitySweepJourney: Journey = {
  name: 'every main screen and dialog passes axe (WCAG 2.0-2.2 A/AA), light and dark',
  // About 25 screens, each checked twice: well over one ordinary journey.
  timeoutMs: 240_000,
  async run({ page, appUrl }) {
    const found: string[] = []
    let account: SweepAccount | undefined
    for (const screen of SWEEP_SCREENS) {
      if (screen.account !== account) {
        await switchAccount(page, appUrl, screen.account)
        account = screen.account
      }
      await screen.open(page)
      for (const theme of THEMES) {
        await showColorScheme(page, theme)
        found.push(...(await seriousA11yViolations(page, `${screen.name}, ${theme}`)))
      }
    }
    expect(found, 'serious or critical accessibility violations').toEqual([])
  },
}
