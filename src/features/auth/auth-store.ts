import { proxy, useSnapshot } from 'valtio'
import { api } from '../../api/client'
import { errorMessage } from '../../api/errors'
import type { User } from '../../api/types'
import { logger, setLogContext } from '../../lib/logger'
import { clearToken, decodeToken, readToken, writeToken } from '../../lib/token'

/** Signed out → token saved → profile loaded (SPEC §4 Auth). */
export type AuthStatus = 'signedOut' | 'loadingProfile' | 'signedIn'

export const authState = proxy({
  status: (readToken() ? 'loadingProfile' : 'signedOut') as AuthStatus,
  user: null as User | null,
  signingIn: false,
  error: null as string | null,
})

function rememberUser(user: User | null) {
  authState.user = user
  setLogContext({
    userId: user?.id ?? null,
    email: user?.email ?? null,
    role: user?.role ?? null,
    sessionId: decodeToken(readToken())?.sessionId ?? null,
  })
}

export const authActions = {
  async signIn(email: string, password: string) {
    authState.signingIn = true
    authState.error = null
    try {
      const { data, error } = await api.POST('/auth/login', { body: { email, password } })
      if (!data) {
        authState.error = errorMessage(error, 'Login failed')
        return
      }
      writeToken(data.token)
      rememberUser(data.user)
      await authActions.loadProfile()
    } catch (error) {
      authState.error = errorMessage(error, 'Login failed')
    } finally {
      authState.signingIn = false
    }
  },

  /** A failed profile load signs the user out (SPEC §4). */
  async loadProfile() {
    authState.status = 'loadingProfile'
    try {
      const { data } = await api.GET('/auth/profile')
      if (!data) throw new Error('Profile could not be loaded')
      rememberUser(data)
      authState.status = 'signedIn'
    } catch (error) {
      logger.warn('Profile load failed; signing out', { error: String(error) })
      authActions.forget()
    }
  },

  async signOut() {
    try {
      await api.POST('/auth/logout')
    } finally {
      authActions.forget()
    }
  },

  forget() {
    clearToken()
    rememberUser(null)
    authState.status = 'signedOut'
  },
}

export const useAuth = () => useSnapshot(authState)
