/**
 * The sentiment vocabulary (docs/product.md#entities): the contract's values in the badges'
 * order, the one rule that turns whatever a server, the socket or old data sent into one of
 * them, and the text a badge shows.
 */
import { sentimentValues } from '@/contract/enums'
import type { Sentiment } from '@/contract/types'

export type { Sentiment }

/** Every value of the contract, in the order badges, charts and exports list them. */
export const SENTIMENTS: readonly Sentiment[] = sentimentValues

export function isSentiment(value: unknown): value is Sentiment {
  return typeof value === 'string' && (SENTIMENTS as readonly string[]).includes(value)
}

/**
 * A known value in any case with spaces trimmed; the older spelling 'sceptical' read as
 * 'skeptical', so counts and filters see one value; anything else 'unknown' (the fallback).
 */
export function normalizeSentiment(value: unknown): Sentiment {
  const key = typeof value === 'string' ? value.trim().toLowerCase() : ''
  if (key === 'sceptical') return 'skeptical'
  return isSentiment(key) ? key : 'unknown'
}

/** The badge text: the normalised value capitalised ('Skeptical'). */
export function sentimentLabel(value: unknown): string {
  const key = normalizeSentiment(value)
  return key.charAt(0).toUpperCase() + key.slice(1)
}

type Polarity = 'positive' | 'neutral' | 'negative'

/**
 * The three-way reading of a sentiment, for figures that only ask which way an answer leans:
 * enthusiasm, approval and curiosity lean positive; annoyance, doubt and confusion (a user who
 * cannot find their way is having a bad time) lean negative; the rest, suggestions and accounts
 * included, are neutral.
 */
export function polarityOf(value: unknown): Polarity {
  switch (normalizeSentiment(value)) {
    case 'excited':
    case 'positive':
    case 'interested':
      return 'positive'
    case 'annoyed':
    case 'skeptical':
    case 'confused':
      return 'negative'
    default:
      return 'neutral'
  }
}
