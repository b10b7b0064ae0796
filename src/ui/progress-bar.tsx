import type { ReactNode } from 'react'
import {
  Label,
  ProgressBar as RACProgressBar,
  composeRenderProps,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components'
import * as styles from './progress.css'
import { cx } from './utils'

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children'> {
  /** The visible label, which also names the bar. Without it, pass `aria-label`. */
  label?: ReactNode
  /**
   * Shows the value text (e.g. '40%', or `valueLabel` such as '3 of 5') beside the label.
   * @default true
   */
  showValue?: boolean
}

export function ProgressBar({ label, showValue = true, className, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar
      {...props}
      className={composeRenderProps(className, (own) => cx(styles.bar, own))}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label != null && <Label className={styles.barLabel}>{label}</Label>}
          {showValue && !isIndeterminate && <span className={styles.barValue}>{valueText}</span>}
          <div className={styles.track}>
            <div
              className={styles.fill({ kind: 'progress' })}
              style={{ width: `${isIndeterminate ? 100 : (percentage ?? 0)}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  )
}
