import type { HTMLAttributes } from 'react'
import type { SpaceToken } from '@/styles/tokens'
import * as styles from './layout.css'
import { cx } from './utils'

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** @default 'md' */
  gap?: SpaceToken
  /** Cross-axis alignment. @default 'stretch' */
  align?: styles.Alignment
  /** @default 'div' */
  as?:
    'div' | 'form' | 'section' | 'ul' | 'ol' | 'li' | 'header' | 'footer' | 'nav' | 'main' | 'aside'
  /** A rule between the children, as between a sidebar's sections. @default false */
  dividers?: boolean
}

/** Children in a column with even gaps. */
export function Stack({
  gap = 'md',
  align = 'stretch',
  as: Element = 'div',
  dividers = false,
  className,
  ...props
}: StackProps) {
  return (
    <Element
      {...props}
      className={cx(
        styles.stack,
        styles.gap[gap],
        styles.align[align],
        dividers && styles.dividers,
        className,
      )}
    />
  )
}

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** @default 'sm' */
  gap?: SpaceToken
  /** @default 'center' */
  align?: styles.Alignment
  /** @default 'flex-start' */
  justify?: styles.Justification
  /** @default true */
  wrap?: boolean
  /** @default 'div' */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'li' | 'header' | 'footer' | 'nav'
}

/** Children in a row (wrapping) with even gaps: button rows, badges. */
export function Inline({
  gap = 'sm',
  align = 'center',
  justify = 'flex-start',
  wrap = true,
  as: Element = 'div',
  className,
  ...props
}: InlineProps) {
  return (
    <Element
      {...props}
      className={cx(
        styles.inline,
        styles.wrap[wrap ? 'wrap' : 'nowrap'],
        styles.gap[gap],
        styles.align[align],
        styles.justify[justify],
        className,
      )}
    />
  )
}
