import { useId } from 'react'
import { Stack } from '@/ui/layout'
import { List } from '@/ui/list'
import { NativeButton } from '@/ui/native-button'
import { NativeHeading, NativeText } from '@/ui/native-typography'
import { authActions, useAuth } from '../auth-store'
import { demoAccounts } from '../demo-accounts'

/** Mock mode only: the seeded demo accounts, each signed in with one click. */
export function DemoSignIn() {
  const { busy } = useAuth()
  const headingId = useId()
  return (
    <Stack as="section" gap="sm" aria-labelledby={headingId}>
      <NativeHeading level={2} size="sm" id={headingId}>
        Demo accounts
      </NativeHeading>
      <NativeText tone="muted" size="sm">
        The app runs on its built-in mock backend. Sign in with one click:
      </NativeText>
      <List gap="sm">
        {demoAccounts.map((account) => (
          <li key={account.email}>
            <Stack gap="xxs">
              <NativeButton
                variant="secondary"
                isDisabled={busy}
                onPress={() => void authActions.signIn(account.email, account.password)}
              >
                Sign in as {account.label}
              </NativeButton>
              <NativeText tone="muted" size="xs" mono>
                {account.email}
              </NativeText>
            </Stack>
          </li>
        ))}
      </List>
    </Stack>
  )
}
