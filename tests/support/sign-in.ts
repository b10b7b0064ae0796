import { snapshot } from 'valtio'
import { api } from '@/api/client'
import type { User } from '@/contract/types'
import { authActions, authState } from '@/features/auth/auth-store'
import { writeToken } from '@/lib/token'
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

/**
 * Signs in through the app's API client and stores the token, leaving the session store alone:
 * for tests of a screen or store rendered without the signed-in shell.
 */
export async function storeTokenOf(who: DemoRole | Credentials): Promise<User> {
  return (await login(who)).user
}

/** As storeTokenOf, answering the token (for a request the test makes itself). */
export async function signInForToken(who: DemoRole | Credentials): Promise<string> {
  return (await login(who)).token
}

async function login(who: DemoRole | Credentials) {
  const { email, password } = credentialsOf(who)
  const { data } = await api.POST('/auth/login', { body: { email, password } })
  if (!data) throw new Error(`Could not sign in as ${email}`)
  writeToken(data.token)
  return data
}
