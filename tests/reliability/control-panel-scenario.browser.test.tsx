import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { chooseScenario } from '../../mocks/browser'
import { MockControls } from '../../mocks/control-panel/mock-controls'
import type { ScenarioName } from '../../mocks/scenarios'
import { scenarioStorageKey } from '../../mocks/scenarios/choice'
import { PENDING_FOLLOW_UP } from '../../mocks/scenarios/mid-interview'
import { api } from '@/api/client'
import { writeToken } from '@/lib/token'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { setUpReloads } from './reload-support'
import { demoCredentials } from '../support/accounts'

/**
 * The demo's scenario (README, Named scenarios): `?scenario=` picks it and it is kept across
 * reloads like the fault settings; the Mock controls' Scenario select reseeds and reloads. A
 * reload is simulated as in persistence.browser.test.tsx (reload-support.ts): stop, empty
 * memory, start again.
 */

const mock = setUpReloads()
const { reload } = mock

/** The emails of every user, as the admin sees them. */
async function userEmails(): Promise<string[]> {
  const { data } = await api.POST('/auth/login', {
    body: demoCredentials.admin,
  })
  writeToken(data?.token ?? '')
  const users = await api.GET('/users')
  return (users.data ?? []).map((user) => user.email)
}

describe('the demo scenario', () => {
  it('is picked by ?scenario= and kept across reloads; ?seed= still works as its alias', async () => {
    await reload({ url: '/?scenario=empty' })
    expect(await userEmails()).toEqual(['admin@candor.test'])
    await reload()
    expect(await userEmails()).toEqual(['admin@candor.test'])
    await reload({ url: '/?seed=default' })
    expect(await userEmails()).toContain('lead@candor.test')
  })

  it('changes from the Mock controls: the select reseeds and reloads', async () => {
    await reload({ url: '/?scenario=empty' })
    const reloadPage = vi.fn()
    await render(
      <MockControls
        persisted
        scenario="empty"
        onChooseScenario={chooseScenario}
        onResetData={() => Promise.resolve()}
        reload={reloadPage}
      />,
    )
    await page.getByRole('button', { name: 'Mock controls' }).click()
    const dialog = page.getByRole('dialog', { name: 'Mock controls' })
    const select = dialog.getByRole('button', { name: /Scenario/ })
    await expect.element(select).toHaveTextContent('Empty (fresh install)')
    await expect.element(dialog.getByText(/A fresh install: only the admin account/)).toBeVisible()
    await expectNoSeriousA11yViolations()

    await select.click()
    await page.getByRole('option', { name: 'Mid-interview' }).click()
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1))
    const stored: ScenarioName = 'mid-interview'
    expect(localStorage.getItem(scenarioStorageKey(mock.persist.storageKey))).toBe(stored)

    // The reload the select asked for: the stored data belongs to another scenario, so the
    // chosen one is seeded.
    await reload()
    expect(await userEmails()).toContain('lead@candor.test')
    const { data } = await api.POST('/auth/login', {
      body: demoCredentials.interviewee,
    })
    writeToken(data?.token ?? '')
    const inProgress = await api.GET('/persistent-interviews/in-progress')
    expect(JSON.stringify(inProgress.data)).toContain(PENDING_FOLLOW_UP)
  })

  it('without persistence, the select reseeds at once', async () => {
    await mock.startUnpersisted({ scenario: 'demo' })
    expect(await userEmails()).toContain('lead@candor.test')
    await chooseScenario('empty')
    expect(await userEmails()).toEqual(['admin@candor.test'])
  })
})
