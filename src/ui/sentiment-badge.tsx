import type { HTMLAttributes } from 'react'
import { normalizeSentiment, sentimentLabel } from '@/domain/sentiment'
import * as styles from './badge.css'
import { cx } from './utils'

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
