import { Text } from '@/ui/typography'
import type { Insights } from '../analysis/types'
import { formatDateRange } from '@/domain/dates'
import { plural } from '../counts'
import { Section } from './section'
import { SentimentMix } from './sentiment-mix'

export interface OverviewProps {
  /** The figures only: the shared report sends no more. */
  insights: Pick<
    Insights,
    'interviewCount' | 'answerCount' | 'firstDate' | 'lastDate' | 'sentiment'
  >
  showSentiment: boolean
}

/** How much there is to learn from: interviews, answers (follow-ups included), when, and how. */
export function Overview({ insights, showSentiment }: OverviewProps) {
  const range = formatDateRange(insights.firstDate, insights.lastDate)
  return (
    <Section title="Overview">
      <Text weight="medium">
        {`${plural(insights.interviewCount, 'completed interview')} · ${plural(insights.answerCount, 'answer')}`}
      </Text>
      {range !== null && <Text tone="muted">{range}</Text>}
      {showSentiment && (
        <SentimentMix counts={insights.sentiment} label="Sentiment of all answers" />
      )}
    </Section>
  )
}
