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

/** The empty form; its fields, defaults and required fields are asserted in projects-create. */
export const CreateProjectForm = meta.story({
  play: async () => {
    await openCreateProject()
  },
})

/** The required fields' messages; every one of them is asserted in projects-create. */
export const CreateProjectRequiredFields = meta.story({
  play: async () => {
    const dialog = await openCreateProject()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Project' }))
    await within(dialog).findByText('Project Name is required')
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

/** The detail per role; its texts and actions per role are asserted in projects-detail. */
export const DetailAsAdmin = meta.story({
  play: async () => {
    await selectButton('Interviewer Prompt', await openProject(NETWORK))
  },
})

export const DetailAsProjectLead = meta.story({
  parameters: scenario({ signedInAs: 'lead' }),
  play: async () => {
    await within(await openProject(COFFEE)).findByRole('button', { name: 'Edit Project' })
  },
})

export const DetailAsInterviewee = meta.story({
  parameters: scenario({ signedInAs: 'interviewee' }),
  play: async () => {
    await within(await openProject(NETWORK)).findByRole('button', { name: 'Start Interview' })
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

/** The filled-in form; its values and saving are asserted in projects-members. */
export const EditProject = meta.story({
  parameters: scenario({ signedInAs: 'lead' }),
  play: async () => {
    await openChild(COFFEE, 'Edit Project', 'Edit Project')
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

/** The invitation form; its choices and inviting are asserted in projects-members. */
export const InviteMember = meta.story({
  parameters: scenario({ signedInAs: 'lead' }),
  play: async () => {
    const { dialog } = await openChild(COFFEE, 'Invite Member', 'Invite Member')
    await selectButton('User', dialog)
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
  // Every interviewee outside the coffee project is invited first, straight into the mock
  // database (projects-members invites the last one through the form).
  beforeEach: async () => {
    const members = new Set(
      db.members
        .all()
        .filter((member) => member.projectId === fixtureIds.projects.coffee)
        .map((member) => member.userId),
    )
    const others = db.users
      .all()
      .filter((user) => user.role === 'interviewee' && !members.has(user.id))
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
    await expect(
      await within(dialog).findByText('Every interviewee is already a member of this project.'),
    ).toBeInTheDocument()
  },
})

/** The member list; its rows and dates are asserted in projects-members. */
export const Members = meta.story({
  parameters: scenario({ signedInAs: 'lead' }),
  play: async () => {
    const { dialog } = await openChild(COFFEE, 'View Members', 'Project Members')
    await within(dialog).findByRole('rowheader', { name: 'Ines Moreau' })
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
