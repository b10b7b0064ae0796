import type { ReactNode } from 'react'
import type { Sentiment } from '@/domain/sentiment'
import * as styles from './stacked-bar.css'
import { cx } from './utils'

/** A full-width bar of segments side by side, each as wide as its share (a chart's row). */
export function StackedBar({ children }: { children: ReactNode }) {
  return <div className={styles.bar}>{children}</div>
}

export interface BarSegmentProps {
  /** Its fill: the sentiment badge's colours. */
  sentiment: Sentiment
  /** What it stands for; its width is its share of the bar's total. */
  count: number
  /** What it says to a screen reader and on hover ('Question 2, Positive: 4 answers'). */
  name: string
  /** Whether it is the one chosen (shown pressed); only with `onPress`. */
  isPressed?: boolean
  /** Makes it a toggle button (Tab reaches it, Enter or Space presses it); absent, a picture. */
  onPress?: () => void
}

/** One segment of a StackedBar. */
export function BarSegment({ sentiment, count, name, isPressed, onPress }: BarSegmentProps) {
  const className = cx(styles.segment, styles.sentimentFill[sentiment])
  const size = { flexGrow: count, flexBasis: 0 }
  if (!onPress)
    return (
      <span
        role="img"
        data-sentiment={sentiment}
        aria-label={name}
        title={name}
        className={className}
        style={size}
      />
    )
  return (
    <button
      type="button"
      data-sentiment={sentiment}
      aria-label={name}
      aria-pressed={isPressed ?? false}
      title={name}
      className={className}
      style={size}
      onClick={onPress}
    />
  )
}
