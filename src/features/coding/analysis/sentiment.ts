/**
 * Sentiment with the researcher's corrections (issue 22, item 4): the corrected value counts
 * everywhere (insights, charts, exports) and the AI's original reading stays known.
 */
import type { Sentiment } from '@/contract/types'
import { answerKeyOf } from '@/domain/coding/passages'
import type { SentimentCorrection } from './types'

export type SentimentSource = 'ai' | 'researcher'

export interface EffectiveSentiment {
  sentiment: Sentiment | null
  sentimentSource: SentimentSource
  /** The AI's reading: the same as `sentiment` unless a researcher corrected it. */
  originalSentiment: Sentiment | null
}

/** The corrections by answer; a later correction of the same answer wins. */
export function indexCorrections(
  corrections: Iterable<SentimentCorrection>,
): ReadonlyMap<string, SentimentCorrection> {
  const byKey = new Map<string, SentimentCorrection>()
  for (const correction of corrections) byKey.set(answerKeyOf(correction), correction)
  return byKey
}

/**
 * The sentiment an answer counts with. `aiSentiment` is what the interview recorded; the
 * correction's own original wins when it has one (the answer may already carry the
 * corrected value).
 */
export function effectiveSentiment(
  aiSentiment: Sentiment | null,
  correction: SentimentCorrection | undefined,
): EffectiveSentiment {
  if (!correction) {
    return { sentiment: aiSentiment, sentimentSource: 'ai', originalSentiment: aiSentiment }
  }
  return {
    sentiment: correction.sentiment,
    sentimentSource: 'researcher',
    originalSentiment: correction.original === undefined ? aiSentiment : correction.original,
  }
}
