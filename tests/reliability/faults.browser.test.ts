import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fixtureIds, projects } from '../../fixtures'
import { validateAt } from '../../mocks/contract/validation'
import {
  clearFaults,
  faultSettings,
  setFaults,
  SOCKET_DROP,
} from '../../mocks/faults/fault-settings'
import { api } from '@/api/client'
import { connectInterviewSocket, SocketAnswerError } from '@/api/interview-socket'
import { interviewActions, interviewState } from '@/features/interview/interview-store'
import { clearToken } from '@/lib/token'
import { setUpMockWorker } from '../support/mock-worker'
import { countRecordedChunks } from '../support/recorded-chunks'
import { muteConsole } from '../support/console'
import { demoCredentials } from '../support/accounts'
import { signInForToken } from '../support/sign-in'

/**
 * Injected faults (issue 10, item 3) in the browser, through the app's own client and interview
 * store against the MSW worker: each fault is observable. Latency is shown by ordering (a
 * delayed call is overtaken), never by a timing threshold.
 */

const network = projects[1]
const mock = setUpMockWorker({ signOut: false })

beforeEach(async () => {
  muteConsole(['info', 'warn', 'error'])
  await signInForToken('interviewee')
})

afterEach(async () => {
  clearFaults()
  void interviewActions.leave()
  await interviewActions.whenSettled()
  clearToken()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

function expectInjected(error: unknown, response: Response) {
  expect(response.status).toBe(500)
  expect(error).toMatchObject({ status: 500, code: 'internal_error' })
  expect(validateAt('/components/schemas/Error', error, 'response')).toBeNull()
}

/** A call answered by an override placed before the guard: it never waits the latency. */
function unguardedConfig() {
  mock.worker.use(
    http.get('*/api/auth/config', () => HttpResponse.json({ registrationEnabled: true })),
  )
  return () => fetch('/api/auth/config')
}

describe('HTTP faults', () => {
  it('with an error rate of 1, every call fails with 500 internal_error', async () => {
    setFaults({ errorRate: 1 })
    const projectsCall = await api.GET('/projects')
    expectInjected(projectsCall.error, projectsCall.response)
    const config = await api.GET('/auth/config')
    expectInjected(config.error, config.response)
    const profile = await api.PUT('/users/me', {
      body: { firstName: 'Ines', lastName: 'Ito', email: 'interviewee@candor.test' },
    })
    expectInjected(profile.error, profile.response)
    const login = await api.POST('/auth/login', {
      body: demoCredentials.admin,
    })
    expectInjected(login.error, login.response)
  })

  it('fails the chosen operations while the others succeed', async () => {
    setFaults({ failOperations: ['listProjects', 'getProfile'] })
    const failed = await api.GET('/projects')
    expectInjected(failed.error, failed.response)
    const profile = await api.GET('/auth/profile')
    expectInjected(profile.error, profile.response)
    const types = await api.GET('/project-types')
    expect(types.response.status).toBe(200)
    expect(types.data?.length).toBeGreaterThan(0)
    const interviews = await api.GET('/persistent-interviews/in-progress')
    expect(interviews.response.status).toBe(200)
  })

  it('delays every guarded call: an unguarded call sent after it arrives first', async () => {
    const config = unguardedConfig()
    setFaults({ latency: { min: 400, max: 400 } })
    const order: string[] = []
    const delayed = api.GET('/projects').then((result) => {
      order.push('delayed')
      return result
    })
    const direct = config().then(() => order.push('direct'))
    await Promise.all([delayed, direct])
    expect(order).toEqual(['direct', 'delayed'])
    expect((await delayed).response.status).toBe(200)
  })

  it('reads the faults from the address given to startMockWorker, options winning', async () => {
    mock.stop()
    await mock.start({
      url: '/?mockFail=listProjectTypes&mockDropSocket=1&mockErrorRate=0.5',
      faults: { errorRate: 0 },
    })
    expect(faultSettings()).toMatchObject({
      failOperations: ['listProjectTypes'],
      dropSocket: true,
      errorRate: 0,
    })
    const token = await signInForToken('interviewee')
    expect(token).not.toBe('')
    const types = await api.GET('/project-types')
    expectInjected(types.error, types.response)
    expect((await api.GET('/projects')).response.status).toBe(200)

    mock.stop()
    expect(faultSettings().failOperations).toEqual([])
    await mock.start()
  })
})

describe('interview socket faults', () => {
  async function startSocketInterview(token: string) {
    const { data } = await api.POST('/interviews', {
      body: {
        company: network.company,
        product: network.product,
        projectId: fixtureIds.projects.network,
      },
    })
    if (!data) throw new Error('the interview did not start')
    return connectInterviewSocket(data.id, { token })
  }

  it("drops mid-answer with 1011: the store shows 'Connection to server was lost', retry works", async () => {
    await interviewActions.startFromProject(network)
    expect(interviewState.transport).toBe('socket')
    const question = interviewState.question?.id
    setFaults({ dropSocket: true })

    const recorded = countRecordedChunks()
    await interviewActions.startRecording()
    // Records until the fake microphone gave some audio.
    await expect.poll(recorded).toBeGreaterThan(0)
    await interviewActions.stopRecording()
    expect(interviewState).toMatchObject({
      status: 'idle',
      error: 'Connection to server was lost',
      pendingAnswer: { kind: 'audio' },
    })
    expect(interviewState.question?.id).toBe(question)

    clearFaults()
    expect(await interviewActions.retryLastAnswer()).toBe(true)
    expect(interviewState.error).toBeNull()
    expect(interviewState.answers.at(-1)?.questionId).toBe(question)
    expect(interviewState.question?.id).not.toBe(question)
  })

  it('closes the raw socket with 1011 before any reply to the answer', async () => {
    const token = await signInForToken('interviewee')
    const { data: started } = await api.POST('/interviews', {
      body: { company: network.company, product: network.product, projectId: network.id },
    })
    const socket = new WebSocket(
      `ws://${location.host}/ws/interviews/${started?.id}?token=${token}`,
    )
    const received: string[] = []
    socket.addEventListener('message', (event) => {
      received.push((JSON.parse(String(event.data)) as { type: string }).type)
    })
    await new Promise<void>((resolve) =>
      socket.addEventListener('message', () => resolve(), { once: true }),
    )
    setFaults({ dropSocket: true })
    socket.send(new Blob([new Uint8Array([1, 2, 3])]))
    socket.send(new Blob([]))
    const close = await new Promise<CloseEvent>((resolve) =>
      socket.addEventListener('close', resolve),
    )
    expect(close.code).toBe(SOCKET_DROP.code)
    expect(close.reason).toBe(SOCKET_DROP.reason)
    expect(received).toEqual(['status'])
  })

  it('delays the transcript over the socket: a call sent after the answer returns first', async () => {
    const token = await signInForToken('interviewee')
    const socket = await startSocketInterview(token)
    const config = unguardedConfig()
    setFaults({ slowTranscriptionMs: 400 })
    const order: string[] = []
    const answer = socket
      .sendAnswer(new Blob([new Uint8Array([4, 5, 6])], { type: 'audio/webm' }))
      .then((result) => {
        order.push('transcript')
        return result
      })
    await config().then(() => order.push('direct'))
    const result = await answer
    expect(order).toEqual(['direct', 'transcript'])
    expect(result.transcript.length).toBeGreaterThan(0)
    socket.close()
  })

  it('delays the transcript of a typed answer over HTTP too', async () => {
    await signInForToken('admin')
    const { data: started } = await api.POST('/interviews', {
      body: { company: network.company, product: network.product, projectId: network.id },
    })
    const config = unguardedConfig()
    setFaults({ slowTranscriptionMs: 400 })
    const order: string[] = []
    const answer = api
      .POST('/interviews/{id}/answer', {
        params: { path: { id: started?.id ?? '' } },
        body: { text: 'Quick and friendly.', isTextResponse: true },
      })
      .then((result) => {
        order.push('transcript')
        return result
      })
    await config().then(() => order.push('direct'))
    const { data } = await answer
    expect(order).toEqual(['direct', 'transcript'])
    expect(data?.transcript).toBe('Quick and friendly.')
  })

  it('rejects an answer on a dropped socket with the lost-connection text', async () => {
    const token = await signInForToken('interviewee')
    const socket = await startSocketInterview(token)
    setFaults({ dropSocket: true })
    const failure = await socket
      .sendAnswer(new Blob([new Uint8Array([7])], { type: 'audio/webm' }))
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(SocketAnswerError)
    expect(failure).toMatchObject({ message: 'Connection to server was lost', failure: 'lost' })
  })
})
