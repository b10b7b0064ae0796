import type { HTMLAttributes } from 'react'
import type { Tone } from '@/styles/tokens'
import * as styles from './badge.css'
import { cx } from './utils'

/** No RAC counterpart: a badge is plain text with a colour. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Colour by meaning (a role, 'File exists' / 'File missing', a status).
   * @default 'neutral'
   */
  tone?: Tone
}

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return <span {...props} className={cx(styles.badge, styles.tone[tone], className)} />
}
