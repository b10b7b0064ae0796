import type { HTMLAttributes } from 'react'
import * as styles from './card.css'
import { cx } from './utils'

export interface SurfaceProps extends HTMLAttributes<HTMLElement> {
  /** 'li' inside a list of surfaces (the report's themes and codes). @default 'div' */
  as?: 'div' | 'li'
}

/**
 * A card's surface alone: no title, no press, and so no react-aria code, for the screens that
 * load before any (Sign In, a report link's page). Card is the one to use elsewhere.
 */
export function Surface({ as: Element = 'div', className, ...props }: SurfaceProps) {
  return <Element {...props} className={cx(styles.card, className)} />
}
