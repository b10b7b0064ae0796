/**
 * The sidebar's microphone section and the picker (docs/product.md#interview, docs/product.md#errors, docs/product.md#constants): the device list, the
 * microphone chosen, and the notice under the buttons (a test's result, a change, a failure),
 * each cleared after its docs/product.md#constants duration.
 */
import { proxy, useSnapshot } from 'valtio'
import { logger } from '@/lib/logger'
import {
  DEFAULT_DEVICE_ID,
  listMicrophones,
  MICROPHONE_MESSAGES,
  MICROPHONE_NOTICE_MS,
  sidebarMicrophoneMessage,
  SYSTEM_DEFAULT_LABEL,
  testMicrophone,
  type MicrophoneDevice,
} from '@/lib/microphones'
import { openMicrophone, stopStream, toMicrophoneError } from '@/lib/recorder'
import { interviewActions, interviewState } from './interview-store'

/** The notice after a successful change; docs/product.md#errors leaves its wording open. */
const microphoneChangedMessage = (label: string) => `Microphone changed to ${label}`

export interface MicrophoneNotice {
  tone: 'info' | 'success' | 'danger'
  title: string
  /** A second line (why a change failed). */
  detail?: string
}

export const microphoneState = proxy({
  devices: [] as MicrophoneDevice[],
  /** The device list is being read. */
  loading: false,
  /** The name of the microphone chosen in the picker; null until one is chosen. */
  chosenLabel: null as string | null,
  notice: null as MicrophoneNotice | null,
  /** A test or a change is opening the microphone. */
  busy: false,
})

let noticeTimer: ReturnType<typeof setTimeout> | undefined

/** Shows `notice`; with `ms`, clears it afterwards. A newer notice cancels the older's timer. */
function showNotice(notice: MicrophoneNotice, ms?: number): void {
  clearTimeout(noticeTimer)
  microphoneState.notice = notice
  if (ms !== undefined) {
    noticeTimer = setTimeout(() => {
      microphoneState.notice = null
    }, ms)
  }
}

/** Browsers hide device ids and names until the microphone permission is granted. */
function lacksPermission(devices: readonly MicrophoneDevice[]): boolean {
  return devices.length > 0 && devices.every((device) => device.deviceId === '')
}

export const microphoneActions = {
  /** Reads the audio inputs, asking for the microphone permission first when it is needed. */
  async refresh(): Promise<void> {
    microphoneState.loading = true
    try {
      let devices = await listMicrophones()
      if (lacksPermission(devices)) {
        stopStream(await openMicrophone())
        devices = await listMicrophones()
      }
      microphoneState.devices = devices
      if (devices.length === 0) {
        showNotice(
          { tone: 'danger', title: MICROPHONE_MESSAGES.notFound },
          MICROPHONE_NOTICE_MS.testFailure,
        )
      }
    } catch (error) {
      const { reason, detail } = toMicrophoneError(error)
      logger.warn('Microphones could not be listed', { reason, detail })
      showNotice(
        { tone: 'danger', title: sidebarMicrophoneMessage(reason, detail) },
        MICROPHONE_NOTICE_MS.testFailure,
      )
    } finally {
      microphoneState.loading = false
    }
  },

  /** Test Mic: opens the chosen microphone once and says which device answered. */
  async test(): Promise<void> {
    microphoneState.busy = true
    showNotice({ tone: 'info', title: MICROPHONE_MESSAGES.testing })
    const result = await testMicrophone(interviewState.deviceId)
    microphoneState.busy = false
    if (result.ok) {
      showNotice({ tone: 'success', title: result.message }, MICROPHONE_NOTICE_MS.testSuccess)
    } else {
      logger.warn('Microphone test failed', { reason: result.reason, detail: result.detail })
      showNotice({ tone: 'danger', title: result.message }, MICROPHONE_NOTICE_MS.testFailure)
    }
  },

  /**
   * Switches to `deviceId` once it opens, so a recording never starts on a device that fails.
   * Resolves true when the microphone changed.
   */
  async change(deviceId: string): Promise<boolean> {
    const id = deviceId === DEFAULT_DEVICE_ID ? null : deviceId
    microphoneState.busy = true
    const result = await testMicrophone(id)
    microphoneState.busy = false
    if (!result.ok) {
      logger.warn(MICROPHONE_MESSAGES.changeFailed, {
        reason: result.reason,
        detail: result.detail,
      })
      showNotice(
        {
          tone: 'danger',
          title: MICROPHONE_MESSAGES.changeFailed,
          detail: sidebarMicrophoneMessage(result.reason, result.detail),
        },
        // docs/product.md#constants times only the change's success; a failure stays as long as a failed test.
        MICROPHONE_NOTICE_MS.testFailure,
      )
      return false
    }
    const chosen = microphoneState.devices.find((device) => device.deviceId === deviceId)
    const label = id === null ? SYSTEM_DEFAULT_LABEL : (chosen?.label ?? result.label)
    interviewActions.selectMicrophone(id)
    microphoneState.chosenLabel = label
    showNotice(
      { tone: 'success', title: microphoneChangedMessage(label) },
      MICROPHONE_NOTICE_MS.changed,
    )
    return true
  },

  dismissNotice(): void {
    clearTimeout(noticeTimer)
    microphoneState.notice = null
  },
}

export const useMicrophones = () => useSnapshot(microphoneState)
