/**
 * Microphone devices for the sidebar and the picker (docs/product.md#interview, docs/product.md#entities, docs/product.md#errors, docs/product.md#constants). Enumeration and the
 * permission request happen in the browser only.
 */
import {
  openMicrophone,
  stopStream,
  toMicrophoneError,
  type MicrophoneErrorReason,
} from './recorder'

/** The device id browsers give the system's default input. */
export const DEFAULT_DEVICE_ID = 'default'
export const SYSTEM_DEFAULT_LABEL = 'System Default'
/** docs/product.md#constants: a device without a label is named by the first 8 characters of its id. */
const FALLBACK_LABEL_LENGTH = 8

/** docs/product.md#constants: how long each microphone notice stays. */
export const MICROPHONE_NOTICE_MS = {
  changed: 3000,
  testSuccess: 5000,
  testFailure: 8000,
} as const

/** docs/product.md#errors, Microphone (sidebar and picker). */
export const MICROPHONE_MESSAGES = {
  denied: 'Microphone access denied. Please allow microphone access in your browser settings.',
  notFound: 'No microphone found. Please connect a microphone.',
  error: (message: string) => `Microphone error: ${message}`,
  changeFailed: 'Failed to change microphone',
  testing: 'Testing microphone access...',
  testSuccess: (label: string) => `Microphone test successful! Using: ${label}`,
  testDenied:
    'Microphone test failed: Permission denied. Please allow microphone access in your browser.',
  // The specification leaves this one's wording open; it mirrors the denied variant.
  testNotFound: 'Microphone test failed: No microphone found. Please connect a microphone.',
  testFailed: (message: string) => `Microphone test failed: ${message}`,
} as const

export interface MicrophoneDevice {
  deviceId: string
  label: string
  isDefault: boolean
}

/** 'System Default' for the default device, its label, else the first 8 characters of its id. */
export function microphoneLabel(device: { deviceId: string; label?: string | null }): string {
  if (device.deviceId === DEFAULT_DEVICE_ID) return SYSTEM_DEFAULT_LABEL
  const label = device.label?.trim()
  return label ? label : device.deviceId.slice(0, FALLBACK_LABEL_LENGTH)
}

/** The audio inputs, the default device first. Empty where the browser cannot enumerate. */
export async function listMicrophones(
  mediaDevices: Pick<MediaDevices, 'enumerateDevices'> | undefined = typeof navigator ===
  'undefined'
    ? undefined
    : navigator.mediaDevices,
): Promise<MicrophoneDevice[]> {
  if (!mediaDevices?.enumerateDevices) return []
  const devices = await mediaDevices.enumerateDevices()
  return devices
    .filter((device) => device.kind === 'audioinput')
    .map((device) => ({
      deviceId: device.deviceId,
      label: microphoneLabel(device),
      isDefault: device.deviceId === DEFAULT_DEVICE_ID,
    }))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
}

/** The sidebar's message for a microphone failure outside a test. */
export function sidebarMicrophoneMessage(reason: MicrophoneErrorReason, detail: string): string {
  if (reason === 'denied') return MICROPHONE_MESSAGES.denied
  if (reason === 'not-found') return MICROPHONE_MESSAGES.notFound
  return MICROPHONE_MESSAGES.error(detail)
}

/** The Test Mic result's message. */
function testFailureMessage(reason: MicrophoneErrorReason, detail: string): string {
  if (reason === 'denied') return MICROPHONE_MESSAGES.testDenied
  if (reason === 'not-found') return MICROPHONE_MESSAGES.testNotFound
  return MICROPHONE_MESSAGES.testFailed(detail)
}

export type MicrophoneTestResult =
  | { ok: true; label: string; deviceId: string | null; message: string }
  | { ok: false; reason: MicrophoneErrorReason; detail: string; message: string }

/**
 * Opens the microphone once and closes it again (Test Mic). Opening it also grants the
 * permission that makes enumerateDevices reveal labels.
 */
export async function testMicrophone(deviceId?: string | null): Promise<MicrophoneTestResult> {
  try {
    const stream = await openMicrophone(deviceId)
    const track = stream.getAudioTracks()[0]
    const id = track?.getSettings().deviceId ?? deviceId ?? null
    // The track names the actual device, also when the system default was asked for.
    const label =
      track?.label.trim() || microphoneLabel({ deviceId: id ?? DEFAULT_DEVICE_ID, label: '' })
    stopStream(stream)
    return { ok: true, label, deviceId: id, message: MICROPHONE_MESSAGES.testSuccess(label) }
  } catch (error) {
    const { reason, detail } = toMicrophoneError(error)
    return { ok: false, reason, detail, message: testFailureMessage(reason, detail) }
  }
}
