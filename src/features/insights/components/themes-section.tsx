import type { ReactNode } from 'react'
import { Grid } from '@/ui/grid'
import { Inline } from '@/ui/layout'
import { List } from '@/ui/list'
import { NativeButton } from '@/ui/native-button'
import { keepTogether, screenOnly } from '@/ui/print.css'
import { Quote } from '@/ui/quote'
import { Surface } from '@/ui/surface'
import { Heading, Text } from '@/ui/typography'
import type { Quote as ThemeQuote, Theme } from '../analysis/types'
import { Section } from './section'
import { SentimentMix } from './sentiment-mix'

/** What a theme card shows: the shared report sends these fields and no more. */
type ThemeShown = Pick<Theme, 'id' | 'label' | 'interviewCount' | 'sentiment'> & {
  quotes: readonly Omit<ThemeQuote, 'start' | 'end'>[]
}

export interface ThemesSectionProps<T extends ThemeShown> {
  insights: { interviewCount: number; themes: readonly T[] }
  showSentiment: boolean
  /** Absent in the shared report, whose readers cannot open interviews. */
  onOpenInterview?: (interviewId: string) => void
  /** What the app offers on each theme (coding's Accept as code and Dismiss). */
  renderActions?: (theme: T) => ReactNode
}

/** A theme needs two interviews that share it, so fewer cannot have any. */
const MIN_INTERVIEWS = 2

/** The quote as the answer has it, an ellipsis where it was trimmed. */
const quoted = (quote: ThemeShown['quotes'][number]) =>
  `${quote.truncatedStart ? '…' : ''}${quote.text}${quote.truncatedEnd ? '…' : ''}`

/**
 * Recurring themes, each with how many interviews share it and its evidence: verbatim quotes
 * with their question (number and text, so a reader of the shared report knows what was asked)
 * and the interview they come from.
 */
export function ThemesSection<T extends ThemeShown>({
  insights,
  showSentiment,
  onOpenInterview,
  renderActions,
}: ThemesSectionProps<T>) {
  let body
  if (insights.interviewCount < MIN_INTERVIEWS)
    body = <Text tone="muted">Not enough interviews to find themes yet.</Text>
  else if (insights.themes.length === 0)
    body = <Text tone="muted">No theme recurs across interviews yet.</Text>
  else
    body = (
      <Grid as="ul" minColumnWidth="large" repeat="fill" aria-label="Themes">
        {insights.themes.map((theme) => (
          <Surface key={theme.id} as="li" className={keepTogether.block}>
            <Heading level={5} size="md">
              {theme.label}
            </Heading>
            <Text size="sm" tone="muted">
              {`${theme.interviewCount} of ${insights.interviewCount} interviews`}
            </Text>
            {showSentiment && (
              <SentimentMix counts={theme.sentiment} label={`Sentiment of ${theme.label}`} />
            )}
            <List aria-label={`Quotes on ${theme.label}`}>
              {theme.quotes.map((quote) => (
                <li key={quote.answerId}>
                  <Quote text={quoted(quote)}>
                    <Inline as="div" gap="sm">
                      <Text elementType="span" size="sm" tone="muted">
                        {`Question ${quote.label}: ${quote.questionText}`}
                      </Text>
                      {onOpenInterview && (
                        <NativeButton
                          variant="ghost"
                          size="sm"
                          className={screenOnly}
                          onPress={() => onOpenInterview(quote.interviewId)}
                        >
                          View interview
                        </NativeButton>
                      )}
                    </Inline>
                  </Quote>
                </li>
              ))}
            </List>
            {renderActions?.(theme)}
          </Surface>
        ))}
      </Grid>
    )
  return <Section title="Themes">{body}</Section>
}
