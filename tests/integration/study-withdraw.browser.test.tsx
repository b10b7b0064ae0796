import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { renderDashboard, setUpProjectTests } from './projects-support'

/** Withdraw my interview from the dashboard (docs/product.md#consent). */

setUpProjectTests()

const confirmDialog = () => page.getByRole('alertdialog', { name: 'Withdraw your interview?' })

describe('Withdraw my interview', () => {
  it('withdraws a completed interview after asking first', async () => {
    await renderDashboard('interviewee')
    const mine = page.getByRole('region', { name: 'My Interviews' })
    await expect.element(mine).toHaveTextContent('NetNest - NetNest Home Setup')
    const withdraw = mine.getByRole('button', { name: /^Withdraw my interview/ })
    await withdraw.click()
    await expect.element(confirmDialog()).toBeVisible()
    await expectNoSeriousA11yViolations()
    await confirmDialog().getByRole('button', { name: 'Cancel' }).click()
    await expect.element(mine).toBeVisible()

    await withdraw.click()
    await confirmDialog().getByRole('button', { name: 'Withdraw' }).click()
    await expect.element(mine).not.toBeInTheDocument()
  })

  it('withdraws an interview in progress, by keyboard', async () => {
    await renderDashboard('interviewee')
    const card = page.getByRole('article', { name: 'Interview in Progress' })
    await expect.element(card).toBeVisible()
    card.getByRole('button', { name: 'Withdraw my interview' }).element().focus()
    await userEvent.keyboard('{Enter}')
    await expect.element(confirmDialog()).toBeVisible()
    await userEvent.keyboard('{Tab}')
    const focused = () => document.activeElement?.textContent ?? ''
    for (let step = 0; step < 3 && focused() !== 'Withdraw'; step++)
      await userEvent.keyboard('{Tab}')
    expect(focused()).toBe('Withdraw')
    await userEvent.keyboard('{Enter}')
    await expect.element(card).not.toBeInTheDocument()
  })
})
