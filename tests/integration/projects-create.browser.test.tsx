import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { projectTypes } from '../../fixtures'
import { api } from '@/api/client'
import { clearToken } from '@/lib/token'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { renderDashboard, fail, choose, setUpProjectTests } from './projects-support'
import { signInAs } from '../support/sign-in'

/** Create Project per role, through the real client against the in-browser mock. */

const { mock, count } = setUpProjectTests()

describe('Create Project', () => {
  async function openCreate() {
    await page.getByRole('button', { name: 'Create Project' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Project' })
    await expect.element(dialog).toBeVisible()
    return dialog
  }

  it('requires the required fields, then creates the project and refreshes the list', async () => {
    await renderDashboard('lead')
    const dialog = await openCreate()
    await expect
      .element(dialog.getByRole('button', { name: /Follow-up Intensity/ }))
      .toHaveTextContent('3 - Standard')
    await expect
      .element(dialog.getByRole('textbox', { name: 'Product Description' }))
      .toBeRequired()
    await expectNoSeriousA11yViolations()

    await dialog.getByRole('textbox', { name: 'Project Name' }).fill('   ')
    await dialog.getByRole('button', { name: 'Create Project' }).click()
    for (const message of [
      'Project Name is required',
      'Company Name is required',
      'Product Name is required',
      'Product Description is required',
      'Project Type is required',
    ]) {
      await expect.element(dialog.getByText(message)).toBeVisible()
    }
    expect(count('POST /api/projects')).toBe(0)

    await dialog.getByRole('textbox', { name: 'Project Name' }).fill('Oat milk add-on study')
    await dialog
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Would subscribers pay more?')
    await dialog.getByRole('textbox', { name: 'Company Name' }).fill('BeanRunner')
    await dialog.getByRole('textbox', { name: 'Product Name' }).fill('BeanRunner Oat')
    await dialog.getByRole('textbox', { name: 'Product Description' }).fill('Oat milk on demand.')
    await choose(dialog, 'Project Type', `Service Experience - ${projectTypes[1].description}`)
    await choose(dialog, 'Follow-up Intensity', '5 - Exhaustive')
    await dialog.getByRole('button', { name: 'Create Project' }).click()

    await expect.element(dialog).not.toBeInTheDocument()
    expect(count('POST /api/projects')).toBe(1)
    // The new project's details open at its address, over the refreshed list.
    const created = page.getByRole('dialog', { name: 'Oat milk add-on study' })
    await expect.element(created).toBeVisible()
    await expect
      .element(page.getByRole('button', { name: 'Oat milk add-on study', exact: true }))
      .toBeInTheDocument()
    await expect
      .element(page.getByRole('region', { name: 'Projects' }))
      .toHaveTextContent('BeanRunner - BeanRunner Oat')
    await expect.element(created).toHaveTextContent('5/5 (Exhaustive)')
    await expect.element(created).toHaveTextContent('Oat milk on demand.')
  })

  it('keeps Project Type disabled, saying why, until there are types to choose', async () => {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    // Holds the types back, then lets the mock answer (a resolver returning nothing falls through).
    mock.worker.use(http.get('*/api/project-types', () => held))
    await renderDashboard('admin')
    const dialog = await openCreate()
    const typeSelect = dialog.getByRole('button', { name: /Project Type/ })
    await expect.element(typeSelect).toHaveTextContent('Loading project types...')
    await expect.element(typeSelect).toBeDisabled()
    release()
    await expect.element(typeSelect).toHaveTextContent('Select a project type')
    await expect.element(typeSelect).toBeEnabled()
  })

  it("says 'No project types found' when no type is active", async () => {
    mock.worker.use(
      http.get('*/api/project-types', () =>
        HttpResponse.json(projectTypes.map((type) => ({ ...type, isActive: false }))),
      ),
    )
    await renderDashboard('admin')
    const dialog = await openCreate()
    const typeSelect = dialog.getByRole('button', { name: /Project Type/ })
    await expect.element(typeSelect).toHaveTextContent('No project types found')
    await expect.element(typeSelect).toBeDisabled()
  })

  it('offers only active project types, each as "name - description"', async () => {
    await signInAs('admin')
    const physical = projectTypes[2]
    await api.PUT('/admin/project-types/{id}', {
      params: { path: { id: physical.id } },
      body: {
        name: physical.name,
        description: physical.description,
        category: physical.category,
        isActive: false,
      },
    })
    await renderDashboard('admin')
    const dialog = await openCreate()
    await dialog.getByRole('button', { name: /Project Type/ }).click()
    const options = page.getByRole('option')
    await expect.element(options.first()).toBeVisible()
    expect(options.elements().map((option) => option.textContent)).toEqual(
      projectTypes
        .filter((type) => type.id !== physical.id)
        .map((type) => `${type.name} - ${type.description}`),
    )
  })

  it("shows the server's message, else 'Failed to create project'", async () => {
    mock.worker.use(http.post('*/api/projects', () => fail(400, 'body.name is too long')))
    await renderDashboard('admin')
    const dialog = await openCreate()
    await dialog.getByRole('textbox', { name: 'Project Name' }).fill('Study')
    await dialog.getByRole('textbox', { name: 'Company Name' }).fill('Acme')
    await dialog.getByRole('textbox', { name: 'Product Name' }).fill('Anvil')
    await dialog.getByRole('textbox', { name: 'Product Description' }).fill('Heavy.')
    await choose(dialog, 'Project Type', `App Experience - ${projectTypes[0].description}`)
    await dialog.getByRole('button', { name: 'Create Project' }).click()
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('body.name is too long')

    mock.worker.use(http.post('*/api/projects', () => new HttpResponse(null, { status: 500 })))
    await dialog.getByRole('button', { name: 'Create Project' }).click()
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('Failed to create project')
    await expect.element(dialog).toBeVisible()
  })

  it("says 'No authentication token available' when creating without a token", async () => {
    await renderDashboard('lead')
    const dialog = await openCreate()
    await dialog.getByRole('textbox', { name: 'Project Name' }).fill('Study')
    await dialog.getByRole('textbox', { name: 'Company Name' }).fill('Acme')
    await dialog.getByRole('textbox', { name: 'Product Name' }).fill('Anvil')
    await dialog.getByRole('textbox', { name: 'Product Description' }).fill('Heavy.')
    await choose(dialog, 'Project Type', `App Experience - ${projectTypes[0].description}`)
    clearToken()
    await dialog.getByRole('button', { name: 'Create Project' }).click()
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent('No authentication token available')
    expect(count('POST /api/projects')).toBe(0)
  })
})
