import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { COFFEE, openProject, renderDashboard, setUpProjectTests } from './projects-support'

/** Edit attributes in View Members (docs/product.md#segments). */

setUpProjectTests()

describe('View Members', () => {
  it('shows each member’s attributes and lets the lead set them by keyboard', async () => {
    await renderDashboard('lead')
    const detail = await openProject(COFFEE)
    await detail.getByRole('button', { name: 'View Members' }).click()
    const members = page.getByRole('dialog', { name: 'Project Members' })
    const carlos = members.getByRole('row').filter({ hasText: 'Carlos Mendes' })
    await expect.element(carlos).toHaveTextContent(/Plan: (Subscriber|Pay as you go)/)
    await expectNoSeriousA11yViolations()

    await carlos.getByRole('button', { name: 'Edit attributes of Carlos Mendes' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit attributes: Carlos Mendes' })
    const plan = dialog.getByRole('button', { name: /Plan$/ })
    await expect.element(plan).toBeVisible()
    await expectNoSeriousA11yViolations()
    // Keyboard only: open the Plan select, move to 'Not set', choose it.
    ;(plan.element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    const notSet = page.getByRole('option', { name: 'Not set' })
    await expect.element(notSet).toBeVisible()
    ;(notSet.element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    await expect.element(plan).toHaveTextContent('Not set')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(carlos).not.toHaveTextContent(/Plan:/)
    await expect.element(carlos).toHaveTextContent(/Office size: /)
  })
})

describe('Edit Project', () => {
  it('defines attributes: add one, rename one, remove one', async () => {
    await renderDashboard('lead')
    const detail = await openProject(COFFEE)
    await detail.getByRole('button', { name: 'Edit Project' }).click()
    let dialog = page.getByRole('dialog', { name: 'Edit Project' })
    await expect
      .element(dialog.getByRole('textbox', { name: 'Attribute 1 name' }))
      .toHaveValue('Plan')
    await expect
      .element(dialog.getByRole('textbox', { name: 'Attribute 1 values' }))
      .toHaveValue('Subscriber, Pay as you go')
    await expectNoSeriousA11yViolations()
    await dialog.getByRole('textbox', { name: 'Attribute 1 name' }).fill('Billing')
    await dialog.getByRole('button', { name: 'Remove attribute 2' }).click()
    await dialog.getByRole('button', { name: 'Add attribute' }).click()
    await dialog.getByRole('textbox', { name: 'Attribute 2 name' }).fill('Team size')
    await dialog.getByRole('textbox', { name: 'Attribute 2 values' }).fill('Small, Large')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect.element(dialog).not.toBeInTheDocument()

    await detail.getByRole('button', { name: 'Edit Project' }).click()
    dialog = page.getByRole('dialog', { name: 'Edit Project' })
    await expect
      .element(dialog.getByRole('textbox', { name: 'Attribute 1 name' }))
      .toHaveValue('Billing')
    await expect
      .element(dialog.getByRole('textbox', { name: 'Attribute 2 name' }))
      .toHaveValue('Team size')
    await expect
      .element(dialog.getByRole('textbox', { name: 'Attribute 2 values' }))
      .toHaveValue('Small, Large')
  })

  it('says what an attribute lacks', async () => {
    await renderDashboard('lead')
    const detail = await openProject(COFFEE)
    await detail.getByRole('button', { name: 'Edit Project' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Project' })
    await dialog.getByRole('button', { name: 'Add attribute' }).click()
    await dialog.getByRole('textbox', { name: 'Attribute 3 name' }).fill('Team size')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect.element(dialog.getByText('Team size needs at least one value')).toBeVisible()
  })
})
