import { useMemo, type Ref } from 'react'
import { Button, Heading, Inline, Text } from '@/ui'
import { codeHighlightsOf, type CodebookRow } from '@/domain/coding/codebook'
import type { CodingHighlight, LabelledAnswer } from '../analysis/types'
import { CODING_TEXTS } from '../coding-texts'
import * as styles from './coding.css'

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
    <section ref={ref} className={styles.section} aria-label={title}>
      <Heading level={5}>{title}</Heading>
      {passages.length === 0 ? (
        <Text tone="muted">{CODING_TEXTS.noPassages}</Text>
      ) : (
        <ul className={styles.plainList} aria-label={title}>
          {passages.map(({ highlight, label, found }) => (
            <li key={highlight.id}>
              <figure className={styles.quote}>
                {found ? (
                  <blockquote className={styles.quoteText}>{highlight.text}</blockquote>
                ) : (
                  <Text tone="warning">{CODING_TEXTS.passageNotFound}</Text>
                )}
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
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
