import { Inline } from '@/ui/layout'
import { List } from '@/ui/list'
import { SentimentBadge } from '@/ui/sentiment-badge'
import { Text } from '@/ui/typography'
import type { SentimentCounts } from '../analysis/types'
import { sentimentEntries } from '../counts'

export interface SentimentMixProps {
  counts: SentimentCounts
  /** Names the list ('Sentiment of all answers'). */
  label: string
}

/** Each sentiment value present, as its badge with its count. Admins only: the caller decides. */
export function SentimentMix({ counts, label }: SentimentMixProps) {
  return (
    <List layout="inline" gap="md" rowGap="xs" aria-label={label}>
      {sentimentEntries(counts).map(([sentiment, count]) => (
        <Inline as="li" key={sentiment} gap="xs" wrap={false}>
          <SentimentBadge sentiment={sentiment} />
          <Text elementType="span" size="sm">
            {count}
          </Text>
        </Inline>
      ))}
    </List>
  )
}
