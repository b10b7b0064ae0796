/**
 * Suggested codes from the automatic themes (issue 22, item 3). A theme is known by its id
 * (`theme:` and its phrase's stems, the same on every recomputation), so a decision taken about
 * it holds: an accepted or dismissed theme is never suggested again, and recomputing the themes
 * never touches a code.
 */
import { findCodeByName } from './operations'
import { answerKeyOf, indexAnswers } from '@/domain/coding/passages'
import type { CodingAnswer, CodingCode } from './types'

/** What the coding needs of an insights theme. */
export interface SuggestedTheme {
  id: string
  label: string
  interviewCount: number
  occurrences: readonly { interviewId: string; questionId: string; start: number; end: number }[]
}

interface HighlightDraft {
  interviewId: string
  questionId: string
  start: number
  end: number
  /** The answer's words at [start, end): the contract's Passage. */
  text: string
}

export interface AcceptedTheme {
  themeId: string
  /** The new code's name: the theme's label. */
  name: string
  /** A code already named so (ignoring case) takes the highlights instead of a new one. */
  existingCodeId: string | null
  /** One per occurrence the theme counted, each the answer's own words at its offsets. */
  highlights: HighlightDraft[]
}

/**
 * What accepting a theme creates: a highlight at each occurrence the theme counted, so the
 * code's '{k} of {N}' is the theme's. Occurrences whose answer is not among `answers` (or no
 * longer holds the span) are left out.
 */
export function acceptTheme(
  theme: SuggestedTheme,
  codes: readonly CodingCode[],
  answers: Iterable<CodingAnswer>,
): AcceptedTheme {
  const byKey = indexAnswers(answers)
  const highlights = theme.occurrences.flatMap((occurrence) => {
    const text = byKey.get(answerKeyOf(occurrence))?.text
    if (text === undefined || occurrence.end > text.length || occurrence.start >= occurrence.end) {
      return []
    }
    const { interviewId, questionId, start, end } = occurrence
    return [{ interviewId, questionId, start, end, text: text.slice(start, end) }]
  })
  return {
    themeId: theme.id,
    name: theme.label,
    existingCodeId: findCodeByName(codes, theme.label)?.id ?? null,
    highlights,
  }
}
