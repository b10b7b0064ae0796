/** docs/product.md#errors, Interview: the recorder's failure, which the interview shows. */
export const RECORDER_MESSAGES = { failed: 'Recording error occurred' } as const
/**
 * Microphone recording for the interview: getUserMedia, MediaRecorder in 100 ms chunks (docs/product.md#constants)
 * with the first supported of webm/opus, webm, else the browser default (docs/product.md#validation), and a live
 * input level from an AnalyserNode for the meter.
 */

/** docs/product.md#constants: audio is recorded in 100 ms chunks. */
export const RECORDING_TIMESLICE_MS = 100

/** docs/product.md#validation, in order of preference; none supported means the browser's default. */
const RECORDING_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm'] as const

/** How often the input level is read (20 times a second is smooth enough for a meter). */
const LEVEL_INTERVAL_MS = 50

export type MicrophoneErrorReason = 'denied' | 'not-found' | 'overconstrained' | 'other'

/** A getUserMedia failure with the reason the messages are chosen by. */
export class MicrophoneError extends Error {
  override readonly name = 'MicrophoneError'
  constructor(
    readonly reason: MicrophoneErrorReason,
    /** The browser's own message, for 'Could not access microphone: {message}'. */
    readonly detail: string,
  ) {
    super(detail)
  }
}

function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : ''
}

function errorDetail(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = String(error.message)
    if (message) return message
  }
  return errorName(error) || String(error)
}

/**
 * The reason behind a getUserMedia rejection. Older Chromium and Firefox builds used other names
 * for the same failures (PermissionDeniedError, DevicesNotFoundError, ConstraintNotSatisfiedError).
 */
export function microphoneErrorReason(error: unknown): MicrophoneErrorReason {
  if (error instanceof MicrophoneError) return error.reason
  switch (errorName(error)) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'denied'
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return 'not-found'
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'overconstrained'
    default:
      return 'other'
  }
}

export function toMicrophoneError(error: unknown): MicrophoneError {
  if (error instanceof MicrophoneError) return error
  return new MicrophoneError(microphoneErrorReason(error), errorDetail(error))
}

/** What the interview shows for a microphone failure (docs/product.md#errors, Microphone (interview client)). */
export function interviewMicrophoneMessage(error: unknown): string {
  const { reason, detail } = toMicrophoneError(error)
  switch (reason) {
    case 'denied':
      return 'Microphone access denied. Please allow microphone access and try again.'
    case 'not-found':
      return 'Selected microphone not found. Please check your microphone connection.'
    case 'overconstrained':
      return 'Selected microphone is not available. Please try a different microphone.'
    case 'other':
      return `Could not access microphone: ${detail}`
  }
}

/** The constraints for one device, or any microphone (the system default). */
export function audioConstraints(deviceId?: string | null): MediaStreamConstraints {
  return { audio: deviceId ? { deviceId: { exact: deviceId } } : true }
}

/** Opens the microphone; failures become a MicrophoneError with its reason. */
export async function openMicrophone(deviceId?: string | null): Promise<MediaStream> {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices
  if (!devices?.getUserMedia) {
    throw new MicrophoneError('other', 'this browser cannot record audio')
  }
  try {
    return await devices.getUserMedia(audioConstraints(deviceId))
  } catch (error) {
    throw toMicrophoneError(error)
  }
}

export function stopStream(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop()
}

/** The first of RECORDING_MIME_TYPES the browser records, or undefined for its default. */
export function pickMimeType(
  isSupported: (type: string) => boolean = (type) =>
    typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(type),
): string | undefined {
  return RECORDING_MIME_TYPES.find((type) => isSupported(type))
}

/**
 * Reads the input level (0–1) of `stream` every LEVEL_INTERVAL_MS. Returns the stop function.
 * A timer rather than requestAnimationFrame: the meter keeps moving in a background tab, where
 * the recording goes on too. Without Web Audio the level stays 0 and recording still works.
 */
function watchLevel(stream: MediaStream, onLevel: (level: number) => void): () => void {
  const AudioContextClass = typeof AudioContext === 'undefined' ? undefined : AudioContext
  if (!AudioContextClass) return () => undefined
  let context: AudioContext
  try {
    context = new AudioContextClass()
  } catch {
    return () => undefined
  }
  const source = context.createMediaStreamSource(stream)
  const analyser = context.createAnalyser()
  analyser.fftSize = 1024
  source.connect(analyser)
  // Autoplay rules may create the context suspended; recording starts from a click, which
  // allows resuming it.
  void context.resume().catch(() => undefined)
  const samples = new Float32Array(analyser.fftSize)
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(samples)
    let sum = 0
    for (const sample of samples) sum += sample * sample
    const rms = Math.sqrt(sum / samples.length)
    // Speech sits around 0.05–0.3 RMS; the square root spreads it over the meter's range.
    onLevel(Math.min(1, Math.sqrt(rms) * 1.5))
  }, LEVEL_INTERVAL_MS)
  return () => {
    clearInterval(timer)
    source.disconnect()
    void context.close().catch(() => undefined)
    onLevel(0)
  }
}

interface Recording {
  blob: Blob
  /** The recorder's type ('audio/webm;codecs=opus' in Chromium). */
  mimeType: string
  /** How many timeslice chunks made the recording. */
  chunks: number
  durationMs: number
}

interface RecorderOptions {
  deviceId?: string | null
  /** The input level, 0–1, while recording; 0 once stopped. */
  onLevel?: (level: number) => void
  /** The recorder failed mid-recording (docs/product.md#errors: 'Recording error occurred'). */
  onError?: (error: Error) => void
}

export interface ActiveRecording {
  /** The label of the microphone in use (empty until the browser reveals labels). */
  readonly deviceLabel: string
  readonly deviceId: string | null
  readonly mimeType: string
  /** Stops and resolves with the whole recording. */
  stop(): Promise<Recording>
  /** Stops and throws the audio away (restart, leaving the screen). */
  cancel(): void
}

export type StartRecorder = (options?: RecorderOptions) => Promise<ActiveRecording>

/**
 * Opens the microphone and starts recording in RECORDING_TIMESLICE_MS chunks. Rejects with a
 * MicrophoneError when the microphone cannot be opened.
 */
export const startRecorder: StartRecorder = async (options = {}) => {
  const stream = await openMicrophone(options.deviceId)
  const mimeType = pickMimeType()
  let recorder: MediaRecorder
  try {
    recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined)
  } catch (error) {
    stopStream(stream)
    throw new MicrophoneError('other', errorDetail(error))
  }
  const chunks: Blob[] = []
  const startedAt = performance.now()
  const stopLevel = options.onLevel ? watchLevel(stream, options.onLevel) : () => undefined
  let released = false
  const release = () => {
    if (released) return
    released = true
    stopLevel()
    stopStream(stream)
  }

  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data)
  })
  recorder.addEventListener('error', (event) => {
    release()
    const cause = (event as Event & { error?: unknown }).error
    options.onError?.(cause instanceof Error ? cause : new Error(RECORDER_MESSAGES.failed))
  })
  recorder.start(RECORDING_TIMESLICE_MS)

  const track = stream.getAudioTracks()[0]
  const settings = track?.getSettings()
  return {
    deviceLabel: track?.label ?? '',
    deviceId: settings?.deviceId ?? options.deviceId ?? null,
    mimeType: recorder.mimeType || mimeType || '',
    stop() {
      return new Promise<Recording>((resolve, reject) => {
        if (recorder.state === 'inactive') {
          release()
          reject(new Error(RECORDER_MESSAGES.failed))
          return
        }
        recorder.addEventListener(
          'stop',
          () => {
            release()
            const type = recorder.mimeType || mimeType || chunks[0]?.type || 'audio/webm'
            resolve({
              blob: new Blob(chunks, { type }),
              mimeType: type,
              chunks: chunks.length,
              durationMs: Math.round(performance.now() - startedAt),
            })
          },
          { once: true },
        )
        recorder.stop()
      })
    },
    cancel() {
      if (recorder.state !== 'inactive') recorder.stop()
      release()
    },
  }
}
