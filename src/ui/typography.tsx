import {
  Heading as RACHeading,
  Text as RACText,
  type HeadingProps as RACHeadingProps,
  type TextProps as RACTextProps,
} from 'react-aria-components'
import * as styles from './typography.css'
import { cx } from './utils'

const sizeByLevel = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'sm', 5: 'sm', 6: 'sm' } as const

export interface HeadingProps extends RACHeadingProps {
  /** @default 2 */
  level?: 1 | 2 | 3 | 4 | 5 | 6
  /**
   * Visual size, when it should differ from the level's.
   * @default by level: 1 xl, 2 lg, 3 md, 4–6 sm
   */
  size?: 'sm' | 'md' | 'lg' | 'xl'
}

export function Heading({ level = 2, size, className, ...props }: HeadingProps) {
  return (
    <RACHeading
      {...props}
      level={level}
      className={cx(styles.heading({ size: size ?? sizeByLevel[level] }), className)}
    />
  )
}

export interface TextProps extends RACTextProps {
  /** @default 'default' */
  tone?: 'default' | 'muted' | 'danger' | 'success' | 'warning'
  /** @default 'md' */
  size?: 'xs' | 'sm' | 'md' | 'lg'
  /** @default 'regular' */
  weight?: 'regular' | 'medium' | 'semibold'
  /** Monospace, for ids and file paths. @default false */
  mono?: boolean
  /** The element: 'p' for a paragraph, 'span' inline, 'div'. @default 'p' */
  elementType?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'time'
}

export function Text({
  tone = 'default',
  size = 'md',
  weight = 'regular',
  mono = false,
  elementType = 'p',
  className,
  ...props
}: TextProps) {
  return (
    <RACText
      {...props}
      elementType={elementType}
      className={cx(styles.text({ tone, size, weight, mono }), className)}
    />
  )
}
