import type { HTMLAttributes } from 'react'
import type { SpaceToken } from '@/styles/tokens'
import * as styles from './list.css'
import { cx } from './utils'

export interface ListProps extends HTMLAttributes<HTMLUListElement | HTMLOListElement> {
  /** 'ol' where the order means something (questions, activity). @default 'ul' */
  as?: 'ul' | 'ol'
  /** @default 'md' */
  gap?: SpaceToken
  /** 'inline': items in a wrapping row (chips, a legend). @default 'stack' */
  layout?: 'stack' | 'inline'
  /** The gap between wrapped rows of an inline list, when it differs from `gap`. */
  rowGap?: SpaceToken
}

/**
 * A list without bullets or indent, its items apart by a token gap: still a real ul/ol, so
 * screen readers announce it and its length. Items are the caller's own `li` elements.
 */
export function List({
  as: Element = 'ul',
  gap = 'md',
  layout = 'stack',
  rowGap,
  className,
  ...props
}: ListProps) {
  return (
    <Element
      {...props}
      className={cx(
        styles.list,
        styles.direction[layout],
        styles.gap[gap],
        rowGap && styles.rowGap[rowGap],
        className,
      )}
    />
  )
}
