import { proxy, useSnapshot } from 'valtio'
import { errorMessage } from '@/api/errors'
import { updateOwnProfile } from '@/api/resources/users'
import type { ApiSchemas, User } from '@/contract/types'

/** docs/product.md#errors Profile texts. */
const PROFILE_MESSAGES = {
  success: 'Profile updated successfully!',
  failed: 'Failed to update profile.',
  unexpected: 'An unexpected error occurred.',
  passwordTooShort: 'Password must be at least 6 characters long',
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

export type ProfileStatus = 'idle' | 'saving' | 'saved' | 'failed'

const profileState = proxy({
  status: 'idle' as ProfileStatus,
  /** The success or failure text shown in the dialog. */
  message: null as string | null,
})

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

export const profileActions = {
  /** Back to a fresh form (the dialog opens). */
  reset() {
    profileState.status = 'idle'
    profileState.message = null
  },

  /** Saves the signed-in user's profile; resolves to the updated user, or null on failure. */
  async save(values: ProfileValues): Promise<User | null> {
    profileState.status = 'saving'
    profileState.message = null
    const outcome = await updateOwnProfile(profileUpdate(values), {
      // A refusal says why; no answer at all is unexpected.
      failure: ({ status, error }) =>
        status === null
          ? PROFILE_MESSAGES.unexpected
          : errorMessage(error, PROFILE_MESSAGES.failed),
      needsToken: false,
      logAs: 'Profile update failed',
    })
    if (!outcome.ok) {
      profileState.status = 'failed'
      profileState.message = outcome.error
      return null
    }
    profileState.status = 'saved'
    profileState.message = PROFILE_MESSAGES.success
    return outcome.data
  },
}

export const useProfile = () => useSnapshot(profileState)
