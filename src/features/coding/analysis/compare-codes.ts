/**
 * Codes in Compare (docs/product.md#segments): how many interviews of each group have a code's
 * passages, and the difference in share, as Insights compares themes.
 */
import { byLargestDifference, shareDifference } from '@/domain/group-comparison'
import { answerKeyOf, indexAnswers, isPassageFound } from '@/domain/coding/passages'
import type { CodingAnswer, CodingCode, CodingHighlight } from './types'

export interface CodeComparisonRow {
  codeId: string
  /** The code's name. */
  label: string
  /** Interviews of each group with a found passage of the code ('{k} of {N}'). */
  counts: [number, number]
  /** Share of the first group minus share of the second, from −1 to 1. */
  difference: number
}

/**
 * One row per code with a found passage in either group, largest difference first (ties by
 * name). A code counts its own passages, not its sub-codes', as the Codebook does.
 */
export function compareCodes(
  codes: readonly CodingCode[],
  highlights: readonly CodingHighlight[],
  answers: Iterable<CodingAnswer>,
  groups: readonly [readonly string[], readonly string[]],
): CodeComparisonRow[] {
  const sideOf = new Map<string, 0 | 1>()
  groups[0].forEach((interviewId) => sideOf.set(interviewId, 0))
  groups[1].forEach((interviewId) => sideOf.set(interviewId, 1))
  const answerByKey = indexAnswers(answers)
  const seen = new Map<string, [Set<string>, Set<string>]>()
  for (const highlight of highlights) {
    const side = sideOf.get(highlight.interviewId)
    if (side === undefined) continue
    if (!isPassageFound(highlight, answerByKey.get(answerKeyOf(highlight))?.text)) continue
    let sides = seen.get(highlight.codeId)
    if (!sides) seen.set(highlight.codeId, (sides = [new Set(), new Set()]))
    sides[side].add(highlight.interviewId)
  }
  const totals = [groups[0].length, groups[1].length] as const
  const rows: CodeComparisonRow[] = []
  for (const code of codes) {
    const sides = seen.get(code.id)
    if (!sides) continue
    const counts: [number, number] = [sides[0].size, sides[1].size]
    rows.push({
      codeId: code.id,
      label: code.name,
      counts,
      difference: shareDifference(counts, totals),
    })
  }
  return rows.sort(byLargestDifference)
}
