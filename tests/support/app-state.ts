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
import { colorSchemeState } from '@/lib/color-scheme'
import { toasts } from '@/ui/toast'

/**
 * Puts the app's module-level state back where a fresh page load leaves it: every store emptied,
 * nothing stored, no faults or latency in the mock. For code that shares one page, and so one
 * set of modules: the stories, and the browser test files (tests/support/browser-setup.ts).
 */
export function resetAppState(): void {
  localStorage.clear()
  sessionStorage.clear()
  colorSchemeState.choice = 'system'
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
}
