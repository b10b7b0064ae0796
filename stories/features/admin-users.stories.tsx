import { expect, userEvent, waitFor, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { overrides } from '../support/failures'
import { appScreen, choose, openAdminPanel, page } from '../support/screens'

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

export const SystemUsers = meta.story({
  play: async () => {
    const table = await usersTable()
    for (const name of ['Name', 'Email', 'Role', 'Created', 'Last Login', 'Projects', 'Actions']) {
      await expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument()
    }
    const ada = await row('Ada Admin')
    await expect(ada).toHaveTextContent('Admin')
    await expect(ada).toHaveTextContent('All')
    // One's own row: Edit only.
    await expect(within(ada).queryByRole('button', { name: 'Reset Password' })).toBeNull()
    await expect(within(ada).queryByRole('button', { name: 'Delete' })).toBeNull()
    const leo = await row('Leo Lindqvist')
    await expect(leo).toHaveTextContent('Interview Lead')
    await expect(leo).toHaveTextContent('1 project(s)')
    await expect(within(leo).getByRole('button', { name: 'Reset Password' })).toBeInTheDocument()
    await expect(within(leo).getByRole('button', { name: 'Delete' })).toBeInTheDocument()
    await expect(table).toHaveTextContent('Never')
    await expect(table).toHaveTextContent('None')
  },
})

/** The count, and the server-side search (by first or last name, full name or email). */
export const SearchUsers = meta.story({
  play: async () => {
    const dialog = await panel()
    await expect(await within(dialog).findByText(/^\d+ users$/)).toBeInTheDocument()
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search users' }), 'lindq')
    await expect(await within(dialog).findByText('1 user')).toBeInTheDocument()
    await expect(await row('Leo Lindqvist')).toHaveTextContent('lead@candor.test')
    await expect(within(await usersTable()).getAllByRole('row')).toHaveLength(2)
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

export const CreateUserForm = meta.story({
  play: async () => {
    const form = await openCreateForm()
    for (const name of ['First Name', 'Last Name', 'Email']) {
      await expect(within(form).getByRole('textbox', { name })).toHaveValue('')
    }
    await expect(await within(form).findByRole('group', { name: 'Projects' })).toBeInTheDocument()
    await expect(within(await panel()).getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
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

async function fillNewUser(form: HTMLElement) {
  await userEvent.type(within(form).getByRole('textbox', { name: 'First Name' }), 'Maya')
  await userEvent.type(within(form).getByRole('textbox', { name: 'Last Name' }), 'Okafor')
  await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'maya@example.com')
  await choose('Role', 'Interview Lead', form)
  await userEvent.click(
    await within(form).findByRole('checkbox', { name: 'BeanRunner morning delivery study' }),
  )
}

export const CreatingAUser = meta.story({
  name: 'Create user and see the generated password (interaction)',
  play: async () => {
    const form = await openCreateForm()
    await fillNewUser(form)
    await userEvent.click(within(form).getByRole('button', { name: 'Create User' }))
    const created = await page.findByRole('dialog', { name: 'User Created Successfully' })
    await expect(created).toHaveTextContent('maya@example.com')
    await expect(created).toHaveTextContent('BeanRunner morning delivery study')
    const password = created.querySelector('code')
    await expect(password?.textContent?.length ?? 0).toBeGreaterThanOrEqual(8)
    // The warning; the other status is Copy's, empty until pressed.
    const [copyStatus, warning] = within(created).getAllByRole('status')
    await expect(copyStatus).toBeEmptyDOMElement()
    await expect(warning).not.toBeEmptyDOMElement()
    await userEvent.click(within(created).getByRole('button', { name: 'Close' }))
    await expect(await row('Maya Okafor')).toHaveTextContent('Interview Lead')
  },
})

export const CreateUserFailed = meta.story({
  beforeEach: overrides('createUserFails'),
  play: async () => {
    const form = await openCreateForm()
    await fillNewUser(form)
    await userEvent.click(within(form).getByRole('button', { name: 'Create User' }))
    await expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to create user')
  },
})

async function editLeo(): Promise<HTMLElement> {
  await userEvent.click(within(await row('Leo Lindqvist')).getByRole('button', { name: 'Edit' }))
  return within(await panel()).findByRole('region', { name: 'Edit User' })
}

export const EditUser = meta.story({
  play: async () => {
    const form = await editLeo()
    await expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue(
      'lead@candor.test',
    )
    await expect(
      await within(form).findByRole('checkbox', { name: 'BeanRunner morning delivery study' }),
    ).toBeChecked()
    await expect(within(form).getByRole('button', { name: 'Update User' })).toBeInTheDocument()
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

export const PasswordReset = meta.story({
  play: async () => {
    await resetLeosPassword()
    const dialog = await page.findByRole('dialog', { name: 'Password Reset' })
    await expect(dialog).toHaveTextContent('lead@candor.test')
    await expect(dialog).toHaveTextContent('Temporary Password')
  },
})

export const ResetPasswordFailed = meta.story({
  beforeEach: overrides('resetPasswordFails'),
  play: async () => {
    await resetLeosPassword()
    await expect(await within(await panel()).findByRole('alert')).toHaveTextContent(
      'Failed to reset password',
    )
  },
})

export const DeleteConfirmation = meta.story({
  play: async () => {
    await userEvent.click(
      within(await row('Leo Lindqvist')).getByRole('button', { name: 'Delete' }),
    )
    const confirm = await page.findByRole('alertdialog', { name: 'Delete User?' })
    await expect(confirm).toHaveTextContent('This action cannot be undone.')
  },
})

export const Deleted = meta.story({
  play: async () => {
    await userEvent.click(
      within(await row('Leo Lindqvist')).getByRole('button', { name: 'Delete' }),
    )
    const confirm = await page.findByRole('alertdialog', { name: 'Delete User?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    const table = await usersTable()
    await waitFor(() =>
      expect(within(table).queryByRole('rowheader', { name: 'Leo Lindqvist' })).toBeNull(),
    )
  },
})

export const DeleteUserFailed = meta.story({
  beforeEach: overrides('deleteUserFails'),
  play: async () => {
    await userEvent.click(
      within(await row('Leo Lindqvist')).getByRole('button', { name: 'Delete' }),
    )
    const confirm = await page.findByRole('alertdialog', { name: 'Delete User?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await expect(await within(await panel()).findByRole('alert')).toHaveTextContent(
      'Failed to delete user',
    )
  },
})

/** The panel closes with the Close button in its header (or Escape). */
export const ClosingThePanel = meta.story({
  play: async () => {
    const dialog = await panel()
    await within(dialog).findByRole('grid', { name: 'System Users' })
    const [close] = within(dialog).getAllByRole('button', { name: 'Close' })
    if (!close) throw new Error('no Close button')
    await userEvent.click(close)
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Admin Panel' })).toBeNull())
  },
})

/** Create New User toggles to Cancel; cancelling drops the form (docs/product.md#states). */
export const CancelCreateForm = meta.story({
  play: async () => {
    const form = await openCreateForm()
    await userEvent.type(within(form).getByRole('textbox', { name: 'First Name' }), 'Maya')
    await userEvent.click(within(await panel()).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(form).not.toBeInTheDocument())
    const again = await openCreateForm()
    await expect(within(again).getByRole('textbox', { name: 'First Name' })).toHaveValue('')
  },
})
