// The QDPX project's structure and validity; selections, cases and provenance have files beside it.
import { describe, expect, it } from 'vitest'
import { projectSchemaErrors } from '../../../../tests/standards/validate'
import { guidOf } from './guid'
import { answerKeyOf, indexAnswers } from '@/domain/coding/passages'
import { buildQdpxContent, toQdpx } from './qdpx'
import { answers, codes, highlights, interviews } from '../../../../tests/support/coding-interviews'
import { qdpxInput, selectedText, unzip } from '../../../../tests/support/qdpx'
import type { CodingHighlight, LabelledAnswer } from './types'

describe('toQdpx', () => {
  it('zips project.qde and one text per completed interview, named by GUID', () => {
    const { bytes, skippedHighlights } = toQdpx(qdpxInput)
    const files = unzip(bytes)
    const completed = interviews.filter((interview) => interview.isComplete)
    expect([...files.keys()].sort()).toEqual(
      [
        'project.qde',
        'sources/',
        ...completed.map((i) => `sources/${guidOf('source', i.id)}.txt`),
      ].sort(),
    )
    expect(skippedHighlights).toBe(1)
    const project = files.get('project.qde') ?? ''
    expect(project).toContain('<Project xmlns="urn:QDA-XML:project:1.0"')
    expect(project).toContain(
      'name="Morning Drop &lt;study&gt; &amp; &quot;friends&quot;" origin="Candor" creationDateTime="2026-10-06T12:00:00.000Z"',
    )
    for (const interview of completed) {
      const guid = guidOf('source', interview.id)
      expect(project).toContain(`plainTextPath="internal://${guid}.txt"`)
    }
  })

  it('writes each source as the numbered questions and answers', () => {
    const { sources } = buildQdpxContent(qdpxInput)
    expect(sources[0]?.name).toBe('Interview 0000a001')
    expect(sources[0]?.text).toBe(
      [
        'Interview 0000a001',
        'Started: 2026-10-01T08:00:00.000Z',
        'Completed: 2026-10-01T08:15:00.000Z',
        '',
        'Question 1: How did you first hear about the service?',
        'A coworker had BeanRunner cups on her desk, so I asked her about it.',
        '',
        'Question 2: Tell me about the last time you ordered.',
        'The courier was late again ☕🙄 and the latte was lukewarm.',
        '',
        'Question 2.1: Could you tell me more about that?',
        'Late twice this week 👩‍👩‍👧 — the tracking map said otherwise.',
        '',
      ].join('\n'),
    )
  })

  it('selects exactly each found passage, counting code points (emoji, accents, CRLF)', () => {
    const { bytes } = toQdpx(qdpxInput)
    const files = unzip(bytes)
    const selected = selectedText(files.get('project.qde') ?? '', files)
    const expected = highlights
      .filter((highlight) => highlight.id !== 'h-8')
      .map((highlight) => ({ code: guidOf('code', highlight.codeId), text: highlight.text }))
    const byText = (a: { text: string }, b: { text: string }) => (a.text < b.text ? -1 : 1)
    expect(selected.sort(byText)).toEqual(expected.sort(byText))
  })

  it('keeps interviewee names out unless asked, and names the coders as Users', () => {
    const without = unzip(toQdpx(qdpxInput).bytes)
    const everything = [...without.values()].join('\n')
    expect(everything).not.toMatch(/Dana|Élodie|@example\.test|Interviewee/)
    expect(without.get('project.qde')).toContain(
      `<User guid="${guidOf('user', 'user-lead')}" name="Lee Lead"/>`,
    )
    const named = buildQdpxContent({ ...qdpxInput, includeIdentities: true })
    expect(named.sources.map((source) => source.name)).toEqual([
      'Interview 0000a001 (Dana Example)',
      'Interview 0000a002 (Élodie Durand)',
      'Interview 0000a003',
    ])
    expect(named.sources[1]?.text).toContain('Interviewee: Élodie Durand <elodie@example.test>')
    expect(named.sources[2]?.text).toContain('Interviewee: Deleted user')
  })

  it('refers only to GUIDs it declares, each declared once, and to files it holds', () => {
    const files = unzip(toQdpx(qdpxInput).bytes)
    const project = files.get('project.qde') ?? ''
    const declared = [...project.matchAll(/ guid="([^"]+)"/g)].map(([, guid]) => guid)
    expect(new Set(declared).size).toBe(declared.length)
    const codes = new Set([...project.matchAll(/<Code guid="([^"]+)"/g)].map(([, guid]) => guid))
    const users = new Set([...project.matchAll(/<User guid="([^"]+)"/g)].map(([, guid]) => guid))
    const codeRefs = [...project.matchAll(/<CodeRef targetGUID="([^"]+)"/g)]
    expect(codeRefs.length).toBeGreaterThan(0)
    for (const [, target] of codeRefs) expect(codes.has(target)).toBe(true)
    for (const [, user] of project.matchAll(/creatingUser="([^"]+)"/g)) {
      expect(users.has(user)).toBe(true)
    }
    for (const [, path] of project.matchAll(/plainTextPath="internal:\/\/([^"]+)"/g)) {
      expect(files.has(`sources/${path}`)).toBe(true)
    }
  })

  it('writes the same bytes for the same input', () => {
    expect(toQdpx(qdpxInput).bytes).toEqual(toQdpx(qdpxInput).bytes)
  })

  it('validates against the REFI-QDA Project schema', async () => {
    const { project } = buildQdpxContent(qdpxInput)
    expect(await projectSchemaErrors(project)).toEqual([])
    const empty = buildQdpxContent({ ...qdpxInput, codes: [], highlights: [], interviews: [] })
    expect(await projectSchemaErrors(empty.project)).toEqual([])
    // Characters XML cannot carry (a control character, a lone surrogate) are replaced.
    const odd = { id: 'code-odd', name: 'Bell\u0007 \uD800 ]]> tab\tline\n', parentId: null }
    const noisy = buildQdpxContent({ ...qdpxInput, codes: [...codes, odd] })
    expect(noisy.project).toContain('name="Bell\uFFFD \uFFFD ]]&gt; tab&#9;line&#10;"')
    expect(await projectSchemaErrors(noisy.project)).toEqual([])
  })

  it("says a segment's export in the project's Description, still valid", async () => {
    const { project } = buildQdpxContent({ ...qdpxInput, segment: 'Plan is <Subscriber>' })
    expect(project).toContain(
      '\t<Description>Segment: Plan is &lt;Subscriber&gt;</Description>\n</Project>',
    )
    expect(await projectSchemaErrors(project)).toEqual([])
    expect(buildQdpxContent(qdpxInput).project).not.toContain('<Description>Segment')
  })

  it('validates a large project: 100 interviews, 60 nested codes, 2,000 highlights', async () => {
    const many: LabelledAnswer[] = []
    const manyInterviews = Array.from({ length: 100 }, (_, index) => ({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      isComplete: true,
      createdAt: '2026-10-01T08:00:00.000Z',
    }))
    for (const interview of manyInterviews) {
      for (let question = 1; question <= 10; question++) {
        many.push({
          interviewId: interview.id,
          questionId: `q${question}`,
          label: String(question),
          questionText: `Question ${question}?`,
          text: `Answer ${question} of ${interview.id}: late ☕ again, café crème & <tags>.`,
        })
      }
    }
    const manyCodes = Array.from({ length: 60 }, (_, index) => ({
      id: `code-${index}`,
      name: `Code ${index}`,
      description: index % 2 === 0 ? `About ${index}` : '',
      parentId: index % 3 === 0 ? null : `code-${index - (index % 3)}`,
    }))
    const manyHighlights = Array.from({ length: 2000 }, (_, index): CodingHighlight => {
      const answer = many[(index * 7) % many.length] ?? many[0]
      if (!answer) throw new Error('no answer')
      const start = answer.text.indexOf('late')
      return {
        id: `h-${index}`,
        codeId: `code-${index % 60}`,
        interviewId: answer.interviewId,
        questionId: answer.questionId,
        start,
        end: start + 'late ☕ again'.length,
        text: 'late ☕ again',
        note: index % 5 === 0 ? 'A note' : '',
        createdBy: { id: `user-${index % 3}`, firstName: 'Re', lastName: `Searcher ${index % 3}` },
        createdAt: '2026-10-05T09:00:00.000Z',
      }
    })
    const content = buildQdpxContent({
      ...qdpxInput,
      codes: manyCodes,
      highlights: manyHighlights,
      answers: many,
      interviews: manyInterviews,
    })
    expect(content.skippedHighlights).toBe(0)
    expect(content.project.match(/<PlainTextSelection /g)).toHaveLength(2000)
    expect(await projectSchemaErrors(content.project)).toEqual([])
  })
})

describe('the test data', () => {
  it('codes passages that are in their answers, but one', () => {
    const byKey = indexAnswers(answers)
    const stale = highlights.filter(
      (h) => byKey.get(answerKeyOf(h))?.text.slice(h.start, h.end) !== h.text,
    )
    expect(stale.map((h) => h.id)).toEqual(['h-8'])
  })
})
