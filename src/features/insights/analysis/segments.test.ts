import { describe, expect, it } from 'vitest'
import type { ProjectAttributes } from '@/contract/types'
import { formatDifference } from '@/domain/group-comparison'
import { computeInsights } from '@/domain/insights/compute'
import { applySegment, compareSegments, describeSegment, type CompareRow } from './segments'
import type { InsightsInput } from './types'
import { coffeeQuestions, interview } from '../../../../tests/support/insights-interviews'

/** Six interviews: a, b, c on the Subscriber plan, d, e on Pay as you go, f with no plan set. */
const said = (id: string, day: string, change: string) =>
  interview(id, `2026-10-${day}T09:00:00.000Z`, [
    { questionId: 'q-heard', text: 'A coworker told me.', sentiment: 'positive' },
    { questionId: 'q-change', text: change, sentiment: 'annoyed' },
  ])
const interviews = [
  said('a', '01', 'The cold coffee every Monday, honestly.'),
  said('b', '02', 'Cold coffee again last week.'),
  said('c', '03', 'Nothing at all, it is fine.'),
  said('d', '04', 'The monthly price is steep, and once a cold coffee.'),
  said('e', '05', 'The monthly price, mostly.'),
  said('f', '06', 'The monthly price for sure.'),
]
const input = { interviews, questions: coffeeQuestions }
const data: ProjectAttributes = {
  attributes: [
    { id: 'plan', name: 'Plan', values: ['Subscriber', 'Pay as you go'] },
    { id: 'size', name: 'Office size', values: ['Under 20', '20 or more'] },
  ],
  members: [
    { userId: 'user-a', values: { plan: 'Subscriber', size: 'Under 20' } },
    { userId: 'user-b', values: { plan: 'Subscriber', size: '20 or more' } },
    { userId: 'user-c', values: { plan: 'Subscriber', size: 'Under 20' } },
    { userId: 'user-d', values: { plan: 'Pay as you go', size: 'Under 20' } },
    { userId: 'user-e', values: { plan: 'Pay as you go' } },
    { userId: 'user-f', values: { size: '20 or more' } },
  ],
}
const ids = (of: { interviews: readonly { id: string }[] }) => of.interviews.map((each) => each.id)

describe('applySegment', () => {
  it('keeps the interviews of interviewees with the value, and combines conditions', () => {
    expect(ids(applySegment(input, [{ attributeId: 'plan', value: 'Subscriber' }], data))).toEqual([
      'a',
      'b',
      'c',
    ])
    const both = [
      { attributeId: 'plan', value: 'Subscriber' },
      { attributeId: 'size', value: 'Under 20' },
    ]
    expect(ids(applySegment(input, both, data))).toEqual(['a', 'c'])
    expect(applySegment(input, [], data)).toBe(input)
  })

  it('leaves out interviewees with no value set', () => {
    expect(
      ids(applySegment(input, [{ attributeId: 'plan', value: 'Pay as you go' }], data)),
    ).toEqual(['d', 'e'])
  })

  it('describes the segment in words', () => {
    expect(
      describeSegment(
        [
          { attributeId: 'plan', value: 'Subscriber' },
          { attributeId: 'size', value: 'Under 20' },
        ],
        data,
      ),
    ).toBe('Plan is Subscriber and Office size is Under 20')
  })
})

/** Compare on the insights of `shown`, as the tab computes them for its sections. */
const compare = (shown: InsightsInput, attributeId: string, values: [string, string]) =>
  compareSegments(shown, computeInsights(shown), data, attributeId, values)

describe('compareSegments', () => {
  it('counts each theme per group and sorts by the largest difference in share', () => {
    const comparison = compare(input, 'plan', ['Subscriber', 'Pay as you go'])
    expect(comparison.status).toBe('ready')
    if (comparison.status !== 'ready') return
    expect(comparison.groups.map((group) => [group.value, group.interviewCount])).toEqual([
      ['Subscriber', 3],
      ['Pay as you go', 2],
    ])
    // By hand: 'monthly price' is in d and e (0 of 3 against 2 of 2: −100 points); cold coffee
    // in a, b and d (2 of 3 against 1 of 2: +17 points). f has no plan: not counted.
    const byLabel = new Map<string, CompareRow>(comparison.rows.map((row) => [row.label, row]))
    expect(byLabel.get('monthly price')?.counts).toEqual([0, 2])
    expect(byLabel.get('coffee cold on arrival')?.counts).toEqual([2, 1])
    expect(formatDifference(byLabel.get('monthly price')?.difference ?? 0)).toBe('−100 points')
    expect(formatDifference(byLabel.get('coffee cold on arrival')?.difference ?? 0)).toBe(
      '+17 points',
    )
    const order = comparison.rows.map((row) => row.label)
    expect(order.indexOf('monthly price')).toBeLessThan(order.indexOf('coffee cold on arrival'))
    expect(comparison.groups[0].sentiment).toEqual({ positive: 3, annoyed: 3 })
  })

  it('refuses a group with fewer than two interviews', () => {
    const comparison = compare(input, 'size', ['Under 20', '20 or more'])
    // Under 20: a, c, d; 20 or more: b, f (f has a size but no plan: still in this group).
    expect(comparison.status).toBe('ready')
    const few = compare(
      applySegment(input, [{ attributeId: 'plan', value: 'Subscriber' }], data),
      'size',
      ['Under 20', '20 or more'],
    )
    expect(few.status).toBe('tooFew')
    expect(few.groups.map((group) => group.interviewCount)).toEqual([2, 1])
  })
})
