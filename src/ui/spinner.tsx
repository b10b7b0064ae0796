import { useId } from 'react'
import * as styles from './progress.css'
import { cx } from './utils'

export interface SpinnerProps {
  /**
   * What is loading: the progressbar's accessible name.
   * @default 'Loading'
   */
  label?: string
  /**
   * Shows the label next to the spinner (otherwise it is only announced).
   * @default false
   */
  showLabel?: boolean
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg'
  className?: string
}

/**
 * An indeterminate progressbar drawn as a spinning ring: the browser's own `<progress>` with no
 * value. It is on the first screen (the loading screen), where RAC's ProgressBar would bring its
 * number formatting, whose locale check alone costs tens of milliseconds at start-up.
 */
export function Spinner({
  label = 'Loading',
  showLabel = false,
  size = 'md',
  className,
}: SpinnerProps) {
  const id = useId()
  return (
    <span className={cx(styles.spinner, className)}>
      <progress
        aria-label={showLabel ? undefined : label}
        aria-labelledby={showLabel ? id : undefined}
        className={styles.spinnerRing({ size })}
      />
      {showLabel && <span id={id}>{label}</span>}
    </span>
  )
}
