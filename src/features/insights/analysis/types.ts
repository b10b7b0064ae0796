/**
 * The shapes the Insights tab adds to the insights (src/domain/insights/types.ts): its filter and
 * what its exports are given.
 */
import type { ProjectAttributes, Sentiment } from '@/contract/types'

export type * from '@/domain/insights/types'

export interface AnswerFilter {
  query?: string
  questionId?: string | null
  sentiment?: Sentiment | null
}

/** What the researchers' coding adds to one answer in the exports. */
export interface AnswerCoding {
  /** Names of the codes of the answer's highlights whose passage is found, in codebook order. */
  codes: readonly string[]
  /** 'researcher' when an admin corrected the AI's sentiment of the answer. */
  sentimentSource: 'ai' | 'researcher'
  /** The AI's reading, kept beside a correction. */
  originalSentiment: Sentiment | null
}

/** One code and its passages, for the Markdown report's section per code. */
interface CodeSection {
  name: string
  passages: readonly { interviewId: string; label: string; text: string }[]
}

/**
 * The coding of the project, given by the coding feature through the app (features do not
 * import each other): the exports only read it.
 */
export interface ExportCoding {
  answer: (interviewId: string, questionId: string) => AnswerCoding | undefined
  codes: readonly CodeSection[]
}

export interface ExportOptions {
  /** Admins only; leads' exports carry no sentiment. */
  includeSentiment: boolean
  /** Off by default: interviewee names and emails only when the user ticks the box. */
  includePersonalData: boolean
  /** The codes of each answer and corrected sentiment; absent, the exports carry no coding. */
  coding?: ExportCoding
  /** The project's attributes: a CSV column and a JSON field each (docs/product.md#segments). */
  attributes?: ProjectAttributes
  /** The segment the export covers ('Plan is Subscriber'); absent or '' for every interview. */
  segment?: string
}
