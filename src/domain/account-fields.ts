/** What a text field needs to know about one account field (src/ui's TextField takes these). */
interface AccountField {
  label?: string
  type?: 'email' | 'password'
  autoComplete: string
}

/**
 * The fields people fill in about their own account. Registration and the profile spread these,
 * so both forms label the fields alike and give the browser the same autofill hints.
 */
export const accountFields = {
  firstName: { label: 'First Name', autoComplete: 'given-name' },
  lastName: { label: 'Last Name', autoComplete: 'family-name' },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  newPassword: { type: 'password', autoComplete: 'new-password' },
} satisfies Record<string, AccountField>
