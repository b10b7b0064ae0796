/** The shapes of the coding feature's own state, over the codebook's (src/domain/coding/types.ts). */
import type { Sentiment } from '@/contract/types'
import type { CodingCode, CodingHighlight } from '@/domain/coding/types'

export type * from '@/domain/coding/types'

/** The codebook and its highlights: the state every codebook operation maps to a new one. */
export interface CodingState {
  codes: readonly CodingCode[]
  highlights: readonly CodingHighlight[]
}

/** An admin's correction of the AI's reading of one answer. */
export interface SentimentCorrection {
  interviewId: string
  questionId: string
  sentiment: Sentiment
  reason?: string | null
  /** The AI's reading before any correction. */
  original?: Sentiment | null
}
