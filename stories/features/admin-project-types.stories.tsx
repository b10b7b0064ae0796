import { expect, userEvent, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { overrides } from '../support/failures'
import { appScreen, openAdminPanel, page } from '../support/screens'

/** docs/product.md#admin-panel Admin panel, Project Types tab: the create form, types, their questions. */
const meta = preview.meta({
  title: 'Screens/Admin Panel/Project Types',
  ...appScreen({ signedInAs: 'admin' }),
  beforeEach: openAdminPanel('project-types'),
})

const panel = () => page.findByRole('dialog', { name: 'Admin Panel' })
const typeCard = async (name: string) => within(await panel()).findByRole('article', { name })

async function showQuestions(type = 'Service Experience'): Promise<HTMLElement> {
  const card = await typeCard(type)
  await userEvent.click(within(card).getByRole('button', { name: 'Show Questions' }))
  return within(card).findByRole('region', { name: `Questions of ${type}` })
}

export const ProjectTypes = meta.story({
  play: async () => {
    const create = await within(await panel()).findByRole('region', { name: 'Create Project Type' })
    await expect(within(create).getByRole('textbox', { name: 'Name' })).toBeInTheDocument()
    await expect(within(create).getByRole('textbox', { name: 'Description' })).toBeInTheDocument()
    const card = await typeCard('App Experience')
    await expect(card).toHaveTextContent('App')
    for (const name of ['Show Questions', 'Edit', 'Delete']) {
      await expect(within(card).getByRole('button', { name })).toBeInTheDocument()
    }
    await expect(await typeCard('Project or Decision Review')).toHaveTextContent('Project/Decision')
  },
})

export const Loading = meta.story({
  beforeEach: overrides('projectTypesPending'),
  play: async () => {
    await expect(
      await within(await panel()).findByRole('progressbar', { name: 'Loading project types' }),
    ).toBeInTheDocument()
  },
})

export const NoProjectTypes = meta.story({
  beforeEach: overrides('projectTypesEmpty'),
  play: async () => {
    await expect(
      await within(await panel()).findByText('No project types found'),
    ).toBeInTheDocument()
  },
})

export const LoadFailed = meta.story({
  beforeEach: overrides('projectTypesFail'),
  play: async () => {
    await expect(await within(await panel()).findByRole('alert')).toHaveTextContent(
      'Failed to load project types',
    )
  },
})

/** Expanded: index, text, Order and Active/Inactive per question, with Edit and Delete. */
export const Questions = meta.story({
  play: async () => {
    const questions = await showQuestions()
    await expect(
      await within(questions).findByText('How did you first hear about the service?'),
    ).toBeInTheDocument()
    await expect(questions).toHaveTextContent('Order: 1')
    await expect(questions).toHaveTextContent('Active')
    await expect(questions).toHaveTextContent('Inactive')
    await expect(
      within(questions).getByRole('button', { name: 'Add Question' }),
    ).toBeInTheDocument()
    await expect(
      within(await typeCard('Service Experience')).getByRole('button', { name: 'Hide Questions' }),
    ).toHaveAttribute('aria-expanded', 'true')
  },
})

export const NoQuestions = meta.story({
  beforeEach: overrides('questionsEmpty'),
  play: async () => {
    const questions = await showQuestions()
    await expect(
      await within(questions).findByText('No questions defined for this project type'),
    ).toBeInTheDocument()
  },
})

async function openAddQuestion(): Promise<HTMLElement> {
  const questions = await showQuestions()
  await within(questions).findByText('How did you first hear about the service?')
  await userEvent.click(within(questions).getByRole('button', { name: 'Add Question' }))
  return page.findByRole('dialog', { name: 'Add Question' })
}

export const AddQuestionDialog = meta.story({
  play: async () => {
    const dialog = await openAddQuestion()
    // Display Order defaults to the next position; Active is checked; save needs text.
    const order = within(dialog).getByRole('textbox', { name: 'Display Order' })
    await expect(Number(order.getAttribute('value'))).toBeGreaterThan(1)
    await expect(within(dialog).getByRole('checkbox', { name: 'Active' })).toBeChecked()
    await expect(within(dialog).getByRole('button', { name: 'Create Question' })).toBeDisabled()
  },
})

export const SaveQuestionFailed = meta.story({
  beforeEach: overrides('saveQuestionFails'),
  play: async () => {
    const dialog = await openAddQuestion()
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Question Text' }),
      'What would make you order twice a week?',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Question' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to save question',
    )
  },
})

export const EditQuestionDialog = meta.story({
  play: async () => {
    const questions = await showQuestions()
    const first = await within(questions).findByText('How did you first hear about the service?')
    const item = first.closest('li')
    if (!item) throw new Error('question item not found')
    await userEvent.click(within(item).getByRole('button', { name: 'Edit' }))
    const dialog = await page.findByRole('dialog', { name: 'Edit Question' })
    await expect(within(dialog).getByRole('textbox', { name: 'Question Text' })).toHaveValue(
      'How did you first hear about the service?',
    )
    await expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled()
  },
})

export const EditProjectTypeDialog = meta.story({
  play: async () => {
    await userEvent.click(
      within(await typeCard('App Experience')).getByRole('button', { name: 'Edit' }),
    )
    const dialog = await page.findByRole('dialog', { name: 'Edit Project Type' })
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue(
      'App Experience',
    )
    await expect(within(dialog).getByRole('checkbox', { name: 'Active' })).toBeChecked()
  },
})

export const DeleteProjectTypeConfirmation = meta.story({
  play: async () => {
    await userEvent.click(
      within(await typeCard('App Experience')).getByRole('button', { name: 'Delete' }),
    )
    await expect(
      await page.findByRole('alertdialog', { name: 'Delete Project Type?' }),
    ).toHaveTextContent('This action cannot be undone.')
  },
})
