import type { HTMLAttributes } from 'react'
import { visuallyHidden } from './visually-hidden.css'

/** Words read by screen readers and not shown: a column's name, a mark's code names. */
export function VisuallyHidden(props: Omit<HTMLAttributes<HTMLSpanElement>, 'className'>) {
  return <span {...props} className={visuallyHidden} />
}
