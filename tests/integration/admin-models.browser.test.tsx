import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { api } from '@/api/client'
import { setUpMockWorker } from '../support/mock-worker'
import { renderSignedInAt } from '../support/signed-in'
import { signInAs } from '../support/sign-in'

const mock = setUpMockWorker()

async function openModels() {
  await signInAs('admin')
  return renderSignedInAt('/admin/models')
}

const chatGroup = () => page.getByRole('radiogroup', { name: 'Chat Model' })
const audioGroup = () => page.getByRole('radiogroup', { name: 'Audio Model' })
const radioLabels = (group: ReturnType<typeof page.getByRole>) =>
  group
    .getByRole('radio')
    .elements()
    .map((radio) => radio.getAttribute('value'))
const saveButton = () => page.getByRole('button', { name: 'Save Model Selection' })
const bareFailure = () => new HttpResponse(null, { status: 500 })

/** The value shown next to a label of the current models. */
function current(term: string): string {
  const found = [...document.querySelectorAll('dt')].find((element) =>
    element.textContent?.startsWith(term),
  )
  return found?.nextElementSibling?.textContent ?? ''
}

describe('AI Models', () => {
  it('shows the current models and splits the offered ones into chat and audio', async () => {
    await openModels()
    await expect.element(audioGroup().getByRole('radio', { name: 'whisper-1' })).toBeChecked()
    await expect
      .element(page.getByText('Current chat model (used for sentiment and follow-ups)'))
      .toBeVisible()
    await expect
      .element(page.getByText('Current audio model (used for transcription)'))
      .toBeVisible()
    expect(current('Current chat model')).toBe('gpt-4o-mini')
    expect(current('Current audio model')).toBe('whisper-1')

    expect(radioLabels(chatGroup())).toEqual([
      'gpt-4o',
      'gpt-4o-mini',
      'gpt-4.1',
      'gpt-4.1-mini',
      'o4-mini',
    ])
    expect(radioLabels(audioGroup())).toEqual([
      'whisper-1',
      'gpt-4o-transcribe',
      'gpt-4o-mini-transcribe',
      'gpt-4o-mini-tts',
    ])
    // An embedding model answers no chat: the provider lists it, no list offers it.
    expect(page.getByRole('radio', { name: 'text-embedding-3-small' }).query()).toBeNull()
    await expect.element(chatGroup().getByRole('radio', { name: 'gpt-4o-mini' })).toBeChecked()
  })

  it('always offers whisper-1 once, and puts tts and transcribe models in the audio list', async () => {
    mock.worker.use(
      http.get('*/api/test/models', () =>
        HttpResponse.json({
          models: [{ id: 'gpt-4o' }, { id: 'tts-1-hd' }, { id: 'gpt-4o-transcribe' }],
        }),
      ),
    )
    await openModels()
    await expect.element(audioGroup()).toBeVisible()
    expect(radioLabels(audioGroup())).toEqual(['whisper-1', 'tts-1-hd', 'gpt-4o-transcribe'])
    expect(radioLabels(chatGroup())).toEqual(['gpt-4o'])
  })

  it('saves a new selection, which persists and is shown when the panel reopens', async () => {
    const screen = await openModels()
    await chatGroup().getByRole('radio', { name: 'gpt-4.1', exact: true }).click()
    await audioGroup().getByRole('radio', { name: 'gpt-4o-transcribe' }).click()
    await saveButton().click()
    await expect.element(page.getByRole('status')).toHaveTextContent('Model selection saved')
    expect(current('Current chat model')).toBe('gpt-4.1')
    expect(current('Current audio model')).toBe('gpt-4o-transcribe')

    const { data } = await api.GET('/models/current')
    expect(data).toEqual({ chatModel: 'gpt-4.1', audioModel: 'gpt-4o-transcribe' })

    await page.getByRole('button', { name: 'Close', exact: true }).click()
    await screen.unmount()
    await renderSignedInAt('/admin/models')
    await expect
      .element(chatGroup().getByRole('radio', { name: 'gpt-4.1', exact: true }))
      .toBeChecked()
    await expect
      .element(audioGroup().getByRole('radio', { name: 'gpt-4o-transcribe' }))
      .toBeChecked()
  })

  it('Cancel puts the choice back on the current models', async () => {
    await openModels()
    await chatGroup().getByRole('radio', { name: 'o4-mini' }).click()
    await expect.element(chatGroup().getByRole('radio', { name: 'o4-mini' })).toBeChecked()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect.element(chatGroup().getByRole('radio', { name: 'gpt-4o-mini' })).toBeChecked()
    await expect.element(chatGroup().getByRole('radio', { name: 'o4-mini' })).not.toBeChecked()
  })

  it("says 'Not set' and keeps Save disabled until a chat or an audio model is chosen", async () => {
    mock.worker.use(
      http.get('*/api/models/current', () =>
        HttpResponse.json({ chatModel: null, audioModel: null }),
      ),
    )
    await openModels()
    await expect.element(chatGroup()).toBeVisible()
    expect(current('Current chat model')).toBe('Not set')
    expect(current('Current audio model')).toBe('Not set')
    await expect.element(saveButton()).toBeDisabled()
    await audioGroup().getByRole('radio', { name: 'whisper-1' }).click()
    await expect.element(saveButton()).toBeEnabled()
    await saveButton().click()
    await expect.element(page.getByRole('status')).toHaveTextContent('Model selection saved')
  })

  it("says 'No audio models available' when the provider offers none", async () => {
    mock.worker.use(http.get('*/api/test/models', () => HttpResponse.json({ models: [] })))
    await openModels()
    await expect.element(page.getByText('No audio models available')).toBeVisible()
    await expect.element(page.getByRole('radio')).not.toBeInTheDocument()
  })

  it("says 'Failed to load available models' when the listing fails", async () => {
    mock.worker.use(http.get('*/api/test/models', bareFailure))
    await openModels()
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Failed to load available models')
    // The current choice still shows.
    await expect.element(page.getByText('gpt-4o-mini')).toBeVisible()
  })

  it("says 'Failed to save model selection' when saving fails, and Refresh Models reloads", async () => {
    mock.worker.use(http.post('*/api/models/select', bareFailure))
    await openModels()
    await chatGroup().getByRole('radio', { name: 'o4-mini' }).click()
    await saveButton().click()
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Failed to save model selection')
    expect(current('Current chat model')).toBe('gpt-4o-mini')

    await page.getByRole('button', { name: 'Refresh Models' }).click()
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument()
    await expect.element(chatGroup().getByRole('radio', { name: 'gpt-4o-mini' })).toBeChecked()
  })
})
