/**
 * An answer's text cut where coded passages start and end, so the UI can mark each coded part
 * and name its codes: overlapping highlights give a part with every code that covers it.
 */
import { isPassageFound } from '@/domain/coding/passages'
import type { CodingHighlight } from './types'

export interface AnswerSegment {
  start: number
  end: number
  text: string
  /** Codes covering the whole segment, in the order their highlights were given; [] when none. */
  codeIds: string[]
}

/**
 * The segments of `text`, covering it all in order. Only the highlights of this answer whose
 * passage is found take part; the others are not marked (the UI lists them apart).
 */
export function answerSegments(
  text: string,
  highlights: readonly Pick<CodingHighlight, 'codeId' | 'start' | 'end' | 'text'>[],
): AnswerSegment[] {
  const marked = highlights.filter((highlight) => isPassageFound(highlight, text))
  const cuts = new Set([0, text.length])
  for (const { start, end } of marked) cuts.add(start).add(end)
  const points = [...cuts].sort((a, b) => a - b)
  const segments: AnswerSegment[] = []
  for (let index = 0; index + 1 < points.length; index++) {
    const start = points[index] ?? 0
    const end = points[index + 1] ?? 0
    if (start === end) continue
    const codeIds = [
      ...new Set(
        marked
          .filter((highlight) => highlight.start <= start && highlight.end >= end)
          .map((highlight) => highlight.codeId),
      ),
    ]
    segments.push({ start, end, text: text.slice(start, end), codeIds })
  }
  return segments
}
