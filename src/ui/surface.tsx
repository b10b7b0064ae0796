import { useId, type HTMLAttributes, type ReactNode } from 'react'
import * as styles from './card.css'
import { cx } from './utils'

export interface SurfaceProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /**
   * 'li' inside a list of surfaces (the report's themes and codes); 'section' for a titled
   * region (a participant link's consent). @default 'div'
   */
  as?: 'div' | 'li' | 'section'
  /** A heading, as Card's title: it names a 'section'. */
  title?: ReactNode
  /** @default 3 */
  headingLevel?: 2 | 3 | 4
}

/**
 * A card's surface, optionally with Card's title: no press, and so no react-aria code, for the
 * screens that load before any (Sign In, a report link's page, a participant link's page). Card
 * is the one to use elsewhere.
 */
export function Surface({
  as: Element = 'div',
  title,
  headingLevel = 3,
  className,
  children,
  ...props
}: SurfaceProps) {
  const titleId = useId()
  const Heading = `h${headingLevel}` as const
  return (
    <Element
      aria-labelledby={title != null && Element === 'section' ? titleId : undefined}
      {...props}
      className={cx(styles.card, className)}
    >
      {title != null && (
        <div className={styles.header}>
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
        </div>
      )}
      {children}
    </Element>
  )
}
