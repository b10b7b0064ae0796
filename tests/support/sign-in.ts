import { snapshot } from 'valtio'
import type { User } from '@/contract/types'
import { authActions, authState } from '@/features/auth/auth-store'
import { credentialsOf, type Credentials, type DemoRole } from './accounts'

/**
 * Signs in through the app's own store against the mock (login, token, profile), as the Sign In
 * form does, for browser tests and stories; fails loudly when the mock refuses.
 */
export async function signInAs(who: DemoRole | Credentials): Promise<User> {
  const { email, password } = credentialsOf(who)
  await authActions.signIn(email, password)
  const { user } = snapshot(authState)
  if (!user) throw new Error(`Could not sign in as ${email}: ${authState.error ?? 'no profile'}`)
  return user as User
}
