import { proxy, useSnapshot } from 'valtio'
import type { PersistentInterview, Project } from '@/contract/types'

/**
 * Which screen the shell shows beyond sign-in (docs/product.md#root-shell: chosen by application state, no URL
 * routes). Pages change it through these actions; the shell reads it.
 */

export type AdminTab = 'users' | 'project-types' | 'models' | 'prompts'

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
  adminPanel: null as { tab: AdminTab } | null,
})

export const navigationActions = {
  chooseInterview(choice: InterviewChoice) {
    navigation.interview = choice
  },
  /** Back to the dashboard; also what signing out does (docs/product.md#root-shell). */
  leaveInterview() {
    navigation.interview = null
  },
  openAdminPanel(tab: AdminTab = 'users') {
    navigation.adminPanel = { tab }
  },
  closeAdminPanel() {
    navigation.adminPanel = null
  },
  reset() {
    navigation.interview = null
    navigation.adminPanel = null
  },
}

export const useNavigation = () => useSnapshot(navigation)
