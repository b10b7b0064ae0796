import { seriousRuleIds } from '../tests/support/axe-rules'

/**
 * `parameters.a11y` for every story: the check runs after render and play, and fails the test.
 * The addon fails a story on any violation, of any impact: running only the serious and critical
 * rules keeps the bar of the app's own tests (tests/support/axe.ts).
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
