import { useEffect, type Ref } from 'react'
import {
  Button as RACButton,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components'
import * as styles from './button.css'
import { watchOrphanedAnnouncements } from './orphaned-announcements'
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
  const { isPending } = props
  useEffect(() => {
    // A pending button announces itself by its id, and may leave before the announcement does.
    if (isPending === true) watchOrphanedAnnouncements()
  }, [isPending])
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (own) => cx(styles.button({ variant, size }), own))}
    />
  )
}
