import type { ButtonHTMLAttributes, MouseEvent } from 'react'
import * as styles from './button.css'
import { cx } from './utils'

export interface NativeButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'disabled' | 'onClick'
> {
  /** @default 'primary' */
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost'
  /** @default 'md' */
  size?: 'sm' | 'md'
  /** @default 'button' */
  type?: 'button' | 'submit'
  /** @default false */
  isDisabled?: boolean
  /**
   * Work under way, as Button's isPending: the button ignores presses and says it is busy, but
   * keeps the focus (a disabled button would drop it).
   * @default false
   */
  isPending?: boolean
  onPress?: () => void
}

/**
 * Button's look on the browser's own button, for the first screen (Sign In), which loads before
 * any react-aria code: the browser gives it its role, focus, Enter and Space, and form submit.
 */
export function NativeButton({
  variant = 'primary',
  size = 'md',
  type = 'button',
  isDisabled = false,
  isPending = false,
  onPress,
  className,
  children,
  ...props
}: NativeButtonProps) {
  function onClick(event: MouseEvent<HTMLButtonElement>) {
    if (isPending) {
      event.preventDefault()
      return
    }
    onPress?.()
  }

  return (
    <button
      {...props}
      type={type}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      aria-busy={isPending || undefined}
      data-pending={isPending || undefined}
      className={cx(styles.button({ variant, size }), className)}
      onClick={onClick}
    >
      {children}
    </button>
  )
}
