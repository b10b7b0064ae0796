/**
 * The Insights exports as strings (the tab downloads them): CSV and JSON with one entry per
 * answer, and a readable Markdown report. Sentiment only when the options include it (admins);
 * interviewee names and emails only when the user asked for them.
 */
import type { ProjectInterview, Sentiment } from '../../../api/types'
import { shortId } from '../../../lib/ids'
import { SENTIMENT_ORDER } from './answers'
import type { ExportOptions, InsightAnswer, Insights, SentimentCounts } from './types'

export type ExportFormat = 'csv' | 'json' | 'md'

/** One answer with the interview facts every export shows beside it. */
interface ExportRow {
  answer: InsightAnswer
  interview: ProjectInterview | undefined
}

function rowsOf(insights: Insights, interviews: readonly ProjectInterview[]): ExportRow[] {
  const byId = new Map(interviews.map((interview) => [interview.id, interview]))
  return insights.answers.map((answer) => ({ answer, interview: byId.get(answer.interviewId) }))
}

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
 * A CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled.
 * A cell a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return first)
 * gets a leading apostrophe, as OWASP advises against CSV injection.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** One row per answer of the completed interviews, lines ended by CRLF (RFC 4180). */
export function toCsv(
  insights: Insights,
  interviews: readonly ProjectInterview[],
  options: ExportOptions,
): string {
  const header = ['Interview ID', 'Started', 'Completed', 'Question number', 'Question', 'Answer']
  const names = (options.attributes?.attributes ?? []).map((attribute) => attribute.name)
  header.push(...names)
  if (options.includeSentiment) header.push('Sentiment')
  if (options.includePersonalData) header.push('Interviewee name', 'Interviewee email')
  const lines = [header]
  for (const { answer, interview } of rowsOf(insights, interviews)) {
    const cells = [
      answer.interviewId,
      interview?.createdAt ?? '',
      interview?.completedAt ?? '',
      answer.label,
      answer.questionText,
      answer.text,
    ]
    const attributes = attributesOf(interview, options)
    cells.push(...names.map((name) => attributes.get(name) ?? ''))
    if (options.includeSentiment) cells.push(answer.sentiment ?? '')
    if (options.includePersonalData) {
      const person = intervieweeOf(interview)
      cells.push(person.name, person.email)
    }
    lines.push(cells)
  }
  return lines.map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('')
}

interface JsonAnswer {
  questionNumber: string
  question: string
  answer: string
  sentiment?: Sentiment | null
}

interface JsonInterview {
  id: string
  started: string | null
  completed: string | null
  interviewee?: { name: string; email: string }
  /** Attribute name → value, the unset ones left out. */
  attributes?: Record<string, string>
  answers: JsonAnswer[]
}

/** The CSV's data nested by interview (oldest first), pretty-printed. */
export function toJson(
  insights: Insights,
  interviews: readonly ProjectInterview[],
  options: ExportOptions,
): string {
  const nested: JsonInterview[] = []
  for (const { answer, interview } of rowsOf(insights, interviews)) {
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
        answers: [],
      }
      nested.push(entry)
    }
    entry.answers.push({
      questionNumber: answer.label,
      question: answer.questionText,
      answer: answer.text,
      ...(options.includeSentiment && { sentiment: answer.sentiment }),
    })
  }
  return `${JSON.stringify({ interviews: nested }, null, 2)}\n`
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
  const byId = new Map(interviews.map((interview) => [interview.id, interview]))
  const lines: string[] = [`# ${markdownCell(projectName.trim() || 'Project')}: insights`, '']
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
      let source = `Question ${quote.label}, interview ${shortId(quote.interviewId)}`
      if (options.includePersonalData) {
        const person = intervieweeOf(byId.get(quote.interviewId))
        source += `, ${person.name}${person.email ? ` (${person.email})` : ''}`
      }
      lines.push(
        '',
        ...markdownText(text)
          .split(/\r\n|\r|\n/)
          .map((line) => `> ${line}`.trimEnd()),
        '>',
        `> — ${markdownCell(source)}`,
      )
    }
    lines.push('')
  }
  return `${lines.join('\n').trimEnd()}\n`
}

/** Characters file systems refuse or give a meaning; control characters are refused too. */
const UNSAFE = '\\/:*?"<>|'
const MAX_NAME = 80

/**
 * `{project name}-insights.{ext}`, safe on Windows, macOS and Linux: \ / : * ? " < > | and
 * control characters become '-', leading and trailing dots, dashes and spaces go, the name is
 * cut to 80 characters (whole code points); 'project' when nothing is left.
 */
export function exportFileName(projectName: string, format: ExportFormat): string {
  const replaced = Array.from(projectName.normalize('NFC'), (character) => {
    const code = character.codePointAt(0) ?? 0
    return code < 0x20 || code === 0x7f || UNSAFE.includes(character) ? '-' : character
  }).join('')
  const trim = (text: string) => text.replace(/^[\s.-]+|[\s.-]+$/g, '')
  const cleaned = trim(replaced.replace(/-+/g, '-').replace(/\s+/g, ' '))
  const cut = trim(Array.from(cleaned).slice(0, MAX_NAME).join(''))
  return `${cut || 'project'}-insights.${format}`
}
