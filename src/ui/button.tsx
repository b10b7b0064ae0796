import type { Ref } from 'react'
import {
  Button as RACButton,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components'
import * as styles from './button.css'
import { cx } from './utils'

export interface ButtonProps extends RACButtonProps {
  /**
   * Visual weight: `primary` for the main action, `secondary` for the rest, `danger` for
   * destructive actions, `ghost` for icon and toolbar buttons.
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost'
  /** @default 'md' */
  size?: 'sm' | 'md'
  ref?: Ref<HTMLButtonElement>
}

export function Button({ variant = 'primary', size = 'md', className, ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (own) => cx(styles.button({ variant, size }), own))}
    />
  )
}
