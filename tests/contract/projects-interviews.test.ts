import { describe, expect, it } from 'vitest'
import { fixtureIds } from '../../fixtures'
import { call, expectError, tokenFor, useMockServer, signInEachTest } from './harness'
import {
  users,
  coffee,
  network,
  serviceQ,
  unknownId,
  others,
  ids,
  fixtureInterviewsOf,
  expectNoPassword,
  expectMessage,
  type Interview,
} from './projects-support'

/** listProjectInterviews: a project's interviews by role. */

useMockServer()

const token = signInEachTest()

describe('listProjectInterviews', () => {
  const { coffeeCompleted, coffeeInProgress, networkCompleted } = fixtureIds.interviews

  it('gives the admin and the lead every interview, newest first', async () => {
    for (const who of [token.admin, token.lead]) {
      const result = await call<Interview[]>('listProjectInterviews', {
        token: who,
        params: { id: coffee },
      })
      expect(result.status).toBe(200)
      expect(ids(result.body)).toEqual(fixtureInterviewsOf(coffee))
      const [inProgress] = result.body
      const completed = result.body.find((interview) => interview.id === coffeeCompleted)
      expect(inProgress).toMatchObject({
        userId: users.interviewee,
        isComplete: false,
        isLeadInterview: false,
      })
      expect(completed).toMatchObject({
        userId: users.coffeeCompleter,
        user: { email: 'carlos.mendes@candor.test' },
        isComplete: true,
        company: 'BeanRunner',
        createdAt: '2026-10-14T08:12:05.000Z',
      })
      expect(completed?.answers[0]?.questionText).toBe('How did you first hear about the service?')
      expect(completed?.answers.every((answer) => answer.text.length > 0)).toBe(true)
      expectNoPassword(result.body)
    }
  })

  it('places each answer: its project question, or the question it follows up', async () => {
    const result = await call<Interview[]>('listProjectInterviews', {
      token: token.admin,
      params: { id: coffee },
    })
    const completed = result.body.find((interview) => interview.id === coffeeCompleted)
    expect(completed?.completedAt).toBe('2026-10-14T08:15:57.100Z')
    expect(result.body.find((interview) => !interview.isComplete)?.completedAt).toBeNull()
    const [first, second, followUp, deeper] = completed?.answers ?? []
    expect(first).toMatchObject({ projectQuestionId: serviceQ.heardAbout, followUpOf: null })
    expect(second).toMatchObject({ projectQuestionId: serviceQ.before, followUpOf: null })
    // 2.1 follows up question 2, and 2.1.1 follows up 2.1.
    expect(followUp).toMatchObject({ projectQuestionId: null, followUpOf: second?.questionId })
    expect(deeper).toMatchObject({ projectQuestionId: null, followUpOf: followUp?.questionId })
  })

  it('gives a member only his own completed interviews', async () => {
    const coffeeOwn = await call<Interview[]>('listProjectInterviews', {
      token: token.interviewee,
      params: { id: coffee },
    })
    // His coffee interview is still in progress, and Carlos's is not his.
    expect(coffeeOwn.body).toEqual([])
    const networkOwn = await call<Interview[]>('listProjectInterviews', {
      token: token.interviewee,
      params: { id: network },
    })
    expect(ids(networkOwn.body)).toEqual([networkCompleted])
    const carlos = await call<Interview[]>('listProjectInterviews', {
      token: await tokenFor(others.carlos),
      params: { id: coffee },
    })
    expect(ids(carlos.body)).toEqual([coffeeCompleted])
  })

  it('leaves abandoned interviews out of the results', async () => {
    const abandon = await call('abandonPersistentInterview', {
      token: token.interviewee,
      params: { id: coffeeInProgress },
      body: { purge: false },
    })
    expect(abandon.status).toBe(204)
    const result = await call<Interview[]>('listProjectInterviews', {
      token: token.admin,
      params: { id: coffee },
    })
    expect(ids(result.body)).toEqual(
      fixtureInterviewsOf(coffee).filter((id) => id !== coffeeInProgress),
    )
    expect(ids(result.body)).toContain(coffeeCompleted)
  })

  it('answers 404 to anyone who cannot see the project', async () => {
    const otherLead = await call('listProjectInterviews', {
      token: token.lead,
      params: { id: network },
    })
    expectError(otherLead, 404)
    expectMessage(otherLead.body, 'Project not found')
    expectError(
      await call('listProjectInterviews', {
        token: await tokenFor(others.priya),
        params: { id: coffee },
      }),
      404,
    )
    expectError(
      await call('listProjectInterviews', { token: token.admin, params: { id: unknownId } }),
      404,
    )
  })
})
