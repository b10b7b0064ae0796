import { useState } from 'react'
import type { Sentiment } from '@/contract/types'
import { sentimentLabel } from '@/domain/sentiment'
import {
  Cell,
  Checkbox,
  Column,
  List,
  Row,
  SentimentBadge,
  Stack,
  Table,
  TableBody,
  TableHeader,
  Text,
} from '@/ui'
import { ItemNumber } from '@/ui/item-number'
import { keepTogether, screenOnly } from '@/ui/print.css'
import { BarSegment, StackedBar } from '@/ui/stacked-bar'
import type { QuestionSummary } from '../analysis/types'
import { plural, sentimentEntries, sentimentsIn } from '../counts'
import { Section } from './section'

/** A question and sentiment the Answers list is narrowed to. */
interface SegmentChoice {
  questionId: string
  sentiment: Sentiment
}

export interface SentimentChartProps {
  questions: readonly QuestionSummary[]
  /** The segment whose answers are listed, if any (shown pressed). */
  selected?: SegmentChoice | null
  /**
   * Pressing the selected segment again passes null: the filter is cleared. Absent (the shared
   * report, which lists no answers), the segments are pictures, not buttons.
   */
  onSelect?: (choice: SegmentChoice | null) => void
}

/** 'Question 2, Positive: 4 answers': what a segment says to a screen reader and on hover. */
const segmentName = (question: QuestionSummary, sentiment: Sentiment, count: number) =>
  `Question ${question.label}, ${sentimentLabel(sentiment)}: ${plural(count, 'answer')}`

/**
 * Sentiment by question (admins only): one stacked bar per project question, follow-ups counted
 * under it, drawn with plain elements. Each segment is a button (Tab reaches it, Enter or Space
 * presses it) that lists its answers below; 'Show as table' gives the same counts as a table.
 */
export function SentimentChart({ questions, selected, onSelect }: SentimentChartProps) {
  const [asTable, setAsTable] = useState(false)
  const present = sentimentsIn(questions.map((question) => question.sentiment))

  return (
    <Section
      title="Sentiment by question"
      actions={
        <Checkbox isSelected={asTable} onChange={setAsTable} className={screenOnly}>
          Show as table
        </Checkbox>
      }
    >
      {asTable ? (
        <CountsTable questions={questions} sentiments={present} />
      ) : (
        <>
          <List aria-label="Sentiment by question">
            {questions.map((question) => (
              <Stack as="li" key={question.questionId} gap="xs" className={keepTogether.block}>
                <Text size="sm">
                  <ItemNumber>{question.label}</ItemNumber>
                  {question.text}
                </Text>
                {question.answerCount === 0 ? (
                  <Text size="sm" tone="muted">
                    No answers yet
                  </Text>
                ) : (
                  <StackedBar>
                    {sentimentEntries(question.sentiment).map(([sentiment, count]) => {
                      const pressed =
                        selected?.questionId === question.questionId &&
                        selected.sentiment === sentiment
                      return (
                        <BarSegment
                          key={sentiment}
                          sentiment={sentiment}
                          count={count}
                          name={segmentName(question, sentiment, count)}
                          isPressed={pressed}
                          onPress={
                            onSelect &&
                            (() =>
                              onSelect(
                                pressed ? null : { questionId: question.questionId, sentiment },
                              ))
                          }
                        />
                      )
                    })}
                  </StackedBar>
                )}
              </Stack>
            ))}
          </List>
          <List layout="inline" gap="md" rowGap="xs" aria-label="Legend">
            {present.map((sentiment) => (
              <li key={sentiment}>
                <SentimentBadge sentiment={sentiment} />
              </li>
            ))}
          </List>
        </>
      )}
    </Section>
  )
}

interface CountsTableProps {
  questions: readonly QuestionSummary[]
  sentiments: readonly Sentiment[]
}

/** The chart's counts as a table: a row per question, a column per sentiment, and the total. */
function CountsTable({ questions, sentiments }: CountsTableProps) {
  const columns: { id: string; name: string; sentiment?: Sentiment }[] = [
    { id: 'question', name: 'Question' },
    ...sentiments.map((sentiment) => ({
      id: sentiment,
      name: sentimentLabel(sentiment),
      sentiment,
    })),
    { id: 'total', name: 'Total' },
  ]
  return (
    <Table aria-label="Sentiment by question">
      <TableHeader columns={columns}>
        {(column) => <Column isRowHeader={column.id === 'question'}>{column.name}</Column>}
      </TableHeader>
      <TableBody items={questions.map((question) => ({ ...question, id: question.questionId }))}>
        {(question) => (
          <Row columns={columns}>
            {(column) => (
              <Cell>
                {column.sentiment !== undefined
                  ? (question.sentiment[column.sentiment] ?? 0)
                  : column.id === 'total'
                    ? question.answerCount
                    : `${question.label}. ${question.text}`}
              </Cell>
            )}
          </Row>
        )}
      </TableBody>
    </Table>
  )
}
