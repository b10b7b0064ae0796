import { authActions, authState } from '@/features/auth/auth-store'

/** The mock's demo accounts (README.md#demo-accounts-mock-mode), by the role each plays in the stories. */
export const demoAccounts = {
  admin: { email: 'admin@candor.test', password: 'admin123', firstName: 'Ada' },
  lead: { email: 'lead@candor.test', password: 'lead123', firstName: 'Leo' },
  interviewee: { email: 'interviewee@candor.test', password: 'interviewee123', firstName: 'Ines' },
} as const

export type DemoRole = keyof typeof demoAccounts

/**
 * Signs in through the mock API as the app does (login, token, profile), so the story opens on
 * the signed-in screens with a session the mock accepts for every later call.
 */
export async function signInAs(role: DemoRole): Promise<void> {
  const { email, password } = demoAccounts[role]
  await authActions.signIn(email, password)
  if (authState.status !== 'signedIn') {
    throw new Error(`Story setup could not sign in as ${email}: ${authState.error ?? 'no profile'}`)
  }
}
