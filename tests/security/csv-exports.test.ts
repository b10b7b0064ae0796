/**
 * Every CSV export read by a spreadsheet that splits on ',' and by one that splits on ';' (the
 * default where the decimal mark is a comma): no cell may start with a formula character.
 */
import { describe, expect, it } from 'vitest'
import { toCodebookCsv } from '@/features/coding/analysis/qdc'
import { toCsv } from '@/features/insights/analysis'
import { computeInsights } from '@/domain/insights/compute'
import type { ExportOptions } from '@/features/insights/analysis/types'
import { csvCell } from '@/lib/files'
import { answers, codes, highlights } from '../support/coding-interviews'
import { coffeeInterviews, coffeeQuestions, interview } from '../support/insights-interviews'
import { readCsv } from '../support/csv'

/** Values people type that spreadsheets have been known to run. */
const HOSTILE = [
  'ok;=1+1',
  'ok,=1+1',
  '=1+1',
  '+1',
  '-1',
  '@SUM(A1)',
  '\t=1+1',
  '\r=1+1',
  '  =1+1',
  ' \t -1',
  '＝1+1',
  '＋1',
  '－1',
  '＠SUM(A1)',
  '　＝1+1',
  'a;b;"c";=d',
  'line\n=1+1',
  'line\r\n@x',
]

/** A formula character, after any spaces a spreadsheet might trim. */
const FORMULA_START = /^[\s\u3000]*[=+\-@＝＋－＠]|^[\t\r]/

function formulaCells(csv: string): string[] {
  return (['comma', 'semicolon'] as const).flatMap((name) =>
    readCsv(csv, name === 'comma' ? ',' : ';')
      .flat()
      .filter((cell) => FORMULA_START.test(cell))
      .map((cell) => `${name}: ${JSON.stringify(cell)}`),
  )
}

function insightsExports(): string[] {
  const interviews = [
    ...coffeeInterviews(),
    interview(
      'iv-hostile',
      '2026-10-08T08:00:00.000Z',
      HOSTILE.map((text, index) => ({
        questionId: index === 0 ? 'q-change' : `f-${index}`,
        questionText: text,
        text,
      })),
      {
        user: {
          id: 'user-iv-hostile',
          email: '=1+1@example.test',
          firstName: 'ok;=1+1',
          lastName: '＝2',
          role: 'interviewee',
        },
      },
    ),
  ]
  const insights = computeInsights({ interviews, questions: coffeeQuestions })
  const full: ExportOptions = {
    includeSentiment: true,
    includePersonalData: true,
    coding: {
      answer: () => ({
        codes: ['-code', 'ok;=1+1'],
        sentimentSource: 'researcher',
        originalSentiment: 'neutral',
      }),
      codes: [],
    },
    attributes: {
      attributes: [{ id: 'attr-plan', name: '@plan', values: HOSTILE }],
      members: [{ userId: 'user-iv-hostile', values: { 'attr-plan': 'x;+1' } }],
    },
  }
  const lead: ExportOptions = { includeSentiment: false, includePersonalData: false }
  return [toCsv(insights, interviews, full), toCsv(insights, interviews, lead)]
}

function codebookExport(): string {
  const hostileCodes = HOSTILE.map((name, index) => ({
    id: `code-hostile-${index}`,
    name,
    description: HOSTILE[(index + 1) % HOSTILE.length] ?? null,
    parentId: index === 0 ? null : 'code-hostile-0',
  }))
  return toCodebookCsv([...codes, ...hostileCodes], highlights, answers, 3)
}

describe('CSV exports in comma and semicolon spreadsheets', () => {
  it('the Insights CSV (admin with everything, and lead) has no cell that starts a formula', () => {
    for (const csv of insightsExports()) expect(formulaCells(csv)).toEqual([])
  })

  it('the Codebook CSV has no cell that starts a formula', () => {
    expect(formulaCells(codebookExport())).toEqual([])
  })

  it('reads each value back as typed, with an apostrophe where a formula could start', () => {
    const readBack: [string, string][] = [
      ['plain text', 'plain text'],
      ['a = b', 'a = b'],
      ['ok;=1+1', "ok;'=1+1"],
      ['ok,=1+1', 'ok,=1+1'],
      ['=1+1', "'=1+1"],
      ['  =1+1', "'  =1+1"],
      ['＝1+1', "'＝1+1"],
      ['\t=1+1', "'\t=1+1"],
      ['she said "=late"', 'she said "=late"'],
      ['line\r\n@x', "line\r\n'@x"],
    ]
    for (const [value, expected] of readBack) {
      expect(readCsv(`\uFEFF${csvCell(value)}\r\n`, ',')).toEqual([[expected]])
    }
    expect(csvCell('plain text')).toBe('plain text')
    expect(csvCell('-1')).toBe(`"'-1"`)
  })
})
