// The JSON and Markdown exports, the overview line and the file names; the CSV, the coding,
// the attributes and provenance have files beside this one.
import { describe, expect, it } from 'vitest'
import { computeInsights } from '@/domain/insights/compute'
import { exportFileName, overviewLine, toJson, toMarkdown } from './export'
import { coffeeQuestions, interview } from '../../../../tests/support/insights-interviews'
import {
  adminOptions,
  everything,
  exportProject,
  leadOptions,
} from '../../../../tests/support/insights-export'

describe('toJson', () => {
  it('nests the answers by interview, without sentiment or personal data unless asked', () => {
    const { interviews, insights } = exportProject()
    const lead = toJson(insights, interviews, leadOptions)
    const parsed = JSON.parse(lead) as {
      interviews: { id: string; answers: Record<string, unknown>[] }[]
    }
    expect(parsed.interviews.map((entry) => entry.id)).toEqual([
      'iv-1',
      'iv-2',
      'iv-3',
      'iv-4',
      'iv-5',
      'iv-tricky',
    ])
    expect(Object.keys(parsed.interviews[0] ?? {})).toEqual([
      'id',
      'started',
      'completed',
      'answers',
    ])
    expect(parsed.interviews[0]).toMatchObject({
      id: 'iv-1',
      started: '2026-10-01T08:00:00.000Z',
      completed: '2026-10-01T08:15:00.000Z',
    })
    expect(parsed.interviews[0]?.answers[0]).toEqual({
      questionNumber: '1',
      question: 'How did you first hear about the service?',
      answer: 'A coworker had BeanRunner cups on her desk every morning, so I asked her about it.',
    })
    expect(lead).not.toMatch(/sentiment|informative|@example\.test|interviewee/i)
    expect(lead).toContain('\n  "interviews": [')

    const full = JSON.parse(toJson(insights, interviews, everything)) as {
      interviews: { interviewee: unknown; answers: { sentiment: unknown }[] }[]
    }
    expect(full.interviews[0]?.interviewee).toEqual({
      name: `${interviews[0]?.user?.firstName} ${interviews[0]?.user?.lastName}`,
      email: interviews[0]?.user?.email,
    })
    expect(full.interviews[0]?.answers[0]?.sentiment).toBe('informative')
    expect(full.interviews.at(-1)?.answers[2]?.sentiment).toBeNull()
    const admin = toJson(insights, interviews, adminOptions)
    expect(admin).toContain('"sentiment": "informative"')
    expect(admin).not.toMatch(/@example\.test|interviewee/i)
  })
})

describe('toMarkdown', () => {
  it('reports the overview, answers per question and themes with their quotes', () => {
    const { interviews, insights } = exportProject()
    const report = toMarkdown(insights, interviews, leadOptions, 'Morning Drop study')
    expect(
      report.startsWith('# Morning Drop study: insights\n\n6 completed interviews · 20 answers\n'),
    ).toBe(true)
    expect(report).toContain('From 2026-10-01 to 2026-10-08')
    expect(report).toContain('| # | Question | Answers |\n| --- | --- | --- |\n')
    expect(report).toContain('| 4 | What would you change about it? | 8 |')
    const price = insights.themes.find((theme) => theme.label === 'price')
    expect(report).toContain(`### price\n\n${price?.interviewCount} of 6 interviews\n`)
    expect(report).toContain(
      '> The price for a flat white is steep compared with the cafe, so I only order twice a week.\n>\n> — Question 4, interview iv-3',
    )
    expect(report).not.toMatch(/Sentiment|Skeptical|@example\.test|Dana/)
  })

  it('adds sentiment columns and mixes when asked, and names people only when ticked', () => {
    const { interviews, insights } = exportProject()
    const admin = toMarkdown(insights, interviews, adminOptions, 'Morning Drop study')
    expect(admin).toMatch(/^Sentiment: Excited 1 · Positive 3 · /m)
    expect(admin).toContain('| # | Question | Answers | Excited | Positive |')
    expect(admin).not.toMatch(/@example\.test|Dana/)
    const full = toMarkdown(insights, interviews, everything, 'Morning Drop study')
    const person = interviews[2]?.user
    expect(full).toContain(
      `— Question 4, interview iv-3, ${person?.firstName} ${person?.lastName} (${person?.email})`,
    )
  })

  it('escapes Markdown so answers read as written, and says when themes need more interviews', () => {
    const interviews = [
      interview('solo', '2026-10-01T08:00:00.000Z', [
        { questionId: 'q-change', text: '# Not a heading | *not bold* <b>' },
      ]),
    ]
    const insights = computeInsights({ interviews, questions: coffeeQuestions })
    const report = toMarkdown(insights, interviews, leadOptions, 'A | B')
    expect(report).toContain('# A \\| B: insights')
    expect(report).toContain('1 completed interview · 1 answer')
    expect(report).toContain('On 2026-10-01')
    expect(report).toContain('## Themes\n\nNot enough interviews to find themes yet.\n')
  })
})

describe('overviewLine', () => {
  it('says the counts as the tab does', () => {
    expect(overviewLine({ interviewCount: 12, answerCount: 131 })).toBe(
      '12 completed interviews · 131 answers',
    )
    expect(overviewLine({ interviewCount: 1, answerCount: 1 })).toBe(
      '1 completed interview · 1 answer',
    )
  })
})

describe('exportFileName', () => {
  it('names the file after the project', () => {
    expect(exportFileName('BeanRunner coffee delivery', 'csv')).toBe(
      'BeanRunner coffee delivery-insights.csv',
    )
    expect(exportFileName('Café & Crème', 'md')).toBe('Café & Crème-insights.md')
  })

  it('replaces characters file systems refuse, and trims dots and spaces', () => {
    expect(exportFileName('a/b\\c:d*e?f"g<h>i|j', 'json')).toBe('a-b-c-d-e-f-g-h-i-j-insights.json')
    expect(exportFileName('Q3\u0000\u001f\u007freview', 'csv')).toBe('Q3-review-insights.csv')
    expect(exportFileName('  ..hidden study.. ', 'csv')).toBe('hidden study-insights.csv')
    expect(exportFileName('../../etc/passwd', 'csv')).toBe('etc-passwd-insights.csv')
    expect(exportFileName('tabs\tand\nlines', 'md')).toBe('tabs-and-lines-insights.md')
  })

  it('caps the length at whole characters and falls back to "project"', () => {
    const name = exportFileName('☕'.repeat(200), 'csv')
    expect(Array.from(name.replace('-insights.csv', ''))).toHaveLength(80)
    expect(name.endsWith('☕-insights.csv')).toBe(true)
    expect(exportFileName('', 'csv')).toBe('project-insights.csv')
    expect(exportFileName(' ... / ', 'json')).toBe('project-insights.json')
  })
})
