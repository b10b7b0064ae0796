import { useId, type HTMLAttributes, type ReactNode } from 'react'
import { Button as RACButton } from 'react-aria-components'
import * as styles from './card.css'
import { cx } from './utils'

/** No RAC counterpart: a card is a surface, optionally with a pressable title. */
export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading; it names the card (as a region when `as` is 'section'). */
  title?: ReactNode
  /** @default 3 */
  headingLevel?: 2 | 3 | 4
  /**
   * Makes the whole card pressable (project cards open their detail dialog). The title becomes
   * the button, so it is reached by Tab and named by the title; pass a title.
   */
  onPress?: () => void
  /** Buttons on the card (Resume Interview, Abandon), kept clickable above a pressable card. */
  actions?: ReactNode
  /**
   * The element: 'li' inside a list of cards, 'article' for a self-contained item.
   * @default 'section'
   */
  as?: 'section' | 'article' | 'div' | 'li'
}

export function Card({
  title,
  headingLevel = 3,
  onPress,
  actions,
  as: Element = 'section',
  className,
  children,
  ...props
}: CardProps) {
  const titleId = useId()
  const Heading = `h${headingLevel}` as const
  const labelled = title != null && Element !== 'li' && Element !== 'div'

  // Pressable without a title: the content itself is the button (no headings allowed inside).
  if (onPress && title == null) {
    return (
      <Element {...props} className={cx(styles.card, styles.pressable, className)}>
        <RACButton data-card-press className={styles.wholeButton} onPress={onPress}>
          {children}
        </RACButton>
        {actions != null && <div className={styles.actions}>{actions}</div>}
      </Element>
    )
  }

  return (
    <Element
      aria-labelledby={labelled ? titleId : undefined}
      {...props}
      className={cx(styles.card, onPress && styles.pressable, className)}
    >
      {title != null && (
        <div className={styles.header}>
          <Heading id={titleId} className={styles.title}>
            {onPress ? (
              <RACButton data-card-press className={styles.pressTarget} onPress={onPress}>
                {title}
              </RACButton>
            ) : (
              title
            )}
          </Heading>
        </div>
      )}
      {children}
      {actions != null && <div className={styles.actions}>{actions}</div>}
    </Element>
  )
}
