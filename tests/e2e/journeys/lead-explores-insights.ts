import { readFile } from 'node:fs/promises'
import { expect } from 'vitest'
import { goBack, reload } from '../support/addresses'
import { expectNoSeriousA11yViolations } from '../support/axe'
import {
  COFFEE_PROJECT,
  DEMO_ACCOUNTS,
  button,
  dialog,
  heading,
  openAnalysisFromResults,
  openApp,
  openProject,
  signIn,
  visible,
} from '../support/app'
import type { Journey } from '../support/journeys'

/** A word Carlos's seeded coffee interview uses, whatever other interviews the demo holds. */
const SEARCH = 'coffee'

/**
 * The lead opens the Analysis workspace of his BeanRunner study, searches the answers, exports
 * them as CSV (no sentiment: that is for admins) and prints the section without the page around
 * it. On the way the results' address survives a reload and Back returns to the project. Under
 * faults the workspace's questions fail to load first ('Failed to load questions'): he retries.
 */
export const leadExploresInsightsJourney: Journey = {
  name: 'the lead explores the insights of his project, searches and exports CSV',
  faults: { failOnce: ['listProjectQuestions'] },
  async run({ page, appUrl, faulted }) {
    await openApp(page, appUrl)
    await signIn(page, DEMO_ACCOUNTS.lead)
    let details = await openProject(page, COFFEE_PROJECT)
    await button(details, 'View Interview Results').click()
    const resultsName = `Interview Results: ${COFFEE_PROJECT}`
    // Before the armed failure strikes: the demo re-reads its faults from the reloaded address.
    await reload(page, dialog(page, resultsName))
    details = dialog(page, COFFEE_PROJECT)
    await goBack(page, button(details, 'View Interview Results'))
    await button(details, 'View Interview Results').click()
    const main = await openAnalysisFromResults(page, COFFEE_PROJECT)
    if (faulted) {
      const failed = await visible(
        main.getByRole('alert').filter({ hasText: 'Failed to load questions' }),
      )
      await button(failed, 'Retry').click()
    }
    await visible(heading(main, 'Overview'))
    const printTitle = heading(main, `${COFFEE_PROJECT}: insights`)
    expect(await printTitle.isVisible()).toBe(false)
    await expect
      .poll(() => main.getByRole('tabpanel').textContent())
      .toMatch(/\d+ completed interviews? · \d+ answers?/)
    // Sentiment is for admins only.
    expect(await main.locator('[data-sentiment]').count()).toBe(0)
    await expectNoSeriousA11yViolations(page, 'Analysis workspace: Insights')

    const count = main.getByRole('tabpanel').getByRole('status')
    await main.getByRole('searchbox', { name: 'Search answers' }).fill(SEARCH)
    await expect.poll(() => count.textContent()).toMatch(/^[1-9]\d* matching answers?$/)
    const matches = main.getByRole('list', { name: 'Matching answers' })
    await visible(matches.locator('mark').first())
    expect(
      (await matches.locator('mark').allTextContents()).map((text) => text.toLowerCase()),
    ).toContain(SEARCH)

    const downloading = page.waitForEvent('download')
    await button(main, 'Export CSV').click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/-insights\.csv$/)
    const csv = await readFile(await download.path(), 'utf8')
    expect(csv.split(/\r?\n/)[0]?.toLowerCase()).not.toContain('sentiment')
    expect(csv.toLowerCase()).toContain(SEARCH)

    // On paper: the section alone, without the page's header, title or section tabs.
    const pageTitle = heading(page, `Analysis: ${COFFEE_PROJECT}`)
    await page.emulateMedia({ media: 'print' })
    await visible(printTitle)
    await visible(heading(main, 'Themes'))
    expect(await heading(main, 'Overview').isVisible()).toBe(true)
    expect(await pageTitle.isVisible()).toBe(false)
    expect(await page.getByRole('tab', { name: 'Insights', exact: true }).isVisible()).toBe(false)
    expect(await page.getByRole('banner').isVisible()).toBe(false)
    await page.emulateMedia({ media: 'screen' })
    await visible(pageTitle)
  },
}
