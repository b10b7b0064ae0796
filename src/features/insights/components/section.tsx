import { useId, type ReactNode } from 'react'
import { Heading } from '@/ui/typography'
import { cx } from '@/ui/utils'
import * as styles from './insights.css'

export interface SectionProps {
  title: string
  /** Controls beside the heading ('Show as table'). */
  actions?: ReactNode
  className?: string
  children: ReactNode
}

/** A region of the tab named by its heading, so screen readers can jump between them. */
export function Section({ title, actions, className, children }: SectionProps) {
  const id = useId()
  return (
    <section className={cx(styles.section, className)} aria-labelledby={id}>
      <div className={styles.sectionHeader}>
        <Heading level={4} id={id}>
          {title}
        </Heading>
        {actions}
      </div>
      {children}
    </section>
  )
}
