import { typeQuestionId } from '../../fixtures'
import { describe, expect, it } from 'vitest'
import { db } from '../../mocks/db'
import { call, expectError, useMockServer, signInEachTest } from './harness'
import {
  types,
  serviceQuestions,
  appQuestion,
  listQuestions,
  type ProjectType,
  type Question,
} from './admin-support'

/** Project types and their questions. */

useMockServer()

const tokens = signInEachTest()

async function createType(body: Record<string, unknown>): Promise<ProjectType> {
  const result = await call<ProjectType>('createProjectType', { token: tokens.admin, body })
  expect(result.status, JSON.stringify(result.body)).toBe(201)
  return result.body
}

describe('listProjectTypeQuestions', () => {
  it('lists every question of the type in order, inactive ones included, for admins and leads', async () => {
    for (const token of [tokens.admin, tokens.lead]) {
      const result = await listQuestions(types.service, token)
      expect(result.status).toBe(200)
      expect(result.body.map((q) => q.id)).toEqual([
        serviceQuestions.heardAbout,
        serviceQuestions.before,
        serviceQuestions.lastTime,
        serviceQuestions.recommend,
        serviceQuestions.letDown,
        serviceQuestions.value,
      ])
      expect(result.body.map((q) => q.order)).toEqual([1, 2, 3, 4, 5, 6])
      expect(result.body[3]).toEqual({
        id: serviceQuestions.recommend,
        text: 'Would you recommend the service to a friend, yes or no?',
        order: 4,
        isActive: false,
      })
    }
  })

  it('refuses interviewees (403), unknown types (404) and malformed ids (400)', async () => {
    expectError(await listQuestions(types.service, tokens.interviewee), 403)
    expectError(await listQuestions(crypto.randomUUID(), tokens.lead), 404)
    expectError(await listQuestions('service', tokens.admin), 400, 'path.id')
  })
})

describe('project types', () => {
  it('creates a type, trimmed, active, without questions', async () => {
    const type = await createType({
      name: '  Kiosk Visit ',
      description: ' In-store kiosks. ',
      category: 'physical_product',
    })
    expect(type).toEqual({
      id: type.id,
      name: 'Kiosk Visit',
      description: 'In-store kiosks.',
      category: 'physical_product',
      isActive: true,
      questions: [],
    })
    expect((await listQuestions(type.id, tokens.admin)).body).toEqual([])
    expect((await createType({ name: 'Bare', category: 'project' })).description).toBe('')
  })

  it('refuses a name another type has, whatever its case (409 naming body.name)', async () => {
    const clash = await call('createProjectType', {
      token: tokens.admin,
      body: { name: ' service EXPERIENCE ', category: 'service' },
    })
    expectError(clash, 409, 'body.name')
    expect(clash.body).toMatchObject({ status: 409, code: 'conflict' })
    expect(db.projectTypes.all()).toHaveLength(4)
  })

  it('refuses malformed type bodies, naming the field', async () => {
    const token = tokens.admin
    const bodies: [Record<string, unknown>, string][] = [
      [{ name: '   ', category: 'app' }, 'body.name'],
      [{ name: 'Kiosk', category: 'kiosk' }, 'body.category'],
      [{ category: 'app' }, 'body.name'],
      [{ name: 'Kiosk', category: 'app', isActive: false }, 'body.isActive'],
    ]
    for (const [body, field] of bodies) {
      expectError(await call('createProjectType', { token, body }), 400, field)
    }
  })

  it('updates a type; description and isActive left out keep their values', async () => {
    const result = await call<ProjectType>('updateProjectType', {
      token: tokens.admin,
      params: { id: types.app },
      body: { name: ' Mobile App ', category: 'app', isActive: false },
    })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({
      id: types.app,
      name: 'Mobile App',
      description: 'Onboarding, everyday use and friction points in a mobile or web app.',
      category: 'app',
      isActive: false,
    })
    expect(result.body.questions).toHaveLength(6)
    const renamed = await call<ProjectType>('updateProjectType', {
      token: tokens.admin,
      params: { id: types.app },
      body: { name: 'MOBILE APP', category: 'service', description: '' },
    })
    expect(renamed.body).toMatchObject({
      name: 'MOBILE APP',
      category: 'service',
      description: '',
      isActive: false,
    })
  })

  it("refuses another type's name (409), unknown types (404)", async () => {
    const clash = await call('updateProjectType', {
      token: tokens.admin,
      params: { id: types.app },
      body: { name: 'physical product', category: 'app' },
    })
    expectError(clash, 409, 'body.name')
    expectError(
      await call('updateProjectType', {
        token: tokens.admin,
        params: { id: crypto.randomUUID() },
        body: { name: 'Ghost', category: 'app' },
      }),
      404,
    )
  })

  it('deletes an unused type with its questions', async () => {
    const remove = (id: string) =>
      call('deleteProjectType', { token: tokens.admin, params: { id } })
    expect((await remove(types.app)).status).toBe(204)
    expectError(await listQuestions(types.app, tokens.admin), 404)
    expect(db.questions.findMany((q) => q.where({ projectTypeId: types.app }))).toEqual([])
    expect(db.questions.findMany((q) => q.where({ projectTypeId: types.project }))).toHaveLength(5)
    expectError(await remove(types.app), 404)
  })

  it('refuses to delete a type a project uses (409)', async () => {
    const result = await call<{ message: string }>('deleteProjectType', {
      token: tokens.admin,
      params: { id: types.service },
    })
    expectError(result, 409)
    expect(result.body.message).toMatch(/used by 2 project/)
    expect((await listQuestions(types.service, tokens.admin)).body).toHaveLength(6)
  })
})

describe('project type questions', () => {
  const createQuestion = (id: string, body: Record<string, unknown>) =>
    call<Question>('createProjectTypeQuestion', { token: tokens.admin, params: { id }, body })
  const updateQuestion = (id: string, qid: string, body: Record<string, unknown>) =>
    call<Question>('updateProjectTypeQuestion', { token: tokens.admin, params: { id, qid }, body })

  it('creates a question at the next position, active by default', async () => {
    const created = await createQuestion(types.service, { text: '  What would you change? ' })
    expect(created.status).toBe(201)
    expect(created.body).toEqual({
      id: created.body.id,
      text: 'What would you change?',
      order: 7,
      isActive: true,
    })
    const list = (await listQuestions(types.service, tokens.admin)).body
    expect(list.at(-1)?.id).toBe(created.body.id)

    const fresh = await createType({ name: 'Fresh', category: 'app' })
    expect((await createQuestion(fresh.id, { text: 'First?' })).body.order).toBe(1)
    const explicit = await createQuestion(fresh.id, { text: 'Retired?', order: 5, isActive: false })
    expect(explicit.body).toMatchObject({ order: 5, isActive: false })
    expect((await createQuestion(fresh.id, { text: 'Next?' })).body.order).toBe(6)
    expect((await listQuestions(fresh.id, tokens.admin)).body.map((q) => q.text)).toEqual([
      'First?',
      'Retired?',
      'Next?',
    ])
  })

  it('refuses unknown types (404) and malformed questions (400)', async () => {
    expectError(await createQuestion(crypto.randomUUID(), { text: 'Why?' }), 404)
    expectError(await createQuestion(types.app, { text: '  ' }), 400, 'body.text')
    expectError(await createQuestion(types.app, { text: 'Why?', order: 0 }), 400, 'body.order')
  })

  it('updates a question; isActive left out keeps its value', async () => {
    const retired = typeQuestionId('app', 6)
    const result = await updateQuestion(types.app, retired, {
      text: ' Rate the design? ',
      order: 2,
    })
    expect(result.body).toEqual({
      id: retired,
      text: 'Rate the design?',
      order: 2,
      isActive: false,
    })
    const reactivated = await updateQuestion(types.app, retired, {
      text: 'Rate the design?',
      order: 6,
      isActive: true,
    })
    expect(reactivated.body.isActive).toBe(true)
    const list = (await listQuestions(types.app, tokens.admin)).body
    expect(list.find((q) => q.id === retired)).toEqual(reactivated.body)
  })

  it('answers 404 for a question of another type, an unknown question or type', async () => {
    const body = { text: 'Why?', order: 1 }
    expectError(await updateQuestion(types.service, appQuestion, body), 404)
    expectError(await updateQuestion(types.app, crypto.randomUUID(), body), 404)
    expectError(await updateQuestion(crypto.randomUUID(), appQuestion, body), 404)
    expectError(await updateQuestion(types.app, appQuestion, { text: 'Why?' }), 400, 'body.order')
  })

  it('deletes a question of the type, and only of that type', async () => {
    const remove = (id: string, qid: string) =>
      call('deleteProjectTypeQuestion', { token: tokens.admin, params: { id, qid } })
    expectError(await remove(types.service, appQuestion), 404)
    expect((await remove(types.app, appQuestion)).status).toBe(204)
    const list = (await listQuestions(types.app, tokens.admin)).body
    expect(list.map((q) => q.order)).toEqual([2, 3, 4, 5, 6])
    expectError(await remove(types.app, appQuestion), 404)
  })
})
