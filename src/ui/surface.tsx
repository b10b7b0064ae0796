import type { HTMLAttributes } from 'react'
import * as styles from './card.css'
import { cx } from './utils'

/**
 * A card's surface alone: no title, no press, and so no react-aria code, for the frame of the
 * first screen (Sign In). Card is the one to use elsewhere.
 */
export function Surface({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={cx(styles.card, className)} />
}
