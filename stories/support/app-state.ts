import { seedDatabase, type SeedOptions } from '../../mocks/db/seed'
import { clearFaults } from '../../mocks/faults/fault-settings'
import { mockSettings } from '../../mocks/faults/default-latency'
import { navigationActions } from '@/app/navigation'
import { usersActions } from '@/features/admin/users-store'
import { authActions, authState } from '@/features/auth/auth-store'
import {
  inputLevelState,
  interviewActions,
  interviewState,
} from '@/features/interview/interview-store'
import { microphoneActions, microphoneState } from '@/features/interview/microphone-store'
import { colorSchemeActions, type ResolvedColorScheme } from '@/lib/color-scheme'
import { toasts } from '@/ui/toast'

/**
 * Puts the app back where a fresh page load would be: every store emptied, nothing stored, the
 * mock database seeded again (the stories share one page, and so one set of module-level
 * stores, under the vitest addon and in the Storybook UI alike).
 */
export async function resetApp(theme: ResolvedColorScheme, seed: SeedOptions = {}): Promise<void> {
  localStorage.clear()
  sessionStorage.clear()
  // The app's own theme pickers then agree with the toolbar's theme.
  colorSchemeActions.setChoice(theme)
  void interviewActions.leave()
  interviewActions.dismissError()
  Object.assign(interviewState, { deviceId: null, deviceLabel: null })
  inputLevelState.level = 0
  microphoneActions.dismissNotice()
  Object.assign(microphoneState, { devices: [], loading: false, chosenLabel: null, busy: false })
  authActions.forget()
  authState.registrationEnabled = null
  navigationActions.reset()
  history.replaceState(null, '', location.pathname + location.search)
  usersActions.reset()
  toasts.clear()
  // React Aria's live announcer lives in <body>, outside React: a page load would start empty.
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    log.replaceChildren()
  }
  mockSettings.setLatency(0)
  clearFaults()
  await seedDatabase(seed)
}
