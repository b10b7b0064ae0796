import { useEffect, useState, type SyntheticEvent } from 'react'
import { apiMode } from '@/lib/env'
import { Alert } from '@/ui/alert'
import { Stack } from '@/ui/layout'
import { NativeButton } from '@/ui/native-button'
import { NativeLink } from '@/ui/native-link'
import { NativeTextField } from '@/ui/native-text-field'
import { NativeText } from '@/ui/native-typography'
import { authActions, useAuth } from '../auth-store'
import { AuthLayout } from './auth-layout'
import { DemoSignIn } from './demo-sign-in'

/**
 * docs/product.md#sign-in Sign In. The first screen most visits see, so it is built on the browser's own form
 * controls (the Native* primitives) and the first load carries no react-aria code; the other
 * screens load it with their own code.
 */
export function SignIn() {
  const { busy, error, notice, registrationEnabled } = useAuth()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')

  useEffect(() => {
    void authActions.loadConfig()
  }, [])

  function submit(event: SyntheticEvent) {
    event.preventDefault()
    void authActions.signIn(email.trim(), password)
  }

  return (
    <AuthLayout title="Sign In">
      {notice !== null && <Alert tone="warning">{notice}</Alert>}
      <Stack as="form" gap="lg" onSubmit={submit}>
        <NativeTextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          isRequired
          value={email}
          onChange={setEmail}
        />
        <NativeTextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={setPassword}
        />
        {error !== null && <Alert tone="danger">{error}</Alert>}
        <NativeButton type="submit" isPending={busy}>
          Sign In
        </NativeButton>
      </Stack>
      {/* The line keeps its place whatever the configuration says and before it arrives, so
          nothing under it moves (docs/architecture.md#sign-in-stable). */}
      {registrationEnabled === true ? (
        <NativeText size="sm">
          Don&apos;t have an account?{' '}
          <NativeLink href="#create-account" onPress={() => authActions.showRegister()}>
            Create Account
          </NativeLink>
        </NativeText>
      ) : (
        // One blank line of the same text holds its place; nothing to read in it.
        <NativeText size="sm" aria-hidden="true">
          {'\u00a0'}
        </NativeText>
      )}
      {/* A build-time constant: the live build drops the demo accounts entirely. Hybrid mode
          shows none either: sign-in is the live backend's, which has no such accounts. */}
      {import.meta.env.VITE_API_MODE !== 'live' && apiMode === 'mock' && <DemoSignIn />}
    </AuthLayout>
  )
}
