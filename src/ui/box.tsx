import type { AllHTMLAttributes, ElementType, Ref } from 'react'
import { sprinkles, type Sprinkles } from '@/styles/sprinkles.css'
import { cx } from './utils'

type BoxElement =
  | 'div'
  | 'span'
  | 'section'
  | 'main'
  | 'aside'
  | 'header'
  | 'footer'
  | 'nav'
  | 'article'
  | 'figure'
  | 'ul'
  | 'ol'
  | 'li'
  | 'p'
  | 'code'

export interface BoxProps
  extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>, Sprinkles {
  /** @default 'div' */
  as?: BoxElement
  ref?: Ref<HTMLElement>
}

/**
 * The one element screens lay out with (as in braid-design-system): spacing, flex, borders and
 * text flow come from the tokens as props (src/styles/sprinkles.css.ts), so a screen writes no
 * CSS of its own. Props that are not sprinkles go to the element.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {}
  const rest: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(props)) {
    if (sprinkles.properties.has(name as keyof Sprinkles)) atoms[name] = value
    else rest[name] = value
  }
  const Element: ElementType = as
  return <Element {...rest} className={cx(sprinkles(atoms), className) || undefined} />
}
