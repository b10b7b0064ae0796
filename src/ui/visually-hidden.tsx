import type { HTMLAttributes } from 'react'
import * as styles from './visually-hidden.css'
import { cx } from './utils'

/** Words for screen readers only (not shown, not copied with the text around them). */
export function VisuallyHidden({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return <span {...props} className={cx(styles.hidden, className)} />
}
