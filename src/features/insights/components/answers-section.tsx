import { useDeferredValue, useMemo, useState, type Ref } from 'react'
import type { Key } from 'react-aria-components'
import type { Sentiment } from '@/contract/types'
import { sentimentLabel } from '@/domain/sentiment'
import { sprinkles } from '@/styles'
import { Box, Button, Inline, List, SearchField, Select, SentimentBadge, Text } from '@/ui'
import { Grid } from '@/ui/grid'
import { ItemNumber } from '@/ui/item-number'
import { filterAnswers } from '../analysis'
import type { InsightAnswer, Insights } from '../analysis/types'
import { plural, sentimentEntries } from '../counts'
import { Highlighted } from './highlighted'
import { Section } from './section'

/** The Answers list's filter, as the tab holds it (the chart sets it too). */
export interface AnswersFilter {
  query: string
  questionId: string | null
  sentiment: Sentiment | null
}

export interface AnswersSectionProps {
  insights: Insights
  filter: AnswersFilter
  onFilterChange: (filter: AnswersFilter) => void
  showSentiment: boolean
  onOpenInterview: (interviewId: string) => void
  /** The section's heading area, which the chart scrolls into view after filtering. */
  ref?: Ref<HTMLDivElement>
}

const ALL = 'all'
/** An answer as its interviewee typed it, line breaks kept. */
const keepLines = sprinkles({ whiteSpace: 'pre-wrap' })
/** Rows drawn at first and per 'Show more answers': a large project has thousands. */
const PAGE = 50

/**
 * Every answer, searchable and filterable by question and (admins) sentiment, matches marked;
 * the number of matches is announced politely as it changes.
 */
export function AnswersSection({
  insights,
  filter,
  onFilterChange,
  showSentiment,
  onOpenInterview,
  ref,
}: AnswersSectionProps) {
  // Typing stays responsive: the list follows the search a moment later on large projects.
  const query = useDeferredValue(filter.query)
  const questionId = filter.questionId
  const sentiment = showSentiment ? filter.sentiment : null
  const matches = useMemo(
    () => filterAnswers(insights.answers, { query, questionId, sentiment }),
    [insights.answers, query, questionId, sentiment],
  )

  const questionOptions = [
    { id: ALL, label: 'All questions' },
    ...insights.questions.map((question) => ({
      id: question.questionId,
      label: `${question.label}. ${question.text}`,
    })),
  ]
  const present = sentimentEntries(insights.sentiment).map(([value]) => value)
  const sentimentOptions = [
    { id: ALL, label: 'All sentiments' },
    ...present.map((value) => ({ id: value, label: sentimentLabel(value) })),
  ]
  const chosenQuestion = (key: Key | null) =>
    insights.questions.find((question) => question.questionId === key)?.questionId ?? null

  return (
    <Section title="Answers" screenOnly>
      {/* The chart scrolls to the filters: the wrapper holds its ref, as Grid takes none. */}
      <div ref={ref}>
        <Grid minColumnWidth="medium" align="end">
          <SearchField
            label="Search answers"
            value={filter.query}
            onChange={(value) => onFilterChange({ ...filter, query: value })}
          />
          <Select
            label="Question"
            items={questionOptions}
            value={filter.questionId ?? ALL}
            onChange={(key) => onFilterChange({ ...filter, questionId: chosenQuestion(key) })}
          />
          {showSentiment && (
            <Select
              label="Sentiment"
              items={sentimentOptions}
              value={filter.sentiment ?? ALL}
              onChange={(key) =>
                onFilterChange({
                  ...filter,
                  sentiment: present.find((value) => value === key) ?? null,
                })
              }
            />
          )}
        </Grid>
      </div>
      <Text role="status" aria-live="polite" weight="medium">
        {plural(matches.length, 'matching answer')}
      </Text>
      <AnswerRows
        key={`${query}\n${questionId}\n${sentiment}`}
        answers={matches}
        query={query}
        showSentiment={showSentiment}
        onOpenInterview={onOpenInterview}
      />
    </Section>
  )
}

interface AnswerRowsProps {
  answers: readonly InsightAnswer[]
  query: string
  showSentiment: boolean
  onOpenInterview: (interviewId: string) => void
}

/** The matches, a page at a time (keyed by the filter, so a new filter starts on one page). */
function AnswerRows({ answers, query, showSentiment, onOpenInterview }: AnswerRowsProps) {
  const [shown, setShown] = useState(PAGE)
  if (answers.length === 0) return null
  return (
    <>
      <List aria-label="Matching answers">
        {answers.slice(0, shown).map((answer) => (
          <Box
            as="li"
            key={answer.id}
            display="flex"
            flexDirection="column"
            gap="xs"
            paddingBottom="md"
            borderBottom="subtle"
          >
            <Text size="sm" weight="medium">
              <ItemNumber>{answer.label}</ItemNumber>
              <Highlighted text={answer.questionText} query={query} />
            </Text>
            <Text className={keepLines}>
              <Highlighted text={answer.text} query={query} />
            </Text>
            <Inline gap="sm">
              {showSentiment && answer.sentiment !== null && (
                <SentimentBadge sentiment={answer.sentiment} />
              )}
              <Button
                variant="secondary"
                size="sm"
                onPress={() => onOpenInterview(answer.interviewId)}
              >
                View interview
              </Button>
            </Inline>
          </Box>
        ))}
      </List>
      {answers.length > shown && (
        <Button variant="secondary" onPress={() => setShown((count) => count + PAGE)}>
          Show more answers
        </Button>
      )}
    </>
  )
}
