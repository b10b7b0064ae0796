import type { HTMLAttributes } from 'react'
import * as styles from './typography.css'
import { cx } from './utils'

const sizeByLevel = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'sm', 5: 'sm', 6: 'sm' } as const

export interface NativeHeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** @default 2 */
  level?: 1 | 2 | 3 | 4 | 5 | 6
  /** Visual size, when it should differ from the level's. @default by level, as Heading's */
  size?: 'sm' | 'md' | 'lg' | 'xl'
}

/**
 * Heading's look on the plain element, for the screens that load before any react-aria code
 * (Sign In, a participant link's page): React Aria's Heading and Text bring its slot contexts
 * (about 2.5 kB gzip), which only a heading or text inside one of its components needs.
 */
export function NativeHeading({ level = 2, size, className, ...props }: NativeHeadingProps) {
  const Element = `h${level}` as const
  return (
    <Element
      {...props}
      className={cx(styles.heading({ size: size ?? sizeByLevel[level] }), className)}
    />
  )
}

export interface NativeTextProps extends HTMLAttributes<HTMLElement> {
  /** @default 'default' */
  tone?: 'default' | 'muted' | 'danger' | 'success' | 'warning'
  /** @default 'md' */
  size?: 'xs' | 'sm' | 'md' | 'lg'
  /** @default 'regular' */
  weight?: 'regular' | 'medium' | 'semibold'
  /** Monospace, for ids and file paths. @default false */
  mono?: boolean
  /** Keeps the line breaks of what someone wrote. @default false */
  keepLines?: boolean
  /** @default 'p' */
  elementType?: 'p' | 'span' | 'div' | 'strong' | 'small'
}

/** Text's look on the plain element, for the same screens as NativeHeading. */
export function NativeText({
  tone = 'default',
  size = 'md',
  weight = 'regular',
  mono = false,
  keepLines = false,
  elementType: Element = 'p',
  className,
  ...props
}: NativeTextProps) {
  return (
    <Element
      {...props}
      className={cx(styles.text({ tone, size, weight, mono, keepLines }), className)}
    />
  )
}
