import { Text } from '../../../ui'
import type { Insights } from '../analysis/types'
import { dateRange, plural } from '../format'
import { Section } from './section'
import { SentimentMix } from './sentiment-mix'

export interface OverviewProps {
  insights: Insights
  showSentiment: boolean
}

/** How much there is to learn from: interviews, answers (follow-ups included), when, and how. */
export function Overview({ insights, showSentiment }: OverviewProps) {
  const range = dateRange(insights.firstDate, insights.lastDate)
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
