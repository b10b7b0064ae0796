import type { HTMLAttributes } from 'react'
import * as styles from './content-block.css'
import { cx } from './utils'

export interface ContentBlockProps extends HTMLAttributes<HTMLElement> {
  /** xsmall 28rem (a form), small 40rem, medium 44rem, large 60rem (a report), xlarge 72rem. */
  width: keyof typeof styles.width
  /** @default 'div' */
  as?: 'div' | 'main' | 'section'
  /** Room around the column, for a page of its own. @default false */
  padded?: boolean
  /**
   * As wide as its content where that is narrower than `width`: a lone notice or spinner stays
   * its own width, centred. @default false
   */
  fitContent?: boolean
}

/**
 * A centred column no wider than `width`, so lines stay readable on wide screens. Static
 * classes, no sprinkles: the sign-in screen's first load uses it.
 */
export function ContentBlock({
  width,
  as: Element = 'div',
  padded = false,
  fitContent = false,
  className,
  ...props
}: ContentBlockProps) {
  return (
    <Element
      {...props}
      className={cx(
        styles.block,
        styles.width[width],
        padded && styles.padded,
        fitContent && styles.fitContent,
        className,
      )}
    />
  )
}
