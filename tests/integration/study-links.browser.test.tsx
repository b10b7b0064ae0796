import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { COFFEE, openProject, renderDashboard, setUpProjectTests } from './projects-support'

/** Invite by Link in Project details (docs/product.md#participant-links). */

setUpProjectTests()

async function openInviteByLink() {
  const details = await openProject(COFFEE)
  await details.getByRole('button', { name: 'Invite by Link' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite by Link' })
  await expect.element(dialog).toBeVisible()
  return dialog
}

describe('Invite by Link', () => {
  it("lists BeanRunner's Newsletter link, creates one shown in full, and revokes it", async () => {
    await renderDashboard('lead')
    const dialog = await openInviteByLink()
    const list = dialog.getByRole('list', { name: 'Participant links' })
    await expect.element(list).toHaveTextContent('Newsletter')
    await expect.element(list).toHaveTextContent('3 of 20 responses')
    await expect.element(list).toHaveTextContent('No expiry')

    await dialog.getByRole('textbox', { name: 'Label' }).fill('Panel')
    await dialog.getByRole('textbox', { name: 'Response limit' }).fill('5')
    await dialog.getByRole('button', { name: 'Create link' }).click()
    const link = dialog.getByRole('textbox', { name: 'Link' })
    await expect.element(link).toBeVisible()
    expect((link.element() as HTMLInputElement).value).toMatch(/\/join\/[A-Za-z0-9_-]{22,}$/)
    await expect.element(link).toHaveAttribute('readonly')
    await expect.element(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible()
    await expect.element(list).toHaveTextContent('0 of 5 responses')
    await expectNoSeriousA11yViolations()

    await dialog.getByRole('button', { name: 'Revoke Panel' }).click()
    await expect.element(link).not.toBeInTheDocument()
    await expect.element(list).not.toHaveTextContent('Panel')
    await expect.element(list).toHaveTextContent('Newsletter')
  })

  it('says "{k} responses" for a link without a limit, with its expiry date', async () => {
    await renderDashboard('admin')
    const dialog = await openInviteByLink()
    await dialog.getByLabelText('Expires on').fill('2099-12-31')
    await dialog.getByRole('button', { name: 'Create link' }).click()
    const list = dialog.getByRole('list', { name: 'Participant links' })
    await expect.element(list).toHaveTextContent('Unlabelled link')
    await expect.element(list).toHaveTextContent('0 responses')
    await expect.element(list).toHaveTextContent(/Expires on .*2099/)
  })

  it('is not offered to an interviewee', async () => {
    await renderDashboard('interviewee')
    const details = await openProject(COFFEE)
    await expect
      .element(details.getByRole('button', { name: 'Edit Project' }))
      .not.toBeInTheDocument()
    await expect
      .element(details.getByRole('button', { name: 'Invite by Link' }))
      .not.toBeInTheDocument()
  })

  it('works by keyboard alone', async () => {
    await renderDashboard('lead')
    const dialog = await openInviteByLink()
    await dialog.getByRole('textbox', { name: 'Label' }).click()
    await userEvent.keyboard('Keyboard')
    await userEvent.keyboard('{Enter}')
    await expect.element(dialog.getByRole('textbox', { name: 'Link' })).toBeVisible()
    ;(dialog.getByRole('button', { name: 'Revoke Keyboard' }).element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    await expect
      .element(dialog.getByRole('list', { name: 'Participant links' }))
      .not.toHaveTextContent('Keyboard')
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog).not.toBeInTheDocument()
  })
})
