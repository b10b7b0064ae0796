import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  audioConstraints,
  interviewMicrophoneMessage,
  MicrophoneError,
  microphoneErrorReason,
  openMicrophone,
  pickMimeType,
  RECORDING_TIMESLICE_MS,
} from './recorder'

const domError = (name: string, message = `${name} happened`) =>
  Object.assign(new Error(message), { name })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('recorder helpers', () => {
  it('records in 100 ms chunks (docs/product.md#constants)', () => {
    expect(RECORDING_TIMESLICE_MS).toBe(100)
  })

  it('prefers webm with opus, then webm, else the browser default', () => {
    expect(pickMimeType(() => true)).toBe('audio/webm;codecs=opus')
    expect(pickMimeType((type) => type === 'audio/webm')).toBe('audio/webm')
    expect(pickMimeType(() => false)).toBeUndefined()
  })

  it('asks for one device exactly, or any microphone', () => {
    expect(audioConstraints('mic-1')).toEqual({ audio: { deviceId: { exact: 'mic-1' } } })
    expect(audioConstraints(null)).toEqual({ audio: true })
    expect(audioConstraints()).toEqual({ audio: true })
  })

  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['PermissionDeniedError', 'denied'],
    ['NotFoundError', 'not-found'],
    ['DevicesNotFoundError', 'not-found'],
    ['OverconstrainedError', 'overconstrained'],
    ['NotReadableError', 'other'],
    ['AbortError', 'other'],
  ])('maps %s to %s', (name, reason) => {
    expect(microphoneErrorReason(domError(name))).toBe(reason)
  })

  it('gives the interview texts of docs/product.md#errors', () => {
    expect(interviewMicrophoneMessage(domError('NotAllowedError'))).toBe(
      'Microphone access denied. Please allow microphone access and try again.',
    )
    expect(interviewMicrophoneMessage(domError('NotFoundError'))).toBe(
      'Selected microphone not found. Please check your microphone connection.',
    )
    expect(interviewMicrophoneMessage(domError('OverconstrainedError'))).toBe(
      'Selected microphone is not available. Please try a different microphone.',
    )
    expect(interviewMicrophoneMessage(domError('NotReadableError', 'Device in use'))).toBe(
      'Could not access microphone: Device in use',
    )
  })

  it('openMicrophone rejects with a typed MicrophoneError', async () => {
    vi.stubGlobal('navigator', {
      mediaDevices: { getUserMedia: () => Promise.reject(domError('NotFoundError')) },
    })
    const error = await openMicrophone('mic-1').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MicrophoneError)
    expect((error as MicrophoneError).reason).toBe('not-found')
  })

  it('openMicrophone without getUserMedia is an "other" failure', async () => {
    vi.stubGlobal('navigator', {})
    const error = await openMicrophone().catch((e: unknown) => e)
    expect((error as MicrophoneError).reason).toBe('other')
  })
})
