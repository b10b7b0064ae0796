/**
 * Segments (docs/product.md#segments): the interviews of the interviewees whose attribute values
 * match, and the comparison of two groups. Pure, like the rest of the analysis.
 */
import type { ProjectAttributes } from '@/contract/types'
import { byLargestDifference, shareDifference } from '@/domain/group-comparison'
import { countSentiments } from '@/domain/insights/answers'
import type { InsightAnswer, Insights, InsightsInput, SentimentCounts } from './types'

/** 'Plan is Subscriber': one attribute and the value it must have. */
export interface SegmentCondition {
  attributeId: string
  value: string
}

/** userId → (attribute id → value). */
function valuesByUser(data: ProjectAttributes): Map<string, Record<string, string>> {
  return new Map(data.members.map((member) => [member.userId, member.values]))
}

/**
 * The input narrowed to the interviews whose interviewee has every condition's value. Conditions
 * on different attributes all hold; the screen keeps one condition per attribute.
 */
export function applySegment(
  input: InsightsInput,
  conditions: readonly SegmentCondition[],
  data: ProjectAttributes,
): InsightsInput {
  if (conditions.length === 0) return input
  const values = valuesByUser(data)
  const interviews = input.interviews.filter((interview) => {
    const own = values.get(interview.userId)
    return conditions.every((condition) => own?.[condition.attributeId] === condition.value)
  })
  return { ...input, interviews }
}

/** 'Plan is Subscriber and Office size is Under 20'. */
export function describeSegment(
  conditions: readonly SegmentCondition[],
  data: Pick<ProjectAttributes, 'attributes'>,
): string {
  return conditions
    .map((condition) => {
      const name = data.attributes.find((each) => each.id === condition.attributeId)?.name
      return `${name ?? 'Unknown attribute'} is ${condition.value}`
    })
    .join(' and ')
}

/** The fewest interviews a group of a comparison needs. */
const MIN_GROUP_INTERVIEWS = 2

interface CompareGroup {
  value: string
  interviewCount: number
  /** The group's completed interviews (what the codes are counted in). */
  interviewIds: string[]
  /** Sentiment of the group's answers (shown to admins only). */
  sentiment: SentimentCounts
}

export interface CompareRow {
  /** The theme's label. */
  label: string
  /** Interviews of each group with an answer in the theme ('{k} of {N}'). */
  counts: [number, number]
  /** Share of the first group minus share of the second, from −1 to 1. */
  difference: number
}

export type Comparison =
  | { status: 'tooFew'; groups: [CompareGroup, CompareGroup] }
  | { status: 'ready'; groups: [CompareGroup, CompareGroup]; rows: CompareRow[] }

/**
 * Two values of one attribute side by side, read from `insights`, the analysis of `input` that
 * the tab already shows: each of its themes with how many interviews of either group share it
 * and the difference in share, largest first (ties by label); a theme neither group has is left
 * out. A group with fewer than two completed interviews cannot be compared. Nothing is analysed
 * again, so choosing other groups costs a count, not a computation.
 */
export function compareSegments(
  input: InsightsInput,
  insights: Pick<Insights, 'answers' | 'themes'>,
  data: ProjectAttributes,
  attributeId: string,
  values: [string, string],
): Comparison {
  const sides = values.map(
    (value) => applySegment(input, [{ attributeId, value }], data).interviews,
  ) as [InsightsInput['interviews'], InsightsInput['interviews']]
  const sideOf = new Map<string, 0 | 1>()
  sides[0].forEach((interview) => sideOf.set(interview.id, 0))
  sides[1].forEach((interview) => sideOf.set(interview.id, 1))
  const answersOf: [InsightAnswer[], InsightAnswer[]] = [[], []]
  for (const answer of insights.answers) {
    const side = sideOf.get(answer.interviewId)
    if (side !== undefined) answersOf[side].push(answer)
  }
  const groups = values.map((value, index) => {
    const completed = (sides[index] ?? []).filter((interview) => interview.isComplete)
    return {
      value,
      interviewCount: completed.length,
      interviewIds: completed.map((interview) => interview.id),
      sentiment: countSentiments(answersOf[index] ?? []),
    }
  }) as [CompareGroup, CompareGroup]
  if (groups.some((group) => group.interviewCount < MIN_GROUP_INTERVIEWS))
    return { status: 'tooFew', groups }

  const interviewOf = new Map(insights.answers.map((answer) => [answer.id, answer.interviewId]))
  const rows: CompareRow[] = []
  for (const theme of insights.themes) {
    const seen: [Set<string>, Set<string>] = [new Set(), new Set()]
    for (const answerId of theme.answerIds) {
      const interviewId = interviewOf.get(answerId)
      const side = interviewId === undefined ? undefined : sideOf.get(interviewId)
      if (interviewId !== undefined && side !== undefined) seen[side].add(interviewId)
    }
    const counts: [number, number] = [seen[0].size, seen[1].size]
    if (counts[0] + counts[1] === 0) continue
    const difference = shareDifference(counts, [groups[0].interviewCount, groups[1].interviewCount])
    rows.push({ label: theme.label, counts, difference })
  }
  rows.sort(byLargestDifference)
  return { status: 'ready', groups, rows }
}
