/**
 * Who suggested the probe an answer replies to (docs/product.md#watch-live): the server sends it
 * to the team on a follow-up asked from an observer's probe, and every export carries it.
 */
import type { ProjectInterview } from '@/contract/types'
import type { InsightAnswer } from './types'

export const SUGGESTED_BY_COLUMN = 'Suggested by'

export function suggesterOf(
  interview: ProjectInterview | undefined,
  questionId: string,
): string | undefined {
  return interview?.answers.find((answer) => answer.questionId === questionId)?.suggestedBy
}

/** Only exports of interviews with a probed follow-up get the column, so others keep their shape. */
export const carriesSuggesters = (interviews: readonly ProjectInterview[]): boolean =>
  interviews.some((interview) => interview.answers.some((answer) => answer.suggestedBy))

const key = (interviewId: string, label: string) => `${interviewId}\u0000${label}`

/** The suggesters by interview and answer number ('2.1'), as quotes and passages name answers. */
export function suggestersByLabel(
  answers: readonly InsightAnswer[],
  interviews: readonly ProjectInterview[],
): (interviewId: string, label: string) => string | undefined {
  const byId = new Map(interviews.map((interview) => [interview.id, interview]))
  const found = new Map<string, string>()
  for (const answer of answers) {
    const suggester = suggesterOf(byId.get(answer.interviewId), answer.questionId)
    if (suggester) found.set(key(answer.interviewId, answer.label), suggester)
  }
  return (interviewId, label) => found.get(key(interviewId, label))
}
