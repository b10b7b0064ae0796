import { strFromU8, unzipSync } from 'fflate'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { projectSchemaErrors } from '../../../../tests/standards/validate'
import { guidOf } from './guid'
import { answerKeyOf, indexAnswers } from '@/domain/coding/passages'
import { toCodebookCsv, toQdc, codingFileName } from './qdc'
import { buildQdpxContent, toQdpx, type QdpxInput } from './qdpx'
import { answers, codes, highlights, interviews } from '../../../../tests/support/coding-interviews'
import type { CodingHighlight, LabelledAnswer } from './types'

const input: QdpxInput = {
  projectName: 'Morning Drop <study> & "friends"',
  exportedAt: '2026-10-06T12:00:00.000Z',
  codes,
  highlights,
  answers,
  interviews,
  includeIdentities: false,
}

/** The passage that a selection selects in its source, counting code points as REFI-QDA does. */
function selectedText(project: string, sources: Map<string, string>) {
  const found: { code: string; text: string }[] = []
  const sourcePattern = /<TextSource guid="([^"]+)"[^>]*?(?:\/>|>([\s\S]*?)<\/TextSource>)/g
  for (const [, guid, body] of project.matchAll(sourcePattern)) {
    const text = Array.from(sources.get(`sources/${guid}.txt`) ?? '')
    const selections =
      /<PlainTextSelection [^>]*startPosition="(\d+)" endPosition="(\d+)"[\s\S]*?<CodeRef targetGUID="([^"]+)"/g
    for (const [, start, end, code] of (body ?? '').matchAll(selections)) {
      found.push({ code: code ?? '', text: text.slice(Number(start), Number(end)).join('') })
    }
  }
  return found
}

function unzip(bytes: Uint8Array): Map<string, string> {
  return new Map(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]))
}

describe('toQdpx', () => {
  it('zips project.qde and one text per completed interview, named by GUID', () => {
    const { bytes, skippedHighlights } = toQdpx(input)
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
    const { sources } = buildQdpxContent(input)
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
    const { bytes } = toQdpx(input)
    const files = unzip(bytes)
    const selected = selectedText(files.get('project.qde') ?? '', files)
    const expected = highlights
      .filter((highlight) => highlight.id !== 'h-8')
      .map((highlight) => ({ code: guidOf('code', highlight.codeId), text: highlight.text }))
    const byText = (a: { text: string }, b: { text: string }) => (a.text < b.text ? -1 : 1)
    expect(selected.sort(byText)).toEqual(expected.sort(byText))
  })

  it('keeps interviewee names out unless asked, and names the coders as Users', () => {
    const without = unzip(toQdpx(input).bytes)
    const everything = [...without.values()].join('\n')
    expect(everything).not.toMatch(/Dana|Élodie|@example\.test|Interviewee/)
    expect(without.get('project.qde')).toContain(
      `<User guid="${guidOf('user', 'user-lead')}" name="Lee Lead"/>`,
    )
    const named = buildQdpxContent({ ...input, includeIdentities: true })
    expect(named.sources.map((source) => source.name)).toEqual([
      'Interview 0000a001 (Dana Example)',
      'Interview 0000a002 (Élodie Durand)',
      'Interview 0000a003',
    ])
    expect(named.sources[1]?.text).toContain('Interviewee: Élodie Durand <elodie@example.test>')
    expect(named.sources[2]?.text).toContain('Interviewee: Deleted user')
  })

  it('refers only to GUIDs it declares, each declared once, and to files it holds', () => {
    const files = unzip(toQdpx(input).bytes)
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
    expect(toQdpx(input).bytes).toEqual(toQdpx(input).bytes)
  })

  it('validates against the REFI-QDA Project schema', async () => {
    const { project } = buildQdpxContent(input)
    expect(await projectSchemaErrors(project)).toEqual([])
    const empty = buildQdpxContent({ ...input, codes: [], highlights: [], interviews: [] })
    expect(await projectSchemaErrors(empty.project)).toEqual([])
    // Characters XML cannot carry (a control character, a lone surrogate) are replaced.
    const odd = { id: 'code-odd', name: 'Bell\u0007 \uD800 ]]> tab\tline\n', parentId: null }
    const noisy = buildQdpxContent({ ...input, codes: [...codes, odd] })
    expect(noisy.project).toContain('name="Bell\uFFFD \uFFFD ]]&gt; tab&#9;line&#10;"')
    expect(await projectSchemaErrors(noisy.project)).toEqual([])
  })

  it("says a segment's export in the project's Description, still valid", async () => {
    const { project } = buildQdpxContent({ ...input, segment: 'Plan is <Subscriber>' })
    expect(project).toContain(
      '\t<Description>Segment: Plan is &lt;Subscriber&gt;</Description>\n</Project>',
    )
    expect(await projectSchemaErrors(project)).toEqual([])
    expect(buildQdpxContent(input).project).not.toContain('<Description>Segment')
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
      ...input,
      codes: manyCodes,
      highlights: manyHighlights,
      answers: many,
      interviews: manyInterviews,
    })
    expect(content.skippedHighlights).toBe(0)
    expect(content.project.match(/<PlainTextSelection /g)).toHaveLength(2000)
    expect(await projectSchemaErrors(content.project)).toEqual([])
  })

  it('selects any passage of any answer exactly, whatever characters it holds', () => {
    const characters = fc.constantFrom(
      'a',
      'é',
      'e\u0301',
      '☕',
      '🙄',
      '👩‍👩‍👧',
      ' ',
      '\n',
      '\r\n',
      '<',
      '&',
      '"',
      '中',
    )
    const answerText = fc
      .array(characters, { minLength: 1, maxLength: 30 })
      .map((parts) => parts.join(''))
    fc.assert(
      fc.property(
        fc.array(answerText, { minLength: 1, maxLength: 4 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { maxLength: 8 }),
        (texts, picks) => {
          const interview = interviews[0]
          if (!interview) throw new Error('no interview')
          const own: LabelledAnswer[] = texts.map((text, index) => ({
            interviewId: interview.id,
            questionId: `q${index}`,
            label: String(index + 1),
            questionText: `Question ${index + 1}? ☕`,
            text,
          }))
          // Spans on whole UTF-16 surrogate pairs, as a browser selection gives them.
          const spans: CodingHighlight[] = picks.flatMap(([which, from, length], index) => {
            const answer = own[which % own.length]
            if (!answer) return []
            const units = Array.from(answer.text)
            const first = from % units.length
            const last = Math.min(units.length, first + 1 + (length % units.length))
            const start = units.slice(0, first).join('').length
            const end = units.slice(0, last).join('').length
            return [
              {
                id: `h${index}`,
                codeId: 'code-word',
                interviewId: answer.interviewId,
                questionId: answer.questionId,
                start,
                end,
                text: answer.text.slice(start, end),
              },
            ]
          })
          const content = buildQdpxContent({
            ...input,
            answers: own,
            interviews: [interview],
            highlights: spans,
          })
          const files = new Map([
            ['project.qde', content.project],
            ...content.sources.map((s): [string, string] => [`sources/${s.guid}.txt`, s.text]),
          ])
          const selected = selectedText(content.project, files)
            .map((s) => s.text)
            .sort()
          expect(selected).toEqual(spans.map((span) => span.text).sort())
        },
      ),
      { numRuns: 150 },
    )
  })
})

describe('toQdpx with attributes', () => {
  const [dana, elodie, gone, pending] = interviews
  const withPeople: QdpxInput = {
    ...input,
    interviews: [
      { ...dana!, userId: 'user-dana' },
      { ...elodie!, userId: 'user-elodie' },
      { ...gone!, userId: 'user-dana' },
      { ...pending!, userId: 'user-pending' },
    ],
    attributes: {
      attributes: [
        { id: 'plan', name: 'Plan', values: ['Subscriber', 'Pay as you go'] },
        { id: 'home', name: 'Home & "office"', values: ['Flat', 'House'] },
      ],
      members: [
        { userId: 'user-dana', values: { plan: 'Subscriber' } },
        { userId: 'user-elodie', values: { plan: 'Pay as you go', home: 'House' } },
        { userId: 'user-pending', values: { plan: 'Subscriber' } },
      ],
    },
  }
  const caseOf = (project: string, userId: string) =>
    new RegExp(`<Case guid="${guidOf('case', userId)}"[^>]*>([\\s\\S]*?)</Case>`).exec(project)

  it('declares each attribute a text Variable and each interviewee a Case', async () => {
    const { project, sources } = buildQdpxContent(withPeople)
    expect(project).toContain(
      `<Variable guid="${guidOf('variable', 'plan')}" name="Plan" typeOfVariable="Text">`,
    )
    expect(project).toContain('name="Home &amp; &quot;office&quot;"')
    expect(project).toContain('<Description>Values: Subscriber, Pay as you go</Description>')
    // The in-progress interview is not exported, so its interviewee is no case.
    expect([...project.matchAll(/<Case /g)]).toHaveLength(2)
    expect(project).not.toContain(guidOf('case', 'user-pending'))
    const danaCase = caseOf(project, 'user-dana')?.[1] ?? ''
    expect(danaCase).toContain(`<VariableRef targetGUID="${guidOf('variable', 'plan')}"/>`)
    expect(danaCase).toContain('<TextValue>Subscriber</TextValue>')
    expect(danaCase).not.toContain(guidOf('variable', 'home'))
    const refs = [...danaCase.matchAll(/<SourceRef targetGUID="([^"]+)"/g)].map(([, guid]) => guid)
    expect(refs).toEqual([sources[0]?.guid, sources[2]?.guid])
    const elodieCase = caseOf(project, 'user-elodie')?.[1] ?? ''
    expect(elodieCase).toContain('<TextValue>Pay as you go</TextValue>')
    expect(elodieCase).toContain('<TextValue>House</TextValue>')
    expect(await projectSchemaErrors(project)).toEqual([])
  })

  it('names a case by the interviewee only when names are exported', async () => {
    const without = buildQdpxContent(withPeople).project
    expect(without).not.toMatch(/Dana|Élodie|@example\.test/)
    expect(without).toMatch(/<Case guid="[^"]+" name="Interviewee [^"]+">/)
    const named = buildQdpxContent({ ...withPeople, includeIdentities: true }).project
    expect(named).toContain(`<Case guid="${guidOf('case', 'user-elodie')}" name="Élodie Durand">`)
    expect(named).not.toContain('elodie@example.test"')
    expect(await projectSchemaErrors(named)).toEqual([])
  })

  it('writes no Variables nor Cases for a project without attributes', () => {
    const { project } = buildQdpxContent({
      ...withPeople,
      attributes: { attributes: [], members: [] },
    })
    expect(project).not.toMatch(/<Variables>|<Cases>/)
  })
})

describe('toQdc', () => {
  it('writes a CodeBook in the codebook namespace, its Codes nested as the Project schema has them', async () => {
    const qdc = toQdc(codes)
    expect(qdc).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<CodeBook xmlns="urn:QDA-XML:codebook:1.0" origin="Candor">\n\t<Codes>\n/,
    )
    const delivery = guidOf('code', 'code-delivery')
    const late = guidOf('code', 'code-late')
    expect(qdc).toContain(`\t\t<Code guid="${delivery}" name="Delivery" isCodable="true" color="`)
    expect(qdc).toContain(
      `\t\t\t<Description>Getting the coffee there</Description>\n\t\t\t<Code guid="${late}" name="Late delivery" isCodable="true" color="#D62728"/>\n\t\t</Code>`,
    )
    expect(qdc).toContain('name="Price &amp; &quot;value&quot;"')
    // The same Codes inside a Project's CodeBook must satisfy the Project schema.
    const codesElement = /<Codes>[\s\S]*<\/Codes>/.exec(qdc)?.[0] ?? ''
    const asProject = `<?xml version="1.0" encoding="UTF-8"?><Project xmlns="urn:QDA-XML:project:1.0" name="x"><CodeBook>${codesElement}</CodeBook></Project>`
    expect(await projectSchemaErrors(asProject)).toEqual([])
    expect(toQdc([])).not.toContain('<Codes>')
  })
})

describe('toCodebookCsv', () => {
  it('lists name, description, parent, highlights and interviews, with a BOM and formula-safe cells', () => {
    const hostile = {
      id: 'code-evil',
      name: '=HYPERLINK("http://evil.test","click")',
      description: '+1 @everyone',
      parentId: 'code-delivery',
    }
    const csv = toCodebookCsv([...codes, hostile], highlights, answers, 3)
    expect(csv.startsWith('\uFEFFName,Description,Parent,Highlights,Interviews\r\n')).toBe(true)
    expect(csv).toContain('Delivery,Getting the coffee there,,1,1 of 3\r\n')
    expect(csv).toContain('Late delivery,,Delivery,3,2 of 3\r\n')
    expect(csv).toContain(
      `"'=HYPERLINK(""http://evil.test"",""click"")","'+1 @everyone",Delivery,0,0 of 3\r\n`,
    )
    expect(csv).toContain('"Price & ""value""",,,1,1 of 3\r\n')
  })

  it("says a segment's counts on a line before the columns", () => {
    const csv = toCodebookCsv(codes, highlights, answers, 3, 'Plan is Subscriber')
    expect(csv.startsWith('\uFEFFSegment,Plan is Subscriber\r\nName,Description,')).toBe(true)
  })
})

describe('guidOf and codingFileName', () => {
  it('gives UUID-shaped GUIDs, the same for the same record and different for others', () => {
    const guid = guidOf('code', 'code-late')
    expect(guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(guidOf('code', 'code-late')).toBe(guid)
    const many = new Set(
      Array.from({ length: 5000 }, (_, index) => guidOf('selection', `h-${index}`)),
    )
    expect(many.size).toBe(5000)
    expect(guidOf('source', 'code-late')).not.toBe(guid)
  })

  it('names the files after the project', () => {
    expect(codingFileName('Café / study', 'qdpx')).toBe('Café - study-coding.qdpx')
    expect(codingFileName('Café', 'qdc')).toBe('Café-codebook.qdc')
    expect(codingFileName('', 'csv')).toBe('project-codebook.csv')
    expect(codingFileName('Café', 'qdpx', 'Plan is Subscriber')).toBe(
      'Café (Plan is Subscriber)-coding.qdpx',
    )
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

describe('consent in QDPX (docs/product.md#consent)', () => {
  it("writes an interview's consent in its source's heading, and keeps every passage selected", () => {
    const consent = { consentedAt: '2026-10-05T09:00:00.000Z', textHash: 'a'.repeat(64) }
    const [first, ...rest] = interviews.filter((interview) => interview.isComplete)
    if (!first) throw new Error('no completed interview')
    const consented = { ...input, interviews: [{ ...first, consent }, ...rest] }
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
    const content = buildQdpxContent({ ...input, interviews: marked })
    const source = content.sources.find((each) => each.interviewId === probed.interviewId)
    expect(source?.text).toContain(
      `Question ${probed.label}: ${probed.questionText}\nSuggested by Ada Admin\n${probed.text}\n`,
    )
    expect(content.sources.filter((each) => each.text.includes('Suggested by'))).toHaveLength(1)
    const files = unzip(toQdpx({ ...input, interviews: marked }).bytes)
    const selected = selectedText(files.get('project.qde') ?? '', files)
    const plain = unzip(toQdpx(input).bytes)
    expect(selected).toEqual(selectedText(plain.get('project.qde') ?? '', plain))
  })
})
