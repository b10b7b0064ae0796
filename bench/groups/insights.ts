import type { BenchGroup } from '../group'
import { launchChromium } from '../../tests/support/chromium'
import {
  INSIGHTS_SECTION,
  insightsBrowserFigures,
  insightsNodeFigures,
  measureInsightsInBrowser,
  measureInsightsInNode,
} from '../insights'

/** computeInsights runs after its cold one, and cold page loads of the worker path. */
const INSIGHTS_RUNS = 7
const INSIGHTS_PAGE_LOADS = 3

/**
 * `--only insights`: computeInsights in this process, then the worker path in Chromium (no app
 * build: a page of their own).
 */
export const insights: BenchGroup = {
  phase: 'apart',
  only: 'insights',
  steps: [
    {
      section: INSIGHTS_SECTION,
      what: 'insights in node',
      figures: () => Promise.resolve(insightsNodeFigures(measureInsightsInNode(INSIGHTS_RUNS))),
    },
    {
      section: INSIGHTS_SECTION,
      what: 'insights in the worker',
      figures: async ({ dir }) => {
        const browser = await launchChromium()
        try {
          return insightsBrowserFigures(
            await measureInsightsInBrowser(browser, dir, INSIGHTS_PAGE_LOADS),
          )
        } finally {
          await browser.close()
        }
      },
    },
  ],
}
