/**
 * How two groups of interviews compare on one finding (a theme, a code): docs/product.md#segments.
 * Insights compares themes and coding compares codes, so the rule is spelt once here.
 */

/** The first group's share minus the second's, from −1 to 1 (0 for an empty group). */
export function shareDifference(
  counts: readonly [number, number],
  totals: readonly [number, number],
): number {
  const share = (count: number, total: number) => (total > 0 ? count / total : 0)
  return share(counts[0], totals[0]) - share(counts[1], totals[1])
}

/** The largest difference first, whichever its sign; ties by label. */
export const byLargestDifference = (
  a: { label: string; difference: number },
  b: { label: string; difference: number },
) => Math.abs(b.difference) - Math.abs(a.difference) || a.label.localeCompare(b.label, 'en')

/** '+33 points', '−50 points', '0 points': a difference in share as percentage points. */
export function formatDifference(difference: number): string {
  const points = Math.round(difference * 100)
  if (points === 0) return '0 points'
  return `${points > 0 ? '+' : '−'}${Math.abs(points)} points`
}
