// The CSV export: its cells, rows and columns.
import { describe, expect, it } from 'vitest'
import { computeInsights } from '@/domain/insights/compute'
import { csvCell, toCsv, toJson } from './export'
import { coffeeInterviews, coffeeQuestions } from '../../../../tests/support/insights-interviews'
import {
  adminOptions,
  everything,
  exportProject,
  leadOptions,
} from '../../../../tests/support/insights-export'
import { readCsv } from '../../../../tests/support/csv'

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain text')).toBe('plain text')
    expect(csvCell('late, again')).toBe('"late, again"')
    expect(csvCell('she said "late"')).toBe('"she said ""late"""')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"')
  })

  it('neutralises cells a spreadsheet would run as a formula, inside quotes', () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`)
    expect(csvCell('+44 20 7946 0000')).toBe(`"'+44 20 7946 0000"`)
    expect(csvCell('-2+3')).toBe(`"'-2+3"`)
    expect(csvCell('@SUM(A1:A2)')).toBe(`"'@SUM(A1:A2)"`)
    expect(csvCell('\t=cmd')).toBe(`"'\t=cmd"`)
    expect(csvCell('\r=cmd')).toBe(`"'\r'=cmd"`)
    expect(csvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"')
    expect(csvCell('  ＝1+1')).toBe(`"'  ＝1+1"`)
    expect(csvCell('ok;=1+1')).toBe(`"ok;'=1+1"`)
    expect(csvCell('late; again')).toBe('"late; again"')
    expect(csvCell('a = b')).toBe('a = b')
  })
})

describe('toCsv', () => {
  it('writes one row per answer with the interview facts, read back as written', () => {
    const { interviews, insights } = exportProject()
    const csv = toCsv(insights, interviews, adminOptions)
    expect(csv.endsWith('\r\n')).toBe(true)
    const rows = readCsv(csv)
    expect(rows[0]).toEqual([
      'Interview ID',
      'Started',
      'Completed',
      'Question number',
      'Question',
      'Answer',
      'Sentiment',
    ])
    expect(rows).toHaveLength(1 + insights.answerCount)
    expect(rows[1]).toEqual([
      'iv-1',
      '2026-10-01T08:00:00.000Z',
      '2026-10-01T08:15:00.000Z',
      '1',
      'How did you first hear about the service?',
      'A coworker had BeanRunner cups on her desk every morning, so I asked her about it.',
      'informative',
    ])
    const tricky = rows.filter((row) => row[0] === 'iv-tricky')
    expect(tricky.map((row) => row.slice(3))).toEqual([
      [
        '1',
        'What would you change about it?',
        '\'=HYPERLINK("http://evil.test","click"), then "quotes", commas\r\nand a new line',
        'confused',
      ],
      ['1.1', 'Could you tell me more about that?', "'-5 stars, @everyone should know", 'annoyed'],
      ['1.2', 'Could you tell me more about that?', "'+1 to that\tand a tab", ''],
    ])
  })

  it("carries which engine made each answer's sentiment, transcript and follow-up, for admins", () => {
    const { interviews: plain, insights } = exportProject()
    const interviews = plain.map((item) => ({
      ...item,
      answers: item.answers.map((answer) => ({
        ...answer,
        sentimentEngine: 'openai:gpt-4o-mini',
        transcriptEngine: 'local',
        questionEngine: answer.questionId.startsWith('f-') ? 'openai:gpt-4o-mini' : null,
      })),
    }))
    const rows = readCsv(toCsv(insights, interviews, adminOptions))
    expect(rows[0]?.slice(-4)).toEqual([
      'Sentiment',
      'Sentiment engine',
      'Transcript engine',
      'Follow-up engine',
    ])
    const tricky = rows.filter((row) => row[0] === 'iv-tricky').map((row) => row.slice(-3))
    expect(tricky).toEqual([
      ['openai:gpt-4o-mini', 'local', ''],
      ['openai:gpt-4o-mini', 'local', 'openai:gpt-4o-mini'],
      ['openai:gpt-4o-mini', 'local', 'openai:gpt-4o-mini'],
    ])
    const json = JSON.parse(toJson(insights, interviews, adminOptions)) as {
      interviews: { id: string; answers: Record<string, unknown>[] }[]
    }
    const followUp = json.interviews.find((item) => item.id === 'iv-tricky')?.answers[1]
    expect(followUp).toMatchObject({
      sentimentEngine: 'openai:gpt-4o-mini',
      transcriptEngine: 'local',
      questionEngine: 'openai:gpt-4o-mini',
    })
    const lead =
      toCsv(insights, interviews, leadOptions) + toJson(insights, interviews, leadOptions)
    expect(lead).not.toMatch(/engine|openai|local/i)
  })

  it('carries sentiment only when asked, and personal data only when ticked', () => {
    const { interviews, insights } = exportProject()
    const lead = toCsv(insights, interviews, leadOptions)
    expect(readCsv(lead)[0]).toEqual([
      'Interview ID',
      'Started',
      'Completed',
      'Question number',
      'Question',
      'Answer',
    ])
    expect(lead).not.toMatch(/informative|annoyed|skeptical|Sentiment/)
    for (const csv of [lead, toCsv(insights, interviews, adminOptions)]) {
      expect(csv).not.toMatch(/@example\.test|Dana|Interviewee/)
    }
    const full = readCsv(toCsv(insights, interviews, everything))
    expect(full[0]?.slice(-3)).toEqual(['Sentiment', 'Interviewee name', 'Interviewee email'])
    const first = interviews[0]?.user
    expect(full[1]?.slice(-2)).toEqual([`${first?.firstName} ${first?.lastName}`, first?.email])
  })

  it('names a deleted interviewee as such, and leaves the completion empty when unknown', () => {
    const [only] = coffeeInterviews()
    const interviews = only ? [{ ...only, user: null, completedAt: undefined }] : []
    const insights = computeInsights({ interviews, questions: coffeeQuestions })
    const rows = readCsv(toCsv(insights, interviews, everything))
    expect(rows[1]?.[2]).toBe('')
    expect(rows[1]?.slice(-2)).toEqual(['Deleted user', ''])
  })
})
