import type AxeCore from 'axe-core'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright'
import { expect } from 'vitest'

declare global {
  interface Window {
    axe?: typeof AxeCore
  }
}

const AXE_SCRIPT = fileURLToPath(
  new URL('../../../node_modules/axe-core/axe.min.js', import.meta.url),
)

/**
 * Runs axe-core in the page and fails listing every serious or critical violation (rule, help,
 * and the CSS target of each node), with `screen` in the message to say where it was.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  if (!(await page.evaluate(() => window.axe !== undefined))) {
    await page.addScriptTag({ path: AXE_SCRIPT })
  }
  const report = await page.evaluate(async () => {
    const axe = window.axe
    if (!axe) throw new Error('axe-core did not load')
    // Entering dialogs fade in: measured mid-fade, their text would fail contrast.
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
    // React Aria's live announcer keeps each announcement for 7 s; one labelled by a control
    // that has since left the screen (a pending Sign In button) reads as a nameless image.
    // The announcer is not part of the screen under check.
    const context = { exclude: ['[data-live-announcer]'] }
    const results = await axe.run(context, { resultTypes: ['violations'] })
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) =>
        violation.nodes.map(
          (node) =>
            `${violation.id} (${violation.impact}): ${violation.help} — ${node.target.join(' ')}`,
        ),
      )
  })
  expect(report, `${screen}: serious or critical accessibility violations`).toEqual([])
}
