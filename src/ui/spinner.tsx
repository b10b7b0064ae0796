import {
  Label,
  ProgressBar as RACProgressBar,
  composeRenderProps,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components'
import * as styles from './progress.css'
import { cx } from './utils'

export interface SpinnerProps extends Omit<
  RACProgressBarProps,
  | 'children'
  | 'isIndeterminate'
  | 'value'
  | 'minValue'
  | 'maxValue'
  | 'valueLabel'
  | 'formatOptions'
> {
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
}

/** An indeterminate progressbar drawn as a spinning ring. */
export function Spinner({
  label = 'Loading',
  showLabel = false,
  size = 'md',
  className,
  ...props
}: SpinnerProps) {
  return (
    <RACProgressBar
      aria-label={showLabel ? undefined : label}
      {...props}
      isIndeterminate
      className={composeRenderProps(className, (own) => cx(styles.spinner, own))}
    >
      <svg className={styles.spinnerIcon({ size })} viewBox="0 0 24 24" aria-hidden="true">
        <circle
          cx="12"
          cy="12"
          r="9"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.25"
          strokeWidth="3"
        />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {showLabel && <Label>{label}</Label>}
    </RACProgressBar>
  )
}
