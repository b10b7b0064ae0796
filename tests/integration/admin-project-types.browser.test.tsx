import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { fixtureIds } from '../../fixtures/ids'
import { api } from '@/api/client'
import { setUpMockWorker } from '../support/mock-worker'
import { renderSignedInAt } from '../support/signed-in'
import { signInAs } from '../support/sign-in'

const mock = setUpMockWorker()

async function openProjectTypes() {
  await signInAs('admin')
  await renderSignedInAt('/admin/project-types')
}

const typeCard = (name: string) => page.getByRole('article', { name })
const button = (name: string) => page.getByRole('button', { name, exact: true })
const questionItems = (type: string) => typeCard(type).getByRole('listitem')
const bareFailure = () => new HttpResponse(null, { status: 500 })

async function showQuestions(type: string) {
  await typeCard(type).getByRole('button', { name: 'Show Questions' }).click()
  await expect.element(typeCard(type).getByRole('list')).toBeVisible()
}

async function questionsOf(typeId: string) {
  const { data } = await api.GET('/project-types/{id}/questions', {
    params: { path: { id: typeId } },
  })
  return data ?? []
}

describe('Project Types: the types', () => {
  it('lists each type with its name, description and category label', async () => {
    await openProjectTypes()
    await expect.element(typeCard('App Experience')).toHaveTextContent('App')
    await expect
      .element(typeCard('App Experience'))
      .toHaveTextContent('Onboarding, everyday use and friction points in a mobile or web app.')
    await expect.element(typeCard('Service Experience')).toHaveTextContent('Service')
    await expect
      .element(typeCard('Project or Decision Review'))
      .toHaveTextContent('Project/Decision')
    await expect.element(page.getByRole('article')).toHaveLength(4)
  })

  it('creates a type: name and category are required, the four categories are offered', async () => {
    await openProjectTypes()
    await expect.element(typeCard('App Experience')).toBeVisible()
    await button('Create Project Type').click()
    await expect.element(page.getByText('Name is required')).toBeVisible()
    await expect.element(page.getByText('Category is required')).toBeVisible()

    await page.getByRole('textbox', { name: 'Name' }).fill('Kiosk Decision')
    await page.getByRole('textbox', { name: 'Description' }).fill('Whether to open a kiosk.')
    await page.getByRole('button', { name: /Category/ }).click()
    const options = page.getByRole('option')
    expect(options.elements().map((option) => option.textContent)).toEqual([
      'App',
      'Service',
      'Physical Product',
      'Project/Decision',
    ])
    await page.getByRole('option', { name: 'Project/Decision' }).click()
    await button('Create Project Type').click()

    await expect.element(typeCard('Kiosk Decision')).toHaveTextContent('Project/Decision')
    await expect.element(typeCard('Kiosk Decision')).toHaveTextContent('Whether to open a kiosk.')
    await expect.element(page.getByRole('textbox', { name: 'Name' })).toHaveValue('')
  })

  it("shows the server's message when a type name is taken", async () => {
    await openProjectTypes()
    await page.getByRole('textbox', { name: 'Name' }).fill('app experience')
    await page.getByRole('button', { name: /Category/ }).click()
    await page.getByRole('option', { name: 'App' }).click()
    await button('Create Project Type').click()
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent("body.name 'app experience' is already used by another project type")
  })

  it('edits a type: name, description, category and Active', async () => {
    await openProjectTypes()
    await typeCard('App Experience').getByRole('button', { name: 'Edit' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Project Type' })
    await expect
      .element(dialog.getByRole('textbox', { name: 'Name' }))
      .toHaveValue('App Experience')
    await expect.element(dialog.getByRole('checkbox', { name: 'Active' })).toBeChecked()

    await dialog.getByRole('textbox', { name: 'Name' }).fill('Mobile App Experience')
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Phones only.')
    await dialog.getByRole('button', { name: /Category/ }).click()
    await page.getByRole('option', { name: 'Physical Product' }).click()
    await dialog.getByRole('checkbox', { name: 'Active' }).click()
    await dialog.getByRole('button', { name: 'Save Changes' }).click()

    await expect.element(dialog).not.toBeInTheDocument()
    const card = typeCard('Mobile App Experience')
    await expect.element(card).toHaveTextContent('Phones only.')
    await expect.element(card).toHaveTextContent('Physical Product')
    await expect.element(card).toHaveTextContent('Inactive')
    const { data } = await api.GET('/project-types')
    const saved = data?.find((type) => type.id === fixtureIds.projectTypes.app)
    expect(saved).toMatchObject({
      name: 'Mobile App Experience',
      category: 'physical_product',
      isActive: false,
    })
  })

  it('deletes an unused type after a confirmation', async () => {
    await openProjectTypes()
    await typeCard('App Experience').getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete Project Type?' })
    await expect.element(confirm).toHaveTextContent('This action cannot be undone.')
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect.element(typeCard('App Experience')).not.toBeInTheDocument()
    await expect.element(page.getByRole('dialog', { name: 'Admin Panel' })).toBeVisible()
  })

  it("shows the server's 'in use' message for a type projects still use", async () => {
    await openProjectTypes()
    await typeCard('Service Experience').getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(
        "Project type 'Service Experience' is used by 2 project(s); deactivate it instead",
      )
    await expect.element(typeCard('Service Experience')).toBeVisible()
  })

  it("says 'No project types found' for an empty list, and reports a failed load", async () => {
    mock.worker.use(http.get('*/api/project-types', () => HttpResponse.json([])))
    await openProjectTypes()
    await expect.element(page.getByText('No project types found')).toBeVisible()

    mock.worker.use(http.get('*/api/project-types', bareFailure))
    await page.getByRole('tab', { name: 'User Management' }).click()
    await page.getByRole('tab', { name: 'Project Types' }).click()
    await expect.element(page.getByRole('alert')).toHaveTextContent('Failed to load project types')
  })
})

describe('Project Types: questions', () => {
  it('shows and hides a type’s questions with index, text, order and Active/Inactive', async () => {
    await openProjectTypes()
    const showButton = typeCard('App Experience').getByRole('button', { name: 'Show Questions' })
    await expect.element(showButton).toHaveAttribute('aria-expanded', 'false')
    await showQuestions('App Experience')

    await expect.element(questionItems('App Experience')).toHaveLength(6)
    const first = questionItems('App Experience').first()
    await expect.element(first).toHaveTextContent('1.')
    await expect
      .element(first)
      .toHaveTextContent(
        'What made you start using the app, and what were you hoping it would do for you?',
      )
    await expect.element(first).toHaveTextContent('Order: 1')
    await expect.element(first).toHaveTextContent('Active')
    const last = questionItems('App Experience').last()
    await expect.element(last).toHaveTextContent('6.')
    await expect.element(last).toHaveTextContent('Order: 6')
    await expect.element(last).toHaveTextContent('Inactive')

    const hideButton = typeCard('App Experience').getByRole('button', { name: 'Hide Questions' })
    await expect.element(hideButton).toHaveAttribute('aria-expanded', 'true')
    await hideButton.click()
    await expect.element(questionItems('App Experience')).toHaveLength(0)
  })

  it('counts a question without isActive as active', async () => {
    mock.worker.use(
      http.get('*/api/project-types/:id/questions', () =>
        HttpResponse.json([{ id: crypto.randomUUID(), text: 'An old server question', order: 1 }]),
      ),
    )
    await openProjectTypes()
    await showQuestions('App Experience')
    const item = questionItems('App Experience').first()
    await expect.element(item).toHaveTextContent('An old server question')
    await expect.element(item).toHaveTextContent('Active')
    await expect.element(item).not.toHaveTextContent('Inactive')
  })

  it('adds a question at the next position by default; Create is disabled until there is text', async () => {
    await openProjectTypes()
    await showQuestions('App Experience')
    await typeCard('App Experience').getByRole('button', { name: 'Add Question' }).click()

    const dialog = page.getByRole('dialog', { name: 'Add Question' })
    await expect.element(dialog.getByRole('textbox', { name: 'Display Order' })).toHaveValue('7')
    await expect.element(dialog.getByRole('checkbox', { name: 'Active' })).toBeChecked()
    const create = dialog.getByRole('button', { name: 'Create Question' })
    await expect.element(create).toBeDisabled()
    await dialog.getByRole('textbox', { name: 'Question Text' }).fill('   ')
    await expect.element(create).toBeDisabled()
    await dialog
      .getByRole('textbox', { name: 'Question Text' })
      .fill('What would make you pay for it?')
    await expect.element(create).toBeEnabled()
    await create.click()

    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(questionItems('App Experience')).toHaveLength(7)
    const added = questionItems('App Experience').last()
    await expect.element(added).toHaveTextContent('What would make you pay for it?')
    await expect.element(added).toHaveTextContent('Order: 7')
    const saved = await questionsOf(fixtureIds.projectTypes.app)
    expect(saved.at(-1)).toMatchObject({ text: 'What would make you pay for it?', order: 7 })
  })

  it('starts a type without questions at order 1, saving order and Active as chosen', async () => {
    await openProjectTypes()
    await page.getByRole('textbox', { name: 'Name' }).fill('Kiosk Decision')
    await page.getByRole('button', { name: /Category/ }).click()
    await page.getByRole('option', { name: 'Project/Decision' }).click()
    await button('Create Project Type').click()
    await typeCard('Kiosk Decision').getByRole('button', { name: 'Show Questions' }).click()
    await expect
      .element(typeCard('Kiosk Decision').getByText('No questions defined for this project type'))
      .toBeVisible()

    await typeCard('Kiosk Decision').getByRole('button', { name: 'Add Question' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Question' })
    await expect.element(dialog.getByRole('textbox', { name: 'Display Order' })).toHaveValue('1')
    await dialog.getByRole('textbox', { name: 'Question Text' }).fill('Where would it stand?')
    await dialog.getByRole('textbox', { name: 'Display Order' }).fill('3')
    await dialog.getByRole('checkbox', { name: 'Active' }).click()
    await dialog.getByRole('button', { name: 'Create Question' }).click()

    const item = questionItems('Kiosk Decision').first()
    await expect.element(item).toHaveTextContent('Where would it stand?')
    await expect.element(item).toHaveTextContent('Order: 3')
    await expect.element(item).toHaveTextContent('Inactive')
  })

  it('edits a question: the dialog fills in and Save Changes stores it', async () => {
    await openProjectTypes()
    await showQuestions('App Experience')
    await questionItems('App Experience').last().getByRole('button', { name: 'Edit' }).click()

    const dialog = page.getByRole('dialog', { name: 'Edit Question' })
    await expect
      .element(dialog.getByRole('textbox', { name: 'Question Text' }))
      .toHaveValue('On a scale of 1 to 10, how would you rate the design of the app?')
    await expect.element(dialog.getByRole('textbox', { name: 'Display Order' })).toHaveValue('6')
    await expect.element(dialog.getByRole('checkbox', { name: 'Active' })).not.toBeChecked()

    await dialog
      .getByRole('textbox', { name: 'Question Text' })
      .fill('How does the app look to you?')
    await dialog.getByRole('checkbox', { name: 'Active' }).click()
    await dialog.getByRole('button', { name: 'Save Changes' }).click()

    await expect.element(dialog).not.toBeInTheDocument()
    const edited = questionItems('App Experience').last()
    await expect.element(edited).toHaveTextContent('How does the app look to you?')
    await expect.element(edited).not.toHaveTextContent('Inactive')
  })

  it('deletes a question after a confirmation', async () => {
    await openProjectTypes()
    await showQuestions('App Experience')
    await questionItems('App Experience').first().getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete Question?' })
    await expect.element(confirm).toHaveTextContent('This action cannot be undone.')
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect.element(questionItems('App Experience')).toHaveLength(5)
    expect(await questionsOf(fixtureIds.projectTypes.app)).toHaveLength(5)
  })

  it("says 'Failed to save question' when the server gives no reason", async () => {
    mock.worker.use(http.post('*/api/admin/project-types/:id/questions', bareFailure))
    await openProjectTypes()
    await showQuestions('App Experience')
    await typeCard('App Experience').getByRole('button', { name: 'Add Question' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Question' })
    await dialog.getByRole('textbox', { name: 'Question Text' }).fill('Anything else?')
    await dialog.getByRole('button', { name: 'Create Question' }).click()
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('Failed to save question')
    await expect.element(dialog).toBeVisible()
  })
})
