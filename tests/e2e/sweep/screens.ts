import type { Page } from 'playwright'
import { expect } from 'vitest'
import { addressedProjectId, follow } from '../support/addresses'
import {
  COFFEE_PROJECT,
  DEMO_ACCOUNTS,
  NETWORK_PROJECT,
  answerUntilCompleted,
  button,
  choose,
  dialog,
  heading,
  openAnalysisFromResults,
  openProject,
  openSection,
  openSettings,
  questionHeading,
  typeAnswer,
  visible,
  welcome,
} from '../support/app'

/** Who is signed in for a screen: a demo account, or nobody. */
export type SweepAccount = keyof typeof DEMO_ACCOUNTS | 'signed out'

/**
 * One screen or dialog of the accessibility sweep. The sweep signs the screen's account in
 * (on its dashboard) when it differs from the screen before's; otherwise `open` starts where
 * the screen before left the app. `open` resolves once the screen shows.
 */
export interface SweepScreen {
  /** Printed with each violation found on it. */
  name: string
  account: SweepAccount
  open(page: Page): Promise<void>
}

const RESULTS = `Interview Results: ${COFFEE_PROJECT}`

/** The Analysis workspace: its page's main region. */
const workspace = (page: Page) => page.getByRole('main')

/** A section of the Analysis workspace (the one shown, or the Segment filter), by its heading. */
const workspaceSection = (page: Page, name: string) =>
  workspace(page).getByRole('region', { name, exact: true })

/** Closes the topmost dialog with its own Close or Cancel button. */
async function closeDialog(page: Page, name: string, label = 'Close'): Promise<void> {
  const shown = dialog(page, name)
  await button(shown, label).click()
  await shown.waitFor({ state: 'detached' })
}

/** Closes every open dialog, topmost first, with Escape: back to the page underneath. */
async function closeAllDialogs(page: Page): Promise<void> {
  const dialogs = page.getByRole('dialog')
  for (let open = await dialogs.count(); open > 0; open = await dialogs.count()) {
    await page.keyboard.press('Escape')
    await expect.poll(() => dialogs.count()).toBeLessThan(open)
  }
}

/** Closes the topmost dialog with Escape, leaving the ones under it open. */
async function closeTopDialog(page: Page): Promise<void> {
  const dialogs = page.getByRole('dialog')
  const open = await dialogs.count()
  await page.keyboard.press('Escape')
  await expect.poll(() => dialogs.count()).toBeLessThan(open)
}

/** The report link the Share Report screen creates, opened by the public report's screen. */
let sharedReportLink: string | null = null

const adminPanelTab = (tab: string): SweepScreen => ({
  name: `Admin Panel: ${tab}`,
  account: 'admin',
  async open(page) {
    const panel = dialog(page, 'Admin Panel')
    if (!(await panel.isVisible())) {
      await closeAllDialogs(page)
      await button(page, 'Admin Panel').click()
    }
    await visible(panel)
    const chosen = panel.getByRole('tab', { name: tab })
    await chosen.click()
    await expect.poll(() => chosen.getAttribute('aria-selected')).toBe('true')
    await visible(panel.getByRole('tabpanel'))
  },
})

/**
 * Every main screen and dialog, in the order the sweep visits them. A screen that lands (a new
 * dialog, a new tab) is one entry here, placed after the screen it is reached from.
 */
export const SWEEP_SCREENS: readonly SweepScreen[] = [
  {
    name: 'Sign In',
    account: 'signed out',
    open: async (page) => {
      await visible(heading(page, 'Sign In'))
    },
  },
  {
    name: 'Create Account',
    account: 'signed out',
    async open(page) {
      await page.getByRole('link', { name: 'Create Account' }).click()
      await visible(heading(page, 'Create Account'))
    },
  },
  {
    name: 'Dashboard (Interview Lead)',
    account: 'lead',
    open: async (page) => {
      await visible(heading(page, 'Projects'))
    },
  },
  {
    name: 'Dashboard (Interviewee)',
    account: 'interviewee',
    open: async (page) => {
      await visible(heading(page, 'My Projects'))
    },
  },
  {
    name: 'Dashboard (Admin)',
    account: 'admin',
    open: async (page) => {
      await visible(button(page, 'Admin Panel'))
    },
  },
  {
    name: 'Project detail',
    account: 'admin',
    async open(page) {
      await openProject(page, COFFEE_PROJECT)
    },
  },
  {
    name: 'Edit Project',
    account: 'admin',
    async open(page) {
      await button(dialog(page, COFFEE_PROJECT), 'Edit Project').click()
      await visible(dialog(page, 'Edit Project'))
    },
  },
  {
    name: 'Results: Completed',
    account: 'admin',
    async open(page) {
      await closeDialog(page, 'Edit Project', 'Cancel')
      await button(dialog(page, COFFEE_PROJECT), 'View Interview Results').click()
      const results = await visible(dialog(page, RESULTS))
      const tab = results.getByRole('tab', { name: 'Completed' })
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true')
      await visible(button(results, 'View Details').first())
    },
  },
  {
    name: 'Interview Details',
    account: 'admin',
    async open(page) {
      await button(dialog(page, RESULTS), 'View Details').first().click()
      await visible(dialog(page, 'Interview Details').getByRole('listitem').first())
    },
  },
  {
    name: 'Results: In Progress',
    account: 'admin',
    async open(page) {
      await closeDialog(page, 'Interview Details')
      const results = dialog(page, RESULTS)
      await results.getByRole('tab', { name: 'In Progress' }).click()
      await visible(button(results, 'View Summary').first())
    },
  },
  {
    name: 'Analysis workspace: Insights (chart)',
    account: 'admin',
    async open(page) {
      await openAnalysisFromResults(page, COFFEE_PROJECT)
      await visible(workspace(page).getByRole('list', { name: 'Sentiment by question' }))
    },
  },
  {
    name: 'Analysis workspace: Insights (table)',
    account: 'admin',
    async open(page) {
      await workspace(page).getByRole('checkbox', { name: 'Show as table' }).check()
      await visible(workspace(page).getByRole('grid', { name: 'Sentiment by question' }))
    },
  },
  {
    name: 'Analysis workspace: Ask your interviews (an answer)',
    account: 'admin',
    async open(page) {
      await openSection(page, 'Ask your interviews')
      const ask = workspaceSection(page, 'Ask your interviews')
      await ask.getByRole('textbox', { name: 'Question' }).fill('What do they say about delivery?')
      await button(ask, 'Ask').click()
      await visible(
        ask.getByRole('group', { name: 'Answer' }).getByText(/ interviews mention this$/),
      )
    },
  },
  {
    name: 'Codebook',
    account: 'admin',
    async open(page) {
      await openSection(page, 'Codebook')
      const codebook = workspaceSection(page, 'Codebook')
      await visible(codebook.getByRole('grid', { name: 'Codebook' }))
    },
  },
  {
    name: 'Segment filter, a segment chosen',
    account: 'admin',
    async open(page) {
      const segment = workspaceSection(page, 'Segment')
      await choose(segment, 'Attribute', 'Plan')
      await choose(segment, 'Value', 'Subscriber')
      await button(segment, 'Add filter').click()
      await visible(segment.getByText(/^Showing \d+ of \d+ interviews: Plan is Subscriber$/))
    },
  },
  {
    name: 'Compare',
    account: 'admin',
    async open(page) {
      await button(workspaceSection(page, 'Segment'), 'Remove Plan is Subscriber').click()
      await openSection(page, 'Segments and Compare')
      const compare = workspaceSection(page, 'Compare')
      await choose(compare, 'Compare by', 'Plan')
      await visible(compare.getByRole('grid', { name: 'Themes compared' }))
    },
  },
  {
    name: 'Share Report',
    account: 'admin',
    async open(page) {
      await openSection(page, 'Share report')
      await button(workspace(page), 'Share report').click()
      const sharing = await visible(dialog(page, 'Share Report'))
      await button(sharing, 'Create link').click()
      sharedReportLink = await visible(sharing.getByRole('textbox', { name: 'Link' })).then(
        (link) => link.inputValue(),
      )
    },
  },
  {
    name: 'Add Code',
    account: 'admin',
    async open(page) {
      await closeTopDialog(page)
      // The results' address, followed from the workspace: the dialog over the dashboard.
      await follow(page, `/projects/${addressedProjectId(page)}/results`)
      const results = await visible(dialog(page, RESULTS))
      await button(results, 'View Details').first().click()
      const details = await visible(dialog(page, 'Interview Details'))
      await button(details, 'Code this answer').first().click()
      await visible(dialog(page, 'Add Code'))
    },
  },
  {
    name: 'Correct Sentiment',
    account: 'admin',
    async open(page) {
      await closeDialog(page, 'Add Code', 'Cancel')
      await button(dialog(page, 'Interview Details'), 'Correct sentiment').first().click()
      await visible(dialog(page, 'Correct Sentiment'))
    },
  },
  {
    name: 'Create Project',
    account: 'admin',
    async open(page) {
      await closeAllDialogs(page)
      await button(page, 'Create Project').click()
      await visible(dialog(page, 'Create Project'))
    },
  },
  adminPanelTab('User Management'),
  adminPanelTab('Project Types'),
  adminPanelTab('AI Models'),
  adminPanelTab('Interview Prompts'),
  {
    name: 'Profile',
    account: 'admin',
    async open(page) {
      await closeAllDialogs(page)
      const menu = await openSettings(page)
      await menu.getByRole('menuitem', { name: 'Profile' }).click()
      await visible(dialog(page, 'My Profile'))
    },
  },
  {
    name: 'Mock controls',
    account: 'admin',
    async open(page) {
      await closeAllDialogs(page)
      await button(page, 'Mock controls').click()
      await visible(dialog(page, 'Mock controls'))
    },
  },
  {
    name: 'Pre-interview',
    account: 'admin',
    async open(page) {
      await closeAllDialogs(page)
      const details = await openProject(page, NETWORK_PROJECT)
      await button(details, 'Start Interview').click()
      await visible(heading(page, 'Ready to Start Interview'))
      const subject = page.getByRole('main').getByRole('heading', { level: 2 })
      // The pressed button went with its dialog: the new screen's heading says where it led.
      await expect
        .poll(() => subject.evaluate((node) => node === document.activeElement))
        .toBe(true)
    },
  },
  {
    name: 'Interview: a question',
    account: 'admin',
    async open(page) {
      await page.getByRole('checkbox', { name: 'I agree to take part' }).check()
      await button(page, 'Start Interview').click()
      await expect.poll(() => questionHeading(page).textContent()).toBe('Question 1')
    },
  },
  {
    name: 'Interview: a follow-up',
    account: 'admin',
    async open(page) {
      // A very short answer draws a follow-up at every intensity (mocks/ai/follow-up.ts).
      await typeAnswer(page, 'Not sure.')
      await expect.poll(() => questionHeading(page).textContent()).toMatch(/^Follow-up Question/)
    },
  },
  {
    name: 'Interview Completed',
    account: 'admin',
    async open(page) {
      await answerUntilCompleted(page, (p) => typeAnswer(p, CONCRETE_ANSWER), 16)
      await visible(page.getByRole('region', { name: 'Interview Summary' }))
    },
  },
  {
    name: 'Shared report (public link)',
    account: 'signed out',
    async open(page) {
      if (sharedReportLink === null) throw new Error('The Share Report screen made no link')
      await page.goto(sharedReportLink)
      await visible(heading(page, COFFEE_PROJECT))
      await visible(page.getByText(/^Shared by /))
    },
  },
]

/** Long, concrete and even-toned: the interviewer moves on to the next question. */
const CONCRETE_ANSWER =
  'The technician arrived at nine, installed three mesh points in the hall, the office and the bedroom, and labelled each cable.'

/** The account's dashboard once signed in: its welcome line. */
export const signedInAs = (page: Page, account: keyof typeof DEMO_ACCOUNTS) =>
  visible(welcome(page, DEMO_ACCOUNTS[account].firstName))
