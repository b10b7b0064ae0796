import { ws, type WebSocketHandler } from 'msw'
import { configureInterview } from '@/features/interview/interview-store'
import type { ActiveRecording, StartRecorder } from '@/lib/recorder'

/** The interview socket as the mock serves it (a bare wildcard host: Chromium spells a `*` host as %2A). */
const interviewSocket = ws.link('*/ws/interviews/:id')

type SocketClient = Parameters<
  Parameters<typeof interviewSocket.addEventListener<'connection'>>[1]
>[0]['client']

const isEndFrame = (data: unknown) => data instanceof Blob && data.size === 0

/**
 * Takes each answer away from the mock's own socket session (stopPropagation) and replies with
 * `reply` once its end frame arrives. The mock still says 'ready' on connect.
 */
function onAnswer(reply: (client: SocketClient) => void): WebSocketHandler {
  return interviewSocket.addEventListener('connection', ({ client }) => {
    client.addEventListener('message', (event) => {
      event.stopPropagation()
      if (isEndFrame(event.data)) reply(client)
    })
  })
}

/** Socket override sets, merged into the named failure sets. */
export const socketSets = {
  /** Every connection refused before 'ready': answers go over HTTP. */
  socketUnavailable: [
    interviewSocket.addEventListener('connection', ({ client }) => {
      client.close(4000, 'No socket in this story')
    }),
  ],
  /** Answers are taken but never answered: 'Processing...' (until the 30 s answer timeout). */
  socketSilent: [onAnswer(() => undefined)],
  /** An unclean close mid-answer: 'Connection to server was lost'. */
  socketDrops: [onAnswer((client) => client.close(4000, 'Gone'))],
  /** The server's error message: 'Server error: {detail}'. */
  socketServerError: [
    onAnswer((client) =>
      client.send(JSON.stringify({ type: 'error', detail: 'Transcription failed' })),
    ),
  ],
  /**
   * An error event on the socket mid-answer: 'WebSocket connection error'. MSW's client
   * connection holds the page's socket, though its public type leaves it out.
   */
  socketError: [
    onAnswer((client) =>
      (client as unknown as { socket: WebSocket }).socket.dispatchEvent(new Event('error')),
    ),
  ],
} satisfies Record<string, WebSocketHandler[]>

/** How the fake microphone misbehaves, by the DOMException name a browser would give. */
type MicrophoneFailure =
  'NotAllowedError' | 'NotFoundError' | 'OverconstrainedError' | 'NotReadableError'

export interface FakeRecorderOptions {
  /** getUserMedia refuses with this error. */
  refuse?: MicrophoneFailure
  /** The recording breaks when stopped: 'Recording error occurred'. */
  breakOnStop?: boolean
}

const FAKE_MICROPHONE = 'Studio Microphone'

/**
 * A recorder that needs no microphone or permission prompt: a steady input level, and a short
 * non-empty "recording" the mock transcribes like any other (stories stay the same in every
 * browser, and fast).
 */
function fakeRecorder(options: FakeRecorderOptions = {}): StartRecorder {
  return async ({ deviceId = null, onLevel } = {}) => {
    if (options.refuse) throw new DOMException('Device busy', options.refuse)
    onLevel?.(0.45)
    const recording: ActiveRecording = {
      deviceLabel: FAKE_MICROPHONE,
      deviceId,
      mimeType: 'audio/webm',
      stop: () => {
        onLevel?.(0)
        if (options.breakOnStop) {
          return Promise.reject(new Error('The recorder stopped unexpectedly'))
        }
        const blob = new Blob([new Uint8Array(2048).fill(7)], { type: 'audio/webm' })
        return Promise.resolve({ blob, mimeType: 'audio/webm', chunks: 5, durationMs: 500 })
      },
      cancel: () => onLevel?.(0),
    }
    return Promise.resolve(recording)
  }
}

/** `beforeEach: withFakeRecorder()`: the interview records with the fake; undone afterwards. */
export function withFakeRecorder(options: FakeRecorderOptions = {}) {
  return () => configureInterview({ startRecorder: fakeRecorder(options) })
}

interface FakeDevice {
  deviceId: string
  label: string
}

/** The system default, a named microphone, and one the browser gives no label (shown by id). */
const fakeDevices: FakeDevice[] = [
  { deviceId: 'default', label: `Default - ${FAKE_MICROPHONE}` },
  { deviceId: 'studio-microphone-1', label: FAKE_MICROPHONE },
  { deviceId: 'a1b2c3d4e5f6', label: '' },
]

export interface FakeMicrophonesOptions {
  devices?: FakeDevice[]
  /** getUserMedia refuses with this error (the sidebar's Test Mic, the picker's change). */
  refuse?: MicrophoneFailure
  /** getUserMedia never answers (the 'Testing microphone access...' notice stays). */
  hang?: boolean
}

function fakeStream(device: FakeDevice | undefined): MediaStream {
  const track = {
    kind: 'audio',
    label: device?.label || FAKE_MICROPHONE,
    getSettings: () => ({ deviceId: device?.deviceId ?? 'default' }),
    stop: () => undefined,
  }
  // Only these members are read by the microphone code (src/lib/microphones.ts, recorder.ts).
  return {
    getAudioTracks: () => [track],
    getTracks: () => [track],
  } as unknown as MediaStream
}

/**
 * `beforeEach: withFakeMicrophones()`: the sidebar and the picker see these devices, and opening
 * one needs no permission prompt. Undone after the story.
 */
export function withFakeMicrophones(options: FakeMicrophonesOptions = {}) {
  return () => {
    const devices = options.devices ?? fakeDevices
    const media = navigator.mediaDevices
    media.enumerateDevices = () =>
      Promise.resolve(
        devices.map((device): MediaDeviceInfo => ({
          ...device,
          groupId: 'fake',
          kind: 'audioinput',
          toJSON: () => device,
        })),
      )
    media.getUserMedia = (constraints) => {
      if (options.hang) return new Promise<MediaStream>(() => undefined)
      if (options.refuse) return Promise.reject(new DOMException('Device busy', options.refuse))
      const audio = constraints?.audio
      const wanted =
        typeof audio === 'object' && audio.deviceId && typeof audio.deviceId === 'object'
          ? (audio.deviceId as ConstrainDOMStringParameters).exact
          : 'default'
      return Promise.resolve(fakeStream(devices.find((device) => device.deviceId === wanted)))
    }
    return () => {
      // The own properties shadowed the prototype's methods; removing them restores those.
      Reflect.deleteProperty(media, 'enumerateDevices')
      Reflect.deleteProperty(media, 'getUserMedia')
    }
  }
}
