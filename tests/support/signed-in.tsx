import { createMemoryHistory } from '@tanstack/react-router'
import { snapshot } from 'valtio'
import type { User } from '@/contract/types'
import SignedInShell from '@/app/signed-in-shell'
import { authState } from '@/features/auth/auth-store'
import { renderWithColorScheme } from './render'

/**
 * Renders the signed-in app (the shell, its router and every page) at the address `url`, for
 * the user signed in. `path()` is where the app is now (its address after the `#`).
 */
export async function renderSignedInAt(url: string) {
  const { user } = snapshot(authState)
  if (!user) throw new Error('Sign in before rendering the signed-in app')
  const history = createMemoryHistory({ initialEntries: [url] })
  const screen = await renderWithColorScheme(
    <SignedInShell user={user as User} history={history} />,
  )
  return Object.assign(screen, { history, path: () => history.location.href })
}
