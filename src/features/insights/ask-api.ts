import type { Outcome } from '@/api/call'
import { askInterviews, listAskedQuestions } from '@/api/resources/ask'
import type { AskedQuestion } from '@/contract/types'
import type { SegmentCondition } from './analysis/segments'
import { ASK_MESSAGES } from './messages'

export const askQuestion = (
  projectId: string,
  question: string,
  segment: readonly SegmentCondition[],
): Promise<Outcome<AskedQuestion>> =>
  askInterviews(
    projectId,
    { question, segment: [...segment] },
    { failure: ASK_MESSAGES.ask, fields: { projectId } },
  )

export const loadEarlierQuestions = (projectId: string): Promise<Outcome<AskedQuestion[]>> =>
  listAskedQuestions(projectId, { failure: ASK_MESSAGES.list, fields: { projectId } })
