import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, type Locator } from 'vitest/browser'
import { cleanup } from 'vitest-browser-react'
import { SharedReportApp } from '@/app/shared-report-app'
import { authActions } from '@/features/auth/auth-store'
import { clearStaleAnnouncements } from '../support/announcer'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { captureConsole } from '../support/console'
import { setUpMockWorker } from '../support/mock-worker'
import { renderWithColorScheme } from '../support/render'
import {
  codeColdCoffee,
  coffee,
  MADE,
  mentions,
  onlyTheseInterviews,
  openInsights,
} from './insights-support'

/** Share report (docs/product.md#shared-report): the dialog by role, the public page signed out. */

setUpMockWorker()
captureConsole()
// A test replaces the clipboard.
afterEach(() => vi.restoreAllMocks())

beforeEach(async () => {
  clearStaleAnnouncements()
  await onlyTheseInterviews(MADE)
})

async function openShareDialog(panel: Locator): Promise<Locator> {
  await panel.getByRole('button', { name: 'Share report' }).click()
  const dialog = page.getByRole('dialog', { name: 'Share Report' })
  await expect.element(dialog.getByText('No links yet.')).toBeVisible()
  return dialog
}

/** Creates a link and returns the token shown in the Link field. */
async function createLink(dialog: Locator): Promise<string> {
  await dialog.getByRole('button', { name: 'Create link' }).click()
  const field = dialog.getByRole('textbox', { name: 'Link' })
  await expect.element(field).toBeVisible()
  const url = (field.element() as HTMLInputElement).value
  expect(url).toMatch(/\/shared\/[\w-]{22,}$/)
  return url.slice(url.lastIndexOf('/') + 1)
}

/** The report as a signed-out reader sees it. */
async function openSignedOut(token: string) {
  await cleanup()
  authActions.forget()
  await renderWithColorScheme(<SharedReportApp token={token} />)
}

describe('the lead', () => {
  it('shares a report without sentiment, which opens signed out with no names, until revoked', async () => {
    await codeColdCoffee()
    const writeText = vi.fn(() => Promise.resolve())
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard)
    const panel = await openInsights('lead', 'share')
    const dialog = await openShareDialog(panel)
    await expect.element(dialog.getByRole('checkbox', { name: 'Include sentiment' })).toBeDisabled()

    const token = await createLink(dialog)
    await dialog.getByRole('button', { name: 'Copy link' }).click()
    await expect.poll(() => writeText.mock.calls.length).toBe(1)
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining(`/shared/${token}`))
    const links = dialog.getByRole('list', { name: 'Links' })
    await expect.element(links).toHaveTextContent(/Created by Leo \w+ on/)
    await expect.element(links).toHaveTextContent('Overview, themes and codes')
    await expectNoSeriousA11yViolations()

    await openSignedOut(token)
    await expect.element(page.getByRole('heading', { level: 1, name: coffee.name })).toBeVisible()
    await expect.element(page.getByText(/^Shared by Leo \w+ on /)).toBeVisible()
    await expect.element(page.getByRole('heading', { name: 'Themes' })).toBeVisible()
    await expect
      .element(page.getByText(`${MADE.length} completed interviews`, { exact: false }))
      .toBeVisible()
    const codes = page.getByRole('list', { name: 'Codes' })
    await expect.element(codes.getByRole('heading', { name: 'Arrived cold' })).toBeVisible()
    await expect.element(codes.getByText('3 of 4 interviews')).toBeVisible()
    await expect
      .element(page.getByRole('list', { name: 'Passages of Arrived cold' }).getByRole('listitem'))
      .toHaveLength(3)
    // Each passage and quote says what was asked, not only its number.
    const asked = /^Question [\d.]+: Tell me about a time the \w+ didn't go the way you expected\./
    for (const passage of page
      .getByRole('list', { name: 'Passages of Arrived cold' })
      .getByRole('listitem')
      .elements())
      expect(passage.querySelector('span')?.textContent).toMatch(asked)
    const quoted = page
      .getByRole('list', { name: 'Themes' })
      .getByText(/^Question \d+(\.\d+)*: /)
      .elements()
    expect(quoted.length).toBeGreaterThan(0)
    for (const source of quoted) expect(source.textContent).toMatch(/^Question [\d.]+: \S/)
    expect(page.getByRole('heading', { name: 'Sentiment by question' }).elements()).toEqual([])
    expect(page.getByRole('button', { name: 'View interview' }).elements()).toEqual([])
    expect(mentions(document.body.textContent ?? '')).toEqual({ names: false, emails: false })
    await expectNoSeriousA11yViolations()
  })

  it('revokes a link, whose page then says it is no longer available', async () => {
    const panel = await openInsights('lead', 'share')
    const dialog = await openShareDialog(panel)
    const token = await createLink(dialog)
    await dialog.getByRole('button', { name: /^Revoke/ }).click()
    await expect.element(dialog.getByText('No links yet.')).toBeVisible()
    await openSignedOut(token)
    await expect.element(page.getByText('This link is no longer available.')).toBeVisible()
  })
})

describe('an admin', () => {
  it('includes sentiment: the report shows the chart', async () => {
    const panel = await openInsights('admin', 'share')
    const dialog = await openShareDialog(panel)
    await dialog.getByRole('checkbox', { name: 'Include sentiment' }).click()
    const token = await createLink(dialog)
    await expect
      .element(dialog.getByRole('list', { name: 'Links' }))
      .toHaveTextContent('Overview, sentiment, themes and codes')
    await openSignedOut(token)
    await expect.element(page.getByRole('heading', { name: 'Sentiment by question' })).toBeVisible()
  })
})

it('shows an unknown link as no longer available', async () => {
  await openSignedOut('A'.repeat(43))
  await expect.element(page.getByText('This link is no longer available.')).toBeVisible()
})
