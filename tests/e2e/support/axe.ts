import type AxeCore from 'axe-core'
import { readFile } from 'node:fs/promises'
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

/** The WCAG 2.0, 2.1 and 2.2 success criteria of levels A and AA, as axe tags them. */
export const WCAG_A_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Runs axe-core (the WCAG A and AA rules) on the whole page and fails listing every serious or
 * critical violation: the rule, `screen` (where it was), the element's CSS target and the help.
 * React Aria's live announcer is part of the page: an announcement that says nothing is a finding.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  expect(
    await seriousA11yViolations(page, screen),
    'serious or critical accessibility violations',
  ).toEqual([])
}

/** The serious and critical violations on the page, one line each, naming `screen`. */
export async function seriousA11yViolations(page: Page, screen: string): Promise<string[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) {
    // Evaluated, not added as a <script>: the app's CSP refuses inline scripts.
    await page.evaluate(await readFile(AXE_SCRIPT, 'utf8'))
  }
  const found = await page.evaluate(async (tags) => {
    const axe = window.axe
    if (!axe) throw new Error('axe-core did not load')
    // Entering dialogs fade in: measured mid-fade, their text would fail contrast.
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
    // Resize observers' corrections (keyboard-scrollable.ts) land in the frame before a user sees.
    await new Promise(requestAnimationFrame)
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) =>
        violation.nodes.map((node) => ({
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          target: node.target.join(' '),
          html: node.html.slice(0, 160),
        })),
      )
  }, WCAG_A_AA_TAGS)
  return found.map(
    (violation) =>
      `${violation.rule} (${violation.impact}) on ${screen}: ${violation.target} ${violation.html} — ${violation.help}`,
  )
}
