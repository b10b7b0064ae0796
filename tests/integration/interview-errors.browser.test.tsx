import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { fixtureIds } from '../../fixtures'
import { navigationActions } from '@/app/navigation'
import { interviewActions } from '@/features/interview/interview-store'
import { clearToken } from '@/lib/token'
import { setUpMockWorker } from '../support/mock-worker'
import {
  currentLabel,
  getProject,
  interviewSocket,
  isEndFrame,
  nextQuestionAfter,
  renderInterview,
  socketUnavailable,
  speak,
  startInterview,
} from './interview-harness'
import { storeTokenOf } from '../support/sign-in'
import { muteConsole } from '../support/console'
import { demoCredentials } from '../support/accounts'

/**
 * What the interview screen shows when something fails (docs/product.md#errors, Interview and Microphone
 * (interview client)), and its busy states. Failures come from handler overrides and a stubbed
 * getUserMedia; the error shows inline, next to the controls (the shell also toasts it).
 */

const mock = setUpMockWorker({ signOut: false })

beforeEach(() => muteConsole())

afterEach(async () => {
  navigationActions.reset()
  await interviewActions.whenSettled()
  clearToken()
  vi.restoreAllMocks()
})

/** A promise the test resolves when it has seen the busy state. */
function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

async function startNetworkInterview(account: { email: string; password: string }) {
  const user = await storeTokenOf(account)
  const network = await getProject(fixtureIds.projects.network)
  await renderInterview(user, { kind: 'project', project: network })
  await startInterview()
}

/** The inline error next to the controls. */
const inlineError = () => page.getByRole('main').getByRole('alert')

describe('answer errors', () => {
  it("shows 'Connection to server was lost' on an unclean close, and Retry resends", async () => {
    mock.worker.use(
      interviewSocket.addEventListener('connection', ({ client }) => {
        client.addEventListener('message', (event) => {
          event.stopPropagation()
          if (isEndFrame(event.data)) client.close(4000, 'Gone')
        })
      }),
    )
    await startNetworkInterview(demoCredentials.interviewee)
    const label = currentLabel()
    await speak()
    await expect.element(inlineError()).toHaveTextContent('Connection to server was lost')
    expect(currentLabel()).toBe(label)

    mock.worker.resetHandlers()
    await page.getByRole('button', { name: 'Retry' }).click()
    await nextQuestionAfter(label)
    await expect.element(inlineError()).not.toBeInTheDocument()
    await expect
      .element(page.getByRole('list', { name: 'Previous Responses' }).getByRole('listitem'))
      .toBeVisible()
  })

  it("shows 'Server error: {detail}' for the server's error message", async () => {
    mock.worker.use(
      interviewSocket.addEventListener('connection', ({ client }) => {
        client.addEventListener('message', (event) => {
          event.stopPropagation()
          if (isEndFrame(event.data)) {
            client.send(JSON.stringify({ type: 'error', detail: 'Transcription failed' }))
          }
        })
      }),
    )
    await startNetworkInterview(demoCredentials.interviewee)
    await speak()
    await expect.element(inlineError()).toHaveTextContent('Server error: Transcription failed')
    await expect.element(page.getByRole('button', { name: 'Retry' })).toBeVisible()
  })

  it("shows 'Failed to upload audio', and Retry resends without recording again", async () => {
    mock.worker.use(
      socketUnavailable(),
      http.post('*/api/interviews/:id/answer', () => HttpResponse.error(), { once: true }),
    )
    const getUserMedia = vi.spyOn(navigator.mediaDevices, 'getUserMedia')
    await startNetworkInterview(demoCredentials.interviewee)
    const label = currentLabel()
    await speak()
    await expect.element(inlineError()).toHaveTextContent('Failed to upload audio')
    const recordings = getUserMedia.mock.calls.length
    expect(recordings).toBe(1)

    await page.getByRole('button', { name: 'Retry' }).click()
    await nextQuestionAfter(label)
    await expect.element(inlineError()).not.toBeInTheDocument()
    expect(getUserMedia).toHaveBeenCalledTimes(recordings)
  })

  it("shows 'Failed to start interview' on the pre-interview screen", async () => {
    mock.worker.use(
      http.post('*/api/interviews', () =>
        HttpResponse.json(
          { status: 500, code: 'internal', message: 'Model unavailable' },
          { status: 500 },
        ),
      ),
    )
    const user = await storeTokenOf(demoCredentials.interviewee)
    const network = await getProject(fixtureIds.projects.network)
    await renderInterview(user, { kind: 'project', project: network })
    await page.getByRole('checkbox', { name: 'I agree to take part' }).click()
    await page.getByRole('button', { name: 'Start Interview' }).click()
    await expect.element(inlineError()).toHaveTextContent('Failed to start interview')
    await expect.element(page.getByRole('button', { name: 'Start Interview' })).toBeEnabled()
  })
})

describe('microphone errors', () => {
  it.each([
    ['NotAllowedError', 'Microphone access denied. Please allow microphone access and try again.'],
    ['NotFoundError', 'Selected microphone not found. Please check your microphone connection.'],
    [
      'OverconstrainedError',
      'Selected microphone is not available. Please try a different microphone.',
    ],
    ['NotReadableError', 'Could not access microphone: Device busy'],
  ])('shows the text for a %s', async (name, text) => {
    await startNetworkInterview(demoCredentials.interviewee)
    vi.spyOn(navigator.mediaDevices, 'getUserMedia').mockRejectedValue(
      new DOMException('Device busy', name),
    )
    await page.getByRole('button', { name: 'Start Recording' }).click()
    await expect.element(inlineError()).toHaveTextContent(text)
    // Nothing was recorded, so there is nothing to retry: record again instead.
    await expect.element(page.getByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'Start Recording' })).toBeEnabled()
  })
})

describe('busy states', () => {
  it("shows 'Uploading your response...' while a recording is sent", async () => {
    const { opened, open } = gate()
    mock.worker.use(
      socketUnavailable(),
      // Holds the upload, then lets the mock answer it.
      http.post('*/api/interviews/:id/answer', async () => {
        await opened
      }),
    )
    await startNetworkInterview(demoCredentials.interviewee)
    const label = currentLabel()
    await speak()
    await expect.element(page.getByText('Uploading your response...')).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Start Recording' })).toBeDisabled()
    open()
    await nextQuestionAfter(label)
  })

  it("shows 'Processing...' while a typed response is processed", async () => {
    const { opened, open } = gate()
    mock.worker.use(
      http.post('*/api/interviews/:id/answer', async () => {
        await opened
      }),
    )
    await startNetworkInterview(demoCredentials.admin)
    const label = currentLabel()
    await page.getByRole('button', { name: 'Type response instead' }).click()
    const submit = page.getByRole('button', { name: 'Submit Response' })
    const response = page.getByRole('textbox', { name: 'Your response' })
    await expect.element(submit).toBeDisabled()
    await response.fill('   ')
    await expect.element(submit).toBeDisabled()
    await response.fill('It was quick to set up and the technician was friendly.')
    await submit.click()
    await expect.element(page.getByText('Processing...')).toBeVisible()
    await expect.element(submit).toBeDisabled()
    open()
    await nextQuestionAfter(label)
    await expect.element(response).toHaveValue('')
  })
})
