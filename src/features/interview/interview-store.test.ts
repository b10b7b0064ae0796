import { delay, http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fixtureIds, projects } from '../../../fixtures'
import { mockServer, seedDatabase } from '../../../mocks/node'
import { api } from '../../api/client'
import { answeredPrimaryCount } from '../../api/interview-progress'
import type { PersistentInterview } from '../../api/types'
import { getLogContext, resetLogContext } from '../../lib/logger'
import type { StartRecorder } from '../../lib/recorder'
import { createMemoryStorage } from '../../lib/storage'
import { clearToken, writeToken } from '../../lib/token'
import { configureInterview, interviewActions, interviewState } from './interview-store'
import { currentQuestionLabel, numberAnswers } from './numbering'

/**
 * The store against the node mock (msw/node): the same handlers, data and AI stub as the app.
 * Node 20 has no WebSocket, so recordings go over HTTP here; the browser tests cover the socket.
 */

const [coffee, network] = projects
const accounts = {
  admin: { email: 'admin@candor.test', password: 'admin123' },
  interviewee: { email: 'interviewee@candor.test', password: 'interviewee123' },
} as const

let logs: { level: string; message: string }[]
let restoreDeps: () => void

/** A recorder that "records" a few bytes: the mock transcribes any non-empty audio. */
const fakeRecorder: StartRecorder = () =>
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

async function signIn(account: { email: string; password: string }): Promise<void> {
  const { data } = await api.POST('/auth/login', { body: account })
  if (!data) throw new Error('login failed')
  writeToken(data.token)
}

async function persisted(id: string): Promise<PersistentInterview> {
  const { data } = await api.GET('/persistent-interviews/{id}', { params: { path: { id } } })
  if (!data) throw new Error('persistent interview not found')
  return data
}

/** Answers by typing until the interview is done (admins only). */
async function typeUntilFinished(): Promise<void> {
  for (let turn = 0; turn < 40 && interviewState.status !== 'finished'; turn++) {
    expect(interviewState.status).toBe('idle')
    expect(interviewState.error).toBeNull()
    await interviewActions.submitText(
      `  Answer ${turn}: I order most mornings before work and it usually arrives on time.  `,
    )
  }
  expect(interviewState.status).toBe('finished')
}

async function speakUntilFinished(): Promise<void> {
  for (let turn = 0; turn < 40 && interviewState.status !== 'finished'; turn++) {
    expect(interviewState.error).toBeNull()
    await interviewActions.startRecording()
    expect(interviewState.status).toBe('recording')
    await interviewActions.stopRecording()
  }
  expect(interviewState.status).toBe('finished')
}

const logged = (message: string) => logs.some((entry) => entry.message === message)

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterAll(() => mockServer.close())

beforeEach(async () => {
  vi.stubGlobal('localStorage', createMemoryStorage())
  vi.stubGlobal('sessionStorage', createMemoryStorage())
  logs = []
  for (const level of ['debug', 'info', 'warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((message: unknown) => {
      logs.push({ level, message: String(message) })
    })
  }
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

describe('interview store', () => {
  it('takes a typed interview as admin to finished, with the answers persisted', async () => {
    await signIn(accounts.admin)
    const starting = interviewActions.startFromProject(coffee)
    expect(interviewState.status).toBe('waiting')
    expect(interviewState.project).toEqual({
      id: coffee.id,
      company: coffee.company,
      product: coffee.product,
    })
    await starting
    expect(interviewState.status).toBe('idle')
    expect(interviewState.question?.isFollowUp).toBe(false)
    expect(interviewState.resumed).toBe(false)
    expect(getLogContext()).toMatchObject({
      interviewId: interviewState.sessionId,
      questionId: interviewState.question?.id,
    })

    await typeUntilFinished()
    await interviewActions.whenSettled()

    expect(interviewState.summary?.length).toBeGreaterThanOrEqual(5)
    expect(interviewState.question).toBeNull()
    expect(interviewState.answers[0]?.text).toMatch(/^Answer 0:/)
    const persistentId = interviewState.persistentId
    expect(persistentId).not.toBeNull()
    const server = await persisted(persistentId ?? '')
    expect(server.status).toBe('completed')
    // The lead/admin rule: an admin interviewing records themself as the interviewer.
    expect(server.interviewer_id).toBe(fixtureIds.users.admin)
    expect(answeredPrimaryCount(server)).toBe(server.metadata.total_questions)
    const labels = numberAnswers(interviewState.answers).map((n) => n.label)
    expect(labels.filter((label) => !label.includes('.'))).toHaveLength(
      server.metadata.total_questions,
    )
    expect(interviewState.answers.length).toBe(interviewState.summary?.length)
    expect(logged('Failed to record answer')).toBe(false)
  })

  it('rebuilds the answers from the interview the finish call returns', async () => {
    mockServer.use(
      http.post('*/api/persistent-interviews/:id/finish', ({ params }) => {
        const interview: PersistentInterview = {
          interview_id: String(params.id),
          project_id: coffee.id,
          interviewer_id: null,
          interviewee_id: fixtureIds.users.admin,
          status: 'completed',
          started_at: '2026-01-01T00:00:00.000Z',
          completed_at: '2026-01-01T00:10:00.000Z',
          metadata: {
            company: coffee.company,
            product: coffee.product,
            product_description: '',
            is_lead_interview: true,
            total_questions: 6,
          },
          questions: interviewState.answers.map((answer, index) => ({
            question_id: answer.questionId,
            project_type_question_id: answer.projectTypeQuestionId,
            text: answer.questionText,
            displayed_at: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
            follow_up_of: null,
            answer_text: `As saved: ${answer.text}`,
            answered_at: new Date(Date.UTC(2026, 0, 1, 0, index, 30)).toISOString(),
            sentiment: 'neutral',
            response_time_ms: 30000,
            children: [],
          })),
        }
        return HttpResponse.json(interview)
      }),
    )
    await signIn(accounts.admin)
    await interviewActions.startFromProject(coffee)
    await typeUntilFinished()
    await interviewActions.whenSettled()
    expect(interviewState.answers.length).toBeGreaterThan(0)
    for (const answer of interviewState.answers) expect(answer.text).toMatch(/^As saved: /)
  })

  it('only logs persistence failures, and the interview goes on', async () => {
    const failure = () =>
      HttpResponse.json(
        { status: 500, code: 'internal', message: 'Database unavailable' },
        { status: 500 },
      )
    mockServer.use(http.post('*/api/persistent-interviews/:id/answers', failure))
    await signIn(accounts.admin)
    await interviewActions.startFromProject(coffee)
    await typeUntilFinished()
    await interviewActions.whenSettled()
    expect(interviewState.error).toBeNull()
    expect(interviewState.summary?.length).toBeGreaterThan(0)
    expect(logs).toContainEqual({ level: 'error', message: 'Failed to record answer' })
    // The server's copy has no answers, so the local ones stay.
    expect(interviewState.answers.length).toBe(interviewState.summary?.length)
  })

  it('goes on without a persistent record when it cannot be started', async () => {
    mockServer.use(http.post('*/api/persistent-interviews', () => HttpResponse.error()))
    await signIn(accounts.admin)
    await interviewActions.startFromProject(coffee)
    await typeUntilFinished()
    await interviewActions.whenSettled()
    expect(interviewState.persistentId).toBeNull()
    expect(logged('Failed to start persistent interview')).toBe(true)
    expect(logged('Failed to finish interview')).toBe(false)
  })

  it('keeps a typed answer after a failed upload and re-sends it', async () => {
    await signIn(accounts.admin)
    await interviewActions.startFromProject(coffee)
    const first = interviewState.question?.id
    mockServer.use(
      http.post('*/api/interviews/:id/answer', () => HttpResponse.error(), { once: true }),
    )
    await interviewActions.submitText('  It was quick.  ')
    expect(interviewState).toMatchObject({
      status: 'idle',
      error: 'Failed to process text response',
      pendingAnswer: { kind: 'text', text: 'It was quick.' },
    })
    expect(interviewState.question?.id).toBe(first)
    expect(await interviewActions.retryLastAnswer()).toBe(true)
    expect(interviewState.error).toBeNull()
    expect(interviewState.pendingAnswer).toBeNull()
    expect(interviewState.answers).toMatchObject([{ questionId: first, text: 'It was quick.' }])
  })

  it('ignores empty typed responses', async () => {
    await signIn(accounts.admin)
    await interviewActions.startFromProject(coffee)
    expect(await interviewActions.submitText('   ')).toBe(false)
    expect(interviewState.status).toBe('idle')
  })

  it('keeps a recording after a failed upload; retry sends it without recording again', async () => {
    await signIn(accounts.admin)
    await interviewActions.startFromProject(coffee)
    const recorder = vi.fn(fakeRecorder)
    configureInterview({ startRecorder: recorder })
    mockServer.use(
      http.post('*/api/interviews/:id/answer', () => HttpResponse.error(), { once: true }),
    )
    await interviewActions.startRecording()
    expect(interviewState.deviceLabel).toBe('Fake Mic')
    await interviewActions.stopRecording()
    expect(interviewState.error).toBe('Failed to upload audio')
    expect(interviewState.pendingAnswer?.kind).toBe('audio')
    // ref() keeps it a real Blob inside the proxy.
    const kept = interviewState.pendingAnswer
    expect(kept?.kind === 'audio' && kept.audio instanceof Blob).toBe(true)
    expect(interviewState.transport).toBe('http')
    expect(logged('WebSocket unavailable, falling back to HTTP')).toBe(true)

    await interviewActions.retryLastAnswer()
    expect(recorder).toHaveBeenCalledTimes(1)
    expect(interviewState.error).toBeNull()
    expect(interviewState.answers).toHaveLength(1)
    expect(interviewState.answers[0]?.audio).toBeInstanceOf(Blob)
  })

  it("shows 'Failed to process answer' when the server fails processing a recording", async () => {
    await signIn(accounts.admin)
    await interviewActions.startFromProject(coffee)
    mockServer.use(
      http.post(
        '*/api/interviews/:id/answer',
        () => HttpResponse.json({ status: 500, code: 'x', message: 'AI down' }, { status: 500 }),
        { once: true },
      ),
    )
    await interviewActions.startRecording()
    await interviewActions.stopRecording()
    expect(interviewState.error).toBe('Failed to process answer')
    interviewActions.dismissError()
    expect(interviewState.error).toBeNull()
  })

  it('resumes an interview: earlier answers back, continuing with its third question', async () => {
    await signIn(accounts.interviewee)
    const { data: inProgress } = await api.GET('/persistent-interviews/in-progress')
    const fixture = inProgress?.find(
      (item) => item.interview_id === fixtureIds.interviews.coffeeInProgress,
    )
    expect(fixture).toBeDefined()
    await interviewActions.resume(fixture as PersistentInterview)

    expect(interviewState).toMatchObject({
      status: 'idle',
      resumed: true,
      persistentId: fixtureIds.interviews.coffeeInProgress,
      project: { id: coffee.id, company: coffee.company, product: coffee.product },
    })
    expect(numberAnswers(interviewState.answers).map((n) => n.label)).toEqual(['1', '1.1', '2'])
    const question = interviewState.question
    expect(question?.projectTypeQuestionId).toBe(fixtureIds.serviceQuestions.lastTime)
    expect(currentQuestionLabel(interviewState.answers, question ?? never())).toBe('3')

    await speakUntilFinished()
    await interviewActions.whenSettled()
    const server = await persisted(fixtureIds.interviews.coffeeInProgress)
    expect(server.status).toBe('completed')
    expect(answeredPrimaryCount(server)).toBe(server.metadata.total_questions)
    // Earlier answers first, then the new ones, as the server re-read them.
    expect(interviewState.answers[0]?.text).toMatch(/referral code/)
    expect(interviewState.answers.length).toBeGreaterThan(3)
  })

  it('resumes with the project the dashboard passes', async () => {
    await signIn(accounts.interviewee)
    const { data } = await api.GET('/persistent-interviews/in-progress')
    await interviewActions.resume(data?.[0] ?? never(), coffee)
    expect(interviewState).toMatchObject({
      status: 'idle',
      resumed: true,
      project: { id: coffee.id, company: coffee.company, product: coffee.product },
    })
  })

  it('resumes the in-progress interview when starting from its project', async () => {
    await signIn(accounts.interviewee)
    await interviewActions.startFromProject(coffee)
    expect(interviewState).toMatchObject({
      status: 'idle',
      resumed: true,
      persistentId: fixtureIds.interviews.coffeeInProgress,
    })
    expect(interviewState.answers).toHaveLength(3)
    expect(interviewState.question?.projectTypeQuestionId).toBe(
      fixtureIds.serviceQuestions.lastTime,
    )
  })

  it('starts afresh from a project without an interview in progress', async () => {
    await signIn(accounts.interviewee)
    await interviewActions.startFromProject(network)
    expect(interviewState).toMatchObject({ status: 'idle', resumed: false, answers: [] })
    await interviewActions.whenSettled()
    const server = await persisted(interviewState.persistentId ?? '')
    expect(server).toMatchObject({
      project_id: network.id,
      interviewer_id: null,
      interviewee_id: fixtureIds.users.interviewee,
    })
    expect(server.questions.map((q) => q.question_id)).toEqual([interviewState.question?.id])
  })

  it('runs a standalone interview about a sample company', async () => {
    await signIn(accounts.admin)
    await interviewActions.startStandalone('NetNest', 'NetNest Home Setup')
    expect(interviewState.project).toEqual({
      id: null,
      company: 'NetNest',
      product: 'NetNest Home Setup',
    })
    await typeUntilFinished()
    await interviewActions.whenSettled()
    const server = await persisted(interviewState.persistentId ?? '')
    expect(server).toMatchObject({ project_id: null, status: 'completed' })
    expect(server.metadata.company).toBe('NetNest')
  })

  it("shows 'Failed to start interview' when the session cannot start", async () => {
    mockServer.use(http.post('*/api/interviews', () => HttpResponse.error()))
    await signIn(accounts.admin)
    await interviewActions.startFromProject(coffee)
    expect(interviewState).toMatchObject({
      status: 'idle',
      error: 'Failed to start interview',
      sessionId: null,
      question: null,
    })
  })

  it("shows 'Failed to resume interview' when the session cannot resume", async () => {
    mockServer.use(
      http.post('*/api/interviews', () =>
        HttpResponse.json({ status: 409, code: 'conflict', message: 'x' }, { status: 409 }),
      ),
    )
    await signIn(accounts.interviewee)
    await interviewActions.startFromProject(coffee)
    expect(interviewState).toMatchObject({ status: 'idle', error: 'Failed to resume interview' })
  })

  it('restart abandons the persisted interview, resets and hands back to the dashboard', async () => {
    await signIn(accounts.admin)
    await interviewActions.startFromProject(coffee)
    await interviewActions.submitText('A first answer about my mornings.')
    await interviewActions.whenSettled()
    const persistentId = interviewState.persistentId ?? ''
    const exited = vi.fn()
    const unsubscribe = interviewActions.onExit(exited)
    await interviewActions.restart()
    unsubscribe()
    expect(exited).toHaveBeenCalledTimes(1)
    expect(interviewState).toMatchObject({
      status: 'idle',
      project: null,
      sessionId: null,
      answers: [],
    })
    expect(getLogContext()).toMatchObject({ interviewId: null, questionId: null })
    expect((await persisted(persistentId)).status).toBe('abandoned')
  })

  it('only logs a failed abandon', async () => {
    mockServer.use(http.post('*/api/persistent-interviews/:id/abandon', () => HttpResponse.error()))
    await signIn(accounts.admin)
    await interviewActions.startFromProject(coffee)
    await interviewActions.restart()
    expect(logged('Failed to abandon interview')).toBe(true)
    expect(interviewState.error).toBeNull()
  })

  it('leave keeps the interview in progress for later', async () => {
    await signIn(accounts.admin)
    await interviewActions.startFromProject(coffee)
    await interviewActions.whenSettled()
    const persistentId = interviewState.persistentId ?? ''
    await interviewActions.leave()
    await interviewActions.whenSettled()
    expect(interviewState.project).toBeNull()
    expect((await persisted(persistentId)).status).toBe('in_progress')
  })

  it('leave hands back to the dashboard only once the last answer is saved', async () => {
    await signIn(accounts.admin)
    await interviewActions.startFromProject(coffee)
    await interviewActions.whenSettled()
    const persistentId = interviewState.persistentId ?? ''
    // Saving is slow from here on; the resolver falls through to the mock after the delay.
    mockServer.use(http.all('*/api/persistent-interviews/*', () => delay(300)))
    await interviewActions.submitText('An answer that takes a while to save.')
    const exited = vi.fn()
    const unsubscribe = interviewActions.onExit(exited)
    const leaving = interviewActions.leave()
    await Promise.resolve()
    expect(exited).not.toHaveBeenCalled()
    await leaving
    unsubscribe()
    expect(exited).toHaveBeenCalledTimes(1)
    expect(answeredPrimaryCount(await persisted(persistentId))).toBe(1)
  })

  it('a leave overtaken by a new interview does not hand back to the dashboard', async () => {
    await signIn(accounts.admin)
    await interviewActions.startFromProject(coffee)
    await interviewActions.whenSettled()
    mockServer.use(http.all('*/api/persistent-interviews/*', () => delay(300)))
    await interviewActions.submitText('An answer that takes a while to save.')
    const exited = vi.fn()
    const unsubscribe = interviewActions.onExit(exited)
    const leaving = interviewActions.leave()
    await interviewActions.startFromProject(coffee)
    await leaving
    unsubscribe()
    expect(exited).not.toHaveBeenCalled()
    expect(interviewState.project?.company).toBe(coffee.company)
  })

  it('prepare shows the pre-interview project without starting', () => {
    interviewActions.prepare(coffee)
    expect(interviewState).toMatchObject({ status: 'idle', sessionId: null })
    expect(interviewState.project?.company).toBe(coffee.company)
  })

  it("shows 'Recording error occurred' when the recorder fails mid-recording", async () => {
    let fail: ((error: Error) => void) | undefined
    configureInterview({
      startRecorder: (options) => {
        fail = options?.onError
        return fakeRecorder(options)
      },
    })
    await signIn(accounts.admin)
    await interviewActions.startFromProject(coffee)
    await interviewActions.startRecording()
    fail?.(new Error('encoder crashed'))
    expect(interviewState).toMatchObject({ status: 'idle', error: 'Recording error occurred' })
    // Stop after the failure does nothing.
    await interviewActions.stopRecording()
    expect(interviewState.answers).toEqual([])
  })

  it('records with the microphone chosen in the sidebar', async () => {
    const recorder = vi.fn(fakeRecorder)
    configureInterview({ startRecorder: recorder })
    interviewActions.selectMicrophone('usb-mic')
    await signIn(accounts.admin)
    await interviewActions.startFromProject(coffee)
    await interviewActions.startRecording()
    expect(recorder).toHaveBeenCalledWith(expect.objectContaining({ deviceId: 'usb-mic' }))
    await interviewActions.stopRecording()
    expect(interviewState.deviceId).toBe('usb-mic')
    interviewActions.selectMicrophone(null)
  })
})

function never(): never {
  throw new Error('unreachable')
}
