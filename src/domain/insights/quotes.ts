/**
 * The quotes of a theme: verbatim excerpts of its answers, each `answer.text.slice(start, end)`,
 * trimmed around the phrase to a readable length but never rewritten.
 */
import type { InsightAnswer, Quote } from './types'

const MAX_QUOTES = 3
/** Quotes longer than this are trimmed around the match (at word boundaries). */
export const QUOTE_MAX_CHARS = 160

/** Where a phrase occurs in a text. */
export interface Occurrence {
  start: number
  end: number
}

const BLANK = /\s/

/**
 * The excerpt of `text` to quote for the match [start, end): the whole answer or the sentence
 * around the match when it fits in QUOTE_MAX_CHARS, else a window of about that size around the
 * match, cut at spaces. Only surrounding whitespace is trimmed; the words are the answer's.
 */
export function excerpt(text: string, start: number, end: number): { start: number; end: number } {
  const trim = (from: number, to: number) => {
    let a = from
    let b = to
    while (a < b && BLANK.test(text[a] ?? '')) a++
    while (b > a && BLANK.test(text[b - 1] ?? '')) b--
    return { start: a, end: b }
  }
  const whole = trim(0, text.length)
  if (whole.end - whole.start <= QUOTE_MAX_CHARS) return whole
  // The sentence: from after the last sentence end before the match to the next one after it.
  const before = text.slice(0, start)
  const sentenceEnd = /[.!?…]+["'”’)]*\s+|\n+/g
  let sentenceStart = 0
  for (const boundary of before.matchAll(sentenceEnd)) {
    sentenceStart = boundary.index + boundary[0].length
  }
  sentenceEnd.lastIndex = end
  const next = sentenceEnd.exec(text)
  const sentence = trim(
    sentenceStart,
    next ? next.index + next[0].replace(/\s+$/, '').length : text.length,
  )
  if (sentence.end - sentence.start <= QUOTE_MAX_CHARS && sentence.start <= start) return sentence
  // A window centred on the match, inside the sentence, cut back to whole words.
  const room = Math.max(0, QUOTE_MAX_CHARS - (end - start))
  let from = Math.max(sentence.start, start - Math.floor(room / 2))
  let to = Math.min(sentence.end, from + QUOTE_MAX_CHARS)
  from = Math.max(sentence.start, Math.min(from, to - QUOTE_MAX_CHARS))
  if (from > sentence.start) {
    const space = text.indexOf(' ', from)
    from = space !== -1 && space < start ? space + 1 : from
  }
  if (to < sentence.end) {
    const space = text.lastIndexOf(' ', to)
    to = space > end ? space : to
  }
  return trim(from, to)
}

function quoteOf(answer: InsightAnswer, occurrence: Occurrence): Quote {
  const { start, end } = excerpt(answer.text, occurrence.start, occurrence.end)
  return {
    answerId: answer.id,
    interviewId: answer.interviewId,
    label: answer.label,
    questionText: answer.questionText,
    text: answer.text.slice(start, end),
    start,
    end,
    truncatedStart: answer.text.slice(0, start).trim() !== '',
    truncatedEnd: answer.text.slice(end).trim() !== '',
  }
}

/**
 * Up to 3 quotes from different interviews (answers of a same interview only when fewer
 * interviews hold the theme): answers that mention the phrase most first, then the shorter
 * (they quote whole), then in answer order.
 */
export function quotesOf(
  matches: ReadonlyMap<number, readonly Occurrence[]>,
  answers: readonly InsightAnswer[],
): Quote[] {
  const options = [...matches].map(([index, occurrences]) => ({
    index,
    matches: occurrences,
    length: answers[index]?.text.length ?? 0,
  }))
  options.sort(
    (a, b) => b.matches.length - a.matches.length || a.length - b.length || a.index - b.index,
  )
  const picked: typeof options = []
  const interviews = new Set<string>()
  for (const option of options) {
    const interviewId = answers[option.index]?.interviewId ?? ''
    if (interviews.has(interviewId)) continue
    interviews.add(interviewId)
    picked.push(option)
    if (picked.length === MAX_QUOTES) break
  }
  for (const option of options) {
    if (picked.length === MAX_QUOTES) break
    if (!picked.includes(option)) picked.push(option)
  }
  picked.sort((a, b) => a.index - b.index)
  return picked.flatMap((option) => {
    const answer = answers[option.index]
    const first = option.matches[0]
    return answer && first ? [quoteOf(answer, first)] : []
  })
}
