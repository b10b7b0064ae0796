import type { ProjectStatus } from '@/contract/types'
import type { Tone } from '@/styles'

/** Status badges (the contract's statuses; docs/product.md#entities does not name them). */
export const PROJECT_STATUS: Readonly<Record<ProjectStatus, { label: string; tone: Tone }>> = {
  draft: { label: 'Draft', tone: 'neutral' },
  active: { label: 'Active', tone: 'success' },
  completed: { label: 'Completed', tone: 'info' },
  archived: { label: 'Archived', tone: 'warning' },
}
