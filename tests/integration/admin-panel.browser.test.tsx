import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import type { AdminTab } from '@/app/navigation'
import { authActions } from '@/features/auth/auth-store'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { setUpMockWorker } from '../support/mock-worker'
import { renderSignedInAt } from '../support/signed-in'
import { type DemoRole } from '../support/accounts'
import { signInAs } from '../support/sign-in'

setUpMockWorker()

async function openPanel(tab: AdminTab, who: DemoRole = 'admin') {
  await signInAs(who)
  return renderSignedInAt(`/admin/${tab}`)
}

const panel = () => page.getByRole('dialog', { name: 'Admin Panel' })
const tab = (name: string) => page.getByRole('tab', { name })

describe('Admin panel', () => {
  it('is a modal with four tabs that opens on the tab it is given', async () => {
    await openPanel('prompts')
    await expect.element(panel()).toBeVisible()
    await expect.element(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible()
    const names = page
      .getByRole('tab')
      .elements()
      .map((element) => element.textContent)
    expect(names).toEqual(['User Management', 'Project Types', 'AI Models', 'Interview Prompts'])
    await expect.element(tab('Interview Prompts')).toHaveAttribute('aria-selected', 'true')
    await expect.element(page.getByRole('button', { name: 'Refresh Prompts' })).toBeVisible()
  })

  it('closes with the Close button in its header', async () => {
    const { path } = await openPanel('users')
    await panel().getByRole('button', { name: 'Close', exact: true }).click()
    await expect.element(panel()).not.toBeInTheDocument()
    expect(path()).toBe('/')
  })

  it('closes with Escape', async () => {
    const { path } = await openPanel('models')
    await expect.element(page.getByRole('button', { name: 'Refresh Models' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(panel()).not.toBeInTheDocument()
    expect(path()).toBe('/')
  })

  it('switches tabs with the arrow keys, and the chosen tab is remembered', async () => {
    const { path } = await openPanel('users')
    await expect.element(page.getByRole('row', { name: /Ada Admin/ })).toBeVisible()
    ;(tab('User Management').element() as HTMLElement).focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(tab('Project Types')).toHaveAttribute('aria-selected', 'true')
    await expect.element(page.getByRole('heading', { name: 'Create Project Type' })).toBeVisible()
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(tab('AI Models')).toHaveFocus()
    await expect.element(page.getByRole('button', { name: 'Refresh Models' })).toBeVisible()
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(page.getByRole('button', { name: 'Refresh Prompts' })).toBeVisible()
    expect(path()).toBe('/admin/prompts')
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(tab('User Management')).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowLeft}')
    await expect.element(tab('Interview Prompts')).toHaveAttribute('aria-selected', 'true')
  })

  it('follows its address when another screen asks for a tab', async () => {
    const { history } = await openPanel('users')
    history.push('/admin/prompts')
    await expect.element(tab('Interview Prompts')).toHaveAttribute('aria-selected', 'true')
  })

  it('tells an interview lead or an interviewee that the page is not theirs', async () => {
    const lead = await openPanel('users', 'lead')
    await expect.element(page.getByText("You don't have access to this page.")).toBeVisible()
    await expect.element(panel()).not.toBeInTheDocument()
    await lead.unmount()
    authActions.forget()
    await openPanel('prompts', 'interviewee')
    await expect.element(page.getByText("You don't have access to this page.")).toBeVisible()
    await expect.element(panel()).not.toBeInTheDocument()
  })

  it('reopens fresh: a half-filled form is gone', async () => {
    const { history } = await openPanel('users')
    await page.getByRole('button', { name: 'Create New User' }).click()
    await page.getByRole('textbox', { name: 'First Name' }).fill('Grace')
    await panel().getByRole('button', { name: 'Close', exact: true }).click()
    await expect.element(panel()).not.toBeInTheDocument()
    history.push('/admin/users')
    await expect.element(page.getByRole('button', { name: 'Create New User' })).toBeVisible()
    await expect.element(page.getByRole('textbox', { name: 'First Name' })).not.toBeInTheDocument()
  })
})

describe('Admin panel accessibility', () => {
  it('has no serious violations on User Management, with the form open', async () => {
    await openPanel('users')
    await expect.element(page.getByRole('row', { name: /Ada Admin/ })).toBeVisible()
    await page.getByRole('button', { name: 'Create New User' }).click()
    await expect.element(page.getByRole('group', { name: 'Projects' })).toBeVisible()
    await expectNoSeriousA11yViolations()
  })

  it('has no serious violations on Project Types, with questions shown', async () => {
    await openPanel('project-types')
    const type = page.getByRole('article', { name: 'App Experience' })
    await type.getByRole('button', { name: 'Show Questions' }).click()
    await expect.element(type.getByText('Order: 6')).toBeVisible()
    await expectNoSeriousA11yViolations()
  })

  it('has no serious violations on AI Models', async () => {
    await openPanel('models')
    await expect.element(page.getByRole('radio', { name: 'whisper-1' })).toBeChecked()
    await expectNoSeriousA11yViolations()
  })

  it('has no serious violations on Interview Prompts', async () => {
    await openPanel('prompts')
    await expect.element(page.getByText('File exists')).toBeVisible()
    await expectNoSeriousA11yViolations()
  })

  it('has no serious violations in the question dialog', async () => {
    await openPanel('project-types')
    const type = page.getByRole('article', { name: 'App Experience' })
    await type.getByRole('button', { name: 'Show Questions' }).click()
    await type.getByRole('button', { name: 'Add Question' }).click()
    await expect.element(page.getByRole('dialog', { name: 'Add Question' })).toBeVisible()
    await expectNoSeriousA11yViolations()
  })
})
