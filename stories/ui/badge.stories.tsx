import { expect } from 'storybook/test'
import preview from '../../.storybook/preview'
import { SENTIMENTS } from '@/domain/sentiment'
import { Badge, Inline, SentimentBadge } from '@/ui'
import { tones } from '@/styles'

const meta = preview.meta({
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Interview Lead' },
})

export const Neutral = meta.story({ args: { tone: 'neutral', children: 'Interviewee' } })

export const Info = meta.story({ args: { tone: 'info', children: 'Admin' } })

export const Success = meta.story({ args: { tone: 'success', children: 'File exists' } })

export const Warning = meta.story({ args: { tone: 'warning', children: 'Archived' } })

export const Danger = meta.story({ args: { tone: 'danger', children: 'File missing' } })

export const AllTones = meta.story({
  render: () => (
    <Inline gap="sm">
      {tones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Inline>
  ),
})

// The older spelling 'sceptical' reads as skeptical (src/domain/sentiment.ts): no badge of its own.
const sentiments = SENTIMENTS.filter((sentiment) => sentiment !== 'sceptical')

/** docs/product.md#entities: every sentiment value has its own badge (admins see them beside answers). */
export const Sentiments = meta.story({
  render: () => (
    <Inline gap="sm">
      {sentiments.map((sentiment) => (
        <SentimentBadge key={sentiment} sentiment={sentiment} />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(sentiments).toHaveLength(13)
    for (const sentiment of sentiments) {
      const label = sentiment.charAt(0).toUpperCase() + sentiment.slice(1)
      await expect(canvas.getByText(label, { exact: true })).toHaveAttribute(
        'data-sentiment',
        sentiment,
      )
    }
  },
})

/** A value the app does not know shows as Unknown, the fallback. */
export const UnknownSentiment = meta.story({
  render: () => <SentimentBadge sentiment="ecstatic" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unknown')).toHaveAttribute('data-sentiment', 'unknown')
  },
})
