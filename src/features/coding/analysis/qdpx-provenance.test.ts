// Where an answer came from in its QDPX source: the consent given, the probe suggested.
import { describe, expect, it } from 'vitest'
import { buildQdpxContent, toQdpx } from './qdpx'
import { answers, highlights, interviews } from '../../../../tests/support/coding-interviews'
import { qdpxInput, selectedText, unzip } from '../../../../tests/support/qdpx'

describe('consent in QDPX (docs/product.md#consent)', () => {
  it("writes an interview's consent in its source's heading, and keeps every passage selected", () => {
    const consent = { consentedAt: '2026-10-05T09:00:00.000Z', textHash: 'a'.repeat(64) }
    const [first, ...rest] = interviews.filter((interview) => interview.isComplete)
    if (!first) throw new Error('no completed interview')
    const consented = { ...qdpxInput, interviews: [{ ...first, consent }, ...rest] }
    const content = buildQdpxContent(consented)
    const source = content.sources.find((each) => each.interviewId === first.id)
    expect(source?.text).toContain(
      `Consented: 2026-10-05T09:00:00.000Z (consent text SHA-256 ${'a'.repeat(64)})`,
    )
    const others = content.sources.filter((each) => each.interviewId !== first.id)
    expect(others.every((each) => !each.text.includes('Consented:'))).toBe(true)
    const files = unzip(toQdpx(consented).bytes)
    const selected = selectedText(files.get('project.qde') ?? '', files)
    expect(selected.length).toBe(highlights.filter((highlight) => highlight.id !== 'h-8').length)
  })
})

describe('who suggested a probe, in QDPX (docs/product.md#watch-live)', () => {
  it("writes 'Suggested by' under the probed question, and keeps every passage selected", () => {
    const probed = answers.find((answer) =>
      highlights.some((h) => h.questionId === answer.questionId),
    )
    if (!probed) throw new Error('no coded answer')
    const marked = interviews.map((interview) =>
      interview.id === probed.interviewId
        ? { ...interview, answers: [{ questionId: probed.questionId, suggestedBy: 'Ada Admin' }] }
        : interview,
    )
    const content = buildQdpxContent({ ...qdpxInput, interviews: marked })
    const source = content.sources.find((each) => each.interviewId === probed.interviewId)
    expect(source?.text).toContain(
      `Question ${probed.label}: ${probed.questionText}\nSuggested by Ada Admin\n${probed.text}\n`,
    )
    expect(content.sources.filter((each) => each.text.includes('Suggested by'))).toHaveLength(1)
    const files = unzip(toQdpx({ ...qdpxInput, interviews: marked }).bytes)
    const selected = selectedText(files.get('project.qde') ?? '', files)
    const plain = unzip(toQdpx(qdpxInput).bytes)
    expect(selected).toEqual(selectedText(plain.get('project.qde') ?? '', plain))
  })
})
