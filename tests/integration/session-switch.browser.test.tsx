import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { projects } from '../../fixtures'
import { api } from '@/api/client'
import { App } from '@/app/app'
import { colorSchemeActions } from '@/lib/color-scheme'
import { clearStaleAnnouncements } from '../support/announcer'
import { setUpMockWorker } from '../support/mock-worker'
import { muteConsole } from '../support/console'
import { demoAccounts } from '../support/accounts'

/**
 * Issue 32 §3: the server state of one session never shows in the next. An admin loads what only
 * an admin may see (every project, the users, another project's interviews), signs out, and an
 * interview lead signs in: not one frame of the lead's screens may show any of it.
 */

setUpMockWorker({ clearLocalStorage: true })

const [coffee, network] = projects
/** What the admin saw and the lead may not: a project he does not lead, a user, an interviewee. */
const ADMINS_ONLY = [network.name, 'Nora Hale', 'Ines Moreau']

beforeEach(() => {
  clearStaleAnnouncements()
  colorSchemeActions.setChoice('light')
  muteConsole(['info', 'warn'])
})
afterEach(() => vi.restoreAllMocks())

const welcome = (name: string) =>
  page.getByRole('banner').getByRole('heading', { level: 1, name: `Welcome, ${name}!` })

async function signInWith(email: string, password: string) {
  await expect.element(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabelText('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

/**
 * Watches every change to the page from now on and keeps each of `texts` that the page showed,
 * however briefly: a mutation observer's callback runs before the browser paints.
 */
function watchFor(texts: readonly string[]) {
  const seen = new Set<string>()
  const look = () => {
    const shown = document.body.textContent
    for (const text of texts) if (shown.includes(text)) seen.add(text)
  }
  const observer = new MutationObserver(look)
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  return {
    seen: () => {
      look()
      return [...seen]
    },
    stop: () => observer.disconnect(),
  }
}

describe('sign-out, then sign-in as another role', () => {
  it("shows none of the first user's projects, users or interviews", async () => {
    await render(<App />)
    await signInWith(demoAccounts.admin.email, demoAccounts.admin.password)
    await expect.element(welcome('Ada')).toBeVisible()

    // The admin's session caches all three kinds of data.
    await page.getByRole('button', { name: network.name, exact: true }).click()
    await page
      .getByRole('dialog', { name: network.name })
      .getByRole('button', { name: 'View Interview Results' })
      .click()
    const results = page.getByRole('dialog', { name: `Interview Results: ${network.name}` })
    await expect.element(results.getByText('Ines Moreau').first()).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    await page.getByRole('button', { name: 'Admin Panel' }).click()
    const panel = page.getByRole('dialog', { name: 'Admin Panel' })
    await expect.element(panel.getByText('Nora Hale')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()

    await page.getByRole('button', { name: 'Settings' }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    const watch = watchFor(ADMINS_ONLY)
    try {
      await signInWith(demoAccounts.lead.email, demoAccounts.lead.password)
      await expect.element(welcome('Leo')).toBeVisible()
      await expect
        .element(page.getByRole('button', { name: coffee.name, exact: true }))
        .toBeVisible()
      await expect
        .element(page.getByRole('button', { name: network.name, exact: true }))
        .not.toBeInTheDocument()
      expect(watch.seen()).toEqual([])
    } finally {
      watch.stop()
    }
  })

  it("shows none of the first user's users or codes when the next one opens his codebook", async () => {
    // A code of the admin's in a project the lead does not lead.
    const adminsCode = 'Router setup friction'
    await render(<App />)
    await signInWith(demoAccounts.admin.email, demoAccounts.admin.password)
    await expect.element(welcome('Ada')).toBeVisible()
    const created = await api.POST('/projects/{id}/codes', {
      params: { path: { id: network.id } },
      body: { name: adminsCode },
    })
    expect(created.response.status).toBe(201)

    // The admin's session caches the users and the other project's codebook.
    await page.getByRole('button', { name: 'Admin Panel' }).click()
    const panel = page.getByRole('dialog', { name: 'Admin Panel' })
    await expect.element(panel.getByText('Nora Hale')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    location.hash = `#/projects/${network.id}/analysis/codebook`
    const codebook = page.getByRole('grid', { name: 'Codebook' })
    await expect.element(codebook.getByRole('rowheader', { name: adminsCode })).toBeVisible()

    await page.getByRole('button', { name: 'Settings' }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    const watch = watchFor([adminsCode, 'Nora Hale'])
    try {
      await signInWith(demoAccounts.lead.email, demoAccounts.lead.password)
      await expect.element(page.getByRole('banner')).toBeVisible()
      location.hash = `#/projects/${coffee.id}/analysis/codebook`
      await expect.element(codebook.getByRole('rowheader', { name: 'Cold coffee' })).toBeVisible()
      expect(watch.seen()).toEqual([])
    } finally {
      watch.stop()
    }
  })
})
