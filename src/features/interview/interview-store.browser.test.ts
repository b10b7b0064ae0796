import { ws } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fixtureIds, projects } from '../../../fixtures'
import { setUpMockWorker } from '../../../tests/support/mock-worker'
import { countRecordedChunks } from '../../../tests/support/recorded-chunks'
import { api } from '@/api/client'
import { answeredPrimaryCount } from '@/domain/interview-progress'
import { clearToken, writeToken } from '@/lib/token'
import { interviewActions, interviewState } from './interview-store'
import { muteConsole, recordInto } from '../../../tests/support/console'
import { demoCredentials } from '../../../tests/support/accounts'

/**
 * The interview store in Chromium: the fake microphone records real webm/opus, the MSW worker
 * serves the API and the interview socket.
 */

const [coffee, network] = projects
const interviewee = demoCredentials.interviewee

const mock = setUpMockWorker({ signOut: false })
let logs: string[]
let recorded: () => number

beforeEach(async () => {
  logs = []
  recorded = countRecordedChunks()
  muteConsole(['info', 'warn', 'error'], recordInto(logs))
  const { data } = await api.POST('/auth/login', { body: interviewee })
  if (!data) throw new Error('login failed')
  writeToken(data.token)
})

afterEach(async () => {
  void interviewActions.leave()
  await interviewActions.whenSettled()
  clearToken()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** One spoken answer: record the fake microphone until it gave some audio, then stop and send. */
async function speak(): Promise<void> {
  const before = recorded()
  await interviewActions.startRecording()
  expect(interviewState.status).toBe('recording')
  await expect.poll(recorded).toBeGreaterThan(before)
  await interviewActions.stopRecording()
}

async function speakUntilFinished(): Promise<void> {
  for (let turn = 0; turn < 40 && interviewState.status !== 'finished'; turn++) {
    expect(interviewState.error).toBeNull()
    await speak()
  }
  expect(interviewState.status).toBe('finished')
}

const interviewSocket = ws.link('*/ws/interviews/:id')

/** Keeps the mock's own socket handler from seeing the client's frames. */
function isEndFrame(data: unknown): boolean {
  return data instanceof Blob && data.size === 0
}

describe('voice interview in the browser', () => {
  it('runs a whole voice interview over the socket to finished', { timeout: 60_000 }, async () => {
    await interviewActions.startFromProject(network)
    expect(interviewState.status).toBe('idle')
    await speakUntilFinished()
    expect(interviewState.transport).toBe('socket')
    expect(logs).toContain('Using WebSocket transport')
    expect(logs).not.toContain('WebSocket unavailable, falling back to HTTP')
    expect(interviewState.summary?.length).toBeGreaterThanOrEqual(5)
    expect(interviewState.answers.every((answer) => answer.text.length > 0)).toBe(true)
    await interviewActions.whenSettled()
    const { data } = await api.GET('/persistent-interviews/{id}', {
      params: { path: { id: interviewState.persistentId ?? '' } },
    })
    expect(data?.status).toBe('completed')
    expect(data && answeredPrimaryCount(data)).toBe(data?.metadata.total_questions)
  })

  it('falls back to HTTP when the socket closes before ready', { timeout: 60_000 }, async () => {
    mock.worker.use(
      interviewSocket.addEventListener('connection', ({ client }) => {
        client.close(4000, 'No sockets today')
      }),
    )
    await interviewActions.startFromProject(network)
    await speakUntilFinished()
    expect(interviewState.transport).toBe('http')
    expect(logs).toContain('WebSocket unavailable, falling back to HTTP')
    expect(interviewState.summary?.length).toBeGreaterThanOrEqual(5)
  })

  it("shows 'Connection to server was lost' on an unclean close mid-answer, and retry works", async () => {
    mock.worker.use(
      interviewSocket.addEventListener('connection', ({ client }) => {
        client.addEventListener('message', (event) => {
          event.stopPropagation()
          if (isEndFrame(event.data)) client.close(4000, 'Gone')
        })
      }),
    )
    await interviewActions.resume(await inProgressCoffee())
    const question = interviewState.question?.id
    await speak()
    expect(interviewState).toMatchObject({
      status: 'idle',
      error: 'Connection to server was lost',
      pendingAnswer: { kind: 'audio' },
    })
    expect(interviewState.question?.id).toBe(question)

    mock.worker.resetHandlers()
    expect(await interviewActions.retryLastAnswer()).toBe(true)
    expect(interviewState.error).toBeNull()
    expect(interviewState.answers.at(-1)?.questionId).toBe(question)
    expect(interviewState.question?.id).not.toBe(question)
  })

  it("shows 'Server error: {detail}' for an error message", async () => {
    mock.worker.use(
      interviewSocket.addEventListener('connection', ({ client }) => {
        client.addEventListener('message', (event) => {
          event.stopPropagation()
          if (isEndFrame(event.data)) {
            client.send(JSON.stringify({ type: 'error', detail: 'Transcription failed' }))
          }
        })
      }),
    )
    await interviewActions.startFromProject(network)
    await speak()
    expect(interviewState).toMatchObject({
      status: 'idle',
      error: 'Server error: Transcription failed',
      pendingAnswer: { kind: 'audio' },
    })
  })

  it.each([
    ['NotAllowedError', 'Microphone access denied. Please allow microphone access and try again.'],
    ['NotFoundError', 'Selected microphone not found. Please check your microphone connection.'],
    [
      'OverconstrainedError',
      'Selected microphone is not available. Please try a different microphone.',
    ],
    ['NotReadableError', 'Could not access microphone: Device busy'],
  ])('maps a %s from getUserMedia to its text', async (name, text) => {
    vi.spyOn(navigator.mediaDevices, 'getUserMedia').mockRejectedValue(
      new DOMException('Device busy', name),
    )
    await interviewActions.startFromProject(network)
    await interviewActions.startRecording('missing-device')
    expect(interviewState).toMatchObject({ status: 'idle', error: text })
  })
})

async function inProgressCoffee() {
  const { data } = await api.GET('/persistent-interviews/in-progress')
  const found = data?.find((item) => item.interview_id === fixtureIds.interviews.coffeeInProgress)
  if (!found || found.project_id !== coffee.id) throw new Error('fixture interview missing')
  return found
}
