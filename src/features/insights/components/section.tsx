import { useId, type ReactNode } from 'react'
import { Stack } from '@/ui/layout'
import { keepTogether, screenOnly as offPaper } from '@/ui/print.css'
import { SectionHeader } from '@/ui/section-header'
import { cx } from '@/ui/utils'

export interface SectionProps {
  title: string
  /** Controls beside the heading ('Show as table'). */
  actions?: ReactNode
  /** Kept off paper: controls (search, filters, exports) mean nothing in a printed report. */
  screenOnly?: boolean
  children: ReactNode
}

/** A region of the tab named by its heading, so screen readers can jump between them. */
export function Section({ title, actions, screenOnly = false, children }: SectionProps) {
  const id = useId()
  return (
    <Stack
      as="section"
      gap="md"
      className={cx(keepTogether.page, screenOnly && offPaper)}
      aria-labelledby={id}
    >
      <SectionHeader level={4} id={id} title={title} actions={actions} />
      {children}
    </Stack>
  )
}
