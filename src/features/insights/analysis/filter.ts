/**
 * The Answers list's search and filters, and the ranges its rows highlight. Matching ignores
 * case and accents ('cafe' finds 'Café'); ranges index the text as written.
 */
import { fold, foldWithMap } from '@/domain/insights/text'
import type { AnswerFilter, InsightAnswer } from './types'

/** The query as matching compares it: folded, whitespace collapsed; '' matches everything. */
function normalizeQuery(query: string | undefined): string {
  return fold((query ?? '').trim().replace(/\s+/g, ' '))
}

/** Folds a text with its runs of whitespace collapsed, as queries are. */
const foldForSearch = (text: string) => fold(text.replace(/\s+/g, ' '))

/**
 * Each answer's folded texts, kept while the answer lives: a search runs on every keystroke,
 * and folding 5,000 answers each time would cost more than the matching.
 */
const searchable = new WeakMap<InsightAnswer, { text: string; question: string }>()

function searchableOf(answer: InsightAnswer): { text: string; question: string } {
  let entry = searchable.get(answer)
  if (!entry) {
    entry = { text: foldForSearch(answer.text), question: foldForSearch(answer.questionText) }
    searchable.set(answer, entry)
  }
  return entry
}

/**
 * The answers that match every part of the filter: the query in the answer's text or its
 * question's text; the question (a primary question's id matches its follow-ups too); the
 * sentiment. Order is kept.
 */
export function filterAnswers(
  answers: readonly InsightAnswer[],
  filter: AnswerFilter,
): InsightAnswer[] {
  const query = normalizeQuery(filter.query)
  const questionId = filter.questionId ?? null
  const sentiment = filter.sentiment ?? null
  return answers.filter(
    (answer) =>
      (questionId === null || answer.primaryQuestionId === questionId) &&
      (sentiment === null || answer.sentiment === sentiment) &&
      (query === '' ||
        searchableOf(answer).text.includes(query) ||
        searchableOf(answer).question.includes(query)),
  )
}

const MARK = /^\p{M}$/u

/** A range of a text to highlight: `text.slice(start, end)`. */
export interface TextRange {
  start: number
  end: number
}

/**
 * Where `query` occurs in `text` (ignoring case and accents, any run of whitespace matching a
 * space), as ranges of the original text, in order and not overlapping; none for an empty query.
 */
export function highlightRanges(text: string, query: string): TextRange[] {
  const words = normalizeQuery(query)
  if (words === '') return []
  const { folded, starts, ends } = foldWithMap(text)
  // Whitespace in the text matches a single space in the query, however long the run.
  const pattern = new RegExp(
    words
      .split(' ')
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s+'),
    'g',
  )
  const ranges: TextRange[] = []
  for (const match of folded.matchAll(pattern)) {
    if (match[0].length === 0) continue
    const start = starts[match.index] ?? 0
    let end = ends[match.index + match[0].length - 1] ?? start
    // Accents written as separate marks fold to nothing: they belong to the letter matched.
    while (end < text.length && MARK.test(text[end] ?? '')) end++
    const previous = ranges.at(-1)
    if (previous && start < previous.end) continue
    ranges.push({ start, end })
  }
  return ranges
}
