import { useEffect } from 'react'
import { authActions, useAuth } from '../features/auth/auth-store'
import { SignIn } from '../features/auth/components/sign-in'

/** The screen is chosen by application state (SPEC §2 Root shell). */
export function App() {
  const { status, user } = useAuth()

  useEffect(() => {
    if (status === 'loadingProfile') void authActions.loadProfile()
    // Only on start: a stored token is checked once by loading the profile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  if (status === 'signedOut') return <SignIn />
  if (status === 'loadingProfile' || !user) return <p role="status">Loading...</p>
  return (
    <main>
      <h1>Welcome, {user.firstName}!</h1>
      <button type="button" onClick={() => void authActions.signOut()}>
        Sign Out
      </button>
    </main>
  )
}
