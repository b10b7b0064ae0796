import { seedDatabase, type SeedOptions } from '../../mocks/db/seed'
import { clearFaults } from '../../mocks/faults'
import { mockSettings } from '../../mocks/settings'
import { navigationActions } from '../../src/app/navigation'
import { modelsActions } from '../../src/features/admin/models-store'
import { projectTypesActions } from '../../src/features/admin/project-types-store'
import { promptsActions } from '../../src/features/admin/prompts-store'
import { usersActions } from '../../src/features/admin/users-store'
import { authActions, authState } from '../../src/features/auth/auth-store'
import { dashboardActions } from '../../src/features/dashboard/dashboard-store'
import {
  inputLevelState,
  interviewActions,
  interviewState,
} from '../../src/features/interview/interview-store'
import { microphoneActions, microphoneState } from '../../src/features/interview/microphone-store'
import { profileActions } from '../../src/features/profile/profile-store'
import { projectsActions } from '../../src/features/projects/projects-store'
import { resultsActions } from '../../src/features/results/results-store'
import { themeActions, type ResolvedTheme } from '../../src/lib/theme'
import { toasts } from '../../src/ui/toast'

/**
 * Puts the app back where a fresh page load would be: every store emptied, nothing stored, the
 * mock database seeded again (the stories share one page, and so one set of module-level
 * stores, under the vitest addon and in the Storybook UI alike).
 */
export async function resetApp(theme: ResolvedTheme, seed: SeedOptions = {}): Promise<void> {
  localStorage.clear()
  sessionStorage.clear()
  // The app's own theme pickers then agree with the toolbar's theme.
  themeActions.setChoice(theme)
  void interviewActions.leave()
  interviewActions.dismissError()
  Object.assign(interviewState, { deviceId: null, deviceLabel: null })
  inputLevelState.level = 0
  microphoneActions.dismissNotice()
  Object.assign(microphoneState, { devices: [], loading: false, chosenLabel: null, busy: false })
  authActions.forget()
  authState.registrationEnabled = null
  navigationActions.reset()
  dashboardActions.reset()
  projectsActions.reset()
  resultsActions.reset()
  usersActions.reset()
  projectTypesActions.reset()
  modelsActions.reset()
  promptsActions.reset()
  profileActions.reset()
  toasts.clear()
  // React Aria's live announcer lives in <body>, outside React: a page load would start empty.
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    log.replaceChildren()
  }
  mockSettings.setLatency(0)
  clearFaults()
  await seedDatabase(seed)
}
