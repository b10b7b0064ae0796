// Where an answer came from in the exports: the consent given, the probe suggested.
import { describe, expect, it } from 'vitest'
import { toCsv, toJson, toMarkdown } from './export'
import { exportProject, leadOptions } from '../../../../tests/support/insights-export'
import { readCsv } from '../../../../tests/support/csv'
import type { ExportCoding } from './types'

describe('consent in the exports (docs/product.md#consent)', () => {
  const consent = { consentedAt: '2026-10-05T09:00:00.000Z', textHash: 'b'.repeat(64) }

  it('adds the consent columns to the CSV only when an interview carries one', () => {
    const { interviews, insights } = exportProject()
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
    const { interviews, insights } = exportProject()
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
    const { interviews, insights } = exportProject()
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
