import { describe, expect, it } from 'vitest'
import type { ProjectInterview } from '@/contract/types'
import { buildQdpxContent, type QdpxInput } from '@/features/coding/analysis/qdpx'
import { computeInsights } from '@/domain/insights/compute'
import { toCsv, toMarkdown } from '@/features/insights/analysis/export'
import { answers, codes, highlights, interviews } from '../support/coding-interviews'
import { coffeeInterviews, coffeeQuestions } from '../support/insights-interviews'

/**
 * Every anonymised label of every export is unique, even when two interviews' ids, or two
 * interviewees' ids, end in the same 8 characters (the UI's short id) and two interviewees
 * share a name: a QDA tool drops a second case or source of a taken name, and a reader cannot
 * tell two quotes' interviews apart.
 */

const SHARED_END = 'cafe0001'
/** Ids that differ only in their first group: all end in SHARED_END. */
const twinId = (n: number) => `${String(n).padStart(8, '0')}-0000-4000-8000-0000${SHARED_END}`

const duplicates = (values: readonly string[]) =>
  values.filter((value, index) => values.indexOf(value) !== index)

function qdpxWithTwins(includeIdentities: boolean): QdpxInput {
  const completed = interviews.filter((interview) => interview.isComplete)
  const idOf = new Map(completed.map((interview, index) => [interview.id, twinId(index)]))
  const rename = (id: string) => idOf.get(id) ?? id
  return {
    projectName: 'Twins',
    exportedAt: '2026-10-06T12:00:00.000Z',
    codes,
    highlights: highlights.map((highlight) => ({
      ...highlight,
      interviewId: rename(highlight.interviewId),
    })),
    answers: answers.map((answer) => ({ ...answer, interviewId: rename(answer.interviewId) })),
    interviews: completed.map((interview, index) => ({
      ...interview,
      id: rename(interview.id),
      // Every interviewee's id ends alike too, and all of them share one name.
      userId: `${index}0000000-0000-4000-8000-0000${SHARED_END}`,
      user: { firstName: 'Sam', lastName: 'Same', email: `sam${index}@example.test` },
    })),
    includeIdentities,
    attributes: {
      attributes: [{ id: 'attr-city', name: 'City', values: ['Lyon'] }],
      members: [],
    },
  }
}

const caseNames = (project: string) =>
  [...project.matchAll(/<Case guid="[^"]+" name="([^"]*)"/g)].map((match) => match[1] ?? '')

describe('anonymised labels in the exports', () => {
  it('gives the twins ids that share their last 8 characters', () => {
    const ids = qdpxWithTwins(false).interviews.map((interview) => interview.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(new Set(ids.map((id) => id.slice(-8)))).toEqual(new Set([SHARED_END]))
  })

  for (const includeIdentities of [false, true]) {
    it(`QDPX: unique case and source names and headings (names ${includeIdentities ? 'in' : 'out'})`, () => {
      const input = qdpxWithTwins(includeIdentities)
      const { project, sources } = buildQdpxContent(input)
      const cases = caseNames(project)
      expect(cases).toHaveLength(input.interviews.length)
      expect(duplicates(cases)).toEqual([])
      const names = sources.map((source) => source.name)
      expect(names).toHaveLength(input.interviews.length)
      expect(duplicates(names)).toEqual([])
      const headings = sources.map((source) => source.text.split('\n')[0] ?? '')
      expect(duplicates(headings)).toEqual([])
      // A source's name is what its text opens with (plus the name when names are exported).
      for (const source of sources) {
        expect(source.name.startsWith(source.text.split('\n')[0] ?? '')).toBe(true)
      }
    })
  }

  function insightsWithTwins() {
    const twins: ProjectInterview[] = coffeeInterviews().map((interview, index) => ({
      ...interview,
      id: twinId(index),
    }))
    return { twins, insights: computeInsights({ interviews: twins, questions: coffeeQuestions }) }
  }

  it('Markdown: each quote names its interview so that two interviews never read alike', () => {
    const { twins, insights } = insightsWithTwins()
    const markdown = toMarkdown(
      insights,
      twins,
      { includeSentiment: false, includePersonalData: false },
      'Twins',
    )
    const quoted = insights.themes.flatMap((theme) => theme.quotes)
    expect(new Set(quoted.map((quote) => quote.interviewId)).size).toBeGreaterThan(1)
    const shownAs = new Map<string, Set<string>>()
    for (const [, interview] of markdown.matchAll(/^> — Question [\d.]+, interview (\S+)$/gm)) {
      shownAs.set(interview ?? '', new Set())
    }
    // Each label stands for exactly one interview: it is the end of that interview's id only.
    for (const label of shownAs.keys()) {
      const matching = twins.filter((interview) => interview.id.endsWith(label))
      expect(matching, label).toHaveLength(1)
    }
    expect(shownAs.size).toBe(new Set(quoted.map((quote) => quote.interviewId)).size)
  })

  it('CSV: the interview column tells every interview apart', () => {
    const { twins, insights } = insightsWithTwins()
    const csv = toCsv(insights, twins, { includeSentiment: false, includePersonalData: false })
    const column = csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(1)
      .filter((line) => /^[0-9a-f]{8}-/.test(line))
      .map((line) => line.slice(0, 36))
    expect(new Set(column)).toEqual(new Set(twins.map((interview) => interview.id)))
  })
})
