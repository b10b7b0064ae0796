import { expect } from 'storybook/test'
import preview from '../../.storybook/preview'
import { SentimentBadge } from '@/ui'

/** One story per sentiment value (docs/product.md#entities: 14 values, each with its own badge styling). */
const meta = preview.meta({
  title: 'UI/Sentiment Badge',
  component: SentimentBadge,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/./)).toHaveAttribute('data-sentiment', args.sentiment)
  },
})

export const Excited = meta.story({ args: { sentiment: 'excited' } })
export const Positive = meta.story({ args: { sentiment: 'positive' } })
export const Thoughtful = meta.story({ args: { sentiment: 'thoughtful' } })
export const Interested = meta.story({ args: { sentiment: 'interested' } })
export const Helpful = meta.story({ args: { sentiment: 'helpful' } })
export const Informative = meta.story({ args: { sentiment: 'informative' } })
export const Neutral = meta.story({ args: { sentiment: 'neutral' } })
export const Technical = meta.story({ args: { sentiment: 'technical' } })
export const Indifferent = meta.story({ args: { sentiment: 'indifferent' } })
export const Skeptical = meta.story({ args: { sentiment: 'skeptical' } })
/** The older spelling reads as skeptical (src/domain/sentiment.ts). */
export const Sceptical = meta.story({
  args: { sentiment: 'sceptical' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Skeptical')).toHaveAttribute('data-sentiment', 'skeptical')
  },
})
export const Confused = meta.story({ args: { sentiment: 'confused' } })
export const Annoyed = meta.story({ args: { sentiment: 'annoyed' } })
export const Unknown = meta.story({ args: { sentiment: 'unknown' } })
