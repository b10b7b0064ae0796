// The interview store handing back to the dashboard: restart, leave, and the pre-interview screen.
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { projects } from '../../../fixtures'
import { logged, persisted, setUpInterviewStore } from '../../../tests/support/interview-store'
import { mockServer } from '../../../mocks/node'
import { answeredPrimaryCount } from '@/domain/interview-progress'
import { getLogContext } from '@/lib/logger'
import { interviewActions, interviewState } from './interview-store'
import { storeTokenOf } from '../../../tests/support/sign-in'
import { demoCredentials } from '../../../tests/support/accounts'

const [coffee] = projects

setUpInterviewStore()

/** Holds every save of the persisted interview until `release()`; then they reach the mock. */
function holdSaves() {
  let release: () => void = () => undefined
  const released = new Promise<undefined>((resolve) => (release = () => resolve(undefined)))
  mockServer.use(http.all('*/api/persistent-interviews/*', () => released))
  return release
}

describe('interview store: restart and leave', () => {
  it('restart abandons the persisted interview, resets and hands back to the dashboard', async () => {
    await storeTokenOf(demoCredentials.admin)
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
      liveInterviewId: null,
      answers: [],
    })
    expect(getLogContext()).toMatchObject({ interviewId: null, questionId: null })
    expect((await persisted(persistentId)).status).toBe('abandoned')
  })

  it('only logs a failed abandon', async () => {
    mockServer.use(http.post('*/api/persistent-interviews/:id/abandon', () => HttpResponse.error()))
    await storeTokenOf(demoCredentials.admin)
    await interviewActions.startFromProject(coffee)
    await interviewActions.restart()
    expect(logged('Failed to abandon interview')).toBe(true)
    expect(interviewState.error).toBeNull()
  })

  it('leave keeps the interview in progress for later', async () => {
    await storeTokenOf(demoCredentials.admin)
    await interviewActions.startFromProject(coffee)
    await interviewActions.whenSettled()
    const persistentId = interviewState.persistentId ?? ''
    await interviewActions.leave()
    await interviewActions.whenSettled()
    expect(interviewState.project).toBeNull()
    expect((await persisted(persistentId)).status).toBe('in_progress')
  })

  it('leave hands back to the dashboard only once the last answer is saved', async () => {
    await storeTokenOf(demoCredentials.admin)
    await interviewActions.startFromProject(coffee)
    await interviewActions.whenSettled()
    const persistentId = interviewState.persistentId ?? ''
    // Saving waits from here on until released; then the resolver falls through to the mock.
    const releaseSaves = holdSaves()
    await interviewActions.submitText('An answer that takes a while to save.')
    const exited = vi.fn()
    const unsubscribe = interviewActions.onExit(exited)
    const leaving = interviewActions.leave()
    await Promise.resolve()
    expect(exited).not.toHaveBeenCalled()
    releaseSaves()
    await leaving
    unsubscribe()
    expect(exited).toHaveBeenCalledTimes(1)
    expect(answeredPrimaryCount(await persisted(persistentId))).toBe(1)
  })

  it('a leave overtaken by a new interview does not hand back to the dashboard', async () => {
    await storeTokenOf(demoCredentials.admin)
    await interviewActions.startFromProject(coffee)
    await interviewActions.whenSettled()
    const releaseSaves = holdSaves()
    await interviewActions.submitText('An answer that takes a while to save.')
    const exited = vi.fn()
    const unsubscribe = interviewActions.onExit(exited)
    const leaving = interviewActions.leave()
    // The new interview starts while the last answer is still being saved.
    const starting = interviewActions.startFromProject(coffee)
    releaseSaves()
    await starting
    await leaving
    unsubscribe()
    expect(exited).not.toHaveBeenCalled()
    expect(interviewState.project?.company).toBe(coffee.company)
  })

  it('prepare shows the pre-interview project without starting', () => {
    interviewActions.prepare(coffee)
    expect(interviewState).toMatchObject({ status: 'idle', liveInterviewId: null })
    expect(interviewState.project?.company).toBe(coffee.company)
  })
})
