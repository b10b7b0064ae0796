import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { MISSING_PROMPT_PATH, seedDatabase } from '../../mocks/db/seed'
import { api } from '@/api/client'
import { setUpMockWorker } from '../support/mock-worker'
import { renderSignedInAt } from '../support/signed-in'
import { muteConsole } from '../support/console'
import { signInAs } from '../support/sign-in'

const mock = setUpMockWorker()
afterEach(() => vi.restoreAllMocks())

async function openPrompts() {
  await signInAs('admin')
  return renderSignedInAt('/admin/prompts')
}

const PROMPT1 = 'prompts/interviewer/interviewer.system.prompt1.txt'
const panel = () => page.getByRole('dialog', { name: 'Admin Panel' })
const updateButton = () => page.getByRole('button', { name: 'Update Interviewer Prompt' })
const radio = (filename: string) => page.getByRole('radio', { name: new RegExp(filename) })
const bareFailure = () => new HttpResponse(null, { status: 500 })

describe('Interview Prompts', () => {
  it('shows the current prompt with File exists, and the prompt files with the default marked', async () => {
    await openPrompts()
    await expect.element(page.getByText('File exists')).toBeVisible()
    await expect.element(panel()).toHaveTextContent(PROMPT1)
    await expect
      .element(
        page.getByText('The currently selected interviewer prompt file is missing or invalid.'),
      )
      .not.toBeInTheDocument()

    await expect.element(page.getByRole('radio')).toHaveLength(3)
    const first = radio('interviewer.system.prompt1.txt')
    await expect.element(first).toHaveAccessibleName('interviewer.system.prompt1.txt (default)')
    await expect.element(first).toBeChecked()
    await expect
      .element(radio('interviewer.system.prompt2.txt'))
      .toHaveAccessibleDescription(
        'Concise and neutral: short questions, minimal small talk ' +
          'prompts/interviewer/interviewer.system.prompt2.txt',
      )
  })

  it('keeps Update disabled while the selection equals the current prompt', async () => {
    await openPrompts()
    await expect.element(radio('interviewer.system.prompt1.txt')).toBeChecked()
    await expect.element(updateButton()).toBeDisabled()
    await radio('interviewer.system.prompt3.txt').click()
    await expect.element(updateButton()).toBeEnabled()
    await radio('interviewer.system.prompt1.txt').click()
    await expect.element(updateButton()).toBeDisabled()
  })

  it('restores a broken configuration: error box, File missing, choose prompt1, Update closes the panel', async () => {
    await seedDatabase({ brokenPrompt: true })
    const shown = await openPrompts()
    await expect
      .element(
        page.getByText('The currently selected interviewer prompt file is missing or invalid.'),
      )
      .toBeVisible()
    await expect
      .element(
        page.getByText('Please select a valid prompt file below to restore system functionality.'),
      )
      .toBeVisible()
    await expect.element(page.getByText('File missing')).toBeVisible()
    await expect.element(panel()).toHaveTextContent(MISSING_PROMPT_PATH)
    await expect.element(page.getByRole('radio', { checked: true })).not.toBeInTheDocument()
    await expect.element(updateButton()).toBeDisabled()

    await radio('interviewer.system.prompt1.txt').click()
    await updateButton().click()
    await expect.element(panel()).not.toBeInTheDocument()
    expect(shown.path()).toBe('/')
    const { data } = await api.GET('/admin/interviewer-prompts/current')
    expect(data).toEqual({ currentPrompt: PROMPT1, isValid: true, exists: true })
  })

  it("shows and logs the server's text when saving fails, and the panel stays open", async () => {
    const errors = muteConsole(['error']).error
    mock.worker.use(
      http.post('*/api/admin/interviewer-prompts/select', () =>
        HttpResponse.text('Prompt directory is read-only', { status: 500 }),
      ),
    )
    await openPrompts()
    await radio('interviewer.system.prompt2.txt').click()
    await updateButton().click()
    await expect.element(page.getByRole('alert')).toHaveTextContent('Prompt directory is read-only')
    await expect.element(panel()).toBeVisible()
    expect(errors).toHaveBeenCalledWith(
      'Interviewer prompt selection failed',
      expect.objectContaining({ error: 'Prompt directory is read-only' }),
    )
  })

  it("says 'Failed to save interviewer prompt selection' when the server gives no text", async () => {
    muteConsole(['error'])
    mock.worker.use(http.post('*/api/admin/interviewer-prompts/select', bareFailure))
    await openPrompts()
    await radio('interviewer.system.prompt2.txt').click()
    await updateButton().click()
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Failed to save interviewer prompt selection')
  })

  it("says 'No prompt files found in prompts/interviewer/ directory' for an empty list", async () => {
    mock.worker.use(
      http.get('*/api/admin/interviewer-prompts', () => HttpResponse.json({ prompts: [] })),
    )
    await openPrompts()
    await expect
      .element(page.getByText('No prompt files found in prompts/interviewer/ directory'))
      .toBeVisible()
    await expect.element(updateButton()).toBeDisabled()
  })

  it("says 'Failed to load available interviewer prompts', and Refresh Prompts tries again", async () => {
    mock.worker.use(http.get('*/api/admin/interviewer-prompts', bareFailure))
    await openPrompts()
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Failed to load available interviewer prompts')
    mock.worker.resetHandlers()
    await page.getByRole('button', { name: 'Refresh Prompts' }).click()
    await expect.element(page.getByRole('radio')).toHaveLength(3)
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument()
  })
})
