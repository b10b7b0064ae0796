// The exports with the project's coding: codes per answer, passages per code.
import { describe, expect, it } from 'vitest'
import { computeInsights } from '@/domain/insights/compute'
import { toCsv, toJson, toMarkdown } from './export'
import { coffeeQuestions, interview } from '../../../../tests/support/insights-interviews'
import { adminOptions, leadOptions } from '../../../../tests/support/insights-export'
import { readCsv } from '../../../../tests/support/csv'
import type { AnswerCoding, ExportCoding } from './types'

describe('exports with the coding', () => {
  const interviews = [
    interview('iv-coded-1', '2026-10-01T08:00:00.000Z', [
      { questionId: 'q-heard', text: 'Café au lait, délivré à l’heure ☕', sentiment: 'positive' },
      { questionId: 'q-change', text: 'The lid leaks.', sentiment: 'annoyed' },
    ]),
    interview('iv-coded-2', '2026-10-02T08:00:00.000Z', [
      { questionId: 'q-heard', text: 'A flyer.', sentiment: 'neutral' },
    ]),
  ]
  const insights = computeInsights({ interviews, questions: coffeeQuestions })
  const byAnswer = new Map<string, AnswerCoding>([
    [
      'iv-coded-1/q-heard',
      {
        codes: ['=HYPERLINK("http://evil.test","x")', 'Accents é'],
        sentimentSource: 'researcher',
        originalSentiment: 'neutral',
      },
    ],
    ['iv-coded-1/q-change', { codes: [], sentimentSource: 'ai', originalSentiment: 'annoyed' }],
  ])
  const coding: ExportCoding = {
    answer: (interviewId, questionId) => byAnswer.get(`${interviewId}/${questionId}`),
    codes: [
      {
        name: 'Accents é',
        passages: [{ interviewId: 'iv-coded-1', label: '1', text: 'délivré à l’heure ☕' }],
      },
      { name: 'Unused | code', passages: [] },
    ],
  }

  it('adds a Codes column, and the sentiment provenance for admins, formula-safe', () => {
    const rows = readCsv(toCsv(insights, interviews, { ...adminOptions, coding }))
    expect(rows[0]?.slice(5)).toEqual([
      'Answer',
      'Codes',
      'Sentiment',
      'Sentiment source',
      'Original sentiment',
    ])
    expect(rows[1]?.slice(5)).toEqual([
      'Café au lait, délivré à l’heure ☕',
      '\'=HYPERLINK("http://evil.test","x"); Accents é',
      'positive',
      'researcher',
      'neutral',
    ])
    expect(rows[2]?.slice(6)).toEqual(['', 'annoyed', 'ai', 'annoyed'])
    expect(rows[3]?.slice(6)).toEqual(['', 'neutral', 'ai', 'neutral'])
    const lead = readCsv(toCsv(insights, interviews, { ...leadOptions, coding }))
    expect(lead[0]?.slice(5)).toEqual(['Answer', 'Codes'])
    expect(lead.flat().join(' ')).not.toMatch(/researcher|neutral|positive/)
  })

  it('gives each JSON answer its codes, and admins the sentiment with its source and original', () => {
    const admin = JSON.parse(toJson(insights, interviews, { ...adminOptions, coding })) as {
      interviews: { answers: Record<string, unknown>[] }[]
    }
    expect(admin.interviews[0]?.answers[0]).toEqual({
      questionNumber: '1',
      question: 'How did you first hear about the service?',
      answer: 'Café au lait, délivré à l’heure ☕',
      codes: ['=HYPERLINK("http://evil.test","x")', 'Accents é'],
      sentiment: 'positive',
      sentimentSource: 'researcher',
      originalSentiment: 'neutral',
    })
    const lead = toJson(insights, interviews, { ...leadOptions, coding })
    expect(lead).toContain('"codes": []')
    expect(lead).not.toMatch(/sentiment/i)
  })

  it('adds a Markdown section per code with its passages verbatim', () => {
    const report = toMarkdown(insights, interviews, { ...leadOptions, coding }, 'Study')
    expect(report).toContain(
      '## Codes\n\n### Accents é\n\n1 passage\n\n> délivré à l’heure ☕\n>\n> — Question 1, interview -coded-1\n\n### Unused \\| code\n\n0 passages\n',
    )
    expect(toMarkdown(insights, interviews, leadOptions, 'Study')).not.toContain('## Codes')
  })
})
