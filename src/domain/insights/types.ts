/**
 * The shapes of a project's insights: what its completed interviews say across interviews.
 * Computed by pure functions (no React, no network, no clock, no randomness) from the contract's
 * ProjectInterview list and the project's questions, so any backend that serves the contract
 * gets the same insights for the same data.
 */
import type { ProjectInterview, ProjectTypeQuestion, Sentiment } from '@/contract/types'

export interface InsightsInput {
  /** GET /projects/{id}/interviews as the server sent it; only completed ones are analysed. */
  interviews: readonly ProjectInterview[]
  /** GET /projects/{id}/questions: the project's primary questions, in order. */
  questions: readonly ProjectTypeQuestion[]
}

/** Count of answers per sentiment value; values with no answer are absent. */
export type SentimentCounts = Partial<Record<Sentiment, number>>

/** One answer of one completed interview, with where it sits in that interview. */
export interface InsightAnswer {
  /** Stable and unique: `${interviewId}:${index}` (index of the answer in the interview). */
  id: string
  interviewId: string
  index: number
  /** '2', '2.1', '2.1.1' (the numbering of the interview screens). */
  label: string
  /** The project question this answer belongs under (itself, or the one it follows up). */
  primaryQuestionId: string | null
  questionId: string
  questionText: string
  isFollowUp: boolean
  /** Exactly as the server sent it. */
  text: string
  sentiment: Sentiment | null
}

export interface QuestionSummary {
  /** The project question's id. */
  questionId: string
  /** Its number in the project ('1', '2', …). */
  label: string
  text: string
  /** Answers to it and to its follow-ups. */
  answerCount: number
  sentiment: SentimentCounts
}

/** A verbatim excerpt of one answer: `answer.text.slice(start, end)`, never rewritten. */
export interface Quote {
  answerId: string
  interviewId: string
  label: string
  /** The question as asked in its interview: a report shows it, not only the number. */
  questionText: string
  text: string
  start: number
  end: number
  /** The excerpt was trimmed before or after (the UI shows an ellipsis there). */
  truncatedStart: boolean
  truncatedEnd: boolean
}

/**
 * One place a theme's phrase was counted: `text.slice(start, end)` of an answer is the phrase
 * as written there (UTF-16 offsets of the stored answer text).
 */
interface ThemeOccurrence {
  answerId: string
  interviewId: string
  /** The answer's question as asked in its interview (the contract's questionId). */
  questionId: string
  start: number
  end: number
}

export interface Theme {
  /**
   * `theme:` and the phrase's word stems: the same phrase gives the same id on every
   * recomputation, so a decision about a theme (accepted, dismissed) can be kept by it.
   */
  id: string
  /** Words that appear in the answers ('delivery time', 'app'). */
  label: string
  /** Distinct interviews with at least one answer in the theme (always ≥ 2). */
  interviewCount: number
  answerIds: string[]
  sentiment: SentimentCounts
  /** Up to 3, from different interviews where possible. */
  quotes: Quote[]
  /** Every occurrence counted, in answer order, then by offset. */
  occurrences: ThemeOccurrence[]
}

export interface Insights {
  interviewCount: number
  /** Follow-ups included. */
  answerCount: number
  /** ISO timestamps of the earliest start and the latest completion (or start), null when none. */
  firstDate: string | null
  lastDate: string | null
  sentiment: SentimentCounts
  questions: QuestionSummary[]
  themes: Theme[]
  answers: InsightAnswer[]
}
