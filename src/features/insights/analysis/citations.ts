/**
 * Checking an answer's citations (docs/product.md#ask) before any is shown as a quote: the
 * interview's stored answer must have the cited text at the cited offsets. Pure.
 */
import type { AskedQuestion } from '@/contract/types'
import { collectAnswers, completedInOrder } from '@/domain/insights/answers'
import type { InsightsInput } from './types'

type Citation = AskedQuestion['citations'][number]

/** A citation that checked out, with its question numbered as the interview screens do. */
interface VerifiedCitation extends Citation {
  /** '2', '2.1': the answered question's number. */
  label: string
}

export interface CheckedCitations {
  shown: VerifiedCitation[]
  /** Citations whose text is not in the answer at those offsets (or whose answer is unknown). */
  hidden: number
}

/** The answers' texts and numbers, by `${interviewId}:${questionId}`. */
export type AnswerLookup = ReadonlyMap<string, { text: string; label: string }>

const answerKey = (interviewId: string, questionId: string) => `${interviewId}:${questionId}`

/**
 * The completed interviews' answers, numbered as the interview screens number them: the whole
 * project's, not the segment's, as an earlier question may have had another scope.
 */
export function answerLookup(input: InsightsInput): AnswerLookup {
  const lookup = new Map<string, { text: string; label: string }>()
  const answers = collectAnswers(completedInOrder(input.interviews), input.questions)
  for (const { interviewId, questionId, text, label } of answers)
    lookup.set(answerKey(interviewId, questionId), { text, label })
  return lookup
}

/** Keeps the citations whose text is exactly the stored answer at [start, end). */
export function checkCitations(
  citations: readonly Citation[],
  answers: AnswerLookup,
): CheckedCitations {
  const shown: VerifiedCitation[] = []
  for (const citation of citations) {
    const answer = answers.get(answerKey(citation.interviewId, citation.questionId))
    const { start, end, text } = citation
    const fits = answer !== undefined && start >= 0 && start < end && end <= answer.text.length
    if (fits && text.length > 0 && answer.text.slice(start, end) === text)
      shown.push({ ...citation, label: answer.label })
  }
  return { shown, hidden: citations.length - shown.length }
}

/** '1 citation could not be checked and is hidden', '2 citations … are hidden'; '' for none. */
export function hiddenCitationsNotice(hidden: number): string {
  if (hidden <= 0) return ''
  return hidden === 1
    ? '1 citation could not be checked and is hidden'
    : `${hidden} citations could not be checked and are hidden`
}

/** '{k} of {N} interviews mention this'. */
export const mentionLine = (asked: Pick<AskedQuestion, 'mentionCount' | 'interviewCount'>) =>
  `${asked.mentionCount} of ${asked.interviewCount} interviews mention this`
