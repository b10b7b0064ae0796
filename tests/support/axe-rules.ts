import axe from 'axe-core'

// Without vitest: Storybook's preview (.storybook/a11y.ts) loads it in the browser too.

type CheckRef = string | { id: string }

interface AuditRule {
  id: string
  impact?: string
  enabled?: boolean
  tags: string[]
  any: CheckRef[]
  all: CheckRef[]
  none: CheckRef[]
}

interface Audit {
  rules?: AuditRule[]
  data?: { checks?: Record<string, { impact?: string } | undefined> }
}

const isSerious = (impact: string | undefined) => impact === 'serious' || impact === 'critical'

/**
 * The axe rules whose violations are serious or critical, among those axe runs by default (not
 * disabled, experimental or deprecated): the bar of the browser tests and the stories
 * (.storybook/a11y.ts). Running only these finds the same serious and critical violations as
 * running every rule, in about half the time. A violation's impact is its failing checks', so a
 * rule counts when it or any of its checks is serious or critical (axe's empty-heading is minor,
 * one of its checks serious). axe's public getRules() omits impacts: they are read from the
 * loaded audit.
 */
export function seriousRuleIds(): string[] {
  const audit = (axe as unknown as { _audit?: Audit })._audit
  const checks = audit?.data?.checks
  if (!audit?.rules || !checks)
    throw new Error('axe-core no longer exposes its rules: update tests/support/axe-rules.ts')
  return audit.rules
    .filter(
      (rule) =>
        (isSerious(rule.impact) ||
          [...rule.any, ...rule.all, ...rule.none].some((check) =>
            isSerious(checks[typeof check === 'string' ? check : check.id]?.impact),
          )) &&
        rule.enabled !== false &&
        !rule.tags.includes('experimental') &&
        !rule.tags.includes('deprecated'),
    )
    .map((rule) => rule.id)
}
