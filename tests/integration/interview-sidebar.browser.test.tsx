import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { defaultModelSelection, defaultPromptPath, fixtureIds } from '../../fixtures'
import { navigationActions } from '@/app/navigation'
import { interviewActions, interviewState } from '@/features/interview/interview-store'
import { microphoneState } from '@/features/interview/microphone-store'
import { clearToken } from '@/lib/token'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { setUpMockWorker } from '../support/mock-worker'
import { getProject, renderInterview, startInterview } from './interview-harness'
import { muteConsole } from '../support/console'
import { storeTokenOf } from '../support/sign-in'
import { demoCredentials } from '../support/accounts'

/**
 * The interview sidebar (docs/product.md#interview): the admin's models and prompt, the microphone section
 * with its picker and Test Mic (docs/product.md#errors, Microphone (sidebar and picker)), and the interview id.
 */

const mock = setUpMockWorker({ signOut: false })

beforeEach(() => muteConsole())

afterEach(async () => {
  navigationActions.reset()
  await interviewActions.whenSettled()
  interviewActions.selectMicrophone(null)
  microphoneState.chosenLabel = null
  clearToken()
  vi.restoreAllMocks()
})

async function startAs(account: { email: string; password: string }) {
  const user = await storeTokenOf(account)
  const network = await getProject(fixtureIds.projects.network)
  await renderInterview(user, { kind: 'project', project: network })
  await startInterview()
}

const sidebar = () => page.getByRole('complementary', { name: 'Interview settings' })
const microphone = () => sidebar().getByRole('region', { name: 'Microphone' })
const picker = () => page.getByRole('dialog', { name: 'Select Microphone' })

/** A device as enumerateDevices lists it. */
function device(deviceId: string, label: string, kind: MediaDeviceKind = 'audioinput') {
  return { deviceId, label, kind, groupId: 'group', toJSON: () => ({}) } as MediaDeviceInfo
}

/** A getUserMedia that waits for `opened` before opening the real (fake) microphone. */
function heldMicrophone() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  const real = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices)
  vi.spyOn(navigator.mediaDevices, 'getUserMedia').mockImplementation(async (constraints) => {
    await opened
    return real(constraints)
  })
  return open
}

describe('sidebar', () => {
  it("shows the admin the models and prompt and the interview's short id", async () => {
    await startAs(demoCredentials.admin)
    const config = sidebar().getByRole('region', { name: 'AI Configuration' })
    await expect.element(config.getByText(defaultModelSelection.chatModel)).toBeVisible()
    await expect.element(config.getByText(defaultModelSelection.audioModel)).toBeVisible()
    const promptFile = defaultPromptPath.split('/').pop() ?? ''
    await expect.element(config.getByText(promptFile, { exact: true })).toBeVisible()
    // The footer's theme choice is the screen's only one.
    expect(sidebar().getByRole('radiogroup', { name: 'Theme' }).query()).toBeNull()

    await interviewActions.whenSettled()
    const id = interviewState.persistentId ?? ''
    await expect.element(sidebar().getByText(id.slice(-8), { exact: true })).toBeVisible()
    expect(sidebar().getByText(id).query()).toBeNull()
    expect(config.getByText('AI provider unavailable', { exact: false }).query()).toBeNull()
    await expectNoSeriousA11yViolations()
  })

  it("says 'Not set' for a missing model or prompt, logging only", async () => {
    mock.worker.use(
      http.get('*/api/models/current', () =>
        HttpResponse.json({ chatModel: null, audioModel: null }),
      ),
      http.get('*/api/admin/interviewer-prompts/current', () =>
        HttpResponse.json({ currentPrompt: null, isValid: false, exists: false }),
      ),
    )
    const { info } = muteConsole(['info'])
    await startAs(demoCredentials.admin)
    const config = sidebar().getByRole('region', { name: 'AI Configuration' })
    await expect.poll(() => config.getByText('Not set').elements().length).toBe(3)
    expect(page.getByRole('alert').query()).toBeNull()
    expect(info.mock.calls.map(([message]) => String(message))).toContain('No chat model is saved')
  })

  it('tells the admin when the AI provider fails and the local engine stands in', async () => {
    let provider: 'connected' | 'unavailable' = 'unavailable'
    mock.worker.use(http.get('*/api/ai/status', () => HttpResponse.json({ provider })))
    await startAs(demoCredentials.admin)
    const config = sidebar().getByRole('region', { name: 'AI Configuration' })
    const notice = config.getByText('AI provider unavailable: using the local engine')
    await expect.element(notice).toBeVisible()
    await expectNoSeriousA11yViolations()

    // The provider answers again: the next question asks anew and the notice goes.
    provider = 'connected'
    const first = interviewState.question?.id
    await interviewActions.submitText(
      'We order twice a week, always before the nine o’clock stand-up.',
    )
    await expect.poll(() => interviewState.question?.id).not.toBe(first)
    await expect.element(notice).not.toBeInTheDocument()
  })

  it('asks only the AI status again at a new question, not the models and prompt', async () => {
    const asked: string[] = []
    const count = ({ request }: { request: Request }) => {
      asked.push(new URL(request.url).pathname)
    }
    mock.worker.events.on('request:start', count)
    try {
      await startAs(demoCredentials.admin)
      const config = sidebar().getByRole('region', { name: 'AI Configuration' })
      await expect.element(config.getByText(defaultModelSelection.chatModel)).toBeVisible()
      await expect.poll(() => asked.filter((path) => path.endsWith('/ai/status'))).toHaveLength(1)
      const first = interviewState.question?.id
      await interviewActions.submitText('We order twice a week, before the stand-up.')
      await expect.poll(() => interviewState.question?.id).not.toBe(first)
      await expect.poll(() => asked.filter((path) => path.endsWith('/ai/status'))).toHaveLength(2)
      expect(asked.filter((path) => path.endsWith('/models/current'))).toHaveLength(1)
      expect(asked.filter((path) => path.endsWith('/interviewer-prompts/current'))).toHaveLength(1)
    } finally {
      mock.worker.events.removeListener('request:start', count)
    }
  })

  it('shows the interviewee no models or prompt', async () => {
    await startAs(demoCredentials.interviewee)
    await expect.element(sidebar().getByRole('region', { name: 'Microphone' })).toBeVisible()
    expect(sidebar().getByRole('region', { name: 'AI Configuration' }).query()).toBeNull()
  })
})

describe('microphone', () => {
  it("lists the devices with 'System Default' and records with the chosen one", async () => {
    await startAs(demoCredentials.interviewee)
    await expect.element(microphone().getByText('System Default', { exact: true })).toBeVisible()
    await microphone().getByRole('button', { name: 'Change Microphone' }).click()

    await expect.element(picker().getByRole('radio', { name: 'System Default' })).toBeChecked()
    await expect.element(picker().getByRole('radio', { name: 'Fake Audio Input 1' })).toBeVisible()
    await expectNoSeriousA11yViolations()

    await picker().getByRole('radio', { name: 'Fake Audio Input 1' }).click()
    await picker().getByRole('button', { name: 'Use Microphone' }).click()
    await expect.element(picker()).not.toBeInTheDocument()
    await expect
      .element(microphone().getByRole('status'))
      .toHaveTextContent('Microphone changed to Fake Audio Input 1')
    await expect
      .element(microphone().getByText('Fake Audio Input 1', { exact: true }))
      .toBeVisible()

    await page.getByRole('button', { name: 'Start Recording' }).click()
    await expect.element(page.getByText('Microphone: Fake Audio Input 1')).toBeVisible()
    await page.getByRole('button', { name: 'Stop Recording' }).click()
  })

  it('names an unlabelled device by the first 8 characters of its id', async () => {
    vi.spyOn(navigator.mediaDevices, 'enumerateDevices').mockResolvedValue([
      device('default', 'Built-in Microphone'),
      device('0123456789abcdef', ''),
      device('speaker', 'Speaker', 'audiooutput'),
    ])
    await startAs(demoCredentials.interviewee)
    await microphone().getByRole('button', { name: 'Change Microphone' }).click()
    await expect.element(picker().getByRole('radio', { name: 'System Default' })).toBeVisible()
    await expect.element(picker().getByRole('radio', { name: '01234567' })).toBeVisible()
    expect(picker().getByRole('radio').elements()).toHaveLength(2)
  })

  it("says 'Failed to change microphone' when the chosen one cannot be opened", async () => {
    await startAs(demoCredentials.interviewee)
    await microphone().getByRole('button', { name: 'Change Microphone' }).click()
    await picker().getByRole('radio', { name: 'Fake Audio Input 2' }).click()
    vi.spyOn(navigator.mediaDevices, 'getUserMedia').mockRejectedValue(
      new DOMException('Permission denied', 'NotAllowedError'),
    )
    await picker().getByRole('button', { name: 'Use Microphone' }).click()
    const failure = picker().getByRole('alert')
    await expect.element(failure).toHaveTextContent('Failed to change microphone')
    await expect
      .element(failure)
      .toHaveTextContent(
        'Microphone access denied. Please allow microphone access in your browser settings.',
      )
    await picker().getByRole('button', { name: 'Cancel' }).click()
    await expect.element(microphone().getByText('System Default', { exact: true })).toBeVisible()
    expect(interviewState.deviceId).toBeNull()
  })

  it('refreshes the list and says when no microphone is found', async () => {
    await startAs(demoCredentials.interviewee)
    vi.spyOn(navigator.mediaDevices, 'enumerateDevices').mockResolvedValue([
      device('speaker', 'Speaker', 'audiooutput'),
    ])
    await microphone().getByRole('button', { name: 'Refresh microphones' }).click()
    await expect
      .element(microphone().getByRole('alert'))
      .toHaveTextContent('No microphone found. Please connect a microphone.')
  })

  it('tests the microphone and names the device', async () => {
    await startAs(demoCredentials.interviewee)
    const open = heldMicrophone()
    await microphone().getByRole('button', { name: 'Test Mic' }).click()
    await expect
      .element(microphone().getByRole('status'))
      .toHaveTextContent('Testing microphone access...')
    open()
    await expect
      .element(microphone().getByRole('status'))
      .toHaveTextContent('Microphone test successful! Using: Fake Default Audio Input')
  })

  it('says why the microphone test failed', async () => {
    await startAs(demoCredentials.interviewee)
    vi.spyOn(navigator.mediaDevices, 'getUserMedia').mockRejectedValue(
      new DOMException('Permission denied', 'NotAllowedError'),
    )
    await microphone().getByRole('button', { name: 'Test Mic' }).click()
    await expect
      .element(microphone().getByRole('alert'))
      .toHaveTextContent(
        'Microphone test failed: Permission denied. Please allow microphone access in your browser.',
      )
  })
})
