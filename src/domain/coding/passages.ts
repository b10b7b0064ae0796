/**
 * A highlight's passage against its answer's text: the passage is kept only as the exact words
 * at the stored offsets, never searched for elsewhere, so a quote can never show a wrong span
 * (issue 22, item 8).
 */
import type { CodingAnswer, CodingHighlight } from './types'

export const PASSAGE_NOT_IN_ANSWER = 'The passage must be part of the answer.'

/** The key of an answer: its interview and its question in that interview. */
export const answerKey = (interviewId: string, questionId: string) =>
  `${interviewId}\u0000${questionId}`

export const answerKeyOf = (item: { interviewId: string; questionId: string }) =>
  answerKey(item.interviewId, item.questionId)

/** The answers by key; of two answers to one question in an interview, the first counts. */
export function indexAnswers<T extends CodingAnswer>(answers: Iterable<T>): ReadonlyMap<string, T> {
  const byKey = new Map<string, T>()
  for (const answer of answers) {
    const key = answerKeyOf(answer)
    if (!byKey.has(key)) byKey.set(key, answer)
  }
  return byKey
}

/** Whether the highlight's passage is its answer's text at its offsets. */
export function isPassageFound(
  highlight: Pick<CodingHighlight, 'start' | 'end' | 'text'>,
  answerText: string | undefined,
): boolean {
  return (
    answerText !== undefined &&
    Number.isInteger(highlight.start) &&
    Number.isInteger(highlight.end) &&
    highlight.start >= 0 &&
    highlight.start < highlight.end &&
    highlight.end <= answerText.length &&
    answerText.slice(highlight.start, highlight.end) === highlight.text
  )
}

/**
 * Where a passage the researcher trimmed sits in the answer: the occurrence nearest `near` (the
 * selection it came from, else the start), or null when it is not an exact, contiguous part of
 * the answer or is blank.
 */
export function locatePassage(
  answerText: string,
  passage: string,
  near = 0,
): { start: number; end: number } | null {
  if (passage.trim() === '') return null
  let best: number | null = null
  for (let at = answerText.indexOf(passage); at !== -1; at = answerText.indexOf(passage, at + 1)) {
    if (best === null || Math.abs(at - near) < Math.abs(best - near)) best = at
    if (at >= near) break
  }
  return best === null ? null : { start: best, end: best + passage.length }
}
