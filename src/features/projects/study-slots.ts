import type { ReactNode } from 'react'
import type { Project } from '@/contract/types'

/**
 * What the study feature adds to the project screens (features do not import each other: the
 * app composes them). Only the project's lead and admins see these parts.
 */
export interface StudySlots {
  /** The Discussion Guide section of Edit Project. */
  renderGuide: (project: Project) => ReactNode
  /** Preview Interview: runs the project's interview without saving it to results. */
  onPreview: (project: Project) => void
}
