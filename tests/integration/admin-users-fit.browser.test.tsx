import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { setUpMockWorker } from '../support/mock-worker'
import { button, openUserManagement, row } from './admin-users-support'

/**
 * Issue 32: the System Users table fits the Admin Panel with every row action reachable, at a
 * laptop's 1280 × 800 and a phone's 390 × 844, and nothing scrolls sideways.
 */

setUpMockWorker()

// Back to the browser's own size for the next file.
afterEach(async () => {
  await page.viewport(414, 896)
})

/** Every box in the panel that scrolls sideways, and the page if it does. */
function sidewaysScroll(): string[] {
  const found: string[] = []
  const root = document.documentElement
  if (root.scrollWidth > root.clientWidth) found.push(`page ${root.scrollWidth}`)
  const dialog = document.querySelector('[role="dialog"]')
  for (const element of dialog?.querySelectorAll('*') ?? []) {
    const style = getComputedStyle(element)
    const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll'
    if (scrolls && element.scrollWidth > element.clientWidth + 1) {
      found.push(`${element.tagName} ${element.scrollWidth} > ${element.clientWidth}`)
    }
  }
  return found
}

/** Whether the element is inside its table's visible box (not cut off by a scroller). */
function withinTable(element: Element): boolean {
  const table = element.closest('[role="grid"], table')
  const box = element.getBoundingClientRect()
  const bounds = (table?.parentElement ?? document.body).getBoundingClientRect()
  return box.width > 0 && box.left >= bounds.left - 1 && box.right <= bounds.right + 1
}

describe('System Users at 1280 × 800', () => {
  it('shows every column and Edit, Reset Password and Delete, without sideways scroll', async () => {
    await openUserManagement([1280, 800])
    const lead = row('Leo')
    await expect.element(lead).toBeVisible()
    for (const name of ['Edit', 'Reset Password', 'Delete']) {
      const action = lead.getByRole('button', { name, exact: true })
      await expect.element(action).toBeVisible()
      expect(withinTable(action.element()), name).toBe(true)
    }
    for (const name of ['Name', 'Email', 'Role', 'Created', 'Last Login', 'Projects', 'Actions']) {
      await expect.element(page.getByRole('columnheader', { name, exact: true })).toBeVisible()
    }
    expect(sidewaysScroll()).toEqual([])
  })
})

describe('System Users at 390 × 844', () => {
  it("puts a row's actions in a menu and scrolls nowhere sideways", async () => {
    await openUserManagement([390, 844])
    const lead = row('Leo')
    await expect.element(lead).toBeVisible()
    expect(sidewaysScroll()).toEqual([])

    const menu = lead.getByRole('button', { name: 'Actions', exact: true })
    expect(withinTable(menu.element())).toBe(true)
    await menu.click()
    for (const name of ['Edit', 'Reset Password', 'Delete']) {
      await expect.element(page.getByRole('menuitem', { name, exact: true })).toBeVisible()
    }
    await expectNoSeriousA11yViolations()
    await page.getByRole('menuitem', { name: 'Reset Password', exact: true }).click()
    await expect.element(page.getByRole('alertdialog', { name: 'Reset Password?' })).toBeVisible()
    await button('Cancel').click()
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument()
  })
})
