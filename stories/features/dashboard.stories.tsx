import { expect, userEvent, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { overrides } from '../support/failures'
import { appScreen, page } from '../support/screens'
import { scenario } from '../support/scenario'

/**
 * docs/product.md#dashboard Dashboard, per role and in each state: loading, empty, failed, the configuration
 * banner, the Interview in Progress card with Resume and Abandon, and the settings menu.
 */
const meta = preview.meta({
  title: 'Screens/Dashboard',
  ...appScreen({ signedInAs: 'admin' }),
})

const welcome = (name: string) =>
  page.findByRole('heading', { level: 1, name: `Welcome, ${name}!` })
const projectList = (name: 'Projects' | 'My Projects') => page.findByRole('region', { name })
const inProgressCard = () => page.findByRole('article', { name: 'Interview in Progress' })

export const Admin = meta.story({
  play: async () => {
    await welcome('Ada')
    const management = await page.findByRole('region', { name: 'Project Management' })
    await expect(within(management).getByRole('button', { name: 'Create Project' })).toBeVisible()
    await expect(within(management).getByRole('button', { name: 'Admin Panel' })).toBeVisible()
    const list = await projectList('Projects')
    await expect(
      await within(list).findByRole('button', { name: 'BeanRunner morning delivery study' }),
    ).toBeVisible()
    await expect(
      within(list).getByRole('button', { name: 'NetNest installation feedback' }),
    ).toBeVisible()
    await expect(list).toHaveTextContent('BeanRunner - BeanRunner Express')
    await expect(list).toHaveTextContent('Active')
  },
})

export const InterviewLead = meta.story({
  parameters: scenario({ signedInAs: 'lead' }),
  play: async () => {
    await welcome('Leo')
    const management = await page.findByRole('region', { name: 'Project Management' })
    await expect(within(management).getByRole('button', { name: 'Create Project' })).toBeVisible()
    await expect(within(management).queryByRole('button', { name: 'Admin Panel' })).toBeNull()
    const list = await projectList('Projects')
    await expect(
      await within(list).findByRole('button', { name: 'BeanRunner morning delivery study' }),
    ).toBeVisible()
    await expect(
      within(list).queryByRole('button', { name: 'NetNest installation feedback' }),
    ).toBeNull()
  },
})

export const Interviewee = meta.story({
  parameters: scenario({ signedInAs: 'interviewee' }),
  play: async () => {
    await welcome('Ines')
    await expect(page.queryByRole('region', { name: 'Project Management' })).toBeNull()
    const list = await projectList('My Projects')
    await expect(
      await within(list).findByRole('button', { name: 'NetNest installation feedback' }),
    ).toBeVisible()
    const card = await inProgressCard()
    await expect(card).toHaveTextContent('BeanRunner - BeanRunner Express')
    await expect(card).toHaveTextContent('Started:')
    await expect(card).toHaveTextContent(/Questions answered: \d+ \/ \d+/)
    await expect(within(card).getByRole('button', { name: 'Resume Interview' })).toBeVisible()
    await expect(within(card).getByRole('button', { name: 'Abandon' })).toBeVisible()
  },
})

export const LoadingProjects = meta.story({
  beforeEach: overrides('projectsPending'),
  play: async () => {
    const list = await projectList('Projects')
    await expect(within(list).getByRole('progressbar', { name: 'Loading projects' })).toBeVisible()
  },
})

export const NoInvitations = meta.story({
  parameters: scenario({ signedInAs: 'interviewee' }),
  beforeEach: overrides('projectsEmpty'),
  play: async () => {
    const list = await projectList('My Projects')
    await expect(
      await within(list).findByText("You haven't been invited to any projects yet."),
    ).toBeVisible()
  },
})

export const NoProjects = meta.story({
  parameters: scenario({ signedInAs: 'lead' }),
  beforeEach: overrides('projectsEmpty'),
  play: async () => {
    const list = await projectList('Projects')
    await expect(await within(list).findByText('No projects created yet.')).toBeVisible()
  },
})

export const ProjectsFailed = meta.story({
  beforeEach: overrides('projectsFail'),
  play: async () => {
    const list = await projectList('Projects')
    await expect(await within(list).findByRole('alert')).toHaveTextContent(
      'Failed to load projects: 500 - Database unavailable',
    )
  },
})

/**
 * The large seed (2,002 projects): the list loads pages as it scrolls, renders only the cards in
 * view, and offers a search box, which asks the server. For viewers only (`!test`): seeding
 * 150,000 records per story is slow on a busy machine, and
 * tests/integration/projects-large.browser.test.tsx asserts this list, its search and its empty
 * result on one seeding.
 */
export const ManyProjects = meta.story({
  tags: ['!test'],
  parameters: scenario({ signedInAs: 'admin', seed: { scale: 'large' } }),
})

/** The large seed's list after a search that matches nothing (for viewers only, as above). */
export const SearchWithoutMatch = meta.story({
  tags: ['!test'],
  parameters: scenario({ signedInAs: 'admin', seed: { scale: 'large' } }),
  play: async () => {
    const list = await projectList('Projects')
    const search = await within(list).findByRole('searchbox', { name: 'Search projects' })
    await userEvent.type(search, 'no such study')
  },
})

/** Admins only: the interviewer prompt file is missing (seeded broken). */
export const ConfigurationError = meta.story({
  parameters: scenario({ seed: { brokenPrompt: true } }),
  play: async () => {
    const fix = await page.findByRole('button', { name: 'Fix Configuration' })
    // The banner is the alert around its button.
    await expect(fix.closest('[role="alert"]')).toHaveTextContent('Configuration Error')
  },
})

export const InProgressFailed = meta.story({
  parameters: scenario({ signedInAs: 'interviewee' }),
  beforeEach: overrides('inProgressFail'),
  play: async () => {
    await expect(await page.findByText('Failed to fetch in-progress interviews')).toBeVisible()
  },
})

/** The confirmation; its text, Cancel and abandoning are asserted in the dashboard browser test. */
export const AbandonConfirmation = meta.story({
  parameters: scenario({ signedInAs: 'interviewee' }),
  play: async () => {
    await userEvent.click(within(await inProgressCard()).getByRole('button', { name: 'Abandon' }))
    await page.findByRole('alertdialog', { name: 'Abandon Interview?' })
  },
})

export const AbandonFailed = meta.story({
  parameters: scenario({ signedInAs: 'interviewee' }),
  beforeEach: overrides('abandonFails'),
  play: async () => {
    const card = await inProgressCard()
    await userEvent.click(within(card).getByRole('button', { name: 'Abandon' }))
    const dialog = await page.findByRole('alertdialog', { name: 'Abandon Interview?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abandon' }))
    await expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Failed to abandon interview',
    )
  },
})

export const ResumeFailed = meta.story({
  parameters: scenario({ signedInAs: 'interviewee' }),
  beforeEach: overrides('resumeFails'),
  play: async () => {
    const card = await inProgressCard()
    await userEvent.click(within(card).getByRole('button', { name: 'Resume Interview' }))
    await expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Failed to resume interview',
    )
  },
})

/** The open menu; its contents per account and signing out are asserted in the shell browser test. */
export const SettingsMenu = meta.story({
  play: async () => {
    await welcome('Ada')
    await userEvent.click(page.getByRole('button', { name: 'Settings' }))
    await page.findByRole('menu')
  },
})

export const AdminDark = meta.story({
  globals: { theme: 'dark' },
  play: async () => {
    await welcome('Ada')
    await within(await projectList('Projects')).findByRole('button', {
      name: 'NetNest installation feedback',
    })
  },
})

export const IntervieweeDark = meta.story({
  globals: { theme: 'dark' },
  parameters: scenario({ signedInAs: 'interviewee' }),
  play: async () => {
    await inProgressCard()
  },
})
