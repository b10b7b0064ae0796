import type { Locator, Page } from 'playwright'
import { expect } from 'vitest'
import { participantLinks } from '../../../fixtures'
import { TOKEN_KEY } from '@/lib/token'
import {
  button,
  dialog,
  openProject,
  questionHeading,
  stopAfterSound,
  visible,
} from '../support/app'

/** The study steps the journeys share (docs/product.md#studies). */

/** BeanRunner's demo link, 'Newsletter' (fixtures/participant-links.ts). */
export const NEWSLETTER = participantLinks[0]

/** A step of the interview: the transcript, sentiment and the next question; bounded anyway. */
const TURN_TIMEOUT_MS = 15_000

/**
 * The participant link's address beside the app (`…/join/{token}`), keeping the app's query
 * (the demo reads its faults from it).
 */
export function joinUrl(appUrl: string, token: string): string {
  const url = new URL(appUrl)
  url.pathname = `${url.pathname.replace(/\/$/, '')}/join/${token}`
  return url.toString()
}

/** The project's Interview Results dialog, from the dashboard. */
export async function openResults(page: Page, project: string): Promise<Locator> {
  const details = await openProject(page, project)
  await button(details, 'View Interview Results').click()
  return visible(dialog(page, `Interview Results: ${project}`))
}

/** The funnel's figure in `column` for the row of `source` (docs/product.md#funnel). */
export async function funnelFigure(
  results: Locator,
  source: string,
  column: 'Invited' | 'Started' | 'Completed',
): Promise<number> {
  const table = await visible(results.getByRole('table', { name: 'Funnel' }))
  const row = table
    .getByRole('row')
    .filter({ has: results.page().getByRole('rowheader', { name: source, exact: true }) })
  // The row header is the Source; the cells follow in the columns' order.
  const index = { Invited: 0, Started: 1, Completed: 2 }[column]
  return Number(await row.getByRole('cell').nth(index).textContent())
}

/** Speaks answers until `finished` shows (at most `limit` answers, follow-ups included). */
export async function speakUntil(page: Page, finished: Locator, limit: number): Promise<number> {
  for (let count = 1; count <= limit; count++) {
    const asked = await questionHeading(page).textContent()
    await stopAfterSound(page)
    await expect
      .poll(
        async () =>
          (await finished.isVisible()) ||
          ((await questionHeading(page)
            .textContent({ timeout: 1000 })
            .catch(() => asked)) !== asked &&
            (await button(page, 'Start Recording').isEnabled({ timeout: 1000 }))),
        { timeout: TURN_TIMEOUT_MS },
      )
      .toBe(true)
    if (await finished.isVisible()) return count
  }
  throw new Error(`Not finished after ${limit} answers`)
}

/** The session this tab's app keeps (the stored token). */
export function storedSession(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)
}

/**
 * Two people in two tabs of one browser share its stored session, where two browsers would
 * keep theirs apart; before each person acts, their tab's session is put back (null: none).
 */
export async function takeTurn(page: Page, session: string | null): Promise<void> {
  await page.evaluate(
    ({ key, value }) => {
      if (value === null) localStorage.removeItem(key)
      else localStorage.setItem(key, value)
    },
    { key: TOKEN_KEY, value: session },
  )
}
