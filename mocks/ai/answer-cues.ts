import {
  PATTERNS,
  FEATURES,
  EMPTY_WORDS,
  EMPTY_PHRASES,
  ENGLISH_WORDS,
  FOREIGN_WORDS,
  LEADING_FILLER,
  DANGLING,
  ARTICLES,
  LOWERABLE,
  CLAUSE_BREAK,
  type CueKind,
  type ComplaintTopic,
  type VagueKind,
} from './answer-lexicon'
import { normalizeText } from './sentiment'

// Reads an answer the way an interviewer listens: what in it is worth asking about next. The
// words it listens for are in ./answer-lexicon.ts.

export type { CueKind } from './answer-lexicon'

export interface Cue {
  kind: CueKind
  /** The words that matched, as said (a capital that only began a sentence lowered). */
  match: string
  /**
   * A piece of the answer around the cue to quote, at most 8 words, as said (a capital that only
   * began a sentence lowered); '' when none reads well.
   */
  fragment: string
  /** The whole clause around the cue, as said: what a follow-up says back in its own words. */
  clause: string
  /** Where the cue starts in the answer: earlier mentions win ties. */
  index: number
  /** A noun phrase to talk about (features, people, sources): "the router", "your friend". */
  noun?: string
  topic?: ComplaintTopic
  vagueness?: VagueKind
}

export type AnswerReading =
  /** Nothing to work with: silence, emoji, "no", "idk". */
  | { kind: 'empty' }
  /** Not in English, which the interview is held in. */
  | { kind: 'foreign' }
  /**
   * Words; `cues` is empty for an answer off the interview's subject or without a hook. `story`:
   * the answer already tells what happened on one occasion, so asking for the last time would
   * not be listening.
   */
  | { kind: 'words'; cues: Cue[]; story: boolean }

export const MAX_QUOTE_WORDS = 8

function bareWord(word: string): string {
  return normalizeText(word).replace(/^[^a-z0-9']+|[^a-z0-9']+$/g, '')
}

/** True when the answer says nothing an interviewer could build on. */
function isEmptyish(text: string): boolean {
  const normalized = normalizeText(text)
    .replace(/[^a-z0-9'/ ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (!/[a-z0-9]/.test(normalized)) return true
  const rest = EMPTY_PHRASES.reduce((acc, phrase) => acc.split(phrase).join(' '), normalized)
  return rest.split(' ').every((word) => word === '' || EMPTY_WORDS.has(word))
}

function isForeign(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? []
  if (letters.length === 0) return false
  const latin = letters.filter((ch) => /[a-zA-ZÀ-ɏ]/.test(ch)).length
  if (latin / letters.length < 0.5) return true
  const words = normalizeText(text).match(/[\p{L}']+/gu) ?? []
  const english = words.filter((word) => ENGLISH_WORDS.has(word)).length
  const foreign = words.filter((word) => FOREIGN_WORDS.has(word)).length
  return foreign >= 2 && foreign > english * 2
}

interface Span {
  start: number
  end: number
}

/** The bounds of the clause around [start, end): quotes stay inside one thought. */
function clauseAround(text: string, span: Span): Span {
  let start = 0
  let end = text.length
  for (const m of text.matchAll(CLAUSE_BREAK)) {
    const breakStart = m.index
    const breakEnd = breakStart + m[0].length
    if (breakEnd <= span.start) start = Math.max(start, breakEnd)
    else if (breakStart >= span.end) {
      end = breakStart
      break
    }
  }
  return { start, end }
}

function clauseText(text: string, span: Span): string {
  const { start, end } = clauseAround(text, span)
  return text.slice(start, end).trim()
}

/**
 * A verbatim window of the answer around a span: at most `maxWords` words of its clause, without
 * leading fillers or a dangling last word. '' when the window would carry a double quote.
 */
function fragmentAround(text: string, span: Span, maxWords = 6): string {
  const clause = clauseAround(text, span)
  const words = [...text.slice(clause.start, clause.end).matchAll(/\S+/g)].map((m) => ({
    start: clause.start + m.index,
    end: clause.start + m.index + m[0].length,
    bare: bareWord(m[0]),
  }))
  if (words.length === 0) return ''
  const spanFirst = words.findIndex((word) => word.end > span.start)
  const spanLast = words.findLastIndex((word) => word.start < span.end)
  if (spanFirst < 0 || spanLast < spanFirst) return ''
  let first = spanFirst
  let last = spanLast
  const size = () => last - first + 1
  // Context before the cue first ("the delivery is slow"), then after it, within the budget.
  while (size() < maxWords && first > 0 && spanFirst - first < 3) first--
  while (size() < maxWords && last < words.length - 1) last++
  while (size() < maxWords && first > 0) first--
  while (first < spanFirst && LEADING_FILLER.has(words[first]?.bare ?? '')) first++
  // "I mean" is a hesitation, whichever half of it the window starts on.
  while (first < spanFirst - 1 && words[first]?.bare === 'i' && words[first + 1]?.bare === 'mean')
    first += 2
  while (first < spanFirst && LEADING_FILLER.has(words[first]?.bare ?? '')) first++
  while (last > spanLast && DANGLING.has(words[last]?.bare ?? '')) last--
  // "the courier was late" reads better than "courier was late".
  if (first > 0 && ARTICLES.has(words[first - 1]?.bare ?? '') && size() < MAX_QUOTE_WORDS) first--
  if (last - first + 1 > MAX_QUOTE_WORDS) last = first + MAX_QUOTE_WORDS - 1
  const startWord = words[first]
  const endWord = words[last]
  if (!startWord || !endWord) return ''
  const quote = text
    .slice(startWord.start, endWord.end)
    .replace(/^[^\p{L}\p{N}$€£]+/u, '')
    .replace(/[^\p{L}\p{N}%)]+$/u, '')
  if (quote.length === 0 || /["“”]/.test(quote)) return ''
  return inlineAt(text, text.indexOf(quote, startWord.start), quote)
}

/**
 * A verbatim piece of the answer as it sits inside a question: a capital that only began the
 * answer's sentence is lowered ("It's fine" → "it's fine"); names and "I" keep theirs.
 */
function inlineAt(text: string, start: number, piece: string): string {
  const sentenceStart = /(?:^|[.!?…]\s*)$/.test(text.slice(0, start).trimEnd())
  const firstWord = bareWord(piece.split(/\s+/)[0] ?? '')
  if (sentenceStart && LOWERABLE.has(firstWord) && /^[A-Z][a-z']/.test(piece)) {
    return piece.charAt(0).toLowerCase() + piece.slice(1)
  }
  return piece
}

function overlaps(claimed: readonly Span[], span: Span): boolean {
  return claimed.some((c) => span.start < c.end && c.start < span.end)
}

// "not slow", "never late", "no problems": a negated complaint is not one.
const NEGATED_BEFORE =
  /\b(?:not|never|no|isn't|wasn't|aren't|hasn't|haven't|don't|didn't)\s+(?:\S+\s+)?$/i

/** Cues found in `folded` (curly apostrophes made straight); quotes are cut from `text` itself. */
function findCues(text: string, folded: string): Cue[] {
  const cues: Cue[] = []
  const claimed: Span[] = []
  for (const rule of PATTERNS) {
    for (const m of folded.matchAll(rule.pattern)) {
      const match = inlineAt(text, m.index, text.slice(m.index, m.index + m[0].length)).trim()
      if (match.length === 0) continue
      const span = { start: m.index, end: m.index + m[0].length }
      if (overlaps(claimed, span)) continue
      if (
        (rule.kind === 'complaint' || rule.kind === 'praise') &&
        NEGATED_BEFORE.test(folded.slice(Math.max(0, span.start - 24), span.start))
      )
        continue
      claimed.push(span)
      const noun = typeof rule.noun === 'function' ? rule.noun(match) : rule.noun
      cues.push({
        kind: rule.kind,
        match,
        fragment: fragmentAround(text, span),
        clause: clauseText(text, span),
        index: span.start,
        ...(noun ? { noun } : {}),
        ...(rule.topic ? { topic: rule.topic } : {}),
        ...(rule.vagueness ? { vagueness: rule.vagueness } : {}),
      })
    }
  }
  for (const [pattern, noun] of FEATURES) {
    for (const m of folded.matchAll(pattern)) {
      const span = { start: m.index, end: m.index + m[0].length }
      if (overlaps(claimed, span)) continue
      claimed.push(span)
      cues.push({
        kind: 'feature',
        match: inlineAt(text, m.index, text.slice(m.index, m.index + m[0].length)),
        fragment: fragmentAround(text, span),
        clause: clauseText(text, span),
        index: span.start,
        noun,
      })
    }
  }
  return cues
}

const OCCASION =
  /\b(?:yesterday|last (?:time|week|night|month|friday|monday|tuesday|wednesday|thursday|saturday|sunday)|this morning|on (?:a )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/i
const PAST =
  /^(?:was|were|had|came|went|got|took|made|said|told|kept|sent|brought|turned|arrived|ordered|called|cancelled|canceled|waited|tried|bought|paid|installed|labelled|labeled|booked|asked|rang)$/

/** Whether the answer recounts one occasion: a day named, or two past-tense verbs. */
function tellsStory(text: string): boolean {
  if (OCCASION.test(text)) return true
  return (
    normalizeText(text)
      .split(/[^a-z']+/)
      .filter((word) => PAST.test(word)).length >= 2
  )
}

/** What an answer offers a follow-up: nothing, a foreign language, or words with their cues. */
export function readAnswer(answerText: string): AnswerReading {
  // One character for one: the indices found in the folded text hold in the answer.
  const folded = answerText.replace(/[’‘]/g, "'")
  if (isForeign(folded)) return { kind: 'foreign' }
  if (isEmptyish(folded)) return { kind: 'empty' }
  return { kind: 'words', cues: findCues(answerText, folded), story: tellsStory(folded) }
}
