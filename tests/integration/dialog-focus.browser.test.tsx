import { expect } from 'vitest'
import { page } from 'vitest/browser'
import {
  coffee,
  button,
  dialog,
  alertDialog,
  projectDialog,
  results,
  listItem,
  click,
  openProject,
  openInProject,
  openResults,
  openInProgressResults,
  renderAnalysis,
  openSettingsItem,
  inInterview,
  openCreateProject,
  fillNewProject,
  escape,
  success,
  CLOSE,
  DISMISS,
  DECLINE,
  each,
  type FocusGroup,
} from './dialog-focus-steps'
import { checkFocusCases } from './dialog-focus-check'

/**
 * Focus as every dialog, menu and popover of the app outside the admin panel closes
 * (dialog-focus-admin.browser.test.tsx has the panel's; dialog-focus-check.ts says what holds):
 * how each opens, where focus must land, and the ways it closes. The cases live in the test file
 * so that its size tells vitest it is long: without its cache (a clean clone), vitest starts the
 * largest files first, and a five-line file holding these ran last, alone, at the run's end.
 */

const firstQuoteButton = () =>
  page
    .getByRole('main')
    .getByRole('list', { name: 'Themes' })
    .getByRole('button', { name: 'View interview' })
    .first()

/** Coding (issue 22): the details of Carlos Mendes' interview, and the workspace's Codebook. */
const details = () => dialog('Interview Details')
async function openDetails() {
  await openResults()
  await click(button('View Details', listItem(results(), 'Carlos Mendes')))
  await expect.element(details()).toBeVisible()
}
const codeThisAnswer = () => button('Code this answer', details()).first()
const correctSentiment = () => button('Correct sentiment', details()).first()
const codeRow = (name: string) =>
  page
    .getByRole('main')
    .getByRole('grid', { name: 'Codebook' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
async function openCodebook() {
  await expect.element(codeRow('Cold coffee')).toBeVisible()
}

const cases: FocusGroup[] = [
  // Dashboard
  each('Create Project', DISMISS, {
    as: 'lead',
    open: openCreateProject,
    top: () => dialog('Create Project'),
    lands: () => button('Create Project'),
  }),
  // A created project opens at its address at once, and focus moves into its dialog (the button
  // underneath holds it only while the project's screen loads). The dialog or its heading, by
  // whether the project was still loading when the dialog took focus.
  each(
    'Create Project',
    { 'Create Project (success)': success('Create Project', fillNewProject) },
    {
      as: 'lead',
      open: openCreateProject,
      top: () => dialog('Create Project'),
      lands: () => dialog('Oat milk add-on study'),
      within: true,
    },
  ),
  each(
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
  each('Project detail', CLOSE, {
    as: 'lead',
    open: openProject,
    top: projectDialog,
    lands: () => page.getByRole('row', { name: coffee.name, exact: true }),
    within: true,
    reopen: openProject,
  }),
  each(
    'Edit Project',
    { ...DISMISS, 'Save Changes (success)': success('Save Changes') },
    {
      as: 'lead',
      open: () => openInProject('Edit Project'),
      top: () => dialog('Edit Project'),
      lands: () => button('Edit Project', projectDialog()),
    },
  ),
  each(
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
  each('Project Members', CLOSE, {
    as: 'lead',
    open: () => openInProject('View Members'),
    top: () => dialog('Project Members'),
    lands: () => button('View Members', projectDialog()),
  }),
  each('Interview Results', CLOSE, {
    as: 'admin',
    open: openResults,
    top: results,
    lands: () => button('View Interview Results', projectDialog()),
  }),
  each('Interview Details', CLOSE, {
    as: 'admin',
    open: async () => {
      await openResults()
      await click(button('View Details', listItem(results(), 'Carlos Mendes')))
    },
    top: () => dialog('Interview Details'),
    lands: () => button('View Details', listItem(results(), 'Carlos Mendes')),
  }),
  each(
    'Add Code',
    {
      ...DISMISS,
      'Add Code (success)': success('Add Code', async (top) => {
        await top.getByRole('combobox', { name: 'Code' }).fill('Cold coffee')
        await click(page.getByRole('option', { name: 'Cold coffee', exact: true }))
      }),
    },
    {
      as: 'lead',
      open: async () => {
        await openDetails()
        await click(codeThisAnswer())
      },
      top: () => dialog('Add Code'),
      lands: codeThisAnswer,
    },
  ),
  each(
    'Correct Sentiment',
    { ...DISMISS, 'Save (success)': success('Save') },
    {
      as: 'admin',
      open: async () => {
        await openDetails()
        await click(correctSentiment())
      },
      top: () => dialog('Correct Sentiment'),
      lands: correctSentiment,
    },
  ),
  each('Rename a code', DISMISS, {
    as: 'lead',
    start: () => renderAnalysis('lead', 'codebook'),
    open: async () => {
      await openCodebook()
      await click(button('Rename', codeRow('Cold coffee')))
    },
    top: () => dialog('Rename Cold coffee'),
    lands: () => button('Rename', codeRow('Cold coffee')),
  }),
  // The compact Codebook (a narrow page) has a menu per row: focus goes back to it.
  each('Rename a code, from its row’s menu', DISMISS, {
    as: 'lead',
    start: () => renderAnalysis('lead', 'codebook', 390),
    open: async () => {
      await openCodebook()
      await click(button('Actions for Cold coffee', codeRow('Cold coffee')))
      await click(page.getByRole('menuitem', { name: 'Rename' }))
    },
    top: () => dialog('Rename Cold coffee'),
    lands: () => button('Actions for Cold coffee', codeRow('Cold coffee')),
    reopen: async () => {
      await click(button('Actions for Cold coffee', codeRow('Cold coffee')))
      await click(page.getByRole('menuitem', { name: 'Rename' }))
    },
  }),
  each('Delete a code?', DECLINE, {
    as: 'lead',
    start: () => renderAnalysis('lead', 'codebook'),
    open: async () => {
      await openCodebook()
      await click(button('Delete', codeRow('Oat milk')))
    },
    top: () => alertDialog('Delete Oat milk?'),
    lands: () => button('Delete', codeRow('Oat milk')),
  }),
  each('Interview Details, from a quote in Insights', CLOSE, {
    as: 'lead',
    start: () => renderAnalysis('lead', 'insights'),
    open: async () => {
      await click(firstQuoteButton())
    },
    top: () => dialog('Interview Details'),
    lands: firstQuoteButton,
  }),
  each('Interview Summary', CLOSE, {
    as: 'admin',
    open: async () => {
      await openInProgressResults()
      await click(button('View Summary', listItem(results(), 'Ines Moreau')))
    },
    top: () => dialog('Interview Summary'),
    lands: () => button('View Summary', listItem(results(), 'Ines Moreau')),
  }),
  each('Delete Interview?', DECLINE, {
    as: 'admin',
    open: async () => {
      await openInProgressResults()
      await click(button('Delete', listItem(results(), 'Ines Moreau')))
    },
    top: () => alertDialog('Delete Interview?'),
    lands: () => button('Delete', listItem(results(), 'Ines Moreau')),
  }),
  // The card goes with the interview: the tab it was on stays.
  each(
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
  each('Abandon Interview?', DECLINE, {
    as: 'interviewee',
    open: () => click(button('Abandon')),
    top: () => alertDialog('Abandon Interview?'),
    lands: () => button('Abandon'),
  }),
  // The card goes with the interview: the next control of the dashboard, the project list.
  each(
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
  each(
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
  each(
    'My Profile',
    { ...DISMISS, 'Save Changes (success)': success('Save Changes') },
    {
      as: 'lead',
      open: () => openSettingsItem('Profile'),
      top: () => dialog('My Profile'),
      lands: () => button('Settings'),
      reopen: () => openSettingsItem('Profile'),
    },
  ),

  // The study (issue 31): Invite by Link, Watch live (its Suggest a probe is a form inside it),
  // and the interviewee's Withdraw. The Discussion Guide is a section of Edit Project, and the
  // consent is part of the page before the first question: neither is a dialog of its own.
  each('Invite by Link', CLOSE, {
    as: 'lead',
    open: () => openInProject('Invite by Link'),
    top: () => dialog('Invite by Link'),
    lands: () => button('Invite by Link', projectDialog()),
  }),
  each('Watch live', CLOSE, {
    as: 'lead',
    open: async () => {
      await openInProgressResults()
      await click(button('Watch live', listItem(results(), 'Ines Moreau')))
    },
    top: () => dialog('Watch live: Ines Moreau'),
    lands: () => button('Watch live', listItem(results(), 'Ines Moreau')),
  }),
  each('Withdraw your interview?', DECLINE, {
    as: 'interviewee',
    open: () => click(button('Withdraw my interview').first()),
    top: () => alertDialog('Withdraw your interview?'),
    lands: () => button('Withdraw my interview').first(),
  }),

  // The interview
  each('Select Microphone', DISMISS, {
    as: 'admin',
    open: () => inInterview('Change Microphone'),
    top: () => dialog('Select Microphone'),
    lands: () => button('Change Microphone'),
  }),
  each('Restart Interview?', DECLINE, {
    as: 'admin',
    open: () => inInterview('Restart Interview'),
    top: () => alertDialog('Restart Interview?'),
    lands: () => button('Restart Interview'),
  }),
  // The interview view goes with its opener: the dashboard that replaces it takes the focus.
  each(
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

checkFocusCases(cases)
