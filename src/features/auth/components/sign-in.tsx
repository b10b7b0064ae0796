import { useState, type FormEvent } from 'react'
import { Button, Form, Input, Label, TextField } from 'react-aria-components'
import { apiMode } from '../../../lib/env'
import { authActions, useAuth } from '../auth-store'
import { demoAccounts } from '../demo-accounts'

export function SignIn() {
  const { signingIn, error } = useAuth()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void authActions.signIn(email, password)
  }

  return (
    <main>
      <h1>Sign In</h1>
      <Form onSubmit={submit}>
        <TextField type="email" isRequired value={email} onChange={setEmail} autoComplete="email">
          <Label>Email</Label>
          <Input />
        </TextField>
        <TextField
          type="password"
          isRequired
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        >
          <Label>Password</Label>
          <Input />
        </TextField>
        {error && <p role="alert">{error}</p>}
        <Button type="submit" isDisabled={signingIn}>
          {signingIn ? 'Signing In...' : 'Sign In'}
        </Button>
      </Form>
      {import.meta.env.VITE_API_MODE !== 'live' && apiMode === 'mock' && (
        <section aria-labelledby="demo-accounts">
          <h2 id="demo-accounts">Demo accounts</h2>
          {demoAccounts.map((account) => (
            <Button
              key={account.email}
              onPress={() => void authActions.signIn(account.email, account.password)}
            >
              Sign in as {account.label}
            </Button>
          ))}
        </section>
      )}
    </main>
  )
}
