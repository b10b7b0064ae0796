import { expect, userEvent, waitFor, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { fixtureIds } from '../../fixtures'
import { db } from '../../mocks/db'
import { clearToken } from '@/lib/token'
import { overrides } from '../support/failures'
import { appScreen, choose, openProject, page, selectButton } from '../support/screens'
import { scenario } from '../support/scenario'

/**
 * docs/product.md#project-detail Create Project, the project detail dialog per role, Edit Project, Invite Member and
 * View Members, with their docs/product.md#errors failures.
 */
const meta = preview.meta({
  title: 'Screens/Projects',
  ...appScreen({ signedInAs: 'admin' }),
})

const COFFEE = 'BeanRunner morning delivery study'
const NETWORK = 'NetNest installation feedback'

async function openCreateProject({ typesArrive = true } = {}): Promise<HTMLElement> {
  // The first story of the file waits for Storybook to prepare it: seconds on a busy machine.
  const create = await page.findByRole('button', { name: 'Create Project' }, { timeout: 15_000 })
  await userEvent.click(create)
  const dialog = await page.findByRole('dialog', { name: 'Create Project' })
  // The Project Type select stays disabled until the types have arrived.
  if (typesArrive) {
    const types = await selectButton('Project Type', dialog)
    await waitFor(() => expect(types).toBeEnabled())
  }
  return dialog
}

async function fillProject(dialog: HTMLElement) {
  const box = within(dialog)
  await userEvent.type(box.getByRole('textbox', { name: 'Project Name' }), 'Pilot')
  await userEvent.type(box.getByRole('textbox', { name: 'Company Name' }), 'Acme')
  await userEvent.type(box.getByRole('textbox', { name: 'Product Name' }), 'Rocket')
  await userEvent.type(box.getByRole('textbox', { name: 'Product Description' }), 'Fast')
  await choose('Project Type', /^App Experience - /, dialog)
}

export const CreateProjectForm = meta.story({
  play: async () => {
    const dialog = await openCreateProject()
    const box = within(dialog)
    for (const name of ['Project Name', 'Description', 'Company Name', 'Product Name']) {
      await expect(box.getByRole('textbox', { name })).toBeInTheDocument()
    }
    await expect(box.getByRole('textbox', { name: 'Product Description' })).toBeRequired()
    await expect(await selectButton('Project Type', dialog)).toHaveTextContent(
      'Select a project type',
    )
    await expect(await selectButton('Follow-up Intensity', dialog)).toHaveTextContent(
      '3 - Standard',
    )
  },
})

export const CreateProjectRequiredFields = meta.story({
  play: async () => {
    const dialog = await openCreateProject()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Project' }))
    await expect(await within(dialog).findByText('Project Name is required')).toBeInTheDocument()
    await expect(within(dialog).getByText('Project Type is required')).toBeInTheDocument()
  },
})

export const CreatingAProject = meta.story({
  name: 'Create project (interaction)',
  parameters: scenario({ signedInAs: 'lead' }),
  play: async () => {
    const dialog = await openCreateProject()
    await fillProject(dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Project' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    const list = await page.findByRole('region', { name: 'Projects' })
    await expect(await within(list).findByRole('button', { name: 'Pilot' })).toBeVisible()
    await expect(list).toHaveTextContent('Acme - Rocket')
  },
})

export const CreateProjectFailed = meta.story({
  beforeEach: overrides('createProjectFails'),
  play: async () => {
    const dialog = await openCreateProject()
    await fillProject(dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Project' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to create project',
    )
  },
})

export const ProjectTypesFailed = meta.story({
  beforeEach: overrides('projectTypesFail'),
  play: async () => {
    const dialog = await openCreateProject({ typesArrive: false })
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to load project types',
    )
    const types = await selectButton('Project Type', dialog)
    await expect(types).toBeDisabled()
    await expect(types).toHaveTextContent('Select a project type')
  },
})

export const DetailAsAdmin = meta.story({
  play: async () => {
    const dialog = await openProject(NETWORK)
    const box = within(dialog)
    await expect(await box.findByText('Project Details')).toBeInTheDocument()
    await expect(dialog).toHaveTextContent('NetNest')
    await expect(dialog).toHaveTextContent('4/5 (Thorough)')
    await expect(box.getByText('Product Description')).toBeInTheDocument()
    // Admins may override the interviewer prompt; the default is the global setting.
    await expect(await selectButton('Interviewer Prompt', dialog)).toHaveTextContent(
      'Use global setting',
    )
    for (const name of [
      'Start Interview',
      'View Interview Results',
      'Edit Project',
      'Invite Member',
      'View Members',
    ]) {
      await expect(box.getByRole('button', { name })).toBeInTheDocument()
    }
  },
})

export const PromptOverrideChoices = meta.story({
  play: async () => {
    const dialog = await openProject(NETWORK)
    await userEvent.click(await selectButton('Interviewer Prompt', dialog))
    await expect(
      await page.findByRole('option', { name: 'Use global setting' }),
    ).toBeInTheDocument()
    // The prompt files arrive after the list opens with its first option.
    await expect(
      await page.findByRole('option', { name: /^interviewer\.system\.prompt1\.txt - / }),
    ).toBeInTheDocument()
  },
})

export const DetailAsProjectLead = meta.story({
  parameters: scenario({ signedInAs: 'lead' }),
  play: async () => {
    const dialog = await openProject(COFFEE)
    const box = within(dialog)
    await expect(await box.findByRole('button', { name: 'Edit Project' })).toBeInTheDocument()
    await expect(box.getByRole('button', { name: 'Invite Member' })).toBeInTheDocument()
    await expect(box.queryByRole('button', { name: /Interviewer Prompt$/ })).toBeNull()
  },
})

export const DetailAsInterviewee = meta.story({
  parameters: scenario({ signedInAs: 'interviewee' }),
  play: async () => {
    const dialog = await openProject(NETWORK)
    const box = within(dialog)
    await expect(await box.findByRole('button', { name: 'Start Interview' })).toBeInTheDocument()
    await expect(box.getByRole('button', { name: 'View Interview Results' })).toBeInTheDocument()
    await expect(box.queryByRole('button', { name: 'Edit Project' })).toBeNull()
    await expect(box.queryByRole('button', { name: 'Invite Member' })).toBeNull()
    await expect(box.queryByRole('button', { name: 'View Members' })).toBeNull()
  },
})

export const DetailNotFound = meta.story({
  beforeEach: overrides('projectNotFound'),
  play: async () => {
    const dialog = await openProject(NETWORK)
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Project not found')
  },
})

export const DetailLoadFailed = meta.story({
  beforeEach: overrides('projectFails'),
  play: async () => {
    const dialog = await openProject(NETWORK)
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to load project',
    )
  },
})

/** The session ended elsewhere (another tab signed out): calls that need the token say so. */
export const SignedOutElsewhere = meta.story({
  play: async () => {
    await page.findByRole('heading', { level: 1, name: 'Welcome, Ada!' })
    clearToken()
    const dialog = await openProject(NETWORK)
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No authentication token available',
    )
  },
})

export const StartInterviewFailed = meta.story({
  beforeEach: overrides('listInterviewsFails'),
  play: async () => {
    const dialog = await openProject(NETWORK)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Interview' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to list interviews',
    )
  },
})

async function openChild(project: string, button: string, title: string) {
  const detail = await openProject(project)
  await userEvent.click(await within(detail).findByRole('button', { name: button }))
  return { detail, dialog: await page.findByRole('dialog', { name: title }) }
}

export const EditProject = meta.story({
  parameters: scenario({ signedInAs: 'lead' }),
  play: async () => {
    const { dialog } = await openChild(COFFEE, 'Edit Project', 'Edit Project')
    await expect(within(dialog).getByRole('textbox', { name: 'Project Name' })).toHaveValue(COFFEE)
    await expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeInTheDocument()
  },
})

export const EditProjectSaved = meta.story({
  parameters: scenario({ signedInAs: 'lead' }),
  play: async () => {
    const { detail, dialog } = await openChild(COFFEE, 'Edit Project', 'Edit Project')
    const description = within(dialog).getByRole('textbox', { name: 'Description' })
    await userEvent.clear(description)
    await userEvent.type(description, 'Mornings only')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    await expect(await within(detail).findByRole('status')).toHaveTextContent('Project updated')
    await expect(detail).toHaveTextContent('Mornings only')
  },
})

export const EditProjectFailed = meta.story({
  parameters: scenario({ signedInAs: 'lead' }),
  beforeEach: overrides('updateProjectFails'),
  play: async () => {
    const { dialog } = await openChild(COFFEE, 'Edit Project', 'Edit Project')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to update project',
    )
  },
})

export const InviteMember = meta.story({
  parameters: scenario({ signedInAs: 'lead' }),
  play: async () => {
    const { dialog } = await openChild(COFFEE, 'Invite Member', 'Invite Member')
    await expect(await selectButton('User', dialog)).toBeInTheDocument()
  },
})

export const InvitingAMember = meta.story({
  name: 'Invite member (interaction)',
  parameters: scenario({ signedInAs: 'lead' }),
  play: async () => {
    const { detail, dialog } = await openChild(COFFEE, 'Invite Member', 'Invite Member')
    await selectButton('User', dialog)
    await choose('User', 'Priya Raman (priya.raman@candor.test)', dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }))
    await expect(await within(detail).findByRole('status')).toHaveTextContent('Invited Priya Raman')
  },
})

export const InviteFailed = meta.story({
  parameters: scenario({ signedInAs: 'lead' }),
  beforeEach: overrides('inviteFails'),
  play: async () => {
    const { dialog } = await openChild(COFFEE, 'Invite Member', 'Invite Member')
    await selectButton('User', dialog)
    await choose('User', 'Priya Raman (priya.raman@candor.test)', dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to invite member',
    )
  },
})

export const InviteUsersFailed = meta.story({
  parameters: scenario({ signedInAs: 'lead' }),
  beforeEach: overrides('usersFail'),
  play: async () => {
    const { dialog } = await openChild(COFFEE, 'Invite Member', 'Invite Member')
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load users')
    await expect(within(dialog).getByRole('button', { name: 'Send Invite' })).toBeDisabled()
  },
})

export const EveryoneInvited = meta.story({
  parameters: scenario({ signedInAs: 'lead', seed: { extraUsers: 0 } }),
  // Priya is left as the last interviewee outside the coffee project: the others (the NetNest
  // panel) are invited first, straight into the mock database.
  beforeEach: async () => {
    const members = new Set(
      db.members
        .all()
        .filter((member) => member.projectId === fixtureIds.projects.coffee)
        .map((member) => member.userId),
    )
    const others = db.users
      .all()
      .filter(
        (user) =>
          user.role === 'interviewee' &&
          !members.has(user.id) &&
          user.id !== fixtureIds.users.uninvited,
      )
    for (const user of others) {
      await db.members.create({
        id: crypto.randomUUID(),
        projectId: fixtureIds.projects.coffee,
        userId: user.id,
        invitedAt: new Date().toISOString(),
        completedAt: null,
      })
    }
  },
  play: async () => {
    const { dialog } = await openChild(COFFEE, 'Invite Member', 'Invite Member')
    await selectButton('User', dialog)
    await choose('User', 'Priya Raman (priya.raman@candor.test)', dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    const again = await openChildAgain('Invite Member', 'Invite Member')
    await expect(
      await within(again).findByText('Every interviewee is already a member of this project.'),
    ).toBeInTheDocument()
  },
})

async function openChildAgain(button: string, title: string) {
  const detail = await page.findByRole('dialog', { name: COFFEE })
  await userEvent.click(within(detail).getByRole('button', { name: button }))
  return page.findByRole('dialog', { name: title })
}

export const Members = meta.story({
  parameters: scenario({ signedInAs: 'lead' }),
  play: async () => {
    const { dialog } = await openChild(COFFEE, 'View Members', 'Project Members')
    await expect(
      await within(dialog).findByRole('rowheader', { name: 'Ines Moreau' }),
    ).toBeInTheDocument()
    await expect(dialog).toHaveTextContent('interviewee@candor.test')
  },
})

export const NoMembers = meta.story({
  parameters: scenario({ signedInAs: 'lead' }),
  beforeEach: overrides('membersEmpty'),
  play: async () => {
    const { dialog } = await openChild(COFFEE, 'View Members', 'Project Members')
    await expect(await within(dialog).findByText('No members invited yet')).toBeInTheDocument()
  },
})

export const MembersFailed = meta.story({
  parameters: scenario({ signedInAs: 'lead' }),
  beforeEach: overrides('membersFail'),
  play: async () => {
    const { dialog } = await openChild(COFFEE, 'View Members', 'Project Members')
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to load project members',
    )
  },
})
