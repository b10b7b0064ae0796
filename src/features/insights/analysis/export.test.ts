import { describe, expect, it } from 'vitest'
import { computeInsights } from '@/domain/insights/compute'
import { csvCell, exportFileName, overviewLine, toCsv, toJson, toMarkdown } from './export'
import {
  coffeeInterviews,
  coffeeQuestions,
  interview,
} from '../../../../tests/support/insights-interviews'
import { readCsv } from '../../../../tests/support/csv'
import type { AnswerCoding, ExportCoding, ExportOptions } from './types'

const leadOptions: ExportOptions = { includeSentiment: false, includePersonalData: false }
const adminOptions: ExportOptions = { includeSentiment: true, includePersonalData: false }
const everything: ExportOptions = { includeSentiment: true, includePersonalData: true }

function project() {
  const interviews = [
    ...coffeeInterviews(),
    interview('iv-tricky', '2026-10-08T08:00:00.000Z', [
      {
        questionId: 'q-change',
        text: '=HYPERLINK("http://evil.test","click"), then "quotes", commas\r\nand a new line',
        sentiment: 'confused',
      },
      { questionId: 'f-1', text: '-5 stars, @everyone should know', sentiment: 'annoyed' },
      { questionId: 'f-2', text: '+1 to that\tand a tab', sentiment: null },
    ]),
  ]
  return { interviews, insights: computeInsights({ interviews, questions: coffeeQuestions }) }
}

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
    const { interviews, insights } = project()
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
    const { interviews: plain, insights } = project()
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
    const { interviews, insights } = project()
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

describe('toJson', () => {
  it('nests the answers by interview, without sentiment or personal data unless asked', () => {
    const { interviews, insights } = project()
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
    const { interviews, insights } = project()
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
    const { interviews, insights } = project()
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

describe('consent in the exports (docs/product.md#consent)', () => {
  const consent = { consentedAt: '2026-10-05T09:00:00.000Z', textHash: 'b'.repeat(64) }

  it('adds the consent columns to the CSV only when an interview carries one', () => {
    const { interviews, insights } = project()
    expect(readCsv(toCsv(insights, interviews, leadOptions))[0]).not.toContain('Consented at')
    const [first, ...rest] = interviews
    if (!first) throw new Error('no interview')
    const consented = [{ ...first, consent }, ...rest]
    const rows = readCsv(toCsv(insights, consented, leadOptions))
    const header = rows[0] ?? []
    const at = header.indexOf('Consented at')
    expect(header[at + 1]).toBe('Consent text SHA-256')
    const ofFirst = rows.filter((row) => row[0] === first.id)
    expect(ofFirst.length).toBeGreaterThan(0)
    for (const row of ofFirst)
      expect(row.slice(at, at + 2)).toEqual([consent.consentedAt, consent.textHash])
    const ofOthers = rows.slice(1).filter((row) => row[0] !== first.id)
    for (const row of ofOthers) expect(row.slice(at, at + 2)).toEqual(['', ''])
  })

  it("puts the consent in the JSON's interview", () => {
    const { interviews, insights } = project()
    const [first, ...rest] = interviews
    if (!first) throw new Error('no interview')
    const parsed = JSON.parse(toJson(insights, [{ ...first, consent }, ...rest], leadOptions)) as {
      interviews: { id: string; consent?: unknown }[]
    }
    expect(parsed.interviews.find((each) => each.id === first.id)?.consent).toEqual(consent)
    expect(parsed.interviews.filter((each) => each.consent !== undefined)).toHaveLength(1)
  })
})

describe('who suggested a probe, in the exports (docs/product.md#watch-live)', () => {
  /** The project, with iv-tricky's follow-up f-1 asked from Ada Admin's probe. */
  function probed() {
    const { interviews, insights } = project()
    const marked = interviews.map((each) => ({
      ...each,
      answers: each.answers.map((answer) =>
        each.id === 'iv-tricky' && answer.questionId === 'f-1'
          ? { ...answer, suggestedBy: 'Ada Admin' }
          : answer,
      ),
    }))
    const label = insights.answers.find(
      (answer) => answer.interviewId === 'iv-tricky' && answer.questionId === 'f-1',
    )?.label
    if (!label) throw new Error('no probed answer')
    return { interviews: marked, plain: interviews, insights, label }
  }

  it("adds a 'Suggested by' column to the CSV, filled on the probed answer only", () => {
    const { interviews, plain, insights, label } = probed()
    expect(readCsv(toCsv(insights, plain, leadOptions))[0]).not.toContain('Suggested by')
    const rows = readCsv(toCsv(insights, interviews, leadOptions))
    const at = (rows[0] ?? []).indexOf('Suggested by')
    expect(at).toBeGreaterThan((rows[0] ?? []).indexOf('Answer'))
    const filled = rows.slice(1).filter((row) => row[at] !== '')
    expect(filled.map((row) => [row[0], row[3], row[at]])).toEqual([
      ['iv-tricky', label, 'Ada Admin'],
    ])
  })

  it('gives the probed answer a suggestedBy field in the JSON, and no other answer', () => {
    const { interviews, insights, label } = probed()
    const parsed = JSON.parse(toJson(insights, interviews, leadOptions)) as {
      interviews: { id: string; answers: { questionNumber: string; suggestedBy?: string }[] }[]
    }
    const suggested = parsed.interviews.flatMap((each) =>
      each.answers
        .filter((answer) => 'suggestedBy' in answer)
        .map((answer) => [each.id, answer.questionNumber, answer.suggestedBy]),
    )
    expect(suggested).toEqual([['iv-tricky', label, 'Ada Admin']])
  })

  it("writes 'Suggested by' under a probed passage's source in the Markdown", () => {
    const { interviews, insights, label } = probed()
    const coding: ExportCoding = {
      answer: () => undefined,
      codes: [
        {
          name: 'Ratings',
          passages: [
            { interviewId: 'iv-tricky', label, text: '-5 stars' },
            { interviewId: 'iv-1', label: '1', text: 'A coworker had BeanRunner cups' },
          ],
        },
      ],
    }
    const markdown = toMarkdown(insights, interviews, { ...leadOptions, coding }, 'BeanRunner')
    const lines = markdown.split('\n')
    const source = lines.findIndex((line) => line.startsWith(`> — Question ${label}, interview`))
    expect(lines[source + 1]).toBe('> Suggested by Ada Admin')
    expect(markdown.match(/Suggested by/g)).toHaveLength(1)
  })
})
