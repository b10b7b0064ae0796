// The local AI stub's Ask (docs/product.md#ask): extractive and deterministic. A question is
// read as what it asks about: concepts (src/domain/concepts: 'cancel' also finds 'stopped my
// subscription' and 'switched to') and its other content words (found by a MiniSearch index of
// the project's answers, light stems, a typo forgiven only when the word is nowhere as written).
// The citations are the answers' own text, the clause that answers, never rewritten.

import MiniSearch from 'minisearch'
import { conceptsAsked, conceptsSaid, type Concept, type ConceptMatch } from '@/domain/concepts'
import { processTerm, tokenize, WORD } from './ask-terms'

/** The contract's limit on citations per answer. */
export const MAX_CITATIONS = 8

/**
 * An answer counts when its score (the summed rarity of the question's parts it has) reaches
 * this share of the best answer's: 'late deliveries' cites the answers about lateness, not every
 * answer that says 'delivery', while an answer that has every part is always in.
 */
const RELATIVE_THRESHOLD = 0.5

/**
 * A plain word in more than this share of the answers in scope ('coffee' in a coffee study) only
 * adds to a score: it is the study's topic, not what the question is after.
 */
const CONTEXT_SHARE = 0.25

/** How much a context word adds to an answer's rank (never to whether it counts). */
const CONTEXT_WEIGHT = 0.1

/** The longest citation: a clause longer than this is cut to a window around the match. */
const MAX_CITATION = 240
const CONTEXT_BEFORE = 80

/** Edits allowed between a question's word and an answer's (after stemming). */
// Not below 6 letters: 'gift' is one edit from 'lift', and a typo must never invent evidence.
const fuzziness = (term: string) => (term.length >= 9 ? 2 : term.length >= 6 ? 1 : false)

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
  /** Interviews in scope with at least one answer that answers the question. */
  mentioningInterviews: string[]
  citations: AskCitation[]
  /** Absent when nothing was found. */
  summary?: string
}

type Span = readonly [start: number, end: number]

/** One part of a question: the answers that have it, and where in each. */
interface Aspect {
  /** Answer index → the spans that say it, in text order. */
  readonly spans: ReadonlyMap<number, readonly Span[]>
  /** A concept or a rare word; a context word only adds to the score of an answer that has one. */
  focus: boolean
  weight: number
}

interface Hit {
  index: number
  score: number
  /** The span a citation is centred on: the first of the rarest part the answer has. */
  span: Span
}

/** The sentence or clause around [start, end): from the previous stop to the next. */
function clauseAround(text: string, [start, end]: Span): Span {
  const before = text.slice(0, start)
  const stops = [...before.matchAll(/[.!?;:](?=\s)|\n/g)]
  const last = stops[stops.length - 1]
  let from = last ? last.index + 1 : 0
  const after = /[.!?;](?=\s|$)|\n/.exec(text.slice(end))
  let to = after ? end + after.index + (after[0] === '\n' ? 0 : 1) : text.length
  if (to - from > MAX_CITATION) {
    from = Math.max(from, start - CONTEXT_BEFORE)
    to = Math.min(to, from + MAX_CITATION)
    if (from > 0 && /\S/.test(text.charAt(from - 1))) from += text.slice(from).search(/(?<=\s)\S/)
    if (to < text.length && /\S/.test(text.charAt(to))) {
      const cut = text.slice(end, to).search(/\s\S*$/)
      to = cut === -1 ? end : end + cut
    }
  }
  while (from < to && /\s/.test(text.charAt(from))) from++
  while (to > from && /\s/.test(text.charAt(to - 1))) to--
  return [from, to]
}

/** Best first; equal scores in a fixed order, so the same data always gives the same answer. */
const byRelevance = (documents: readonly AskDocument[]) => (a: Hit, b: Hit) => {
  const x = documents[a.index]
  const y = documents[b.index]
  if (!x || !y) return 0
  return (
    b.score - a.score ||
    (x.interviewId < y.interviewId ? -1 : x.interviewId > y.interviewId ? 1 : 0) ||
    (x.questionId < y.questionId ? -1 : x.questionId > y.questionId ? 1 : 0)
  )
}

/** One cited answer per interview first, then further answers of the same interviews. */
function spread(hits: readonly Hit[], documents: readonly AskDocument[]): Hit[] {
  const seen = new Set<string>()
  const first: Hit[] = []
  const more: Hit[] = []
  for (const hit of hits) {
    const interviewId = documents[hit.index]?.interviewId ?? ''
    if (seen.has(interviewId)) more.push(hit)
    else {
      seen.add(interviewId)
      first.push(hit)
    }
  }
  return [...first, ...more]
}

/** 'Worded in these interviews as: “late”, “took forever”.': how the cited passages say it. */
function summaryOf(citations: readonly AskCitation[], spans: readonly string[]): string {
  const wordings = [...new Set(spans.map((wording) => wording.toLowerCase()))].slice(0, 6)
  const quoted = wordings.map((wording) => `“${wording}”`).join(', ')
  const interviews = new Set(citations.map((citation) => citation.interviewId)).size
  return `Worded in ${interviews === 1 ? 'the cited interview' : 'the cited interviews'} as: ${quoted}.`
}

/** The question's concepts, leaving out one asked inside another's words ('price' in 'price rise'). */
function outermost(matches: readonly ConceptMatch[]): ConceptMatch[] {
  return matches.filter(
    (match) =>
      !matches.some(
        (other) =>
          other !== match &&
          other.start <= match.start &&
          other.end >= match.end &&
          other.end - other.start > match.end - match.start,
      ),
  )
}

/** A project's answers, indexed once; asked any number of questions with any scope. */
export class AskIndex {
  private readonly search: MiniSearch<{ id: number; text: string }>
  private readonly documents: AskDocument[] = []
  /** Concept id → answer index → where the answer says it. */
  private readonly said = new Map<string, Map<number, Span[]>>()

  constructor(documents: Iterable<AskDocument>) {
    this.search = new MiniSearch<{ id: number; text: string }>({
      fields: ['text'],
      tokenize,
      processTerm,
      searchOptions: { tokenize, processTerm },
    })
    const indexed: { id: number; text: string }[] = []
    for (const document of documents) {
      if (document.text.trim() === '') continue
      const index = this.documents.length
      this.documents.push(document)
      indexed.push({ id: index, text: document.text })
      for (const match of conceptsSaid(document.text)) {
        let byAnswer = this.said.get(match.concept.id)
        if (!byAnswer) this.said.set(match.concept.id, (byAnswer = new Map<number, Span[]>()))
        const spans = byAnswer.get(index) ?? []
        spans.push([match.start, match.end])
        byAnswer.set(index, spans)
      }
    }
    this.search.addAll(indexed)
  }

  /** The answers in scope that say the concept. */
  private conceptAspect(concept: Concept, inScope: (index: number) => boolean): Aspect {
    const spans = new Map<number, Span[]>()
    for (const [index, found] of this.said.get(concept.id) ?? [])
      if (inScope(index))
        spans.set(
          index,
          [...found].sort((a, b) => a[0] - b[0]),
        )
    return { spans, focus: true, weight: 0 }
  }

  /** The answers in scope with the word: as written (stemmed), else a typo or prefix away. */
  private wordAspect(word: string, inScope: (index: number) => boolean): Aspect {
    const find = (loose: boolean) =>
      this.search.search(word, loose ? { fuzzy: fuzziness, prefix: (t) => t.length >= 4 } : {})
    let results = find(false).filter((result) => inScope(Number(result.id)))
    if (results.length === 0) results = find(true).filter((result) => inScope(Number(result.id)))
    const spans = new Map<number, Span[]>()
    for (const result of results) {
      const index = Number(result.id)
      const terms = new Set(result.terms)
      const text = this.documents[index]?.text ?? ''
      const found: Span[] = []
      for (const match of text.matchAll(WORD)) {
        const term = processTerm(match[0])
        if (term !== null && terms.has(term))
          found.push([match.index, match.index + match[0].length])
      }
      if (found.length > 0) spans.set(index, found)
    }
    return { spans, focus: true, weight: 0 }
  }

  /** The answer to `question` from the answers of the interviews in `scope`. */
  ask(question: string, scope: ReadonlySet<string>): AskAnswer {
    const inScope = (index: number) => scope.has(this.documents[index]?.interviewId ?? '')
    const asked = outermost(conceptsAsked(question))
    const aspects = asked.map((match) => this.conceptAspect(match.concept, inScope))
    const seenWords = new Set<string>()
    for (const word of question.matchAll(WORD)) {
      const inConcept = asked.some((match) => word.index >= match.start && word.index < match.end)
      const term = processTerm(word[0])
      if (inConcept || term === null || seenWords.has(term)) continue
      seenWords.add(term)
      aspects.push(this.wordAspect(word[0], inScope))
    }
    let answersInScope = 0
    for (let index = 0; index < this.documents.length; index++) if (inScope(index)) answersInScope++
    for (const [n, aspect] of aspects.entries()) {
      const share = aspect.spans.size / Math.max(1, answersInScope)
      // With a concept asked, the other words only narrow it ('cancel the subscription').
      aspect.focus = n < asked.length || (asked.length === 0 && share <= CONTEXT_SHARE)
      aspect.weight = aspect.spans.size === 0 ? 0 : Math.log(1 + 1 / share)
    }
    // A question of context words only ('delivery') is about them.
    if (!aspects.some((aspect) => aspect.focus)) for (const aspect of aspects) aspect.focus = true

    // The threshold is on what the question asks (its focus); context words only rank.
    const scores = new Map<number, { focus: number; context: number; span: Span; rarest: number }>()
    for (const aspect of aspects)
      for (const [index, spans] of aspect.spans) {
        const entry = scores.get(index) ?? { focus: 0, context: 0, span: spans[0]!, rarest: -1 }
        if (aspect.focus) entry.focus += aspect.weight
        else entry.context += aspect.weight
        if (aspect.focus && aspect.weight > entry.rarest)
          Object.assign(entry, { rarest: aspect.weight, span: spans[0]! })
        scores.set(index, entry)
      }
    const best = Math.max(0, ...[...scores.values()].map((entry) => entry.focus))
    const hits: Hit[] = []
    for (const [index, entry] of scores)
      if (entry.focus > 0 && entry.focus >= best * RELATIVE_THRESHOLD)
        hits.push({ index, score: entry.focus + CONTEXT_WEIGHT * entry.context, span: entry.span })
    if (hits.length === 0) return { mentioningInterviews: [], citations: [] }
    hits.sort(byRelevance(this.documents))

    const citations: AskCitation[] = []
    const wordings: string[] = []
    for (const hit of spread(hits, this.documents)) {
      if (citations.length === MAX_CITATIONS) break
      const document = this.documents[hit.index]
      if (!document) continue
      const [start, end] = clauseAround(document.text, hit.span)
      wordings.push(document.text.slice(hit.span[0], hit.span[1]))
      citations.push({
        interviewId: document.interviewId,
        questionId: document.questionId,
        start,
        end,
        text: document.text.slice(start, end),
      })
    }
    const mentioningInterviews = [
      ...new Set(hits.map((hit) => this.documents[hit.index]?.interviewId ?? '')),
    ]
    return { mentioningInterviews, citations, summary: summaryOf(citations, wordings) }
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
