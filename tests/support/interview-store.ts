import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest'
import { mockServer, seedDatabase } from '../../mocks/node'
import { api } from '@/api/client'
import type { PersistentInterview } from '@/contract/types'
import {
  configureInterview,
  interviewActions,
  interviewState,
} from '@/features/interview/interview-store'
import { resetLogContext } from '@/lib/logger'
import type { StartRecorder } from '@/lib/recorder'
import { createMemoryStorage } from '@/lib/storage'
import { clearToken } from '@/lib/token'
import { muteConsole } from './console'

/**
 * The interview store's node tests share this set-up: the store against the node mock
 * (msw/node), with the same handlers, data and AI stub as the app. Node 20 has no WebSocket, so
 * recordings go over HTTP there; the browser tests cover the socket.
 */

/** A recorder that "records" a few bytes: the mock transcribes any non-empty audio. */
export const fakeRecorder: StartRecorder = () =>
  Promise.resolve({
    deviceLabel: 'Fake Mic',
    deviceId: 'fake',
    mimeType: 'audio/webm',
    stop: () =>
      Promise.resolve({
        blob: new Blob([new Uint8Array([7, 1, 2, 3, 4])], { type: 'audio/webm' }),
        mimeType: 'audio/webm',
        chunks: 1,
        durationMs: 100,
      }),
    cancel: () => undefined,
  })

let logs: { level: string; message: string }[] = []
let restoreDeps: () => void = () => undefined

/** What the app logged during the current test, in order. */
export const consoleLogs = () => logs

export const logged = (message: string) => logs.some((entry) => entry.message === message)

/** Registers the hooks: mock server, fresh storage and data, the fake recorder, muted logs. */
export function setUpInterviewStore(): void {
  beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
  afterAll(() => mockServer.close())

  beforeEach(async () => {
    vi.stubGlobal('localStorage', createMemoryStorage())
    vi.stubGlobal('sessionStorage', createMemoryStorage())
    logs = []
    muteConsole(undefined, (level, [message]) => logs.push({ level, message: String(message) }))
    restoreDeps = configureInterview({ startRecorder: fakeRecorder })
    await seedDatabase()
  })

  afterEach(async () => {
    void interviewActions.leave()
    await interviewActions.whenSettled()
    restoreDeps()
    mockServer.resetHandlers()
    clearToken()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    resetLogContext()
  })
}

export async function persisted(id: string): Promise<PersistentInterview> {
  const { data } = await api.GET('/persistent-interviews/{id}', { params: { path: { id } } })
  if (!data) throw new Error('persistent interview not found')
  return data
}

/** Answers by typing until the interview is done (admins only). */
export async function typeUntilFinished(): Promise<void> {
  for (let turn = 0; turn < 40 && interviewState.status !== 'finished'; turn++) {
    expect(interviewState.status).toBe('idle')
    expect(interviewState.error).toBeNull()
    await interviewActions.submitText(
      `  Answer ${turn}: I order most mornings before work and it usually arrives on time.  `,
    )
  }
  expect(interviewState.status).toBe('finished')
}

export async function speakUntilFinished(): Promise<void> {
  for (let turn = 0; turn < 40 && interviewState.status !== 'finished'; turn++) {
    expect(interviewState.error).toBeNull()
    await interviewActions.startRecording()
    expect(interviewState.status).toBe('recording')
    await interviewActions.stopRecording()
  }
  expect(interviewState.status).toBe('finished')
}

export function never(): never {
  throw new Error('unreachable')
}
