import { describe, expect, it } from 'vitest'
import { byLargestDifference, formatDifference, shareDifference } from './group-comparison'

describe('group comparison', () => {
  it('takes the second group’s share from the first’s', () => {
    expect(shareDifference([3, 1], [4, 2])).toBeCloseTo(0.25)
    expect(shareDifference([0, 2], [3, 2])).toBe(-1)
    expect(shareDifference([1, 0], [2, 0])).toBe(0.5)
  })

  it('sorts by the largest difference either way, then by label', () => {
    const rows = [
      { label: 'b', difference: 0.2 },
      { label: 'c', difference: -0.5 },
      { label: 'a', difference: 0.2 },
    ]
    expect(rows.sort(byLargestDifference).map((row) => row.label)).toEqual(['c', 'a', 'b'])
  })

  it('writes percentage points with their sign', () => {
    expect(formatDifference(1 / 6)).toBe('+17 points')
    expect(formatDifference(-0.5)).toBe('−50 points')
    expect(formatDifference(0.004)).toBe('0 points')
  })
})
