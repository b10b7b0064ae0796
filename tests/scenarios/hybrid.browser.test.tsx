import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { commands, page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { startMockWorker } from '../../mocks/browser'
import { configureHybrid } from '../../mocks/hybrid/routing'
import { api } from '@/api/client'
import { App } from '@/app/app'
import { navigationActions } from '@/app/navigation'
import { authActions } from '@/features/auth/auth-store'
import { clearToken } from '@/lib/token'
import { clearStaleAnnouncements } from '../support/announcer'
import { muteConsole } from '../support/console'
import { demoAccounts } from '../support/accounts'

/**
 * Hybrid mode (README, Hybrid mode) against a "live" backend that is the standalone mock in a
 * process of its own, started from the empty scenario without the admin-models group
 * (`--without`). The page's mock has the demo data: each screen shows who answered it.
 */

// The app as a hybrid build runs it (VITE_API_MODE=hybrid); the test build is a mock one.
vi.mock(import('@/lib/env'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiMode: 'hybrid' as const,
}))

const MODELS = ['listAvailableModels', 'getCurrentModels', 'selectModels']
let live = ''
let worker: Awaited<ReturnType<typeof startMockWorker>> | null = null

beforeAll(async () => {
  live = await commands.startStandaloneMock(['--scenario', 'empty', '--without', MODELS.join(',')])
  worker = await startMockWorker({ hybrid: { liveOrigin: live }, controls: true })
}, 30_000)
afterAll(async () => {
  worker?.stop()
  await commands.stopStandaloneMock(live)
})
beforeEach(() => {
  clearStaleAnnouncements()
  configureHybrid({})
  authActions.forget()
  navigationActions.reset()
  clearToken()
  muteConsole(['info'])
})
afterEach(async () => {
  // The Mock controls live beside the app, for the whole file: close them after each test.
  if (controls().query()) await userEvent.keyboard('{Escape}')
  vi.restoreAllMocks()
})

async function signInAsAdmin() {
  await render(<App />)
  await page.getByRole('textbox', { name: 'Email' }).fill('admin@candor.test')
  await page.getByLabelText('Password').fill(demoAccounts.admin.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect
    .element(page.getByRole('banner').getByRole('heading', { level: 1, name: 'Welcome, Ada!' }))
    .toBeVisible()
}

const controls = () => page.getByRole('dialog', { name: 'Mock controls' })
const row = (operationId: string) =>
  controls()
    .getByRole('row')
    .filter({ has: page.getByText(operationId, { exact: true }) })

describe('hybrid mode', () => {
  it('signs in at the live backend only: the sign-in page has no demo accounts', async () => {
    await render(<App />)
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Sign In', exact: true }))
      .toBeVisible()
    await expect.element(page.getByRole('textbox', { name: 'Email' })).toBeVisible()
    await expect
      .element(page.getByRole('region', { name: 'Demo accounts' }))
      .not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: /^Sign in as / })).not.toBeInTheDocument()
  })

  it('shows live data where the backend has it and the mock where it does not', async () => {
    await signInAsAdmin()
    // Projects are live: the live backend is a fresh install.
    await expect.element(page.getByText('No projects created yet.')).toBeVisible()
    // The AI models are missing there (404 without an Error body): the mock answers instead.
    location.hash = '#/admin/models'
    const panel = page.getByRole('dialog', { name: 'Admin Panel' })
    await expect.element(panel.getByRole('radiogroup', { name: 'Chat Model' })).toBeVisible()
    await expect.element(panel.getByRole('radio', { name: 'whisper-1' })).toBeChecked()
    await expect.element(page.getByText(/Failed/)).not.toBeInTheDocument()
  })

  it('says in the Mock controls which operations are live and which mocked, and why', async () => {
    await signInAsAdmin()
    location.hash = '#/admin/models'
    await expect
      .element(
        page
          .getByRole('dialog', { name: 'Admin Panel' })
          .getByRole('radiogroup', { name: 'Chat Model' }),
      )
      .toBeVisible()
    location.hash = '#/'
    await page.getByRole('button', { name: 'Mock controls' }).click()
    await expect.element(row('listAvailableModels')).toHaveTextContent(/MockMissing route/)
    await expect.element(row('getCurrentModels')).toHaveTextContent(/MockMissing route/)
    await expect.element(row('listProjects')).toHaveTextContent(/LiveImplemented/)
    await expect.element(row('login')).toHaveTextContent(/LiveImplemented/)
  })

  it('takes a per-operation override at once, and keeps it out of the others', async () => {
    await signInAsAdmin()
    expect((await api.GET('/projects')).data).toEqual([])
    await page.getByRole('button', { name: 'Mock controls' }).click()
    // As a pointer user flips it: on its visible track (the input itself is visually hidden).
    const toggle = controls().getByRole('switch', { name: 'Mock listProjects' })
    const track = toggle.element().closest('label')
    if (!track) throw new Error('the switch has no label')
    await userEvent.click(track)
    await expect.element(row('listProjects')).toHaveTextContent(/MockOverride \(this browser\)/)
    // The mock answers as the admin the live backend signed in, from the demo data.
    const mocked = await api.GET('/projects')
    expect(mocked.data?.map((project) => project.company).sort()).toEqual(['BeanRunner', 'NetNest'])
    await controls().getByRole('button', { name: 'Clear overrides' }).click()
    await expect.element(row('listProjects')).toHaveTextContent(/LiveImplemented/)
    expect((await api.GET('/projects')).data).toEqual([])
  })
})
