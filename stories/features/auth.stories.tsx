import { expect, userEvent, waitFor } from 'storybook/test'
import preview from '../../.storybook/preview'
import { api } from '@/api/client'
import { authActions, authState } from '@/features/auth/auth-store'
import { writeToken } from '@/lib/token'
import { demoAccounts } from '../../tests/support/accounts'
import { answer, held, overrides } from '../support/failures'
import { appScreen, field, page, selectButton } from '../support/screens'
import { scenario } from '../support/scenario'

/** docs/product.md#sign-in Sign In and Create Account, and the spinner while a stored session is checked. */
const meta = preview.meta({
  title: 'Screens/Sign In and Create Account',
  ...appScreen(),
})

/** A stored session from an earlier visit: the app checks it by loading the profile. */
async function returningUser() {
  const { email, password } = demoAccounts.lead
  const { data } = await api.POST('/auth/login', { body: { email, password } })
  if (data) writeToken(data.token)
  authState.status = 'loadingProfile'
}

const heading = (name: string) => page.findByRole('heading', { level: 1, name })

async function openCreateAccount() {
  await userEvent.click(await page.findByRole('link', { name: 'Create Account' }))
  await heading('Create Account')
}

export const SignIn = meta.story({
  play: async () => {
    await heading('Sign In')
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible()
    await expect(field('Password')).toBeVisible()
    await expect(await page.findByRole('link', { name: 'Create Account' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign in as Admin' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toHaveTextContent('Version 0.1.7')
  },
})

export const SignInWithoutRegistration = meta.story({
  parameters: scenario({ seed: { registrationEnabled: false } }),
  play: async () => {
    await heading('Sign In')
    // The config answer arrives after the first render: wait for the demo list, then check.
    await waitFor(() => expect(authState.registrationEnabled).toBe(false))
    await expect(page.queryByRole('link', { name: 'Create Account' })).not.toBeInTheDocument()
  },
})

export const SignInFailed = meta.story({
  play: async () => {
    await userEvent.type(page.getByRole('textbox', { name: 'Email' }), demoAccounts.lead.email)
    await userEvent.type(field('Password'), 'not-the-password')
    await userEvent.click(page.getByRole('button', { name: 'Sign In' }))
    // docs/product.md#errors: the server's message.
    await expect(await page.findByRole('alert')).toHaveTextContent('Invalid email or password')
  },
})

export const CreateAccount = meta.story({
  play: async () => {
    await openCreateAccount()
    for (const name of ['First Name', 'Last Name', 'Email', 'Password', 'Confirm Password']) {
      await expect(field(name)).toBeVisible()
    }
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email')
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled()
    // The role select offers every role, admin included; interviewee is the default.
    const role = await selectButton('Role')
    await expect(role).toHaveTextContent('Interviewee')
    await userEvent.click(role)
    for (const name of ['Admin', 'Interview Lead', 'Interviewee']) {
      await expect(await page.findByRole('option', { name })).toBeInTheDocument()
    }
  },
})

export const CreateAccountInvalid = meta.story({
  play: async () => {
    await openCreateAccount()
    await userEvent.type(field('Password'), 'abc')
    await userEvent.type(field('Confirm Password'), 'abd')
    await expect(await page.findByText('Password must be at least 6 characters long')).toBeVisible()
    await expect(page.getByText('Passwords do not match')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled()
  },
})

async function fillRegistration() {
  await userEvent.type(field('First Name'), 'Maya')
  await userEvent.type(field('Last Name'), 'Okafor')
  await userEvent.type(page.getByRole('textbox', { name: 'Email' }), 'maya.okafor@example.com')
  await userEvent.type(field('Password'), 'secret123')
  await userEvent.type(field('Confirm Password'), 'secret123')
}

export const CreateAccountFailed = meta.story({
  beforeEach: overrides('registrationFails'),
  play: async () => {
    await openCreateAccount()
    await fillRegistration()
    await userEvent.click(page.getByRole('button', { name: 'Create Account' }))
    await expect(await page.findByRole('alert')).toHaveTextContent('Registration failed')
  },
})

/** A stored session whose profile is still on its way (docs/product.md#sign-in: a loading spinner otherwise). */
export const CheckingStoredSession = meta.story({
  beforeEach: async ({ msw }) => {
    const profile = held('get', '/auth/profile')
    msw.use(profile.handler)
    await returningUser()
    // Afterwards the held request fails and signs out; the next story starts without it.
    return async () => {
      profile.release()
      await authActions.loadProfile()
    }
  },
  play: async () => {
    await expect(await page.findByRole('progressbar', { name: 'Loading' })).toBeVisible()
  },
})

/** docs/product.md#states: a failed profile load signs the user out. */
export const ProfileLoadFailedSignsOut = meta.story({
  beforeEach: [returningUser, overrides('profileFails')],
  play: async () => {
    await expect(await heading('Sign In')).toBeVisible()
    await expect(localStorage.getItem('token')).toBeNull()
  },
})

export const SignInDark = meta.story({
  globals: { theme: 'dark' },
  play: async () => {
    await heading('Sign In')
    await expect(document.documentElement.dataset.theme).toBe('dark')
  },
})

export const CreateAccountDark = meta.story({
  globals: { theme: 'dark' },
  play: openCreateAccount,
})

/** docs/product.md#sign-in: Create Account falls back to Sign In once registration is switched off. */
export const RegistrationSwitchedOff = meta.story({
  play: async ({ msw }) => {
    const link = await page.findByRole('link', { name: 'Create Account' })
    msw.use(answer('get', '/auth/config', { registrationEnabled: false }))
    await userEvent.click(link)
    await waitFor(() => expect(authState.registrationEnabled).toBe(false))
    await expect(await heading('Sign In')).toBeVisible()
    await expect(page.queryByRole('link', { name: 'Create Account' })).toBeNull()
  },
})
