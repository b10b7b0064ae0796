import type { HTMLAttributes } from 'react'
import type { SpaceToken } from '@/styles/tokens'
import * as styles from './grid.css'
import { cx } from './utils'

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /** The narrowest a column gets before the grid has one column fewer: 10, 12 or 18rem. */
  minColumnWidth: 'small' | 'medium' | 'large'
  /** 'fit' stretches few items over the row; 'fill' keeps their width. @default 'fit' */
  repeat?: 'fit' | 'fill'
  /** @default 'md' */
  gap?: SpaceToken
  /** 'end' lines fields of different heights up on their bottom edge. @default 'stretch' */
  align?: 'stretch' | 'end'
  /** A 'ul' keeps a list's semantics (and loses its bullets). @default 'div' */
  as?: 'div' | 'ul'
}

/** Equal columns, as many as fit the width: fields side by side, cards in rows. */
export function Grid({
  minColumnWidth,
  repeat = 'fit',
  gap = 'md',
  align = 'stretch',
  as: Element = 'div',
  className,
  ...props
}: GridProps) {
  return (
    <Element
      {...props}
      className={cx(
        styles.grid,
        styles.columns[repeat][minColumnWidth],
        styles.gap[gap],
        styles.align[align],
        className,
      )}
    />
  )
}
