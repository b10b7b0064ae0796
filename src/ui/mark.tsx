import type { HTMLAttributes } from 'react'
import * as styles from './mark.css'
import { cx } from './utils'

export interface MarkProps extends HTMLAttributes<HTMLElement> {
  /** 'info' for a coded passage (underlined), 'warning' for a search's match. */
  tone: 'info' | 'warning'
}

/** Words picked out of a text, as a real <mark>, in a tone's colours. */
export function Mark({ tone, className, ...props }: MarkProps) {
  return <mark {...props} className={cx(styles.tone[tone], className)} />
}
