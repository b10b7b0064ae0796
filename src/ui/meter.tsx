import type { ReactNode } from 'react'
import {
  Label,
  Meter as RACMeter,
  composeRenderProps,
  type MeterProps as RACMeterProps,
} from 'react-aria-components'
import * as styles from './progress.css'
import { cx } from './utils'

export interface MeterProps extends Omit<RACMeterProps, 'children'> {
  /** The visible label, which also names the meter. Without it, pass `aria-label`. */
  label?: ReactNode
  /**
   * Shows the value text beside the label. Off by default: a live input level changes too often
   * to be worth reading.
   * @default false
   */
  showValue?: boolean
}

/** A level within a known range: the microphone input level. */
export function Meter({ label, showValue = false, className, ...props }: MeterProps) {
  return (
    <RACMeter {...props} className={composeRenderProps(className, (own) => cx(styles.bar, own))}>
      {({ percentage, valueText }) => (
        <>
          {label != null && <Label className={styles.barLabel}>{label}</Label>}
          {showValue && <span className={styles.barValue}>{valueText}</span>}
          <div className={styles.track}>
            <div className={styles.fill({ kind: 'meter' })} style={{ width: `${percentage}%` }} />
          </div>
        </>
      )}
    </RACMeter>
  )
}
