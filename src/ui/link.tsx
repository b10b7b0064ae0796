import {
  Link as RACLink,
  composeRenderProps,
  type LinkProps as RACLinkProps,
} from 'react-aria-components'
import * as styles from './link.css'
import { cx } from './utils'

/**
 * A link; with `href` it navigates, with only `onPress` it is an in-app link (role link, e.g.
 * Create Account, which switches screens by state).
 */
export type LinkProps = RACLinkProps

export function Link({ className, ...props }: LinkProps) {
  return (
    <RACLink {...props} className={composeRenderProps(className, (own) => cx(styles.link, own))} />
  )
}
