import type { HTMLAttributes } from 'react'
import { sentimentValues as sentiments } from '../api/enums'
import type { SentimentValue } from '../styles/tokens'
import * as styles from './badge.css'
import { cx } from './utils'

export { sentiments, type SentimentValue }

/** A known sentiment value (any case, spaces trimmed), or 'unknown' for anything else. */
export function normalizeSentiment(value: string | null | undefined): SentimentValue {
  const key = value?.trim().toLowerCase()
  return (sentiments as readonly string[]).includes(key ?? '') ? (key as SentimentValue) : 'unknown'
}

/** The badge text: the value capitalised ('Skeptical'). */
export function sentimentLabel(value: string | null | undefined): string {
  const key = normalizeSentiment(value)
  return key.charAt(0).toUpperCase() + key.slice(1)
}

export interface SentimentBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The answer's sentiment as the server gave it; unknown values show as Unknown. */
  sentiment: string | null | undefined
}

/** One style per sentiment value (docs/product.md#entities). Shown to admins only; that choice is the screen's. */
export function SentimentBadge({ sentiment, className, ...props }: SentimentBadgeProps) {
  const key = normalizeSentiment(sentiment)
  return (
    <span
      {...props}
      data-sentiment={key}
      className={cx(styles.badge, styles.sentiment[key], className)}
    >
      {sentimentLabel(key)}
    </span>
  )
}
