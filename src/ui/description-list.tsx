import type { ReactNode } from 'react'
import * as styles from './description-list.css'
import { cx } from './utils'

interface DescriptionItem {
  term: ReactNode
  definition: ReactNode
  /** Needed when `term` is not a string. */
  key?: string
}

export interface DescriptionListProps {
  items: readonly DescriptionItem[]
  /**
   * 'facts': small muted terms (a project's or an interview's details); 'compact': everything
   * small, for a sidebar; 'strong': bold terms, for values read out (credentials, settings).
   * @default 'facts'
   */
  variant?: 'facts' | 'compact' | 'strong'
  className?: string
  'aria-label'?: string
}

/** Terms beside their values, as a real dl of dt/dd pairs (screen readers pair them). */
export function DescriptionList({
  items,
  variant = 'facts',
  className,
  ...props
}: DescriptionListProps) {
  return (
    <dl {...props} className={cx(styles.list, styles.variant[variant], className)}>
      {items.map((item, index) => (
        <DescriptionPair
          key={item.key ?? (typeof item.term === 'string' ? item.term : index)}
          item={item}
          variant={variant}
        />
      ))}
    </dl>
  )
}

function DescriptionPair({
  item,
  variant,
}: {
  item: DescriptionItem
  variant: NonNullable<DescriptionListProps['variant']>
}) {
  return (
    <>
      <dt className={styles.term[variant]}>{item.term}</dt>
      <dd className={styles.definition}>{item.definition}</dd>
    </>
  )
}
