import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import * as styles from './link.css'
import { cx } from './utils'

export interface NativeLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where the link points; with `onPress` it is only what a new tab would open. */
  href: string
  /** An in-app link (Create Account switches screens by state): pressing it calls this instead. */
  onPress?: () => void
}

/**
 * Link's look on the browser's own anchor, for the first screen (Sign In), which loads before
 * any react-aria code.
 */
export function NativeLink({ href, onPress, className, onClick, ...props }: NativeLinkProps) {
  function click(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    // A modified click (new tab, new window) keeps the browser's meaning.
    if (!onPress || event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey)
      return
    event.preventDefault()
    onPress()
  }
  return <a {...props} href={href} className={cx(styles.link, className)} onClick={click} />
}
