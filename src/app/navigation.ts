import { proxy } from 'valtio'
import type { PersistentInterview, Project } from '@/contract/types'

/**
 * The screen is chosen by the address (src/app/router.tsx, docs/architecture.md#addresses). What
 * stays here is the client's own: the interview chosen on the dashboard, with what its address
 * does not hold (the project as listed, an admin's prompt override).
 */

export const ADMIN_TABS = ['users', 'project-types', 'models', 'prompts'] as const
export type AdminTab = (typeof ADMIN_TABS)[number]

/** What the interview view starts from: a project (optionally resuming), or a standalone pair. */
export type InterviewChoice =
  | {
      kind: 'project'
      project: Project
      promptOverride?: string
      /** Preview Interview: nothing is saved (docs/product.md#preview). */
      preview?: boolean
    }
  | { kind: 'resume'; interview: PersistentInterview; project: Project | null }
  | { kind: 'standalone'; company: string; product: string }

export const navigation = proxy({
  interview: null as InterviewChoice | null,
})

export const navigationActions = {
  /** Hands the dashboard's choice to the interview page, which its address then opens. */
  chooseInterview(choice: InterviewChoice) {
    navigation.interview = choice
  },
  /** Signing out forgets the choice (docs/product.md#root-shell). */
  reset() {
    navigation.interview = null
  },
}

/** The interview page's address for a choice: the saved interview's id, else what it is about. */
export function interviewSearch(choice: InterviewChoice) {
  switch (choice.kind) {
    case 'project':
      return choice.preview === true
        ? { projectId: choice.project.id, preview: true }
        : { projectId: choice.project.id }
    case 'resume':
      return { interviewId: choice.interview.interview_id }
    case 'standalone':
      return { company: choice.company, product: choice.product }
  }
}
