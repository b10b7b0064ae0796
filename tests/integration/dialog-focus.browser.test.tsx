import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent, type Locator } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { projects } from '../../fixtures'
import { api } from '../../src/api/client'
import { App } from '../../src/app/app'
import { interviewActions } from '../../src/features/interview/interview-store'
import { toasts } from '../../src/ui/toast'
import { setUpMockWorker } from '../support/mock-worker'

/**
 * Where focus lands when a dialog, menu or popover closes, for every one in the app and every
 * way it closes: on what opened it, or, when that is gone, on the nearest control of the layer
 * underneath; never on the page's body while a dialog is still open (a keyboard user would be
 * lost, and Escape would no longer reach that dialog). The whole app runs against the mock, and
 * each case starts signed in on the dashboard.
 */

setUpMockWorker({ clearLocalStorage: true })

beforeEach(() => {
  for (const level of ['debug', 'info', 'warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation(() => undefined)
  }
})
afterEach(async () => {
  await interviewActions.leave()
  toasts.clear()
  vi.restoreAllMocks()
})

const ACCOUNTS = {
  admin: ['admin@candor.test', 'admin123'],
  lead: ['lead@candor.test', 'lead123'],
  interviewee: ['interviewee@candor.test', 'interviewee123'],
} as const

const [coffee, network] = projects

async function renderSignedIn(account: keyof typeof ACCOUNTS) {
  const [email, password] = ACCOUNTS[account]
  const { data } = await api.POST('/auth/login', { body: { email, password } })
  if (!data) throw new Error(`cannot sign in as ${email}`)
  localStorage.setItem('token', data.token)
  await render(<App />)
  await expect.element(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible()
}

// --- Finding things ------------------------------------------------------------------------

/** Where to look: the page, or a part of it. */
type Scope = Pick<Locator, 'getByRole'>

const button = (name: string, scope: Scope = page) =>
  scope.getByRole('button', { name, exact: true })
const dialog = (name: string) => page.getByRole('dialog', { name, exact: true })
const alertDialog = (name: string) => page.getByRole('alertdialog', { name, exact: true })
const adminPanel = () => dialog('Admin Panel')
const projectDialog = () => dialog(coffee.name)
const results = () => dialog(`Interview Results: ${coffee.name}`)
const listItem = (scope: Locator, heading: string) =>
  scope.getByRole('listitem').filter({ has: page.getByRole('heading', { name: heading }) })
const firstQuoteButton = () =>
  results()
    .getByRole('list', { name: 'Themes' })
    .getByRole('button', { name: 'View interview' })
    .first()
const userRow = (name: string) => adminPanel().getByRole('row', { name: new RegExp(name) })
const typeCard = (name: string) => adminPanel().getByRole('article', { name })
const question = (text: RegExp) =>
  typeCard('App Experience').getByRole('listitem').filter({ hasText: text })

// --- Steps to open things ------------------------------------------------------------------

async function click(target: Locator) {
  await target.click()
}

async function openProject() {
  await click(button(coffee.name))
  await expect.element(projectDialog()).toBeVisible()
}

async function openInProject(name: string) {
  await openProject()
  await click(button(name, projectDialog()))
}

async function openResults() {
  await openInProject('View Interview Results')
  await expect.element(results().getByRole('tab', { name: 'Completed' })).toBeVisible()
}

async function openInProgressResults() {
  await openResults()
  await click(results().getByRole('tab', { name: 'In Progress' }))
}

async function openAdminPanel(tab?: string) {
  await click(button('Admin Panel'))
  await expect.element(adminPanel()).toBeVisible()
  if (tab) await click(adminPanel().getByRole('tab', { name: tab }))
}

async function createUser() {
  await openAdminPanel()
  await click(button('Create New User', adminPanel()))
  await adminPanel().getByRole('textbox', { name: 'First Name' }).fill('Grace')
  await adminPanel().getByRole('textbox', { name: 'Last Name' }).fill('Hopper')
  await adminPanel().getByRole('textbox', { name: 'Email' }).fill('grace@candor.test')
  await click(button('Create User', adminPanel()))
}

async function onUserRow(name: string, action: string) {
  await openAdminPanel()
  await click(button(action, userRow(name)))
}

async function resetPassword() {
  await onUserRow('Leo Lindqvist', 'Reset Password')
  await click(button('Reset Password', alertDialog('Reset Password?')))
}

async function openProjectTypes() {
  await openAdminPanel('Project Types')
  await expect.element(typeCard('App Experience')).toBeVisible()
}

async function onTypeCard(action: string) {
  await openProjectTypes()
  await click(button(action, typeCard('App Experience')))
}

async function onQuestions(action: (questions: Locator) => Locator) {
  await onTypeCard('Show Questions')
  const questions = typeCard('App Experience').getByRole('list')
  await expect.element(questions).toBeVisible()
  await click(action(questions))
}

const firstQuestion = /^1\./

async function openSettingsItem(item: string) {
  await click(button('Settings'))
  await click(page.getByRole('menuitem', { name: item }))
}

async function startInterview() {
  await click(button(network.name))
  await click(button('Start Interview', dialog(network.name)))
  await click(button('Start Interview'))
  await expect.element(page.getByRole('heading', { level: 3, name: /Question 1$/ })).toBeVisible()
}

async function inInterview(action: string) {
  await startInterview()
  const sidebar = page.getByRole('complementary', { name: 'Interview settings' })
  await click(button(action, sidebar))
}

async function openCreateProject() {
  await click(button('Create Project'))
  await expect.element(dialog('Create Project')).toBeVisible()
}

async function fillNewProject() {
  const form = dialog('Create Project')
  await form.getByRole('textbox', { name: 'Project Name' }).fill('Oat milk add-on study')
  await form
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Would subscribers pay more?')
  await form.getByRole('textbox', { name: 'Company Name' }).fill('BeanRunner')
  await form.getByRole('textbox', { name: 'Product Name' }).fill('BeanRunner Oat')
  await form.getByRole('textbox', { name: 'Product Description' }).fill('Oat milk on demand.')
  await click(form.getByRole('button', { name: /Project Type/ }))
  await click(page.getByRole('option').first())
}

// --- Ways to close -------------------------------------------------------------------------

/** Closes what is on top: its own button, or a key. */
type Way = (top: Locator) => Promise<void>

const closeButton: Way = (top) => click(button('Close', top))
const cancel: Way = (top) => click(button('Cancel', top))
const escape: Way = async () => {
  await userEvent.keyboard('{Escape}')
}
/** Success: steps done inside the dialog (filling it in), then its submit or confirm button. */
const success =
  (label: string, fill?: (top: Locator) => Promise<void>): Way =>
  async (top) => {
    await fill?.(top)
    await click(button(label, top))
  }

// --- The cases ------------------------------------------------------------------------------

interface FocusCase {
  as: keyof typeof ACCOUNTS
  /** From the dashboard to the open dialog (or menu, or list). */
  open: () => Promise<void>
  /** What is open on top. */
  top: () => Locator
  /** Where focus must land once it has closed. */
  lands: () => Locator
  /**
   * Focus may land inside `lands` rather than on it: a list row, whose control or the row itself
   * takes focus, as React Aria's list decides.
   */
  within?: boolean
}

const CLOSE = { Close: closeButton, Escape: escape }
const DISMISS = { Close: closeButton, Cancel: cancel, Escape: escape }
const DECLINE = { Cancel: cancel, Escape: escape }

/** One case per way of closing the same dialog, all landing on the same element. */
function each(
  dialogName: string,
  ways: Record<string, Way>,
  base: FocusCase,
): [string, FocusCase, Way][] {
  return Object.entries(ways).map(([way, close]) => [`${dialogName}: ${way}`, base, close])
}

const cases: [string, FocusCase, Way][] = [
  // Dashboard
  ...each(
    'Create Project',
    { ...DISMISS, 'Create Project (success)': success('Create Project', fillNewProject) },
    {
      as: 'lead',
      open: openCreateProject,
      top: () => dialog('Create Project'),
      lands: () => button('Create Project'),
    },
  ),
  ...each(
    'Create Project, its Project Type list',
    {
      Escape: escape,
      'an option picked': async () => click(page.getByRole('option').first()),
    },
    {
      as: 'lead',
      open: async () => {
        await openCreateProject()
        await click(dialog('Create Project').getByRole('button', { name: /Project Type/ }))
      },
      top: () => page.getByRole('listbox'),
      lands: () => dialog('Create Project').getByRole('button', { name: /Project Type/ }),
    },
  ),
  ...each('Project detail', CLOSE, {
    as: 'lead',
    open: openProject,
    top: projectDialog,
    lands: () => page.getByRole('row', { name: coffee.name, exact: true }),
    within: true,
  }),
  ...each(
    'Edit Project',
    { ...DISMISS, 'Save Changes (success)': success('Save Changes') },
    {
      as: 'lead',
      open: () => openInProject('Edit Project'),
      top: () => dialog('Edit Project'),
      lands: () => button('Edit Project', projectDialog()),
    },
  ),
  ...each(
    'Invite Member',
    {
      ...DISMISS,
      'Send Invite (success)': success('Send Invite', async (top) => {
        await click(top.getByRole('button', { name: /User/ }))
        await click(page.getByRole('option').first())
      }),
    },
    {
      as: 'lead',
      open: () => openInProject('Invite Member'),
      top: () => dialog('Invite Member'),
      lands: () => button('Invite Member', projectDialog()),
    },
  ),
  ...each('Project Members', CLOSE, {
    as: 'lead',
    open: () => openInProject('View Members'),
    top: () => dialog('Project Members'),
    lands: () => button('View Members', projectDialog()),
  }),
  ...each('Interview Results', CLOSE, {
    as: 'admin',
    open: openResults,
    top: results,
    lands: () => button('View Interview Results', projectDialog()),
  }),
  ...each('Interview Details', CLOSE, {
    as: 'admin',
    open: async () => {
      await openResults()
      await click(button('View Details', listItem(results(), 'Carlos Mendes')))
    },
    top: () => dialog('Interview Details'),
    lands: () => button('View Details', listItem(results(), 'Carlos Mendes')),
  }),
  ...each('Interview Details, from a quote in Insights', CLOSE, {
    as: 'lead',
    open: async () => {
      await openResults()
      await click(results().getByRole('tab', { name: 'Insights' }))
      await click(firstQuoteButton())
    },
    top: () => dialog('Interview Details'),
    lands: firstQuoteButton,
  }),
  ...each('Interview Summary', CLOSE, {
    as: 'admin',
    open: async () => {
      await openInProgressResults()
      await click(button('View Summary', listItem(results(), 'Ines Moreau')))
    },
    top: () => dialog('Interview Summary'),
    lands: () => button('View Summary', listItem(results(), 'Ines Moreau')),
  }),
  ...each('Delete Interview?', DECLINE, {
    as: 'admin',
    open: async () => {
      await openInProgressResults()
      await click(button('Delete', listItem(results(), 'Ines Moreau')))
    },
    top: () => alertDialog('Delete Interview?'),
    lands: () => button('Delete', listItem(results(), 'Ines Moreau')),
  }),
  // The card goes with the interview: the tab it was on stays.
  ...each(
    'Delete Interview?',
    { 'Delete (success)': success('Delete') },
    {
      as: 'admin',
      open: async () => {
        await openInProgressResults()
        await click(button('Delete', listItem(results(), 'Ines Moreau')))
      },
      top: () => alertDialog('Delete Interview?'),
      lands: () => results().getByRole('tab', { name: 'In Progress' }),
    },
  ),
  ...each('Abandon Interview?', DECLINE, {
    as: 'interviewee',
    open: () => click(button('Abandon')),
    top: () => alertDialog('Abandon Interview?'),
    lands: () => button('Abandon'),
  }),
  // The card goes with the interview: the next control of the dashboard, the project list.
  ...each(
    'Abandon Interview?',
    { 'Abandon (success)': success('Abandon') },
    {
      as: 'interviewee',
      open: () => click(button('Abandon')),
      top: () => alertDialog('Abandon Interview?'),
      lands: () => page.getByRole('grid', { name: 'My Projects' }).getByRole('row').first(),
    },
  ),

  // The settings menu and what it opens
  ...each(
    'Settings menu',
    {
      Escape: escape,
      'a theme picked': async () => click(page.getByRole('menuitemradio', { name: 'Dark' })),
    },
    {
      as: 'lead',
      open: () => click(button('Settings')),
      top: () => page.getByRole('menu'),
      lands: () => button('Settings'),
    },
  ),
  // The menu item that opened it closed with the menu: its trigger takes focus.
  ...each(
    'My Profile',
    { ...DISMISS, 'Save Changes (success)': success('Save Changes') },
    {
      as: 'lead',
      open: () => openSettingsItem('Profile'),
      top: () => dialog('My Profile'),
      lands: () => button('Settings'),
    },
  ),

  // The admin panel and its tabs
  ...each('Admin Panel', CLOSE, {
    as: 'admin',
    open: () => openAdminPanel(),
    top: adminPanel,
    lands: () => button('Admin Panel'),
  }),
  ...each(
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
  ...each('User Created Successfully', CLOSE, {
    as: 'admin',
    open: createUser,
    top: () => dialog('User Created Successfully'),
    lands: () => button('Create New User', adminPanel()),
  }),
  ...each(
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
  ...each('Reset Password?', DECLINE, {
    as: 'admin',
    open: () => onUserRow('Leo Lindqvist', 'Reset Password'),
    top: () => alertDialog('Reset Password?'),
    lands: () => button('Reset Password', userRow('Leo Lindqvist')),
  }),
  // Confirmed, it gives way to the new password, whose closing returns to the row.
  ...each('Password Reset', CLOSE, {
    as: 'admin',
    open: resetPassword,
    top: () => dialog('Password Reset'),
    lands: () => button('Reset Password', userRow('Leo Lindqvist')),
  }),
  ...each('Delete User?', DECLINE, {
    as: 'admin',
    open: () => onUserRow('Leo Lindqvist', 'Delete'),
    top: () => alertDialog('Delete User?'),
    lands: () => button('Delete', userRow('Leo Lindqvist')),
  }),
  // The row goes with the user: the table's first control.
  ...each(
    'Delete User?',
    { 'Delete (success)': success('Delete') },
    {
      as: 'admin',
      open: () => onUserRow('Leo Lindqvist', 'Delete'),
      top: () => alertDialog('Delete User?'),
      lands: () => button('Edit', userRow('Ada Admin')),
    },
  ),
  ...each(
    'Edit Project Type',
    { ...DISMISS, 'Save Changes (success)': success('Save Changes') },
    {
      as: 'admin',
      open: () => onTypeCard('Edit'),
      top: () => dialog('Edit Project Type'),
      lands: () => button('Edit', typeCard('App Experience')),
    },
  ),
  ...each('Delete Project Type?', DECLINE, {
    as: 'admin',
    open: () => onTypeCard('Delete'),
    top: () => alertDialog('Delete Project Type?'),
    lands: () => button('Delete', typeCard('App Experience')),
  }),
  // The card goes with the type: the list's first control takes focus.
  ...each(
    'Delete Project Type?',
    { 'Delete (success)': success('Delete') },
    {
      as: 'admin',
      open: () => onTypeCard('Delete'),
      top: () => alertDialog('Delete Project Type?'),
      lands: () => button('Show Questions', typeCard('Service Experience')),
    },
  ),
  ...each(
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
  ...each(
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
  ...each('Delete Question?', DECLINE, {
    as: 'admin',
    open: () =>
      onQuestions((questions) => button('Delete', questions.getByRole('listitem').first())),
    top: () => alertDialog('Delete Question?'),
    lands: () => button('Delete', question(firstQuestion)),
  }),
  // The question goes: the list's first control, on what is now the first question, takes focus.
  ...each(
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

  // The interview
  ...each('Select Microphone', DISMISS, {
    as: 'admin',
    open: () => inInterview('Change Microphone'),
    top: () => dialog('Select Microphone'),
    lands: () => button('Change Microphone'),
  }),
  ...each('Restart Interview?', DECLINE, {
    as: 'admin',
    open: () => inInterview('Restart Interview'),
    top: () => alertDialog('Restart Interview?'),
    lands: () => button('Restart Interview'),
  }),
  // The interview view goes with its opener: the dashboard that replaces it takes the focus.
  ...each(
    'Restart Interview?',
    { 'Yes, Restart (success)': success('Yes, Restart') },
    {
      as: 'admin',
      open: () => inInterview('Restart Interview'),
      top: () => alertDialog('Restart Interview?'),
      lands: () => page.getByRole('heading', { level: 1, name: /Welcome/ }),
    },
  ),
]

/** The top-most dialog still open (modals make everything outside them inert), not a toast. */
function openDialog(): Element | undefined {
  return [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')]
    .filter((element) => element.closest('[inert], [data-react-aria-top-layer]') === null)
    .at(-1)
}

/** What a failure should print: the element's role-ish tag and its name. */
function describeElement(element: Element | null): string {
  if (element === null || element === document.body) return 'the body'
  const name = element.getAttribute('aria-label') ?? element.textContent ?? ''
  return `<${element.tagName.toLowerCase()}> "${name.trim().slice(0, 60)}"`
}

describe('focus when a dialog, menu or list closes', () => {
  it.for(cases)('%s', async ([, { as, open, top, lands, within = false }, close]) => {
    await renderSignedIn(as)
    await open()
    await expect.element(top()).toBeVisible()

    await close(top())
    await expect.element(top()).not.toBeInTheDocument()

    const target = lands()
    await expect.element(target).toBeVisible()
    if (within) {
      await expect.poll(() => target.element().contains(document.activeElement)).toBe(true)
    } else {
      await expect
        .poll(() => describeElement(document.activeElement))
        .toBe(describeElement(target.element()))
      expect(document.activeElement).toBe(target.element())
    }
    // The layer underneath holds focus, so Escape and Tab still work in it.
    const underneath = openDialog()
    if (underneath) expect(underneath.contains(document.activeElement)).toBe(true)
  })
})
