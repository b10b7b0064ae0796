// The local AI stub's Ask (docs/product.md#ask): extractive and deterministic. A MiniSearch index
// of a project's answers (BM25 ranking, light stems, fuzzy and prefix matching) finds the answers
// that mention the question; the citations are those answers' own text, never rewritten.

import MiniSearch, { type SearchResult } from 'minisearch'
import { processTerm, tokenize, WORD } from './ask-terms'

/** The contract's limit on citations per answer. */
export const MAX_CITATIONS = 8

/**
 * An answer counts as mentioning the question when its score reaches this share of the best
 * answer's: a weak fuzzy or prefix match beside strong ones is noise. Not an absolute score:
 * BM25 gives a word that every answer uses a tiny weight, and 'all 12 mention the price' must
 * still be found. A question unrelated to every answer matches nothing at all, because question
 * words are stop words and fuzzy matching allows one edit (two in words of eight letters or more).
 */
const RELATIVE_THRESHOLD = 0.3

/** Edits allowed between a question's word and an answer's (after stemming). */
const fuzziness = (term: string) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false)

/** The most a citation keeps before and after the matched word; it ends at word boundaries. */
const CONTEXT_BEFORE = 80
const CONTEXT_AFTER = 160

/** One stored answer: its text exactly as stored, and where it belongs. */
export interface AskDocument {
  interviewId: string
  questionId: string
  text: string
}

/** A passage of one answer: `text` is the answer's text at [start, end), UTF-16 code units. */
interface AskCitation {
  interviewId: string
  questionId: string
  start: number
  end: number
  text: string
}

export interface AskAnswer {
  /** Interviews in scope with at least one answer that mentions the question. */
  mentioningInterviews: string[]
  citations: AskCitation[]
  /** Absent when nothing was found. */
  summary?: string
}

interface Hit {
  document: AskDocument
  score: number
  /**
   * The answer's words that matched, as indexed: the question's own words (after stemming) when
   * the answer has any, else those a prefix or a typo reached. A citation is centred on these and
   * the summary names them, so 'cold' cites 'cold coffee', not the 'told' one edit away.
   */
  terms: ReadonlySet<string>
}

/** The matched terms a hit is cited by: the exact ones if there are, else all of them. */
function citedTerms(matched: readonly string[], asked: ReadonlySet<string>): Set<string> {
  const exact = matched.filter((term) => asked.has(term))
  return new Set(exact.length > 0 ? exact : matched)
}

/** The first word of `text` whose processed form is one of `terms`: its [start, end). */
function firstMatch(text: string, terms: ReadonlySet<string>): [number, number] | undefined {
  for (const word of text.matchAll(WORD)) {
    const term = processTerm(word[0])
    if (term !== null && terms.has(term)) return [word.index, word.index + word[0].length]
  }
  return undefined
}

/**
 * The answer's text around [matchStart, matchEnd): the whole answer when it is short, else a
 * window cut back to whole words, spaces trimmed. Offsets into the stored text, never a copy.
 */
function citationOf(document: AskDocument, matchStart: number, matchEnd: number): AskCitation {
  const { text } = document
  let start = Math.max(0, matchStart - CONTEXT_BEFORE)
  let end = Math.min(text.length, matchEnd + CONTEXT_AFTER)
  if (start > 0) {
    const nextWord = text.slice(start, matchStart).search(/(?<=\s)\S/)
    start = nextWord === -1 ? matchStart : start + nextWord
  }
  if (end < text.length) {
    const tail = text.slice(matchEnd, end)
    const lastSpace = tail.search(/\s\S*$/)
    end = lastSpace === -1 ? matchEnd : matchEnd + lastSpace
  }
  while (start < end && /\s/.test(text.charAt(start))) start++
  while (end > start && /\s/.test(text.charAt(end - 1))) end--
  return {
    interviewId: document.interviewId,
    questionId: document.questionId,
    start,
    end,
    text: text.slice(start, end),
  }
}

/** Best first; equal scores in a fixed order, so the same data always gives the same answer. */
const byRelevance = (a: Hit, b: Hit) =>
  b.score - a.score ||
  (a.document.interviewId < b.document.interviewId ? -1 : 1) ||
  (a.document.questionId < b.document.questionId ? -1 : 1)

/** One cited answer per interview first, then further answers of the same interviews. */
function spread(hits: readonly Hit[]): Hit[] {
  const seen = new Set<string>()
  const first: Hit[] = []
  const more: Hit[] = []
  for (const hit of hits) {
    if (seen.has(hit.document.interviewId)) more.push(hit)
    else {
      seen.add(hit.document.interviewId)
      first.push(hit)
    }
  }
  return [...first, ...more]
}

/** 'Cited passages use the words: price, pricing.': which words matched, as written. */
function summaryOf(citations: readonly AskCitation[], terms: ReadonlySet<string>): string {
  const words: string[] = []
  for (const citation of citations)
    for (const word of citation.text.matchAll(WORD)) {
      const term = processTerm(word[0])
      const lower = word[0].toLowerCase()
      if (term !== null && terms.has(term) && !words.includes(lower)) words.push(lower)
    }
  return `Cited passages use the words: ${words.slice(0, 6).join(', ')}.`
}

/** A project's answers, indexed once; asked any number of questions with any scope. */
export class AskIndex {
  private readonly search: MiniSearch<AskDocument & { id: string }>
  private readonly documents = new Map<string, AskDocument>()

  constructor(documents: Iterable<AskDocument>) {
    this.search = new MiniSearch<AskDocument & { id: string }>({
      fields: ['text'],
      tokenize,
      processTerm,
      searchOptions: {
        tokenize,
        processTerm,
        prefix: (term) => term.length >= 4,
        fuzzy: fuzziness,
        combineWith: 'OR',
      },
    })
    const indexed: (AskDocument & { id: string })[] = []
    for (const document of documents) {
      if (document.text.trim() === '') continue
      const id = `${document.interviewId}:${document.questionId}`
      this.documents.set(id, document)
      indexed.push({ ...document, id })
    }
    this.search.addAll(indexed)
  }

  /** The answer to `question` from the answers of the interviews in `scope`. */
  ask(question: string, scope: ReadonlySet<string>): AskAnswer {
    const results = this.search.search(question, {
      filter: (result: SearchResult) => {
        const document = this.documents.get(String(result.id))
        return document !== undefined && scope.has(document.interviewId)
      },
    })
    const best = results.reduce((top, result) => Math.max(top, result.score), 0)
    const floor = best * RELATIVE_THRESHOLD
    const asked = new Set(tokenize(question).flatMap((word) => processTerm(word) ?? []))
    const hits: Hit[] = []
    for (const result of results) {
      const document = this.documents.get(String(result.id))
      if (document && result.score > 0 && result.score >= floor)
        hits.push({ document, score: result.score, terms: citedTerms(result.terms, asked) })
    }
    hits.sort(byRelevance)
    const citations: AskCitation[] = []
    for (const hit of spread(hits)) {
      if (citations.length === MAX_CITATIONS) break
      const match = firstMatch(hit.document.text, hit.terms)
      if (match) citations.push(citationOf(hit.document, ...match))
    }
    const mentioningInterviews = [...new Set(hits.map((hit) => hit.document.interviewId))]
    if (citations.length === 0) return { mentioningInterviews: [], citations: [] }
    const summarised = citedTerms(
      hits.flatMap((hit) => [...hit.terms]),
      asked,
    )
    return { mentioningInterviews, citations, summary: summaryOf(citations, summarised) }
  }
}

const indexes = new Map<string, { version: string; index: AskIndex }>()

/**
 * The project's index for this version of the data: built on first use, kept while the version
 * stays, built again once answers changed (a new version). `documents` is read only to build.
 */
export function askIndexOf(
  projectId: string,
  version: string,
  documents: () => Iterable<AskDocument>,
): AskIndex {
  const cached = indexes.get(projectId)
  if (cached?.version === version) return cached.index
  const index = new AskIndex(documents())
  indexes.set(projectId, { version, index })
  return index
}
