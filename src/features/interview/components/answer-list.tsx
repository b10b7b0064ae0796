import type { Sentiment } from '@/contract/types'
import type { Provenance } from '@/domain/provenance'
import { Box, Inline, List, ProvenanceNote, SentimentBadge, Text } from '@/ui'

/** One answered question as the lists show it. */
export interface AnswerItem {
  key: string
  /** '2', or '2.1' for a follow-up (docs/product.md#interview). */
  label: string
  question: string
  answer: string
  sentiment: Sentiment
  /** Which engine made what, when known (admins see it with the sentiment). */
  provenance?: Provenance
}

export interface AnswerListProps {
  items: readonly AnswerItem[]
  /** Admins only (docs/product.md#roles: sentiment badges). */
  showSentiment: boolean
  /** The id of the heading that names the list. */
  'aria-labelledby'?: string
}

/** Previous Responses and the Interview Summary: question, answer, and the admin's sentiment. */
export function AnswerList({ items, showSentiment, ...props }: AnswerListProps) {
  return (
    <List {...props}>
      {items.map((item) => (
        <Box
          as="li"
          key={item.key}
          display="flex"
          flexDirection="column"
          gap="xs"
          padding="md"
          border="subtle"
          borderRadius="md"
          background="surface"
          // Follow-ups sit indented under their question (docs/product.md#interview: 2.1).
          {...(item.label.includes('.') && { marginLeft: 'xl', borderLeft: 'strong' })}
        >
          <Inline align="baseline" justify="space-between" wrap={false}>
            <Text weight="semibold">
              <Box as="span" marginRight="sm" fontVariantNumeric="tabular-nums" color="muted">
                {item.label}
              </Box>
              {item.question}
            </Text>
            {showSentiment && <SentimentBadge sentiment={item.sentiment} />}
          </Inline>
          <Text>{item.answer}</Text>
          {showSentiment && item.provenance && <ProvenanceNote provenance={item.provenance} />}
        </Box>
      ))}
    </List>
  )
}
