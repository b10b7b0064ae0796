/**
 * Export QDPX (issue 22, item 7): a REFI-QDA project that ATLAS.ti, NVivo, MAXQDA and QualCoder
 * import. A zip of `project.qde` (QDA-XML 1.0, urn:QDA-XML:project:1.0) and one UTF-8 text
 * per completed interview in `sources/<GUID>.txt`, whose text is the interview's numbered
 * questions and answers. Each highlight whose passage is found becomes a PlainTextSelection
 * with its Coding; its positions count Unicode code points of that text from 0, end exclusive
 * (REFI-QDA 1.5 §10.2), where the API counts UTF-16 code units of the answer
 * (docs/product.md#coding-exports).
 */
import { strToU8, zipSync } from 'fflate'
import { distinctShortIds } from '@/lib/ids'
import { guidOf } from './guid'
import { answerKeyOf, isPassageFound } from '@/domain/coding/passages'
import { casesXml, type QdpxAttributes } from './qda-cases'
import { codesXml, codeGuid } from './qda-codes'
import type { CodingCode, CodingHighlight, CodingPerson, LabelledAnswer } from './types'
import { attributes, xmlDateTime, xmlText } from './xml'

/** What the export needs of an interview: the contract's ProjectInterview fits. */
export interface ExportInterview {
  id: string
  /** The interviewee, whose Case the interview's source belongs to. */
  userId?: string | null
  isComplete: boolean
  createdAt?: string | null
  completedAt?: string | null
  user?: { firstName: string; lastName: string; email: string } | null
  /** docs/product.md#consent: written in the source's heading when given. */
  consent?: { consentedAt: string; textHash: string } | null | undefined
  /** docs/product.md#watch-live: who suggested a probed follow-up, written under its question. */
  answers?: readonly { questionId: string; suggestedBy?: string | undefined }[]
}

export interface QdpxInput {
  projectName: string
  /** Written as the project's creation time and the zip entries' time: nothing reads a clock. */
  exportedAt: string
  codes: readonly CodingCode[]
  highlights: readonly CodingHighlight[]
  /** The completed interviews' answers, numbered, grouped by interview (insights' answers fit). */
  answers: readonly LabelledAnswer[]
  interviews: readonly ExportInterview[]
  /** Interviewee names and emails only when the user ticked 'Include interviewee names and emails'. */
  includeIdentities: boolean
  /** The project's attributes: Variables, and a Case per interviewee with their values. */
  attributes?: QdpxAttributes
  /** The segment the file covers ('Plan is Subscriber'): the project's Description says it. */
  segment?: string
}

interface QdpxSource {
  guid: string
  name: string
  interviewId: string
  text: string
  userId: string | null
  /** The interviewee's name when names are exported, else null. */
  intervieweeName: string | null
}

export interface QdpxContent {
  /** project.qde */
  project: string
  sources: QdpxSource[]
  /** Highlights left out: passage not found in its answer, or no completed interview for it. */
  skippedHighlights: number
}

/** How many code points of `text` come before its UTF-16 index `utf16Index`. */
function codePointsUpTo(text: string, utf16Index: number): number {
  let count = 0
  for (let index = 0; index < utf16Index; index++) {
    const code = text.charCodeAt(index)
    // A low surrogate after a high one is the second half of one code point.
    if (code >= 0xdc00 && code <= 0xdfff && index > 0) {
      const before = text.charCodeAt(index - 1)
      if (before >= 0xd800 && before <= 0xdbff) continue
    }
    count++
  }
  return count
}

const codePointLength = (text: string) => codePointsUpTo(text, text.length)

/** Where an answer's text starts in its source (in code points), and the text itself. */
interface AnswerPlace {
  sourceIndex: number
  codePointStart: number
  text: string
}

function intervieweeLine(interview: ExportInterview): string {
  const user = interview.user
  if (!user) return 'Interviewee: Deleted user'
  const name = `${user.firstName} ${user.lastName}`.trim()
  return `Interviewee: ${name}${user.email ? ` <${user.email}>` : ''}`
}

function sourceName(interview: ExportInterview, label: string, includeIdentities: boolean): string {
  const base = `Interview ${label}`
  const user = interview.user
  if (!includeIdentities || !user) return base
  const name = `${user.firstName} ${user.lastName}`.trim()
  return name === '' ? base : `${base} (${name})`
}

/**
 * The text of each completed interview and where each answer's text starts in it. The text:
 * a heading, then per answer 'Question {N.M}: {question}' and the answer on the next line,
 * with a blank line between answers.
 */
function buildSources(input: QdpxInput): {
  sources: QdpxSource[]
  places: Map<string, AnswerPlace>
} {
  const answersOf = new Map<string, LabelledAnswer[]>()
  for (const answer of input.answers) {
    const list = answersOf.get(answer.interviewId)
    if (list) list.push(answer)
    else answersOf.set(answer.interviewId, [answer])
  }
  const sources: QdpxSource[] = []
  const places = new Map<string, AnswerPlace>()
  // In the answers' order (insights list them oldest interview first), then as given.
  const firstAnswer = new Map([...answersOf.keys()].map((id, index) => [id, index]))
  const rank = (id: string) => firstAnswer.get(id) ?? firstAnswer.size
  const completed = input.interviews
    .filter((interview) => interview.isComplete)
    .map((interview, index) => ({ interview, index, rank: rank(interview.id) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ interview }) => interview)
  // Unique even if two ids end alike: QDA tools drop or rename a source of a taken name.
  const labels = distinctShortIds(completed.map((interview) => interview.id))
  for (const interview of completed) {
    const label = labels.get(interview.id) ?? interview.id
    const parts = [`Interview ${label}`]
    if (input.includeIdentities) parts.push(intervieweeLine(interview))
    const started = interview.createdAt ?? ''
    if (started !== '') parts.push(`Started: ${started}`)
    if (interview.completedAt) parts.push(`Completed: ${interview.completedAt}`)
    if (interview.consent)
      parts.push(
        `Consented: ${interview.consent.consentedAt} (consent text SHA-256 ${interview.consent.textHash})`,
      )
    let text = `${parts.join('\n')}\n`
    let codePoints = codePointLength(text)
    for (const answer of answersOf.get(interview.id) ?? []) {
      const suggester = interview.answers?.find(
        (candidate) => candidate.questionId === answer.questionId,
      )?.suggestedBy
      const by = suggester ? `Suggested by ${suggester}\n` : ''
      const heading = `\nQuestion ${answer.label}: ${answer.questionText}\n${by}`
      text += heading
      codePoints += codePointLength(heading)
      const key = answerKeyOf(answer)
      if (!places.has(key)) {
        places.set(key, {
          sourceIndex: sources.length,
          codePointStart: codePoints,
          text: answer.text,
        })
      }
      text += `${answer.text}\n`
      codePoints += codePointLength(answer.text) + 1
    }
    const name = sourceName(interview, label, input.includeIdentities)
    const user = input.includeIdentities ? interview.user : null
    sources.push({
      guid: guidOf('source', interview.id),
      name,
      interviewId: interview.id,
      text,
      userId: interview.userId ?? null,
      intervieweeName: user ? `${user.firstName} ${user.lastName}`.trim() || null : null,
    })
  }
  return { sources, places }
}

interface Selection {
  start: number
  end: number
  xml: string
}

/** The project.qde and the source texts, before zipping. */
export function buildQdpxContent(input: QdpxInput): QdpxContent {
  const { sources, places } = buildSources(input)
  const codeIds = new Set(input.codes.map((code) => code.id))
  // The project's Users: the researchers who coded the exported highlights.
  const users = new Map<string, CodingPerson>()
  const selections: Selection[][] = sources.map(() => [])
  let skippedHighlights = 0
  for (const highlight of input.highlights) {
    if (!codeIds.has(highlight.codeId)) continue
    const place = places.get(answerKeyOf(highlight))
    if (!place || !isPassageFound(highlight, place.text)) {
      skippedHighlights++
      continue
    }
    const start = place.codePointStart + codePointsUpTo(place.text, highlight.start)
    const end = start + codePointLength(highlight.text)
    const person = highlight.createdBy ?? null
    if (person && !users.has(person.id)) users.set(person.id, person)
    const creator = person ? guidOf('user', person.id) : null
    const created = xmlDateTime(highlight.createdAt)
    const note = highlight.note?.trim() ?? ''
    const lines = [
      `\t\t\t<PlainTextSelection${attributes({
        guid: guidOf('selection', highlight.id),
        name: Array.from(highlight.text.replace(/\s+/g, ' ').trim()).slice(0, 80).join(''),
        startPosition: start,
        endPosition: end,
        creatingUser: creator,
        creationDateTime: created,
      })}>`,
    ]
    if (note !== '') lines.push(`\t\t\t\t<Description>${xmlText(note)}</Description>`)
    lines.push(
      `\t\t\t\t<Coding${attributes({
        guid: guidOf('coding', highlight.id),
        creatingUser: creator,
        creationDateTime: created,
      })}>`,
      `\t\t\t\t\t<CodeRef${attributes({ targetGUID: codeGuid(highlight.codeId) })}/>`,
      '\t\t\t\t</Coding>',
      '\t\t\t</PlainTextSelection>',
    )
    selections[place.sourceIndex]?.push({ start, end, xml: lines.join('\n') })
  }

  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Project xmlns="urn:QDA-XML:project:1.0"${attributes({
      name: input.projectName.trim() || 'Project',
      origin: 'Candor',
      creationDateTime: xmlDateTime(input.exportedAt),
    })}>`,
  ]
  if (users.size > 0) {
    lines.push('\t<Users>')
    for (const user of [...users.values()].sort((a, b) => (a.id < b.id ? -1 : 1))) {
      const name = `${user.firstName} ${user.lastName}`.trim()
      lines.push(`\t\t<User${attributes({ guid: guidOf('user', user.id), name })}/>`)
    }
    lines.push('\t</Users>')
  }
  const codes = codesXml(input.codes, 2)
  if (codes !== null) lines.push('\t<CodeBook>', codes, '\t</CodeBook>')
  lines.push(...casesXml(input.attributes, sources))
  if (sources.length > 0) {
    lines.push('\t<Sources>')
    sources.forEach((source, index) => {
      const open = `\t\t<TextSource${attributes({
        guid: source.guid,
        name: source.name,
        plainTextPath: `internal://${source.guid}.txt`,
      })}`
      const own = (selections[index] ?? []).sort((a, b) => a.start - b.start || a.end - b.end)
      if (own.length === 0) {
        lines.push(`${open}/>`)
        return
      }
      lines.push(`${open}>`, ...own.map((selection) => selection.xml), '\t\t</TextSource>')
    })
    lines.push('\t</Sources>')
  }
  if (input.segment)
    lines.push(`\t<Description>${xmlText(`Segment: ${input.segment}`)}</Description>`)
  lines.push('</Project>')
  return { project: `${lines.join('\n')}\n`, sources, skippedHighlights }
}

/** The .qdpx file: project.qde at the root and the texts in sources/, dated `exportedAt`. */
export function toQdpx(input: QdpxInput): { bytes: Uint8Array; skippedHighlights: number } {
  const content = buildQdpxContent(input)
  const parsed = Date.parse(input.exportedAt)
  // Zip times start in 1980; a missing or earlier date would make the entries unreadable.
  const mtime = Number.isFinite(parsed)
    ? Math.max(parsed, Date.UTC(1980, 0, 2))
    : Date.UTC(1980, 0, 2)
  const files: Record<string, Uint8Array> = { 'project.qde': strToU8(content.project) }
  const folder: Record<string, Uint8Array> = {}
  for (const source of content.sources) folder[`${source.guid}.txt`] = strToU8(source.text)
  const bytes = zipSync(
    { ...files, ...(content.sources.length > 0 && { sources: folder }) },
    { level: 6, mtime },
  )
  return { bytes, skippedHighlights: content.skippedHighlights }
}
