import { page } from 'vitest/browser'
import {
  CLOSE,
  DECLINE,
  DISMISS,
  adminPanel,
  alertDialog,
  button,
  click,
  createUser,
  dialog,
  each,
  escape,
  firstQuestion,
  onQuestions,
  onTypeCard,
  onUserRow,
  openAdminPanel,
  question,
  resetPassword,
  success,
  typeCard,
  userRow,
  type FocusGroup,
} from './dialog-focus-steps'
import { checkFocusCases } from './dialog-focus-check'

/** The admin panel's dialogs, menus and popovers (see dialog-focus.browser.test.tsx). */
const adminCases: FocusGroup[] = [
  // The admin panel and its tabs
  each('Admin Panel', CLOSE, {
    as: 'admin',
    open: () => openAdminPanel(),
    top: adminPanel,
    lands: () => button('Admin Panel'),
  }),
  each(
    'Admin Panel',
    {
      'Update Interviewer Prompt (success)': success('Update Interviewer Prompt', async (top) => {
        await click(top.getByRole('radio', { name: /prompt3/ }))
      }),
    },
    {
      as: 'admin',
      open: () => openAdminPanel('Interview Prompts'),
      top: adminPanel,
      lands: () => button('Admin Panel'),
    },
  ),
  // The create form closed with its success: the toggle that opened the form takes focus.
  each('User Created Successfully', CLOSE, {
    as: 'admin',
    open: createUser,
    top: () => dialog('User Created Successfully'),
    lands: () => button('Create New User', adminPanel()),
    fresh: true,
  }),
  each(
    'User form, its Role list',
    { Escape: escape },
    {
      as: 'admin',
      open: async () => {
        await openAdminPanel()
        await click(button('Create New User', adminPanel()))
        await click(adminPanel().getByRole('button', { name: /Role/ }))
      },
      top: () => page.getByRole('listbox'),
      lands: () => adminPanel().getByRole('button', { name: /Role/ }),
    },
  ),
  each('Reset Password?', DECLINE, {
    as: 'admin',
    open: () => onUserRow('Leo Lindqvist', 'Reset Password'),
    top: () => alertDialog('Reset Password?'),
    lands: () => button('Reset Password', userRow('Leo Lindqvist')),
  }),
  // Confirmed, it gives way to the new password, whose closing returns to the row.
  each('Password Reset', CLOSE, {
    as: 'admin',
    open: resetPassword,
    top: () => dialog('Password Reset'),
    lands: () => button('Reset Password', userRow('Leo Lindqvist')),
    reopen: async () => {
      await click(button('Reset Password', userRow('Leo Lindqvist')))
      await click(button('Reset Password', alertDialog('Reset Password?')))
    },
  }),
  each('Delete User?', DECLINE, {
    as: 'admin',
    open: () => onUserRow('Leo Lindqvist', 'Delete'),
    top: () => alertDialog('Delete User?'),
    lands: () => button('Delete', userRow('Leo Lindqvist')),
  }),
  // The row goes with the user: the table's first control.
  each(
    'Delete User?',
    { 'Delete (success)': success('Delete') },
    {
      as: 'admin',
      open: () => onUserRow('Leo Lindqvist', 'Delete'),
      top: () => alertDialog('Delete User?'),
      lands: () => button('Edit', userRow('Ada Admin')),
    },
  ),
  each(
    'Edit Project Type',
    { ...DISMISS, 'Save Changes (success)': success('Save Changes') },
    {
      as: 'admin',
      open: () => onTypeCard('Edit'),
      top: () => dialog('Edit Project Type'),
      lands: () => button('Edit', typeCard('App Experience')),
    },
  ),
  each('Delete Project Type?', DECLINE, {
    as: 'admin',
    open: () => onTypeCard('Delete'),
    top: () => alertDialog('Delete Project Type?'),
    lands: () => button('Delete', typeCard('App Experience')),
  }),
  // The card goes with the type: the list's first control takes focus.
  each(
    'Delete Project Type?',
    { 'Delete (success)': success('Delete') },
    {
      as: 'admin',
      open: () => onTypeCard('Delete'),
      top: () => alertDialog('Delete Project Type?'),
      lands: () => button('Show Questions', typeCard('Service Experience')),
    },
  ),
  each(
    'Add Question',
    {
      ...DISMISS,
      'Create Question (success)': success('Create Question', async (top) => {
        await top.getByRole('textbox', { name: 'Question Text' }).fill('What made you stay?')
      }),
    },
    {
      as: 'admin',
      open: () => onQuestions(() => button('Add Question', typeCard('App Experience'))),
      top: () => dialog('Add Question'),
      lands: () => button('Add Question', typeCard('App Experience')),
    },
  ),
  each(
    'Edit Question',
    { ...DISMISS, 'Save Changes (success)': success('Save Changes') },
    {
      as: 'admin',
      open: () =>
        onQuestions((questions) => button('Edit', questions.getByRole('listitem').first())),
      top: () => dialog('Edit Question'),
      lands: () => button('Edit', question(firstQuestion)),
    },
  ),
  each('Delete Question?', DECLINE, {
    as: 'admin',
    open: () =>
      onQuestions((questions) => button('Delete', questions.getByRole('listitem').first())),
    top: () => alertDialog('Delete Question?'),
    lands: () => button('Delete', question(firstQuestion)),
  }),
  // The question goes: the list's first control, on what is now the first question, takes focus.
  each(
    'Delete Question?',
    { 'Delete (success)': success('Delete') },
    {
      as: 'admin',
      open: () =>
        onQuestions((questions) => button('Delete', questions.getByRole('listitem').first())),
      top: () => alertDialog('Delete Question?'),
      lands: () => button('Edit', question(firstQuestion)),
    },
  ),
]

checkFocusCases(adminCases)
