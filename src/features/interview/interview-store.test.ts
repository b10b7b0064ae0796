// The interview store from start to finish, with its durable record (set-up: tests/support/interview-store.ts).
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { fixtureIds, projects } from '../../../fixtures'
import {
  consoleLogs,
  logged,
  persisted,
  setUpInterviewStore,
  typeUntilFinished,
} from '../../../tests/support/interview-store'
import { mockServer } from '../../../mocks/node'
import { answeredPrimaryCount } from '@/domain/interview-progress'
import type { PersistentInterview } from '@/contract/types'
import { getLogContext } from '@/lib/logger'
import { interviewActions, interviewState } from './interview-store'
import { numberAnswers } from './numbering'
import { storeTokenOf } from '../../../tests/support/sign-in'
import { demoCredentials } from '../../../tests/support/accounts'

const [coffee, network] = projects

setUpInterviewStore()

describe('interview store: start to finish', () => {
  it('takes a typed interview as admin to finished, with the answers persisted', async () => {
    await storeTokenOf(demoCredentials.admin)
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
      interviewId: interviewState.liveInterviewId,
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
    await storeTokenOf(demoCredentials.admin)
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
    await storeTokenOf(demoCredentials.admin)
    await interviewActions.startFromProject(coffee)
    await typeUntilFinished()
    await interviewActions.whenSettled()
    expect(interviewState.error).toBeNull()
    expect(interviewState.summary?.length).toBeGreaterThan(0)
    expect(consoleLogs()).toContainEqual({ level: 'error', message: 'Failed to record answer' })
    // The server's copy has no answers, so the local ones stay.
    expect(interviewState.answers.length).toBe(interviewState.summary?.length)
  })

  it('goes on without a persistent record when it cannot be started', async () => {
    mockServer.use(http.post('*/api/persistent-interviews', () => HttpResponse.error()))
    await storeTokenOf(demoCredentials.admin)
    await interviewActions.startFromProject(coffee)
    await typeUntilFinished()
    await interviewActions.whenSettled()
    expect(interviewState.persistentId).toBeNull()
    expect(logged('Failed to start persistent interview')).toBe(true)
    expect(logged('Failed to finish interview')).toBe(false)
  })

  it('starts afresh from a project without an interview in progress', async () => {
    await storeTokenOf(demoCredentials.interviewee)
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
    await storeTokenOf(demoCredentials.admin)
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
    await storeTokenOf(demoCredentials.admin)
    await interviewActions.startFromProject(coffee)
    expect(interviewState).toMatchObject({
      status: 'idle',
      error: 'Failed to start interview',
      liveInterviewId: null,
      question: null,
    })
  })
})
