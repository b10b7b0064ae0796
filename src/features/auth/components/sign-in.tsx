import { useEffect, useState, type FormEvent } from 'react'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { Form } from '../../../ui/form'
import { Link } from '../../../ui/link'
import { TextField } from '../../../ui/text-field'
import { Text } from '../../../ui/typography'
import { authActions, useAuth } from '../auth-store'
import { AuthLayout } from './auth-layout'
import { DemoSignIn } from './demo-sign-in'

/** SPEC §2 Sign In. */
export function SignIn() {
  const { busy, error, notice, registrationEnabled } = useAuth()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')

  useEffect(() => {
    void authActions.loadConfig()
  }, [])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void authActions.signIn(email.trim(), password)
  }

  return (
    <AuthLayout title="Sign In">
      {notice !== null && <Alert tone="warning">{notice}</Alert>}
      <Form onSubmit={submit}>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          isRequired
          value={email}
          onChange={setEmail}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={setPassword}
        />
        {error !== null && <Alert tone="danger">{error}</Alert>}
        <Button type="submit" isPending={busy}>
          Sign In
        </Button>
      </Form>
      {registrationEnabled === true && (
        <Text size="sm">
          Don&apos;t have an account?{' '}
          <Link onPress={() => authActions.showRegister()}>Create Account</Link>
        </Text>
      )}
      {/* A build-time constant: the live build drops the demo accounts entirely. */}
      {import.meta.env.VITE_API_MODE !== 'live' && <DemoSignIn />}
    </AuthLayout>
  )
}
