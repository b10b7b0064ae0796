import { SentimentBadge } from '@/ui/sentiment-badge'
import type { SentimentCounts } from '../analysis/types'
import { sentimentEntries } from '../counts'
import * as styles from './insights.css'

export interface SentimentMixProps {
  counts: SentimentCounts
  /** Names the list ('Sentiment of all answers'). */
  label: string
}

/** Each sentiment value present, as its badge with its count. Admins only: the caller decides. */
export function SentimentMix({ counts, label }: SentimentMixProps) {
  return (
    <ul className={styles.mix} aria-label={label}>
      {sentimentEntries(counts).map(([sentiment, count]) => (
        <li key={sentiment} className={styles.mixItem}>
          <SentimentBadge sentiment={sentiment} />
          <span>{count}</span>
        </li>
      ))}
    </ul>
  )
}
