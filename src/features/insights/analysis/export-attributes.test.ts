// The exports with the interviewees' attributes, and of a segment of them.
import { describe, expect, it } from 'vitest'
import { computeInsights } from '@/domain/insights/compute'
import { exportFileName, toCsv, toJson, toMarkdown } from './export'
import { coffeeQuestions, interview } from '../../../../tests/support/insights-interviews'
import { leadOptions } from '../../../../tests/support/insights-export'
import { readCsv } from '../../../../tests/support/csv'
import type { ExportOptions } from './types'

describe('exports with attributes', () => {
  const interviews = [
    interview('a', '2026-10-01T09:00:00.000Z', [{ questionId: 'q-heard', text: 'A flyer.' }]),
    interview('b', '2026-10-02T09:00:00.000Z', [{ questionId: 'q-heard', text: 'A friend.' }]),
  ]
  const insights = computeInsights({ interviews, questions: coffeeQuestions })
  const options: ExportOptions = {
    ...leadOptions,
    attributes: {
      attributes: [
        { id: 'plan', name: 'Plan', values: ['Subscriber', 'Pay as you go'] },
        { id: 'size', name: 'Office size', values: ['Under 20', '20 or more'] },
      ],
      members: [{ userId: 'user-a', values: { plan: 'Subscriber', size: '20 or more' } }],
    },
  }

  it('gives each attribute a CSV column, empty where not set', () => {
    const rows = readCsv(toCsv(insights, interviews, options))
    expect(rows[0]?.slice(-2)).toEqual(['Plan', 'Office size'])
    expect(rows[1]?.slice(-2)).toEqual(['Subscriber', '20 or more'])
    expect(rows[2]?.slice(-2)).toEqual(['', ''])
  })

  it('gives each interview its set attributes in JSON', () => {
    const json = JSON.parse(toJson(insights, interviews, options)) as {
      interviews: { attributes: Record<string, string> }[]
    }
    expect(json.interviews.map((each) => each.attributes)).toEqual([
      { Plan: 'Subscriber', 'Office size': '20 or more' },
      {},
    ])
  })
})

describe('exports of a segment', () => {
  const interviews = [
    interview('a', '2026-10-01T09:00:00.000Z', [{ questionId: 'q-heard', text: 'A flyer.' }]),
  ]
  const insights = computeInsights({ interviews, questions: coffeeQuestions })
  const segmented: ExportOptions = { ...leadOptions, segment: 'Plan is Subscriber' }

  it('says the segment on a CSV line before the columns, and nothing for every interview', () => {
    const rows = readCsv(toCsv(insights, interviews, segmented))
    expect(rows[0]).toEqual(['Segment', 'Plan is Subscriber'])
    expect(rows[1]?.[0]).toBe('Interview ID')
    expect(rows).toHaveLength(2 + insights.answerCount)
    expect(readCsv(toCsv(insights, interviews, leadOptions))[0]?.[0]).toBe('Interview ID')
  })

  it('says it in a JSON field before the interviews, and under the Markdown title', () => {
    const json = JSON.parse(toJson(insights, interviews, segmented)) as Record<string, unknown>
    expect(Object.keys(json)).toEqual(['segment', 'interviews'])
    expect(json.segment).toBe('Plan is Subscriber')
    const whole = JSON.parse(toJson(insights, interviews, leadOptions)) as Record<string, unknown>
    expect(Object.keys(whole)).toEqual(['interviews'])
    expect(toMarkdown(insights, interviews, segmented, 'Study')).toMatch(
      /^# Study: insights\n\nSegment: Plan is Subscriber\n\n1 completed interview/,
    )
  })

  it('names the segment in the file name, after the project, cut on its own', () => {
    expect(exportFileName('BeanRunner', 'csv', 'Plan is Subscriber')).toBe(
      'BeanRunner (Plan is Subscriber)-insights.csv',
    )
    expect(exportFileName('x'.repeat(120), 'json', 'Size is 20/50')).toBe(
      `${'x'.repeat(80)} (Size is 20-50)-insights.json`,
    )
    expect(exportFileName('BeanRunner', 'md', '')).toBe('BeanRunner-insights.md')
  })
})
