import { vars } from './theme.css'
import type { SentimentValue } from './tokens'

/** A sentiment's colours as style properties: its fill and the text that reads on it. */
export type SentimentColors = { background: string; color: string }

/**
 * Each sentiment's colours, the same wherever a sentiment is drawn (its badge, a chart's bar), so
 * a colour means one sentiment. Keyed by the tokens' names: src/ui indexes it by the domain's
 * Sentiment, which fails to compile while one has no colours.
 */
export const sentimentColors = Object.fromEntries(
  Object.entries(vars.sentiment).map(([name, pair]) => [
    name,
    { background: pair.background, color: pair.text },
  ]),
) as Record<SentimentValue, SentimentColors>
