import type { Sentiment } from '@/domain/sentiment'
import type { AskAnswer, AskDocument } from './ask'
import type { FollowUp, FollowUpInput } from './follow-up'
import type { TranscribeInput } from './transcribe'

/**
 * The one seam every piece of AI work goes through (docs/architecture.md#ai): transcribe a
 * recording, rate an answer's sentiment, decide and phrase a follow-up, answer an Ask question.
 * Two engines implement it: `local` (offline, deterministic; tests, Storybook and the demo) and
 * `openai` (any OpenAI-compatible API, in the standalone server only).
 */

/** Who made a result: `local`, or `openai:<model>` such as `openai:gpt-4o-mini`. */
export type EngineLabel = 'local' | `openai:${string}`

/** A result with the engine that made it; kept beside the result wherever it is stored. */
export interface Produced<T> {
  readonly value: T
  readonly engine: EngineLabel
}

/** What the interviewer knows while it works: the subject, the prompt and the talk so far. */
export interface InterviewContext {
  readonly company: string
  readonly product: string
  readonly productDescription: string
  /** The interviewer prompt file the admin chose (a path under prompts/interviewer/), if any. */
  readonly promptPath: string | null
  readonly conversation: readonly { readonly question: string; readonly answer: string }[]
}

export interface AskRequest {
  readonly projectId: string
  /** Changes whenever the project's answers change, so an engine may cache per version. */
  readonly version: string
  readonly documents: () => Iterable<AskDocument>
  readonly question: string
  /** The interviews in scope (the Segment filter's result). */
  readonly scope: ReadonlySet<string>
}

export interface AiEngine {
  readonly name: 'local' | 'openai'
  transcribe(input: TranscribeInput, context: InterviewContext): Promise<Produced<string>>
  rateSentiment(text: string, questionText: string): Promise<Produced<Sentiment>>
  /** null: no follow-up; the interview moves to the next planned question. */
  followUp(input: FollowUpInput, context: InterviewContext): Promise<Produced<FollowUp | null>>
  ask(request: AskRequest): Promise<Produced<AskAnswer>>
}
