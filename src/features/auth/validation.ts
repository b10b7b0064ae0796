import type { Role } from '@/contract/types'
import { SHARED_MESSAGES } from '@/domain/messages'

/** docs/product.md#constants: minimum password length. */
const MIN_PASSWORD_LENGTH = 6

/** docs/product.md#validation and docs/product.md#errors texts of the auth screens. */
export const AUTH_MESSAGES = {
  passwordTooShort: SHARED_MESSAGES.passwordTooShort,
  passwordsDiffer: 'Passwords do not match',
  invalidEmail: 'Please enter a valid email address',
  registrationFailed: 'Registration failed',
  // docs/product.md#errors shows the server's body or message; this is for when there is neither.
  loginFailed: 'Login failed',
  // docs/product.md#states says only that a failed profile load signs out; it has no text for a session the
  // server ends (an expired token, a sign-out elsewhere). This one says what happened and what
  // to do, without blaming the user; an interview in progress is kept on the server.
  sessionExpired: 'Your session has expired. Please sign in again.',
} as const

export interface RegistrationValues {
  firstName: string
  lastName: string
  email: string
  role: Role
  password: string
  confirmPassword: string
}

/** Loose on purpose: the server has the final word; this only catches obvious typos. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
}

/** What each field shows while invalid; an untouched (empty) field shows nothing. */
export function registrationErrors(values: RegistrationValues) {
  return {
    email: values.email.trim() !== '' && !isEmail(values.email) ? AUTH_MESSAGES.invalidEmail : null,
    password:
      values.password !== '' && values.password.length < MIN_PASSWORD_LENGTH
        ? AUTH_MESSAGES.passwordTooShort
        : null,
    confirmPassword:
      values.confirmPassword !== '' && values.confirmPassword !== values.password
        ? AUTH_MESSAGES.passwordsDiffer
        : null,
  }
}

/** docs/product.md#validation: every field filled and valid; until then Create Account stays disabled. */
export function canRegister(values: RegistrationValues): boolean {
  return (
    values.firstName.trim() !== '' &&
    values.lastName.trim() !== '' &&
    isEmail(values.email) &&
    values.password.length >= MIN_PASSWORD_LENGTH &&
    values.confirmPassword === values.password
  )
}
