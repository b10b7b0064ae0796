import { expect, userEvent, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { overrides } from '../support/failures'
import { appScreen, openAdminPanel, page } from '../support/screens'

/** docs/product.md#admin-panel Admin panel, User Management tab: the form, System Users, one-time passwords. */
const meta = preview.meta({
  title: 'Screens/Admin Panel/User Management',
  ...appScreen({ signedInAs: 'admin' }),
  beforeEach: openAdminPanel('users'),
})

const panel = () => page.findByRole('dialog', { name: 'Admin Panel' })
const usersTable = async () => within(await panel()).findByRole('grid', { name: 'System Users' })
const row = async (name: string) => {
  const table = await usersTable()
  const header = await within(table).findByRole('rowheader', { name })
  const found = header.closest('[role="row"]')
  if (!(found instanceof HTMLElement)) throw new Error(`no row for ${name}`)
  return found
}

async function openCreateForm(): Promise<HTMLElement> {
  await userEvent.click(within(await panel()).getByRole('button', { name: 'Create New User' }))
  return within(await panel()).findByRole('region', { name: 'Create User' })
}

/** The populated table; its columns, rows and row actions are asserted in admin-users-list. */
export const SystemUsers = meta.story({
  play: async () => {
    await row('Leo Lindqvist')
  },
})

export const Loading = meta.story({
  beforeEach: overrides('adminUsersPending'),
  play: async () => {
    await expect(
      await within(await usersTable()).findByText('Loading users...'),
    ).toBeInTheDocument()
  },
})

export const NoUsers = meta.story({
  beforeEach: overrides('adminUsersEmpty'),
  play: async () => {
    await expect(await within(await usersTable()).findByText('No users found')).toBeInTheDocument()
  },
})

export const LoadFailed = meta.story({
  beforeEach: overrides('adminUsersFail'),
  play: async () => {
    await expect(await within(await panel()).findByRole('alert')).toHaveTextContent(
      'Failed to load users',
    )
  },
})

/** The empty form; its fields, roles and projects are asserted in admin-users-create. */
export const CreateUserForm = meta.story({
  play: async () => {
    const form = await openCreateForm()
    await within(form).findByRole('group', { name: 'Projects' })
  },
})

/** The project list is still on its way: docs/product.md#admin-panel 'Loading projects...'. */
export const CreateUserFormLoadingProjects = meta.story({
  beforeEach: overrides('adminProjectsPending'),
  play: async () => {
    const form = await openCreateForm()
    await expect(within(form).getByText('Loading projects...')).toBeInTheDocument()
  },
})

export const CreateUserFailed = meta.story({
  beforeEach: overrides('createUserFails'),
  play: async () => {
    const form = await openCreateForm()
    await userEvent.type(within(form).getByRole('textbox', { name: 'First Name' }), 'Maya')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Last Name' }), 'Okafor')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'maya@example.com')
    await userEvent.click(within(form).getByRole('button', { name: 'Create User' }))
    await expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to create user')
  },
})

async function editLeo(): Promise<HTMLElement> {
  await userEvent.click(within(await row('Leo Lindqvist')).getByRole('button', { name: 'Edit' }))
  return within(await panel()).findByRole('region', { name: 'Edit User' })
}

/** Leo's filled-in form; its values and saving are asserted in admin-users-list. */
export const EditUser = meta.story({
  play: async () => {
    const form = await editLeo()
    await within(form).findByRole('checkbox', { name: 'BeanRunner morning delivery study' })
  },
})

export const UpdateUserFailed = meta.story({
  beforeEach: overrides('updateUserFails'),
  play: async () => {
    const form = await editLeo()
    await userEvent.click(within(form).getByRole('button', { name: 'Update User' }))
    await expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to update user')
  },
})

async function resetLeosPassword() {
  await userEvent.click(
    within(await row('Leo Lindqvist')).getByRole('button', { name: 'Reset Password' }),
  )
  const confirm = await page.findByRole('alertdialog', { name: 'Reset Password?' })
  await userEvent.click(within(confirm).getByRole('button', { name: 'Reset Password' }))
}

/** The temporary password; its texts and that it signs in are asserted in admin-users-list. */
export const PasswordReset = meta.story({
  play: async () => {
    await resetLeosPassword()
    await page.findByRole('dialog', { name: 'Password Reset' })
  },
})

export const ResetPasswordFailed = meta.story({
  beforeEach: overrides('resetPasswordFails'),
  play: async () => {
    await resetLeosPassword()
    await expect(await within(await panel()).findByRole('alert')).toHaveTextContent(
      'Failed to reset password',
    )
    await expect(page.queryByRole('dialog', { name: 'Password Reset' })).toBeNull()
  },
})

async function confirmDeletingLeo(): Promise<HTMLElement> {
  await userEvent.click(within(await row('Leo Lindqvist')).getByRole('button', { name: 'Delete' }))
  return page.findByRole('alertdialog', { name: 'Delete User?' })
}

/** The confirmation; its text and the deletion are asserted in admin-users-list. */
export const DeleteConfirmation = meta.story({
  play: async () => {
    await confirmDeletingLeo()
  },
})

export const DeleteUserFailed = meta.story({
  beforeEach: overrides('deleteUserFails'),
  play: async () => {
    const confirm = await confirmDeletingLeo()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await expect(await within(await panel()).findByRole('alert')).toHaveTextContent(
      'Failed to delete user',
    )
    await expect(await row('Leo Lindqvist')).toBeInTheDocument()
  },
})
