import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { seriousRuleIds } from './axe-rules'

describe('the serious axe rules the browser tests and stories run', () => {
  const serious = seriousRuleIds()

  it('holds the rules that report serious or critical violations', () => {
    expect(serious).toEqual(expect.arrayContaining(['color-contrast', 'button-name', 'label']))
  })

  it('holds a rule whose own impact is lower when one of its checks is serious', () => {
    expect(serious).toContain('empty-heading')
  })

  it('leaves out rules that can only be minor or moderate, and those axe does not run', () => {
    expect(serious).not.toContain('region')
    expect(serious).not.toContain('heading-order')
    const off = axe.getRules(['experimental']).map((rule) => rule.ruleId)
    expect(off.length).toBeGreaterThan(0)
    for (const rule of off) expect(serious).not.toContain(rule)
  })
})
