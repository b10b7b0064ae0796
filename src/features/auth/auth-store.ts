import { proxy, useSnapshot } from 'valtio'
import { serverMessage } from '@/api/call'
import { onTokenRejected } from '@/api/client'
import * as authApi from '@/api/resources/auth'
import type { ApiSchemas, User } from '@/contract/types'
import { logger, setLogContext } from '@/lib/logger'
import { clearToken, decodeToken, isExpired, readToken, writeToken } from '@/lib/token'
import { AUTH_MESSAGES } from './validation'

/** Signed out → token saved → profile loaded (docs/product.md#states Auth). */
export type AuthStatus = 'signedOut' | 'loadingProfile' | 'signedIn'

/** Which signed-out screen is asked for; register shows only while registration is enabled. */
export type AuthScreen = 'signIn' | 'register'

/** A stored token worth a profile request: present, readable and not past its expiry. */
function usableToken(): string | null {
  const token = readToken()
  return token !== null && !isExpired(decodeToken(token)) ? token : null
}

export const authState = proxy({
  status: (usableToken() ? 'loadingProfile' : 'signedOut') as AuthStatus,
  user: null as User | null,
  screen: 'signIn' as AuthScreen,
  /** GET /auth/config's answer; null until it arrives. Registration is offered only on true. */
  registrationEnabled: null as boolean | null,
  /** A sign-in or registration request is under way. */
  busy: false,
  /** The last sign-in or registration failure, as shown to the user. */
  error: null as string | null,
  /** Why the user was signed out without asking (the session expired), until the next attempt. */
  notice: null as string | null,
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

// One profile request at a time: StrictMode and a sign-in racing the start-up check both ask.
let profileRequest: Promise<void> | null = null

async function fetchProfile(): Promise<void> {
  const token = readToken()
  authState.status = 'loadingProfile'
  const profile = await authApi.getProfile({
    failure: 'Profile could not be loaded',
    needsToken: false,
    level: 'warn',
    logAs: 'Profile load failed; signing out',
  })
  // Signed out (or in as someone else) meanwhile: this answer is stale.
  if (readToken() !== token) return
  if (!profile.ok) {
    authActions.forget()
    return
  }
  rememberUser(profile.data)
  authState.status = 'signedIn'
}

async function signedInWith(token: string, user: User) {
  writeToken(token)
  rememberUser(user)
  await authActions.loadProfile()
}

export const authActions = {
  /**
   * On start: a stored token loads the profile; an expired or unreadable one is dropped
   * without a request, saying so.
   */
  start() {
    const token = readToken()
    if (token === null) {
      authActions.forget()
      return
    }
    if (isExpired(decodeToken(token))) {
      logger.info('Stored token has expired; signing out')
      authActions.sessionExpired()
      return
    }
    if (authState.status !== 'signedIn') void authActions.loadProfile()
  },

  async signIn(email: string, password: string) {
    authState.busy = true
    authState.error = null
    authState.notice = null
    try {
      const outcome = await authApi.login(
        { email, password },
        {
          failure: serverMessage(AUTH_MESSAGES.loginFailed),
          needsToken: false,
          level: 'warn',
          logAs: 'Sign-in request failed',
        },
      )
      if (!outcome.ok) {
        authState.error = outcome.error
        return
      }
      await signedInWith(outcome.data.token, outcome.data.user)
    } finally {
      authState.busy = false
    }
  },

  /** Creates the account and signs in with it (docs/product.md#sign-in Create Account). */
  async register(body: ApiSchemas['RegisterRequest']) {
    authState.busy = true
    authState.error = null
    authState.notice = null
    try {
      const outcome = await authApi.register(body, {
        failure: serverMessage(AUTH_MESSAGES.registrationFailed),
        needsToken: false,
        level: 'warn',
        logAs: 'Registration request failed',
      })
      if (!outcome.ok) {
        authState.error = outcome.error
        // Refused because registration was switched off: the screen falls back to sign-in.
        if (outcome.status === 403) await authActions.loadConfig()
        return
      }
      await signedInWith(outcome.data.token, outcome.data.user)
    } finally {
      authState.busy = false
    }
  },

  /** Asks the server whether registration is enabled; no answer counts as disabled. */
  async loadConfig() {
    const config = await authApi.getAuthConfig({
      failure: 'Auth config could not be loaded',
      needsToken: false,
      level: 'warn',
    })
    const enabled = config.ok && config.data.registrationEnabled === true
    authState.registrationEnabled = enabled
    if (!enabled) authState.screen = 'signIn'
  },

  showSignIn() {
    authState.screen = 'signIn'
    authState.error = null
  },

  showRegister() {
    authState.screen = 'register'
    authState.error = null
    authState.notice = null
  },

  /** A failed profile load signs the user out (docs/product.md#states). */
  loadProfile(): Promise<void> {
    profileRequest ??= fetchProfile().finally(() => {
      profileRequest = null
    })
    return profileRequest
  },

  /** The signed-in user changed their own profile. */
  updateUser(user: User) {
    rememberUser(user)
  },

  async signOut() {
    // The token is dropped here either way; a server that missed the call expires it.
    await authApi.logout({ failure: 'Logout request failed', needsToken: false, level: 'warn' })
    authActions.forget()
  },

  /**
   * The server refused the session's token (expired, or the session ended elsewhere): signs
   * out at once and says why on Sign In. Nothing the server accepted is lost: an interview in
   * progress is resumed from the dashboard after signing in again.
   */
  sessionExpired() {
    logger.warn('The session has expired; signing out')
    authActions.forget()
    authState.notice = AUTH_MESSAGES.sessionExpired
  },

  forget() {
    clearToken()
    rememberUser(null)
    authState.status = 'signedOut'
    authState.screen = 'signIn'
    authState.busy = false
    authState.error = null
    authState.notice = null
  },
}

onTokenRejected(() => authActions.sessionExpired())

export const useAuth = () => useSnapshot(authState)

/**
 * The signed-in user for rendering. Snapshots are frozen and typed deeply readonly; pages take
 * the contract's `User`, and none of them writes to it.
 */
export const useCurrentUser = () => useSnapshot(authState).user as User | null
