import axe from 'axe-core'
import { expect } from 'vitest'
import { seriousRuleIds } from './axe-rules'

const SERIOUS_RULES = seriousRuleIds()

/**
 * Runs axe-core on `root` in the browser test's page and fails listing every serious or
 * critical violation (rule id, help text, and the CSS target of each offending node).
 * Minor and moderate findings are left to review: they are often context the page lacks.
 */
export async function expectNoSeriousA11yViolations(root: Element = document.body): Promise<void> {
  await animationsSettled()
  const results = await axe.run(root, {
    resultTypes: ['violations'],
    runOnly: { type: 'rule', values: SERIOUS_RULES },
  })
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  const report = serious.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${node.target.join(' ')}` +
        (node.failureSummary ? `\n    ${node.failureSummary.replace(/\n/g, '\n    ')}` : ''),
    ),
  )
  expect(report, 'serious or critical accessibility violations').toEqual([])
}

/**
 * Entering popovers and dialogs fade in: measured mid-fade, their text would fail contrast.
 * Then one frame: what resize observers correct (a dialog body that became scrollable gets its
 * tab stop, keyboard-scrollable.ts) lands before anyone could see the page.
 */
async function animationsSettled(): Promise<void> {
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
  await new Promise(requestAnimationFrame)
}
