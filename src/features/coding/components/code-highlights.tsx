import { useMemo, type Ref } from 'react'
import { Box, Button, Heading, Inline, List, Quote, Text } from '@/ui'
import { codeHighlightsOf, type CodebookRow } from '@/domain/coding/codebook'
import type { CodingHighlight, LabelledAnswer } from '../analysis/types'
import { CODING_TEXTS } from '../coding-texts'

interface CodeHighlightsProps {
  ref?: Ref<HTMLElement>
  row: CodebookRow
  highlights: readonly CodingHighlight[]
  answers: readonly LabelledAnswer[]
  openInterview: (interviewId: string) => void
}

/** A code's passages verbatim, each with its question's number and View interview. */
export function CodeHighlights({
  ref,
  row,
  highlights,
  answers,
  openInterview,
}: CodeHighlightsProps) {
  const passages = useMemo(
    () => codeHighlightsOf(row.code.id, highlights, answers),
    [row.code.id, highlights, answers],
  )
  const title = CODING_TEXTS.passagesOf(row.code.name)
  return (
    <Box as="section" ref={ref} display="flex" flexDirection="column" gap="md" aria-label={title}>
      <Heading level={5}>{title}</Heading>
      {passages.length === 0 ? (
        <Text tone="muted">{CODING_TEXTS.noPassages}</Text>
      ) : (
        <List gap="sm" aria-label={title}>
          {passages.map(({ highlight, label, found }) => (
            <li key={highlight.id}>
              <Quote text={found ? highlight.text : undefined}>
                {!found && <Text tone="warning">{CODING_TEXTS.passageNotFound}</Text>}
                {highlight.note ? <Text size="sm">{highlight.note}</Text> : null}
                <Inline as="div" gap="sm">
                  {label !== '' && (
                    <Text elementType="span" size="sm" tone="muted">
                      {CODING_TEXTS.question(label)}
                    </Text>
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    onPress={() => openInterview(highlight.interviewId)}
                  >
                    {CODING_TEXTS.viewInterview}
                  </Button>
                </Inline>
              </Quote>
            </li>
          ))}
        </List>
      )}
    </Box>
  )
}
