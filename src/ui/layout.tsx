import type { HTMLAttributes } from 'react'
import { sprinkles, type Sprinkles } from '../styles/sprinkles.css'
import type { SpaceToken } from '../styles/tokens'
import { cx } from './utils'

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** @default 'md' */
  gap?: SpaceToken
  /** Cross-axis alignment. @default 'stretch' */
  align?: Sprinkles['alignItems']
  /** @default 'div' */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'header' | 'footer' | 'nav' | 'main' | 'aside'
}

/** Children in a column with even gaps. */
export function Stack({
  gap = 'md',
  align = 'stretch',
  as: Element = 'div',
  className,
  ...props
}: StackProps) {
  return (
    <Element
      {...props}
      className={cx(
        sprinkles({ display: 'flex', flexDirection: 'column', gap, alignItems: align }),
        className,
      )}
    />
  )
}

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** @default 'sm' */
  gap?: SpaceToken
  /** @default 'center' */
  align?: Sprinkles['alignItems']
  /** @default 'flex-start' */
  justify?: Sprinkles['justifyContent']
  /** @default true */
  wrap?: boolean
  /** @default 'div' */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'header' | 'footer' | 'nav'
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
        sprinkles({
          display: 'flex',
          flexDirection: 'row',
          flexWrap: wrap ? 'wrap' : 'nowrap',
          gap,
          alignItems: align,
          justifyContent: justify,
        }),
        className,
      )}
    />
  )
}
