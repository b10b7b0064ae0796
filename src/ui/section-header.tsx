import type { ReactNode } from 'react'
import * as styles from './section-header.css'
import { Heading, type HeadingProps } from './typography'

export interface SectionHeaderProps {
  /** The heading's text. */
  title: ReactNode
  /** The level in the page's outline: the caller knows where the section sits. */
  level: NonNullable<HeadingProps['level']>
  /** The heading's id, for the section's aria-labelledby. */
  id?: string
  /** Controls beside the heading (New Code, Show as table); they wrap below on narrow screens. */
  actions?: ReactNode
}

/** A section's heading with its actions at the far end of the same row. */
export function SectionHeader({ title, level, id, actions }: SectionHeaderProps) {
  return (
    <div className={styles.header}>
      <Heading level={level} id={id}>
        {title}
      </Heading>
      {actions}
    </div>
  )
}
