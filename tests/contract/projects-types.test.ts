import { describe, expect, it } from 'vitest'
import { fixtureIds, projectTypes } from '../../fixtures'
import { call, expectError, tokenFor, useMockServer, signInEachTest } from './harness'
import {
  coffee,
  network,
  serviceQ,
  unknownId,
  others,
  newProject,
  ids,
  type Project,
  type Question,
  type ProjectType,
} from './projects-support'

/** listProjectQuestions and listProjectTypes. */

useMockServer()

const token = signInEachTest()

describe('listProjectQuestions', () => {
  it("returns BeanRunner's guide: the type's active questions, in order, to whoever sees it", async () => {
    for (const who of [token.admin, token.lead, token.interviewee]) {
      const result = await call<Question[]>('listProjectQuestions', {
        token: who,
        params: { id: coffee },
      })
      expect(result.status).toBe(200)
      expect(ids(result.body)).toEqual([
        serviceQ.heardAbout,
        serviceQ.before,
        serviceQ.lastTime,
        serviceQ.letDown,
        serviceQ.value,
      ])
      expect(result.body.map((question) => question.order)).toEqual([1, 2, 3, 4, 5])
      expect(result.body.every((question) => question.isActive)).toBe(true)
      expect(result.body[0]?.text).toBe('How did you first hear about the service?')
    }
  })

  it('follows the project type of a new project', async () => {
    const created = await call<Project>('createProject', { token: token.lead, body: newProject })
    const result = await call<Question[]>('listProjectQuestions', {
      token: token.lead,
      params: { id: created.body.id },
    })
    const app = projectTypes.find((type) => type.id === fixtureIds.projectTypes.app)
    expect(ids(result.body)).toEqual(
      app?.questions.filter((question) => question.isActive).map((question) => question.id),
    )
  })

  it('answers 404 to anyone who cannot see the project', async () => {
    expectError(
      await call('listProjectQuestions', { token: token.lead, params: { id: network } }),
      404,
    )
    expectError(
      await call('listProjectQuestions', {
        token: await tokenFor(others.priya),
        params: { id: network },
      }),
      404,
    )
    expectError(
      await call('listProjectQuestions', { token: token.admin, params: { id: unknownId } }),
      404,
    )
  })
})

describe('listProjectTypes', () => {
  it('gives every role every type with all its questions in order', async () => {
    for (const who of [token.admin, token.lead, token.interviewee]) {
      const result = await call<ProjectType[]>('listProjectTypes', { token: who })
      expect(result.status).toBe(200)
      expect(ids(result.body)).toEqual(projectTypes.map((type) => type.id))
      const service = result.body.find((type) => type.id === fixtureIds.projectTypes.service)
      expect(service?.name).toBe('Service Experience')
      expect(service?.category).toBe('service')
      expect(ids(service?.questions ?? [])).toEqual(Object.values(serviceQ))
      expect(
        service?.questions.find((question) => question.id === serviceQ.recommend)?.isActive,
      ).toBe(false)
    }
  })

  it('refuses a missing token', async () => {
    expectError(await call('listProjectTypes'), 401)
  })
})
