import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { PASSWORD_WARNING } from '../../mocks/handlers/users'
import { api } from '@/api/client'
import { setUpMockWorker } from '../support/mock-worker'
import { openUserManagement, row, button, detail, login } from './admin-users-support'
import { demoAccounts } from '../support/accounts'

/** User Management: the System Users table and its actions. */

setUpMockWorker()

describe('User Management: System Users', () => {
  it('lists name, email, role, created, last login and projects', async () => {
    await openUserManagement()
    const table = page.getByRole('grid', { name: 'System Users' })
    const headers = table
      .getByRole('columnheader')
      .elements()
      .map((cell) => cell.textContent)
    expect(headers).toEqual([
      'Name',
      'Email',
      'Role',
      'Created',
      'Last Login',
      'Projects',
      'Actions',
    ])
    await expect.element(row('Ada Admin')).toHaveTextContent('admin@candor.test')
    await expect.element(row('Ada Admin')).toHaveTextContent('Admin')
    await expect.element(row('Ada Admin')).toHaveTextContent('All')
    await expect
      .element(row('Ada Admin'))
      .toHaveTextContent(new Date('2026-09-01T09:00:00.000Z').toLocaleDateString())
    await expect.element(row('Leo Lindqvist')).toHaveTextContent('Interview Lead')
    await expect.element(row('Ines Moreau')).toHaveTextContent('2 project(s)')
    await expect.element(row('Priya Raman')).toHaveTextContent('None')
    await expect.element(row('Priya Raman')).toHaveTextContent('Never')
  })

  it("has no Reset Password nor Delete on the admin's own row", async () => {
    await openUserManagement()
    await expect.element(row('Ada Admin').getByRole('button', { name: 'Edit' })).toBeVisible()
    await expect
      .element(row('Ada Admin').getByRole('button', { name: 'Reset Password' }))
      .not.toBeInTheDocument()
    await expect
      .element(row('Ada Admin').getByRole('button', { name: 'Delete' }))
      .not.toBeInTheDocument()
    await expect.element(row('Leo Lindqvist').getByRole('button', { name: 'Edit' })).toBeVisible()
    await expect
      .element(row('Leo Lindqvist').getByRole('button', { name: 'Reset Password' }))
      .toBeVisible()
    await expect.element(row('Leo Lindqvist').getByRole('button', { name: 'Delete' })).toBeVisible()
  })

  it('edits a user: the form fills in, and the change is saved with the projects', async () => {
    await openUserManagement()
    await row('Carlos Mendes').getByRole('button', { name: 'Edit' }).click()
    await expect.element(page.getByRole('heading', { name: 'Edit User' })).toBeVisible()
    await expect.element(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Carlos')
    await expect
      .element(page.getByRole('textbox', { name: 'Email' }))
      .toHaveValue('carlos.mendes@candor.test')
    await expect
      .element(page.getByRole('checkbox', { name: 'BeanRunner morning delivery study' }))
      .toBeChecked()

    await page.getByRole('textbox', { name: 'Last Name' }).fill('Mendes-Silva')
    await page.getByRole('checkbox', { name: 'NetNest installation feedback' }).click()
    await button('Update User').click()

    await expect.element(row('Carlos Mendes-Silva')).toHaveTextContent('2 project(s)')
    await expect.element(page.getByRole('heading', { name: 'Edit User' })).not.toBeInTheDocument()
    const { data } = await api.GET('/users')
    const carlos = data?.find((user) => user.email === 'carlos.mendes@candor.test')
    expect(carlos?.lastName).toBe('Mendes-Silva')
    expect(carlos?.projects.map((project) => project.name).sort()).toEqual([
      'BeanRunner morning delivery study',
      'NetNest installation feedback',
    ])
  })

  it('resets a password after a confirmation and shows the temporary credentials', async () => {
    await openUserManagement()
    await row('Leo Lindqvist').getByRole('button', { name: 'Reset Password' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Reset Password?' })
    await expect
      .element(confirm)
      .toHaveTextContent(
        'Reset the password of lead@candor.test? They will need the new temporary password to sign in.',
      )
    await confirm.getByRole('button', { name: 'Reset Password' }).click()

    const dialog = page.getByRole('dialog', { name: 'Password Reset' })
    await expect.element(dialog).toHaveTextContent('lead@candor.test')
    await expect.element(dialog).toHaveTextContent(PASSWORD_WARNING)
    const temporary = detail(dialog, 'Temporary Password')
    expect(temporary).toMatch(/^\w{6,}$/)
    expect((await login('lead@candor.test', temporary)).status).toBe(200)
    expect((await login(demoAccounts.lead.email, demoAccounts.lead.password)).status).toBe(401)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect.element(page.getByRole('dialog', { name: 'Admin Panel' })).toBeVisible()
  })

  it('cancelling a confirmation changes nothing and keeps the panel open', async () => {
    await openUserManagement()
    await row('Leo Lindqvist').getByRole('button', { name: 'Reset Password' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument()
    await expect.element(page.getByRole('dialog', { name: 'Admin Panel' })).toBeVisible()
    expect((await login(demoAccounts.lead.email, demoAccounts.lead.password)).status).toBe(200)
  })

  it('reaches the row actions with the arrow keys and opens a confirmation by keyboard', async () => {
    await openUserManagement()
    ;(row('Leo Lindqvist').element() as HTMLElement).focus()
    await userEvent.keyboard('{ArrowRight>8/}')
    await expect
      .element(row('Leo Lindqvist').getByRole('button', { name: 'Reset Password' }))
      .toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByRole('alertdialog', { name: 'Reset Password?' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument()
    await expect.element(page.getByRole('dialog', { name: 'Admin Panel' })).toBeVisible()
  })

  it('deletes a user after a confirmation', async () => {
    await openUserManagement()
    await row('Priya Raman').getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete User?' })
    await expect
      .element(confirm)
      .toHaveTextContent('Delete Priya Raman? This action cannot be undone.')
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect.element(row('Priya Raman')).not.toBeInTheDocument()
    await expect.element(row('Leo Lindqvist')).toBeVisible()
    const { data } = await api.GET('/users')
    expect(data?.some((user) => user.email === 'priya.raman@candor.test')).toBe(false)
  })
})
