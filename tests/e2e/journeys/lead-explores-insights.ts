import { readFile } from 'node:fs/promises'
import { expect } from 'vitest'
import { expectNoSeriousA11yViolations } from '../support/axe'
import {
  COFFEE_PROJECT,
  DEMO_ACCOUNTS,
  button,
  dialog,
  heading,
  openApp,
  openProject,
  signIn,
  visible,
} from '../support/app'
import type { Journey } from '../support/journeys'

/** A word Carlos's seeded coffee interview uses, whatever other interviews the demo holds. */
const SEARCH = 'coffee'

/**
 * The lead opens the Insights of his BeanRunner study, searches the answers, exports them as
 * CSV (no sentiment: that is for admins) and prints the tab without the dialog around it. Under
 * faults the tab's questions fail to load first ('Failed to load questions'): he retries.
 */
export const leadExploresInsightsJourney: Journey = {
  name: 'the lead explores the insights of his project, searches and exports CSV',
  faults: { failOnce: ['listProjectQuestions'] },
  async run({ page, appUrl, faulted }) {
    await openApp(page, appUrl)
    await signIn(page, DEMO_ACCOUNTS.lead)
    const details = await openProject(page, COFFEE_PROJECT)
    await button(details, 'View Interview Results').click()
    const results = await visible(dialog(page, `Interview Results: ${COFFEE_PROJECT}`))
    await results.getByRole('tab', { name: 'Insights' }).click()
    if (faulted) {
      const failed = await visible(
        results.getByRole('alert').filter({ hasText: 'Failed to load questions' }),
      )
      await button(failed, 'Retry').click()
    }
    await visible(heading(results, 'Overview'))
    const printTitle = heading(results, `${COFFEE_PROJECT}: insights`)
    expect(await printTitle.isVisible()).toBe(false)
    await expect
      .poll(() => results.getByRole('tabpanel').textContent())
      .toMatch(/\d+ completed interviews? · \d+ answers?/)
    // Sentiment is for admins only.
    expect(await results.locator('[data-sentiment]').count()).toBe(0)
    await expectNoSeriousA11yViolations(page, 'Insights')

    const count = results.getByRole('status')
    await results.getByRole('searchbox', { name: 'Search answers' }).fill(SEARCH)
    await expect.poll(() => count.textContent()).toMatch(/^[1-9]\d* matching answers?$/)
    const matches = results.getByRole('list', { name: 'Matching answers' })
    await visible(matches.locator('mark').first())
    expect(
      (await matches.locator('mark').allTextContents()).map((text) => text.toLowerCase()),
    ).toContain(SEARCH)

    const downloading = page.waitForEvent('download')
    await button(results, 'Export CSV').click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/-insights\.csv$/)
    const csv = await readFile(await download.path(), 'utf8')
    expect(csv.split(/\r?\n/)[0]?.toLowerCase()).not.toContain('sentiment')
    expect(csv.toLowerCase()).toContain(SEARCH)

    // On paper: the report alone, without the dialog's chrome or the dashboard behind it.
    await page.emulateMedia({ media: 'print' })
    await visible(printTitle)
    await visible(heading(results, 'Themes'))
    expect(await heading(results, 'Overview').isVisible()).toBe(true)
    expect(await button(results, 'Close').isVisible()).toBe(false)
    expect(await results.getByRole('tab', { name: 'Insights' }).isVisible()).toBe(false)
    expect(await heading(page, 'Projects').isVisible()).toBe(false)
    await page.emulateMedia({ media: 'screen' })
    await visible(button(results, 'Close'))
  },
}
