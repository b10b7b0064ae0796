import type { Sentiment } from '@/contract/types'
import type { Provenance } from '@/domain/provenance'
import { ProvenanceNote, SentimentBadge, Text } from '@/ui'
import * as styles from './interview.css'

/** One answered question as the lists show it. */
export interface ResponseItem {
  key: string
  /** '2', or '2.1' for a follow-up (docs/product.md#interview). */
  label: string
  question: string
  answer: string
  sentiment: Sentiment
  /** Which engine made what, when known (admins see it with the sentiment). */
  provenance?: Provenance
}

export interface ResponseListProps {
  items: readonly ResponseItem[]
  /** Admins only (docs/product.md#roles: sentiment badges). */
  showSentiment: boolean
  /** The id of the heading that names the list. */
  'aria-labelledby'?: string
}

/** Previous Responses and the Interview Summary: question, answer, and the admin's sentiment. */
export function ResponseList({ items, showSentiment, ...props }: ResponseListProps) {
  return (
    <ul {...props} className={styles.responseList}>
      {items.map((item) => (
        <li
          key={item.key}
          className={
            item.label.includes('.') ? `${styles.response} ${styles.followUp}` : styles.response
          }
        >
          <div className={styles.responseHeader}>
            <Text weight="semibold">
              <span className={styles.number}>{item.label}</span>
              {item.question}
            </Text>
            {showSentiment && <SentimentBadge sentiment={item.sentiment} />}
          </div>
          <Text>{item.answer}</Text>
          {showSentiment && item.provenance && <ProvenanceNote provenance={item.provenance} />}
        </li>
      ))}
    </ul>
  )
}
