import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  listMicrophones,
  MICROPHONE_MESSAGES,
  MICROPHONE_NOTICE_MS,
  microphoneLabel,
  sidebarMicrophoneMessage,
  testMicrophone,
} from './microphones'

afterEach(() => {
  vi.unstubAllGlobals()
})

function device(kind: MediaDeviceKind, deviceId: string, label = ''): MediaDeviceInfo {
  return { kind, deviceId, label, groupId: 'g', toJSON: () => ({}) }
}

function fakeStream(label: string, deviceId: string) {
  const stop = vi.fn()
  const track = { label, stop, getSettings: () => ({ deviceId }) }
  return {
    stop,
    stream: { getAudioTracks: () => [track], getTracks: () => [track] } as unknown as MediaStream,
  }
}

describe('microphone labels', () => {
  it("labels the default device 'System Default'", () => {
    expect(microphoneLabel({ deviceId: 'default', label: 'Default - Built-in' })).toBe(
      'System Default',
    )
  })

  it('uses the label, else the first 8 characters of the device id', () => {
    expect(microphoneLabel({ deviceId: 'abcdef1234567890', label: 'USB Mic' })).toBe('USB Mic')
    expect(microphoneLabel({ deviceId: 'abcdef1234567890', label: '' })).toBe('abcdef12')
    expect(microphoneLabel({ deviceId: 'abcdef1234567890', label: '  ' })).toBe('abcdef12')
    expect(microphoneLabel({ deviceId: 'abcdef1234567890' })).toBe('abcdef12')
  })

  it('lists audio inputs only, the default first', async () => {
    const devices = [
      device('audioinput', '1234567890abcdef'),
      device('videoinput', 'camera'),
      device('audioinput', 'default', 'Default'),
      device('audiooutput', 'speaker'),
    ]
    const list = await listMicrophones({ enumerateDevices: () => Promise.resolve(devices) })
    expect(list).toEqual([
      { deviceId: 'default', label: 'System Default', isDefault: true },
      { deviceId: '1234567890abcdef', label: '12345678', isDefault: false },
    ])
    expect(await listMicrophones(undefined)).toEqual([])
  })
})

describe('sidebar texts', () => {
  it('has the docs/product.md#errors texts and docs/product.md#constants durations', () => {
    expect(MICROPHONE_MESSAGES.testing).toBe('Testing microphone access...')
    expect(MICROPHONE_MESSAGES.testSuccess('USB Mic')).toBe(
      'Microphone test successful! Using: USB Mic',
    )
    expect(MICROPHONE_MESSAGES.changeFailed).toBe('Failed to change microphone')
    expect(MICROPHONE_NOTICE_MS).toEqual({ changed: 3000, testSuccess: 5000, testFailure: 8000 })
    expect(sidebarMicrophoneMessage('denied', 'x')).toBe(
      'Microphone access denied. Please allow microphone access in your browser settings.',
    )
    expect(sidebarMicrophoneMessage('not-found', 'x')).toBe(
      'No microphone found. Please connect a microphone.',
    )
    expect(sidebarMicrophoneMessage('other', 'busy')).toBe('Microphone error: busy')
  })
})

describe('testMicrophone', () => {
  it('opens and closes the microphone and names it', async () => {
    const { stream, stop } = fakeStream('USB Mic', 'usb-1')
    const getUserMedia = vi.fn(() => Promise.resolve(stream))
    vi.stubGlobal('navigator', { mediaDevices: { getUserMedia } })
    const result = await testMicrophone('usb-1')
    expect(getUserMedia).toHaveBeenCalledWith({ audio: { deviceId: { exact: 'usb-1' } } })
    expect(result).toEqual({
      ok: true,
      label: 'USB Mic',
      deviceId: 'usb-1',
      message: 'Microphone test successful! Using: USB Mic',
    })
    expect(stop).toHaveBeenCalled()
  })

  it.each([
    [
      'NotAllowedError',
      'denied',
      'Microphone test failed: Permission denied. Please allow microphone access in your browser.',
    ],
    [
      'NotFoundError',
      'not-found',
      'Microphone test failed: No microphone found. Please connect a microphone.',
    ],
    ['NotReadableError', 'other', 'Microphone test failed: Device busy'],
  ])('reports %s as %s', async (name, reason, message) => {
    const error = Object.assign(new Error('Device busy'), { name })
    vi.stubGlobal('navigator', { mediaDevices: { getUserMedia: () => Promise.reject(error) } })
    expect(await testMicrophone()).toMatchObject({ ok: false, reason, message })
  })
})
