/**
 * Numbers for the Previous Responses list and the current question (docs/product.md#interview): primary questions
 * 1, 2, 3…, follow-ups primary.sub (2.1, 2.1.1); newest first while the interview is in
 * progress, chronological once it is finished.
 */
import { questionLabels } from '@/domain/interview-progress'
import type { InterviewQuestion } from '@/contract/types'

/** The fields numbering needs from an answer (a ClientAnswer or its snapshot). */
export interface NumberableAnswer {
  questionId: string
  isFollowUp: boolean
  followUpOf: string | null
}

export interface Numbered<A> {
  answer: A
  /** '2', '2.1', '2.1.1'. */
  label: string
}

function labelsOf(answers: readonly NumberableAnswer[], extra?: NumberableAnswer) {
  const items = answers.map((answer) => ({
    id: answer.questionId,
    isFollowUp: answer.isFollowUp,
    followUpOf: answer.followUpOf,
  }))
  if (extra) {
    items.push({ id: extra.questionId, isFollowUp: extra.isFollowUp, followUpOf: extra.followUpOf })
  }
  return questionLabels(items)
}

/** `answers` (oldest first) with their labels, still oldest first. */
export function numberAnswers<A extends NumberableAnswer>(answers: readonly A[]): Numbered<A>[] {
  const labels = labelsOf(answers)
  return answers.map((answer) => ({ answer, label: labels.get(answer.questionId) ?? '' }))
}

/** The Previous Responses order: newest first while in progress, chronological when finished. */
export function answersForDisplay<A extends NumberableAnswer>(
  answers: readonly A[],
  finished: boolean,
): Numbered<A>[] {
  const numbered = numberAnswers(answers)
  return finished ? numbered : numbered.reverse()
}

/** The label the question on screen will have once answered ('3', or '2.1' for a follow-up). */
export function currentQuestionLabel(
  answers: readonly NumberableAnswer[],
  question: Pick<InterviewQuestion, 'id' | 'isFollowUp' | 'followUpOf'>,
): string {
  const current = {
    questionId: question.id,
    isFollowUp: question.isFollowUp,
    followUpOf: question.followUpOf,
  }
  return labelsOf(answers, current).get(question.id) ?? ''
}

/** Answered primary questions only (docs/product.md#interview: follow-ups do not count). */
export function answeredPrimaryAnswers(answers: readonly NumberableAnswer[]): number {
  return answers.filter((answer) => !answer.isFollowUp && answer.followUpOf === null).length
}
