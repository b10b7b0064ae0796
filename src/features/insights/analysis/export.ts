/**
 * The Insights exports as strings (the tab downloads them): CSV and JSON with one entry per
 * answer, and a readable Markdown report. Sentiment only when the options include it (admins);
 * interviewee names and emails only when the user asked for them; the codes of each answer and
 * a section per code when the options carry the project's coding.
 */
import type { ProjectInterview, Sentiment } from '@/contract/types'
import { csvDocument, projectFileName } from '@/lib/files'
import { distinctShortIds } from '@/lib/ids'
import { SENTIMENT_ORDER } from '@/domain/insights/answers'
import type { AnswerCoding, ExportOptions, InsightAnswer, Insights, SentimentCounts } from './types'
import * as probes from './suggested-by'

export { csvCell } from '@/lib/files'

export type ExportFormat = 'csv' | 'json' | 'md'

/** One answer with the interview facts and the coding every export shows beside it. */
interface ExportRow {
  answer: InsightAnswer
  interview: ProjectInterview | undefined
  coding: AnswerCoding | undefined
}

function rowsOf(
  insights: Insights,
  interviews: readonly ProjectInterview[],
  options: ExportOptions,
): ExportRow[] {
  const byId = new Map(interviews.map((interview) => [interview.id, interview]))
  return insights.answers.map((answer) => ({
    answer,
    interview: byId.get(answer.interviewId),
    coding: options.coding?.answer(answer.interviewId, answer.questionId),
  }))
}

/** Which engine made an answer's sentiment, transcript and follow-up (docs/architecture.md#ai). */
interface AnswerEngines {
  sentimentEngine: string | null
  transcriptEngine: string | null
  questionEngine: string | null
}

const ENGINE_COLUMNS = ['Sentiment engine', 'Transcript engine', 'Follow-up engine']

/**
 * Admins' exports carry the engines with the sentiment, when the server reports them: a server
 * that does not say which engine made what leaves the columns out rather than guess.
 */
function carriesEngines(interviews: readonly ProjectInterview[], options: ExportOptions): boolean {
  return (
    options.includeSentiment &&
    interviews.some((interview) =>
      interview.answers.some((answer) => answer.sentimentEngine !== undefined),
    )
  )
}

function enginesOf(interview: ProjectInterview | undefined, questionId: string): AnswerEngines {
  const answer = interview?.answers.find((candidate) => candidate.questionId === questionId)
  return {
    sentimentEngine: answer?.sentimentEngine ?? null,
    transcriptEngine: answer?.transcriptEngine ?? null,
    questionEngine: answer?.questionEngine ?? null,
  }
}

/** Codes in a CSV cell: names joined by '; '. */
const CODE_SEPARATOR = '; '

function intervieweeOf(interview: ProjectInterview | undefined): { name: string; email: string } {
  const user = interview?.user
  // The contract sends no user once the account is deleted.
  if (!user) return { name: 'Deleted user', email: '' }
  return { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email }
}

/** Attribute name → the interviewee's value, in the project's order; unset ones absent. */
function attributesOf(
  interview: ProjectInterview | undefined,
  options: ExportOptions,
): Map<string, string> {
  const data = options.attributes
  const values = data?.members.find((member) => member.userId === interview?.userId)?.values ?? {}
  return new Map(
    (data?.attributes ?? []).flatMap((attribute) => {
      const value = values[attribute.id]
      return value === undefined ? [] : [[attribute.name, value] as [string, string]]
    }),
  )
}

/**
 * One row per answer of the completed interviews, lines ended by CRLF (RFC 4180), after a
 * byte-order mark so that Excel, like LibreOffice and Google Sheets, reads the accents as UTF-8.
 */
export function toCsv(
  insights: Insights,
  interviews: readonly ProjectInterview[],
  options: ExportOptions,
): string {
  const coded = options.coding !== undefined
  const withEngines = carriesEngines(interviews, options)
  const header = ['Interview ID', 'Started', 'Completed', 'Question number', 'Question', 'Answer']
  const withSuggesters = probes.carriesSuggesters(interviews)
  if (withSuggesters) header.push(probes.SUGGESTED_BY_COLUMN)
  const names = (options.attributes?.attributes ?? []).map((attribute) => attribute.name)
  if (coded) header.push('Codes')
  header.push(...names)
  if (options.includeSentiment) {
    header.push('Sentiment')
    if (coded) header.push('Sentiment source', 'Original sentiment')
    if (withEngines) header.push(...ENGINE_COLUMNS)
  }
  if (options.includePersonalData) header.push('Interviewee name', 'Interviewee email')
  // docs/product.md#consent: only when an interview carries one, so older exports keep their shape.
  const withConsent = interviews.some((interview) => interview.consent)
  if (withConsent) header.push('Consented at', 'Consent text SHA-256')
  // docs/product.md#segments: a segment's file says so before its columns, so a copy read on
  // its own is never taken for the whole project; a whole-project file keeps its shape.
  const lines = options.segment ? [['Segment', options.segment], header] : [header]
  for (const { answer, interview, coding } of rowsOf(insights, interviews, options)) {
    const cells = [
      answer.interviewId,
      interview?.createdAt ?? '',
      interview?.completedAt ?? '',
      answer.label,
      answer.questionText,
      answer.text,
    ]
    if (withSuggesters) cells.push(probes.suggesterOf(interview, answer.questionId) ?? '')
    if (coded) cells.push((coding?.codes ?? []).join(CODE_SEPARATOR))
    const attributes = attributesOf(interview, options)
    cells.push(...names.map((name) => attributes.get(name) ?? ''))
    if (options.includeSentiment) {
      cells.push(answer.sentiment ?? '')
      if (coded) {
        const provenance = sentimentProvenance(answer, coding)
        cells.push(provenance.sentimentSource, provenance.originalSentiment ?? '')
      }
      if (withEngines) {
        const engines = enginesOf(interview, answer.questionId)
        cells.push(
          engines.sentimentEngine ?? '',
          engines.transcriptEngine ?? '',
          engines.questionEngine ?? '',
        )
      }
    }
    if (options.includePersonalData) {
      const person = intervieweeOf(interview)
      cells.push(person.name, person.email)
    }
    if (withConsent)
      cells.push(interview?.consent?.consentedAt ?? '', interview?.consent?.textHash ?? '')
    lines.push(cells)
  }
  return csvDocument(lines)
}

/** Where the answer's sentiment came from: the AI's unless the coding says a researcher's. */
function sentimentProvenance(
  answer: InsightAnswer,
  coding: AnswerCoding | undefined,
): Pick<AnswerCoding, 'sentimentSource' | 'originalSentiment'> {
  return coding ?? { sentimentSource: 'ai', originalSentiment: answer.sentiment }
}

interface JsonAnswer extends Partial<AnswerEngines> {
  questionNumber: string
  question: string
  answer: string
  suggestedBy?: string
  codes?: readonly string[]
  sentiment?: Sentiment | null
  sentimentSource?: AnswerCoding['sentimentSource']
  originalSentiment?: Sentiment | null
}

interface JsonInterview {
  id: string
  started: string | null
  completed: string | null
  interviewee?: { name: string; email: string }
  /** Attribute name → value, the unset ones left out. */
  attributes?: Record<string, string>
  /** docs/product.md#consent: when the interviewee agreed, and the hash of the text. */
  consent?: { consentedAt: string; textHash: string }
  answers: JsonAnswer[]
}

/** The CSV's data nested by interview (oldest first), pretty-printed. */
export function toJson(
  insights: Insights,
  interviews: readonly ProjectInterview[],
  options: ExportOptions,
): string {
  const nested: JsonInterview[] = []
  const coded = options.coding !== undefined
  const withEngines = carriesEngines(interviews, options)
  for (const { answer, interview, coding } of rowsOf(insights, interviews, options)) {
    const suggestedBy = probes.suggesterOf(interview, answer.questionId)
    let entry = nested.at(-1)
    if (entry?.id !== answer.interviewId) {
      entry = {
        id: answer.interviewId,
        started: interview?.createdAt ?? null,
        completed: interview?.completedAt ?? null,
        ...(options.includePersonalData && { interviewee: intervieweeOf(interview) }),
        ...(options.attributes && {
          attributes: Object.fromEntries(attributesOf(interview, options)),
        }),
        ...(interview?.consent && { consent: { ...interview.consent } }),
        answers: [],
      }
      nested.push(entry)
    }
    entry.answers.push({
      questionNumber: answer.label,
      question: answer.questionText,
      answer: answer.text,
      ...(suggestedBy && { suggestedBy }),
      ...(coded && { codes: coding?.codes ?? [] }),
      ...(options.includeSentiment && { sentiment: answer.sentiment }),
      ...(options.includeSentiment && coded && sentimentProvenance(answer, coding)),
      ...(withEngines && enginesOf(interview, answer.questionId)),
    })
  }
  const scope = options.segment ? { segment: options.segment } : {}
  return `${JSON.stringify({ ...scope, interviews: nested }, null, 2)}\n`
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** 'N completed interviews · M answers', as the tab's overview says it. */
export function overviewLine(insights: Pick<Insights, 'interviewCount' | 'answerCount'>): string {
  return `${plural(insights.interviewCount, 'completed interview', 'completed interviews')} · ${plural(insights.answerCount, 'answer', 'answers')}`
}

/** Text shown as written in Markdown: its syntax characters escaped. */
function markdownText(text: string): string {
  return text
    .replace(/[\\`*_[\]<>|~]/g, '\\$&')
    .replace(/^([#>+=-]|\d+[.)])/gm, (start) => `\\${start}`)
}

/** A table cell: escaped, on one line. */
const markdownCell = (text: string) => markdownText(text).replace(/\s*[\r\n]+\s*/g, ' ')

/** The day of an ISO timestamp (no locale or time zone, so the report is the same anywhere). */
const day = (iso: string | null) => (iso ?? '').slice(0, 10)

const sentimentName = (sentiment: Sentiment) =>
  sentiment.charAt(0).toUpperCase() + sentiment.slice(1)

function sentimentLine(counts: SentimentCounts): string {
  const parts = SENTIMENT_ORDER.flatMap((sentiment) => {
    const count = counts[sentiment]
    return count === undefined ? [] : [`${sentimentName(sentiment)} ${count}`]
  })
  return parts.length === 0 ? 'No sentiment recorded' : parts.join(' · ')
}

/**
 * A readable report: the overview, answers per question and the themes with their quotes (each
 * with its question number and interview). Quotes are the answers' words, escaped only so that
 * Markdown shows them as written.
 */
export function toMarkdown(
  insights: Insights,
  interviews: readonly ProjectInterview[],
  options: ExportOptions,
  projectName: string,
): string {
  const sources: Sources = {
    interviews: new Map(interviews.map((interview) => [interview.id, interview])),
    // Unique even if two ids end alike, so that a quote's interview is never ambiguous.
    labels: distinctShortIds([
      ...interviews.map((interview) => interview.id),
      ...insights.answers.map((answer) => answer.interviewId),
    ]),
    suggester: probes.suggestersByLabel(insights.answers, interviews),
  }
  const lines: string[] = [`# ${markdownCell(projectName.trim() || 'Project')}: insights`, '']
  if (options.segment) lines.push(`Segment: ${markdownCell(options.segment)}`, '')
  lines.push(overviewLine(insights))
  if (insights.firstDate !== null && insights.lastDate !== null) {
    const [from, to] = [day(insights.firstDate), day(insights.lastDate)]
    lines.push('', from === to ? `On ${from}` : `From ${from} to ${to}`)
  }
  if (options.includeSentiment) lines.push('', `Sentiment: ${sentimentLine(insights.sentiment)}`)

  lines.push('', '## Answers per question', '')
  const columns = options.includeSentiment
    ? SENTIMENT_ORDER.filter((sentiment) =>
        insights.questions.some((question) => question.sentiment[sentiment] !== undefined),
      )
    : []
  const header = ['#', 'Question', 'Answers', ...columns.map(sentimentName)]
  lines.push(`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`)
  for (const question of insights.questions) {
    const cells = [
      question.label,
      markdownCell(question.text),
      String(question.answerCount),
      ...columns.map((sentiment) => String(question.sentiment[sentiment] ?? 0)),
    ]
    lines.push(`| ${cells.join(' | ')} |`)
  }

  lines.push('', '## Themes', '')
  if (insights.interviewCount < 2) lines.push('Not enough interviews to find themes yet.')
  else if (insights.themes.length === 0) lines.push('No theme recurs in 2 interviews or more.')
  for (const theme of insights.themes) {
    lines.push(
      `### ${markdownCell(theme.label)}`,
      '',
      `${theme.interviewCount} of ${insights.interviewCount} interviews`,
    )
    if (options.includeSentiment) lines.push('', `Sentiment: ${sentimentLine(theme.sentiment)}`)
    for (const quote of theme.quotes) {
      const text = `${quote.truncatedStart ? '…' : ''}${quote.text}${quote.truncatedEnd ? '…' : ''}`
      lines.push(...quoteLines(text, sourceLine(quote.label, quote.interviewId, options, sources)))
    }
    lines.push('')
  }
  if (options.coding) lines.push(...codeSections(options, sources))
  return `${lines.join('\n').trimEnd()}\n`
}

/** The report's interviews by id, and the label each shows as. */
interface Sources {
  interviews: ReadonlyMap<string, ProjectInterview>
  labels: ReadonlyMap<string, string>
  suggester: (interviewId: string, label: string) => string | undefined
}

/** Where a quote or passage comes from: its question number and interview, and who with consent. */
function sourceLine(
  label: string,
  interviewId: string,
  options: ExportOptions,
  sources: Sources,
): string {
  let source = `Question ${label}, interview ${sources.labels.get(interviewId) ?? interviewId}`
  if (options.includePersonalData) {
    const person = intervieweeOf(sources.interviews.get(interviewId))
    source += `, ${person.name}${person.email ? ` (${person.email})` : ''}`
  }
  const suggester = sources.suggester(interviewId, label)
  // docs/product.md#watch-live: a line of its own under the source, as Interview Details has it.
  const by = suggester ? `\n> Suggested by ${markdownCell(suggester)}` : ''
  return `${markdownCell(source)}${by}`
}

/** A verbatim text as a Markdown quote, then its source. */
const quoteLines = (text: string, source: string) => [
  '',
  ...markdownText(text)
    .split(/\r\n|\r|\n/)
    .map((line) => `> ${line}`.trimEnd()),
  '>',
  `> — ${source}`,
]

/** '## Codes': a section per code, in codebook order, with its passages verbatim. */
function codeSections(options: ExportOptions, sources: Sources): string[] {
  const lines = ['', '## Codes', '']
  const codes = options.coding?.codes ?? []
  if (codes.length === 0) lines.push('No codes yet.')
  for (const code of codes) {
    lines.push(
      `### ${markdownCell(code.name)}`,
      '',
      plural(code.passages.length, 'passage', 'passages'),
    )
    for (const passage of code.passages) {
      lines.push(
        ...quoteLines(
          passage.text,
          sourceLine(passage.label, passage.interviewId, options, sources),
        ),
      )
    }
    lines.push('')
  }
  return lines
}

/**
 * `{project name}-insights.{ext}`, or `{project name} ({segment})-insights.{ext}` for a segment,
 * safe on every file system (projectFileName).
 */
export function exportFileName(projectName: string, format: ExportFormat, segment = ''): string {
  return projectFileName(projectName, `insights.${format}`, segment)
}
