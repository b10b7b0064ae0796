import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { MOCK_CONTROLS_ROOT_ID } from '../../mocks/control-panel/mount'
import { clearFaults, faultSettings } from '../../mocks/faults/fault-settings'
import { api } from '@/api/client'
import { clearToken, writeToken } from '@/lib/token'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { setUpMockWorker } from '../support/mock-worker'
import { muteConsole } from '../support/console'
import { demoCredentials } from '../support/accounts'

/**
 * The Mock controls (issue 10, item 3): a corner button opening a dialog, mounted by the mock in
 * a DOM root of its own, operable by keyboard; each control changes what the mock answers.
 */

setUpMockWorker({ start: { controls: true }, signOut: false })

beforeEach(async () => {
  muteConsole(['info', 'warn'])
  const { data } = await api.POST('/auth/login', {
    body: demoCredentials.admin,
  })
  writeToken(data?.token ?? '')
})

afterEach(async () => {
  await userEvent.keyboard('{Escape}')
  clearFaults()
  clearToken()
  vi.restoreAllMocks()
})

const toggle = () => page.getByRole('button', { name: 'Mock controls' })
const dialog = () => page.getByRole('dialog', { name: 'Mock controls' })

async function openPanel() {
  await toggle().click()
  await expect.element(dialog()).toBeVisible()
}

/** Flips a switch as a pointer user does: on its label (the input itself is visually hidden). */
async function flip(name: string) {
  await dialog().getByText(name, { exact: true }).click()
}

async function fill(label: string, text: string) {
  const field = page.getByRole('textbox', { name: label })
  await field.fill(text)
  // Number fields commit on blur.
  await userEvent.keyboard('{Tab}')
}

describe('mock controls', () => {
  it('lives in its own DOM root and opens from the keyboard, focus returning on close', async () => {
    const root = document.getElementById(MOCK_CONTROLS_ROOT_ID)
    expect(root?.contains(toggle().element())).toBe(true)
    ;(document.activeElement as HTMLElement | null)?.blur()
    await userEvent.keyboard('{Tab}')
    await expect.element(toggle()).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect.element(dialog()).toBeVisible()
    await expect.element(page.getByRole('heading', { name: 'Mock controls' })).toBeVisible()
    await expectNoSeriousA11yViolations()
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog()).not.toBeInTheDocument()
    await expect.element(toggle()).toHaveFocus()
  })

  it('fails every call at an error rate of 100 %, shows that faults are on, and clears them', async () => {
    await openPanel()
    await fill('Error rate', '100%')
    expect(faultSettings().errorRate).toBe(1)
    await expect.element(page.getByText('Faults on')).toBeVisible()
    const failing = await api.GET('/projects')
    expect(failing.response.status).toBe(500)
    expect(failing.error).toMatchObject({ code: 'internal_error' })

    await page.getByRole('button', { name: 'Clear faults' }).click()
    expect(faultSettings().errorRate).toBe(0)
    await expect.element(page.getByText('Faults on')).not.toBeInTheDocument()
    expect((await api.GET('/projects')).response.status).toBe(200)
  })

  it('fails the operations named, and says which names it does not know', async () => {
    await openPanel()
    await page.getByRole('textbox', { name: 'Failing operations' }).fill('listProjects, nope')
    await expect.element(page.getByText('Unknown operation(s): nope')).toBeVisible()
    expect(faultSettings().failOperations).toEqual(['listProjects'])
    expect((await api.GET('/projects')).response.status).toBe(500)
    expect((await api.GET('/project-types')).response.status).toBe(200)
  })

  it('takes a fixed latency or a range, and refuses anything else', async () => {
    await openPanel()
    const latency = page.getByRole('textbox', { name: 'Latency (ms)' })
    await latency.fill('fast')
    await expect
      .element(page.getByText('Latency must be a number or a range like 100-800'))
      .toBeVisible()
    expect(faultSettings().latency).toBeNull()
    await latency.fill('100-300')
    expect(faultSettings().latency).toEqual({ min: 100, max: 300 })
    await expect
      .element(page.getByText('Latency must be a number or a range like 100-800'))
      .not.toBeInTheDocument()
    await latency.fill('')
    expect(faultSettings().latency).toBeNull()
  })

  it('switches the socket drop and sets slow transcription', async () => {
    await openPanel()
    const drop = page.getByRole('switch', { name: 'Drop the connection mid-answer (close 1011)' })
    await flip('Drop the connection mid-answer (close 1011)')
    await expect.element(drop).toBeChecked()
    expect(faultSettings().dropSocket).toBe(true)
    await fill('Slow transcription (ms)', '3000')
    expect(faultSettings().slowTranscriptionMs).toBe(3000)
  })

  it('turns registration off and breaks the interviewer prompt, as the server reports', async () => {
    await openPanel()
    const registration = page.getByRole('switch', { name: 'Registration enabled' })
    await expect.element(registration).toBeChecked()
    await flip('Registration enabled')
    await expect.element(registration).not.toBeChecked()
    expect((await api.GET('/auth/config')).data).toEqual({ registrationEnabled: false })

    const broken = page.getByRole('switch', { name: 'Broken interviewer prompt' })
    await expect.element(broken).not.toBeChecked()
    await flip('Broken interviewer prompt')
    await expect.element(broken).toBeChecked()
    const prompt = await api.GET('/admin/interviewer-prompts/current')
    expect(prompt.data).toMatchObject({ isValid: false, exists: false })

    await flip('Broken interviewer prompt')
    await expect.element(broken).not.toBeChecked()
    const restored = await api.GET('/admin/interviewer-prompts/current')
    expect(restored.data).toMatchObject({ isValid: true, exists: true })
  })

  it('asks before resetting the demo data, and Cancel keeps it', async () => {
    await openPanel()
    await page.getByRole('button', { name: 'Reset demo data' }).click()
    await expect
      .element(page.getByText('Replace every change with the seed data? The page reloads.'))
      .toBeVisible()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect.element(page.getByRole('button', { name: 'Reset demo data' })).toBeVisible()
    await page.getByRole('button', { name: 'Close' }).click()
    await expect.element(dialog()).not.toBeInTheDocument()
  })
})
