// The interview store's answers: typed, recorded, failed and sent again.
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { projects } from '../../../fixtures'
import { fakeRecorder, logged, setUpInterviewStore } from '../../../tests/support/interview-store'
import { mockServer } from '../../../mocks/node'
import { configureInterview, interviewActions, interviewState } from './interview-store'
import { storeTokenOf } from '../../../tests/support/sign-in'
import { demoCredentials } from '../../../tests/support/accounts'

const [coffee] = projects

setUpInterviewStore()

describe('interview store: answers', () => {
  it('keeps a typed answer after a failed upload and re-sends it', async () => {
    await storeTokenOf(demoCredentials.admin)
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
    await storeTokenOf(demoCredentials.admin)
    await interviewActions.startFromProject(coffee)
    expect(await interviewActions.submitText('   ')).toBe(false)
    expect(interviewState.status).toBe('idle')
  })

  it('keeps a recording after a failed upload; retry sends it without recording again', async () => {
    await storeTokenOf(demoCredentials.admin)
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
    await storeTokenOf(demoCredentials.admin)
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

  it("shows 'Recording error occurred' when the recorder fails mid-recording", async () => {
    let fail: ((error: Error) => void) | undefined
    configureInterview({
      startRecorder: (options) => {
        fail = options?.onError
        return fakeRecorder(options)
      },
    })
    await storeTokenOf(demoCredentials.admin)
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
    await storeTokenOf(demoCredentials.admin)
    await interviewActions.startFromProject(coffee)
    await interviewActions.startRecording()
    expect(recorder).toHaveBeenCalledWith(expect.objectContaining({ deviceId: 'usb-mic' }))
    await interviewActions.stopRecording()
    expect(interviewState.deviceId).toBe('usb-mic')
    interviewActions.selectMicrophone(null)
  })
})
