/** The profile's server state (docs/architecture.md#server-state): the one write, My Profile's save. */
import { errorMessage } from '@/api/errors'
import { unwrap } from '@/api/query'
import { updateOwnProfile } from '@/api/resources/users'
import type { ApiSchemas, User } from '@/contract/types'
import { SHARED_MESSAGES } from '@/domain/messages'

/** docs/product.md#errors Profile texts. */
export const PROFILE_MESSAGES = {
  success: 'Profile updated successfully!',
  failed: 'Failed to update profile.',
  unexpected: 'An unexpected error occurred.',
  passwordTooShort: SHARED_MESSAGES.passwordTooShort,
} as const

/** docs/product.md#constants: the dialog closes this long after a successful save. */
export const PROFILE_AUTO_CLOSE_MS = 1500

/** docs/product.md#constants: minimum password length (a new password, when one is given). */
const MIN_PASSWORD_LENGTH = 6

export interface ProfileValues {
  firstName: string
  lastName: string
  email: string
  /** Blank keeps the current password. */
  password: string
}

/** PUT /users/me's body: trimmed names and email; the password only when one was typed. */
export function profileUpdate(values: ProfileValues): ApiSchemas['UpdateProfileRequest'] {
  const body = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
  }
  return values.password.trim() === '' ? body : { ...body, password: values.password }
}

export function newPasswordError(password: string): string | null {
  return password.trim() !== '' && password.length < MIN_PASSWORD_LENGTH
    ? PROFILE_MESSAGES.passwordTooShort
    : null
}

/**
 * Saves the signed-in user's profile. Nothing else is cached from it: the signed-in user lives
 * in the session (the app takes the answer there).
 */
export const updateProfileMutation = () => ({
  mutationFn: (values: ProfileValues): Promise<User> =>
    unwrap(
      updateOwnProfile(profileUpdate(values), {
        // A refusal says why; no answer at all is unexpected.
        failure: ({ status, error }) =>
          status === null
            ? PROFILE_MESSAGES.unexpected
            : errorMessage(error, PROFILE_MESSAGES.failed),
        needsToken: false,
        logAs: 'Profile update failed',
      }),
    ),
})
