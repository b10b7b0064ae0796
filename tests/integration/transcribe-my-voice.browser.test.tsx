import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { fixtureIds } from '../../fixtures'
import { navigationActions } from '@/app/navigation'
import { interviewActions } from '@/features/interview/interview-store'
import { speechActions } from '@/features/interview/speech'
import { clearToken } from '@/lib/token'
import { expectNoSeriousA11yViolations } from '../support/axe'
import { setUpMockWorker } from '../support/mock-worker'
import {
  currentLabel,
  getProject,
  nextQuestionAfter,
  renderInterview,
  speak,
  startInterview,
} from './interview-harness'
import { storeTokenOf } from '../support/sign-in'
import { muteConsole } from '../support/console'
import { demoCredentials } from '../support/accounts'

/**
 * Transcribe my voice (docs/product.md#interview): with a scripted stand-in for the browser's
 * SpeechRecognition, what it hears becomes the transcript; off by default; no switch where the
 * browser has no recognizer.
 */

setUpMockWorker({ signOut: false })

const SAID = 'The tracking map froze and support took three days to reply.'

/** Hears SAID once started, and delivers it as a final result when stopped, as Chrome does. */
class ScriptedRecognizer {
  static started = 0
  static local: boolean[] = []
  lang = ''
  processLocally = false
  continuous = false
  interimResults = true
  onresult: ((event: unknown) => void) | null = null
  onend: (() => void) | null = null
  onerror: ((event: unknown) => void) | null = null
  start() {
    ScriptedRecognizer.started++
    ScriptedRecognizer.local.push(this.processLocally)
  }
  stop() {
    setTimeout(() => {
      this.onresult?.({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript: SAID } }] })
      this.onend?.()
    }, 10)
  }
}

const transcribeSwitch = () => page.getByRole('switch', { name: 'Transcribe my voice' })
const previousResponses = () => page.getByRole('list', { name: 'Previous Responses' })

beforeEach(() => {
  muteConsole()
  ScriptedRecognizer.started = 0
  ScriptedRecognizer.local = []
})

afterEach(async () => {
  navigationActions.reset()
  await interviewActions.whenSettled()
  speechActions.setEnabled(false)
  clearToken()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function startAsAdmin() {
  const admin = await storeTokenOf(demoCredentials.admin)
  await renderInterview(admin, {
    kind: 'project',
    project: await getProject(fixtureIds.projects.coffee),
  })
  await startInterview()
}

async function speakOnce() {
  const label = currentLabel()
  await speak()
  await nextQuestionAfter(label)
}

describe('Transcribe my voice', () => {
  it('makes the transcript what was said once switched on, and says where the audio goes', async () => {
    vi.stubGlobal('SpeechRecognition', ScriptedRecognizer)
    await startAsAdmin()
    const toggle = transcribeSwitch()
    await expect.element(toggle).not.toBeChecked()
    await expect
      .element(page.getByText(/sends your voice to its maker's speech service/))
      .toBeVisible()
    await expectNoSeriousA11yViolations()

    await toggle.click()
    await expect.element(toggle).toBeChecked()
    await speakOnce()
    const previous = previousResponses()
    await expect.element(previous.getByText(SAID)).toBeVisible()
    await expect
      .element(previous.getByText("Transcribed by the browser's speech recognition"))
      .toBeVisible()
    expect(previous.getByText('Demo transcript').query()).toBeNull()
    expect(ScriptedRecognizer.started).toBe(1)
    expect(ScriptedRecognizer.local).toEqual([false])
  }, 60_000)

  it('keeps the voice on the device where the browser can recognise it there, and says so', async () => {
    const asked: unknown[] = []
    class OnDeviceRecognizer extends ScriptedRecognizer {
      static available(options: unknown) {
        asked.push(options)
        return Promise.resolve('available')
      }
    }
    vi.stubGlobal('SpeechRecognition', OnDeviceRecognizer)
    await startAsAdmin()
    await expect
      .element(page.getByText(/on this device: your voice is not sent anywhere/))
      .toBeVisible()
    expect(page.getByText(/sends your voice to its maker's speech service/).query()).toBeNull()
    expect(asked).toEqual([{ langs: [expect.any(String)], processLocally: true }])

    await transcribeSwitch().click()
    await speakOnce()
    await expect.element(previousResponses().getByText(SAID)).toBeVisible()
    expect(ScriptedRecognizer.local).toEqual([true])
    await expectNoSeriousA11yViolations()
  }, 60_000)

  it('keeps the demo transcript while the switch is off', async () => {
    vi.stubGlobal('SpeechRecognition', ScriptedRecognizer)
    await startAsAdmin()
    await speakOnce()
    const previous = previousResponses()
    await expect.element(previous.getByText('Demo transcript')).toBeVisible()
    expect(previous.getByText(SAID).query()).toBeNull()
    expect(ScriptedRecognizer.started).toBe(0)
  }, 60_000)

  it('offers no switch where the browser has no speech recognition', async () => {
    vi.stubGlobal('SpeechRecognition', undefined)
    vi.stubGlobal('webkitSpeechRecognition', undefined)
    await startAsAdmin()
    await expect.element(page.getByRole('button', { name: 'Test Mic' })).toBeVisible()
    expect(transcribeSwitch().query()).toBeNull()
  })
})
