// The interview store resuming an interview in progress.
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { fixtureIds, projects } from '../../../fixtures'
import {
  never,
  persisted,
  setUpInterviewStore,
  speakUntilFinished,
} from '../../../tests/support/interview-store'
import { mockServer } from '../../../mocks/node'
import { api } from '@/api/client'
import { answeredPrimaryCount } from '@/domain/interview-progress'
import type { PersistentInterview } from '@/contract/types'
import { interviewActions, interviewState } from './interview-store'
import { currentQuestionLabel, numberAnswers } from './numbering'
import { storeTokenOf } from '../../../tests/support/sign-in'
import { demoCredentials } from '../../../tests/support/accounts'

const [coffee] = projects

setUpInterviewStore()

describe('interview store: resume', () => {
  it('resumes an interview: earlier answers back, continuing with its third question', async () => {
    await storeTokenOf(demoCredentials.interviewee)
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
    await storeTokenOf(demoCredentials.interviewee)
    const { data } = await api.GET('/persistent-interviews/in-progress')
    await interviewActions.resume(data?.[0] ?? never(), coffee)
    expect(interviewState).toMatchObject({
      status: 'idle',
      resumed: true,
      project: { id: coffee.id, company: coffee.company, product: coffee.product },
    })
  })

  it('resumes the in-progress interview when starting from its project', async () => {
    await storeTokenOf(demoCredentials.interviewee)
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

  it("shows 'Failed to resume interview' when the session cannot resume", async () => {
    mockServer.use(
      http.post('*/api/interviews', () =>
        HttpResponse.json({ status: 409, code: 'conflict', message: 'x' }, { status: 409 }),
      ),
    )
    await storeTokenOf(demoCredentials.interviewee)
    await interviewActions.startFromProject(coffee)
    expect(interviewState).toMatchObject({ status: 'idle', error: 'Failed to resume interview' })
  })
})
