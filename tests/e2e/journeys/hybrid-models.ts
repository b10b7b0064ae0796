import type { Locator, Page } from 'playwright'
import { expect } from 'vitest'
import { fixtureIds } from '../../../fixtures'
import { expectNoSeriousA11yViolations } from '../support/axe'
import {
  COFFEE_PROJECT,
  DEMO_ACCOUNTS,
  button,
  detail,
  dialog,
  gone,
  openApp,
  signIn,
  visible,
} from '../support/app'
import { goBack, reload } from '../support/addresses'
import { AI_MODELS_OPERATIONS } from '../support/environment'
import type { Journey } from '../support/journeys'

/** Made on the live backend only, before the journey: the page's mock has never heard of it. */
const LIVE_PROJECT = {
  name: 'Live backend pilot',
  company: 'Livewire',
  product: 'Livewire Relay',
  productDescription: 'A project that exists only on the live backend.',
  projectTypeId: fixtureIds.projectTypes.service,
}

const CURRENT_CHAT = 'Current chat model (used for sentiment and follow-ups)'

async function liveAdminToken(apiOrigin: string): Promise<string> {
  const response = await fetch(`${apiOrigin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: DEMO_ACCOUNTS.admin.email,
      password: DEMO_ACCOUNTS.admin.password,
    }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/** The Mock controls' row of one operation: who serves it and why. */
async function routeOf(controls: Locator, operationId: string): Promise<string[]> {
  const row = controls
    .getByRole('row')
    .filter({ has: controls.page().getByText(operationId, { exact: true }) })
  const [servedBy = '', why = ''] = await row.getByRole('cell').allTextContents()
  return [servedBy, why]
}

async function openMockControls(page: Page): Promise<Locator> {
  await button(page, 'Mock controls').click()
  return visible(dialog(page, 'Mock controls'))
}

/**
 * Hybrid mode (README, Hybrid mode) as a team with a half-built backend meets it: the backend
 * has everything but the admin-models group (the standalone mock with --without). The admin
 * signs in at the backend, sees its projects, and works in the AI Models tab, which the mock in
 * the page serves; the Mock controls say which operation went where, and why.
 */
export const hybridModelsJourney: Journey = {
  name: 'an admin sees live projects and mocked AI models, and the Mock controls say which is which',
  async run({ page, appUrl, apiOrigin }) {
    const token = await liveAdminToken(apiOrigin)
    const created = await fetch(`${apiOrigin}/api/projects`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(LIVE_PROJECT),
    })
    expect(created.status).toBe(201)
    // The backend lacks the models routes: whatever the tab shows comes from the page's mock.
    const models = await fetch(`${apiOrigin}/api/test/models`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(models.status).toBe(404)

    await openApp(page, appUrl)
    // Sign-in belongs to the live backend: no one-click mock accounts.
    expect(await page.getByRole('region', { name: 'Demo accounts' }).count()).toBe(0)
    await signIn(page, DEMO_ACCOUNTS.admin)
    await visible(button(page, LIVE_PROJECT.name))
    await visible(button(page, COFFEE_PROJECT))

    await button(page, 'Admin Panel').click()
    const panel = await visible(dialog(page, 'Admin Panel'))
    await panel.getByRole('tab', { name: 'AI Models' }).click()
    const chat = await visible(panel.getByRole('radiogroup', { name: 'Chat Model' }))
    await visible(panel.getByRole('radiogroup', { name: 'Audio Model' }))
    expect(await chat.getByRole('radio', { name: 'gpt-4o-mini' }).isChecked()).toBe(true)
    expect(await detail(panel, CURRENT_CHAT)).toBe('gpt-4o-mini')
    await expectNoSeriousA11yViolations(page, 'Admin Panel: AI Models (hybrid)')

    // Saving goes to the backend first, finds the route missing, and the mock saves it.
    await chat.getByRole('radio', { name: 'gpt-4.1', exact: true }).check()
    await button(panel, 'Save Model Selection').click()
    await visible(panel.getByRole('status').filter({ hasText: 'Model selection saved' }))
    await expect.poll(() => detail(panel, CURRENT_CHAT)).toBe('gpt-4.1')
    await button(panel, 'Close').click()
    await gone(panel)

    const controls = await openMockControls(page)
    for (const operationId of AI_MODELS_OPERATIONS) {
      expect(await routeOf(controls, operationId), operationId).toEqual(['Mock', 'Missing route'])
    }
    for (const operationId of ['login', 'getProfile', 'listProjects']) {
      expect(await routeOf(controls, operationId), operationId).toEqual(['Live', 'Implemented'])
    }
    await page.keyboard.press('Escape')
    await gone(controls)

    // The tab's address survives a reload, and Back after closing the panel reopens it there.
    await button(page, 'Admin Panel').click()
    const reopened = dialog(page, 'Admin Panel')
    await reopened.getByRole('tab', { name: 'AI Models' }).click()
    const chatModels = reopened.getByRole('radiogroup', { name: 'Chat Model' })
    await visible(chatModels)
    await reload(page, chatModels)
    await button(reopened, 'Close').click()
    await gone(reopened)
    await goBack(page, chatModels)
  },
}
