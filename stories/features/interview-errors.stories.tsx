import { expect, userEvent, waitFor, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { fixtureIds } from '../../fixtures/ids'
import { overrides } from '../support/failures'
import { withFakeMicrophones, withFakeRecorder } from '../support/interview'
import { appScreen, openInterview, page, agreeAndStart } from '../support/screens'
import { scenario } from '../support/scenario'

/**
 * docs/product.md#errors interview errors: each shows next to the answer controls (with Retry when a recorded
 * or typed answer can be sent again) and in the error toast at the bottom right (docs/product.md#interview).
 */
const meta = preview.meta({
  title: 'Screens/Interview/Errors',
  ...appScreen({ signedInAs: 'interviewee' }),
  beforeEach: [withFakeMicrophones(), openInterview(fixtureIds.projects.network)],
})

const inlineError = () => within(page.getByRole('main')).findByRole('alert')

async function start() {
  await agreeAndStart()
  await page.findByRole('heading', { level: 3, name: /Question 1$/ })
}

async function speak() {
  await userEvent.click(await page.findByRole('button', { name: 'Start Recording' }))
  await userEvent.click(await page.findByRole('button', { name: 'Stop Recording' }))
}

/** Records one answer and expects `text` inline, with Retry offered. */
async function answerFailsWith(text: string) {
  await start()
  await speak()
  await expect(await inlineError()).toHaveTextContent(text)
  await expect(page.getByRole('button', { name: 'Retry' })).toBeEnabled()
}

export const UploadFailed = meta.story({
  beforeEach: [withFakeRecorder(), overrides('socketUnavailable', 'answerOffline')],
  play: () => answerFailsWith('Failed to upload audio'),
})

export const ProcessingFailed = meta.story({
  beforeEach: [withFakeRecorder(), overrides('socketUnavailable', 'answerFails')],
  play: () => answerFailsWith('Failed to process answer'),
})

export const TypedAnswerFailed = meta.story({
  parameters: scenario({ signedInAs: 'admin' }),
  beforeEach: [withFakeRecorder(), overrides('answerFails')],
  play: async () => {
    await start()
    await userEvent.click(page.getByRole('button', { name: 'Type response instead' }))
    await userEvent.type(await page.findByRole('textbox', { name: 'Your response' }), 'Fine.')
    await userEvent.click(page.getByRole('button', { name: 'Submit Response' }))
    await expect(await inlineError()).toHaveTextContent('Failed to process text response')
  },
})

export const ConnectionLost = meta.story({
  beforeEach: [withFakeRecorder(), overrides('socketDrops')],
  play: () => answerFailsWith('Connection to server was lost'),
})

export const WebSocketError = meta.story({
  beforeEach: [withFakeRecorder(), overrides('socketError')],
  play: () => answerFailsWith('WebSocket connection error'),
})

export const ServerError = meta.story({
  beforeEach: [withFakeRecorder(), overrides('socketServerError')],
  play: () => answerFailsWith('Server error: Transcription failed'),
})

export const RecordingError = meta.story({
  beforeEach: withFakeRecorder({ breakOnStop: true }),
  play: async () => {
    await start()
    await speak()
    await expect(await inlineError()).toHaveTextContent('Recording error occurred')
  },
})

/** The error toast (docs/product.md#interview): dismissible, and dismissing it clears the error. */
export const ErrorToast = meta.story({
  beforeEach: [withFakeRecorder(), overrides('socketDrops')],
  play: async () => {
    await start()
    await speak()
    const toast = await page.findByRole('alertdialog', { name: /Connection to server was lost/ })
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(within(page.getByRole('main')).queryByRole('alert')).toBeNull())
  },
})

/** Start Recording fails to open the microphone: `text`, and nothing to retry. */
function microphoneFailsWith(text: string) {
  return async () => {
    await start()
    await userEvent.click(await page.findByRole('button', { name: 'Start Recording' }))
    await expect(await inlineError()).toHaveTextContent(text)
    // Nothing was recorded, so there is nothing to retry: record again instead.
    await expect(page.queryByRole('button', { name: 'Retry' })).toBeNull()
    await expect(page.getByRole('button', { name: 'Start Recording' })).toBeEnabled()
  }
}

// docs/product.md#errors Microphone (interview client): one story per way opening the microphone fails.

export const MicrophoneDenied = meta.story({
  beforeEach: withFakeRecorder({ refuse: 'NotAllowedError' }),
  play: microphoneFailsWith(
    'Microphone access denied. Please allow microphone access and try again.',
  ),
})

export const MicrophoneNotFound = meta.story({
  beforeEach: withFakeRecorder({ refuse: 'NotFoundError' }),
  play: microphoneFailsWith(
    'Selected microphone not found. Please check your microphone connection.',
  ),
})

export const MicrophoneUnavailable = meta.story({
  beforeEach: withFakeRecorder({ refuse: 'OverconstrainedError' }),
  play: microphoneFailsWith(
    'Selected microphone is not available. Please try a different microphone.',
  ),
})

export const MicrophoneOtherError = meta.story({
  beforeEach: withFakeRecorder({ refuse: 'NotReadableError' }),
  play: microphoneFailsWith('Could not access microphone: Device busy'),
})
