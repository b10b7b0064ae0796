import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MICROPHONE_MESSAGES, MICROPHONE_NOTICE_MS } from '@/lib/microphones'
import { interviewActions, interviewState } from './interview-store'
import { microphoneActions, microphoneState } from './microphone-store'

/** The sidebar's microphone notices and their docs/product.md#constants durations, with a stubbed getUserMedia. */

function fakeStream(label: string, deviceId: string) {
  const track = { label, getSettings: () => ({ deviceId }), stop: vi.fn() }
  return { getAudioTracks: () => [track], getTracks: () => [track] }
}

let getUserMedia: ReturnType<typeof vi.fn>

beforeEach(() => {
  vi.useFakeTimers()
  getUserMedia = vi.fn((constraints: MediaStreamConstraints) => {
    const audio = constraints.audio
    const exact = typeof audio === 'object' ? (audio.deviceId as { exact: string }).exact : null
    return Promise.resolve(
      fakeStream(exact === 'usb' ? 'USB Mic' : 'Built-in Mic', exact ?? 'default'),
    )
  })
  vi.stubGlobal('navigator', {
    mediaDevices: { getUserMedia, enumerateDevices: vi.fn(() => Promise.resolve([])) },
  })
})

afterEach(() => {
  microphoneActions.dismissNotice()
  microphoneState.chosenLabel = null
  microphoneState.devices = []
  interviewActions.selectMicrophone(null)
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** Whether the notice is still shown just before `ms`, and gone at `ms`. */
async function expectShownFor(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms - 1)
  expect(microphoneState.notice).not.toBeNull()
  await vi.advanceTimersByTimeAsync(1)
  expect(microphoneState.notice).toBeNull()
}

describe('microphone notices', () => {
  it('says a change worked for 3000 ms and records with the new device', async () => {
    microphoneState.devices = [{ deviceId: 'usb', label: 'USB Mic', isDefault: false }]
    expect(await microphoneActions.change('usb')).toBe(true)
    expect(interviewState.deviceId).toBe('usb')
    expect(microphoneState).toMatchObject({
      chosenLabel: 'USB Mic',
      notice: { tone: 'success', title: 'Microphone changed to USB Mic' },
    })
    await expectShownFor(MICROPHONE_NOTICE_MS.changed)
    expect(MICROPHONE_NOTICE_MS.changed).toBe(3000)
  })

  it("names the default device 'System Default' and records with no constraint", async () => {
    interviewActions.selectMicrophone('usb')
    expect(await microphoneActions.change('default')).toBe(true)
    expect(interviewState.deviceId).toBeNull()
    expect(microphoneState.chosenLabel).toBe('System Default')
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true })
  })

  it("keeps the microphone and says 'Failed to change microphone' for 8000 ms", async () => {
    getUserMedia.mockRejectedValue(new DOMException('No device', 'NotFoundError'))
    expect(await microphoneActions.change('usb')).toBe(false)
    expect(interviewState.deviceId).toBeNull()
    expect(microphoneState.notice).toEqual({
      tone: 'danger',
      title: 'Failed to change microphone',
      detail: MICROPHONE_MESSAGES.notFound,
    })
    await expectShownFor(MICROPHONE_NOTICE_MS.testFailure)
  })

  it('shows the test in progress, then its success for 5000 ms', async () => {
    const testing = microphoneActions.test()
    expect(microphoneState.notice?.title).toBe('Testing microphone access...')
    await testing
    expect(microphoneState.notice).toEqual({
      tone: 'success',
      title: 'Microphone test successful! Using: Built-in Mic',
    })
    await expectShownFor(5000)
  })

  it('shows a failed test for 8000 ms', async () => {
    getUserMedia.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'))
    await microphoneActions.test()
    expect(microphoneState.notice?.title).toBe(
      'Microphone test failed: Permission denied. Please allow microphone access in your browser.',
    )
    await expectShownFor(8000)
  })

  it("does not let an older notice's timer clear a newer one", async () => {
    await microphoneActions.test()
    await vi.advanceTimersByTimeAsync(4000)
    microphoneState.devices = [{ deviceId: 'usb', label: 'USB Mic', isDefault: false }]
    await microphoneActions.change('usb')
    await vi.advanceTimersByTimeAsync(1500)
    expect(microphoneState.notice?.title).toBe('Microphone changed to USB Mic')
  })

  it('asks for the permission when the browser hides the devices, then lists them', async () => {
    const enumerateDevices = vi
      .fn()
      .mockResolvedValueOnce([{ kind: 'audioinput', deviceId: '', label: '' }])
      .mockResolvedValue([
        { kind: 'audioinput', deviceId: 'default', label: 'Default - Built-in Mic' },
        { kind: 'audioinput', deviceId: 'usb', label: 'USB Mic' },
      ])
    vi.stubGlobal('navigator', { mediaDevices: { getUserMedia, enumerateDevices } })
    await microphoneActions.refresh()
    expect(getUserMedia).toHaveBeenCalledTimes(1)
    expect(microphoneState.devices.map((device) => device.label)).toEqual([
      'System Default',
      'USB Mic',
    ])
  })
})
