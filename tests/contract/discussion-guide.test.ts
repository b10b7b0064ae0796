import { describe, expect, it } from 'vitest'
import type { components } from '@/contract/schema'
import { fixtureIds } from '../../fixtures'
import { call, expectError, tokenFor, useMockServer, signInEachTest } from './harness'
import {
  coffee,
  network,
  serviceQ,
  unknownId,
  others,
  newProject,
  type Project,
} from './projects-support'

/** listProjectQuestions and updateProjectQuestions: the discussion guide (issue 31 §3). */

type GuideQuestion = components['schemas']['GuideQuestion']

useMockServer()

const token = signInEachTest()

const readGuide = async (id: string, who = token.lead) =>
  (await call<GuideQuestion[]>('listProjectQuestions', { token: who, params: { id } })).body

describe('listProjectQuestions', () => {
  it("shows BeanRunner's guide with its price question at Probing depth None", async () => {
    const guide = await readGuide(coffee)
    expect(guide.map((question) => question.probingDepth)).toEqual([3, 3, 3, 3, null])
    expect(guide.map((question) => question.followsIntensity)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ])
    expect(guide[4]?.id).toBe(serviceQ.value)
    expect(guide[0]?.goal).toBe('Which channels bring new subscribers')
  })

  it("starts a new project from its type's questions, following its intensity", async () => {
    const created = await call<Project>('createProject', {
      token: token.lead,
      body: { ...newProject, followUpIntensity: 4 },
    })
    const guide = await readGuide(created.body.id)
    expect(guide.length).toBeGreaterThan(0)
    for (const question of guide) {
      expect(question).toMatchObject({ probingDepth: 4, followsIntensity: true, goal: null })
    }
  })
})

describe('updateProjectQuestions', () => {
  it('saves the order, edits, additions and removals for this project only', async () => {
    const before = await readGuide(coffee)
    const [first, second] = before
    if (!first || !second) throw new Error('BeanRunner has a guide')
    const saved = await call<GuideQuestion[]>('updateProjectQuestions', {
      token: token.lead,
      params: { id: coffee },
      body: {
        questions: [
          { id: second.id, text: `  ${second.text}  `, probingDepth: 5, goal: '  Why now  ' },
          { id: first.id, text: 'How did you hear of BeanRunner?', probingDepth: null, goal: '' },
          { text: 'What would make you cancel?' },
        ],
      },
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual([
      {
        id: second.id,
        text: second.text,
        order: 1,
        isActive: true,
        probingDepth: 5,
        followsIntensity: false,
        goal: 'Why now',
      },
      {
        id: first.id,
        text: 'How did you hear of BeanRunner?',
        order: 2,
        isActive: true,
        probingDepth: null,
        followsIntensity: false,
        goal: null,
      },
      {
        id: expect.any(String) as string,
        text: 'What would make you cancel?',
        order: 3,
        isActive: true,
        probingDepth: 3,
        followsIntensity: true,
        goal: null,
      },
    ])
    expect(await readGuide(coffee, token.interviewee)).toEqual(saved.body)
    // The project type stays the template: another project of it still asks the type's questions.
    const other = await call<Project>('createProject', {
      token: token.lead,
      body: { ...newProject, projectTypeId: fixtureIds.projectTypes.service },
    })
    expect((await readGuide(other.body.id)).map((question) => question.text)).toEqual(
      before.map((question) => question.text),
    )
  })

  it('lets an admin save any guide', async () => {
    const saved = await call<GuideQuestion[]>('updateProjectQuestions', {
      token: token.admin,
      params: { id: network },
      body: { questions: [{ text: 'Only question?', probingDepth: 1 }] },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.map((question) => question.text)).toEqual(['Only question?'])
  })

  it('refuses an id that is not one of the guide’s, or the same id twice, naming it', async () => {
    expectError(
      await call('updateProjectQuestions', {
        token: token.lead,
        params: { id: coffee },
        body: { questions: [{ text: 'First' }, { id: unknownId, text: 'Second' }] },
      }),
      400,
      'body.questions.1.id',
    )
    expectError(
      await call('updateProjectQuestions', {
        token: token.lead,
        params: { id: coffee },
        body: {
          questions: [
            { id: serviceQ.value, text: 'One' },
            { id: serviceQ.value, text: 'Two' },
          ],
        },
      }),
      400,
      'body.questions.1.id',
    )
  })

  it('refuses an empty guide, a blank question and a depth outside None and 1–5', async () => {
    for (const questions of [[], [{ text: '   ' }], [{ text: 'Why?', probingDepth: 6 }]]) {
      const result = await call('updateProjectQuestions', {
        token: token.lead,
        params: { id: coffee },
        body: { questions },
      })
      expectError(result, 400)
      expect((result.body as { message: string }).message).toMatch(/body\.questions/)
    }
  })

  it('answers 403 to a member who does not lead it and 404 to whoever cannot see it', async () => {
    const body = { questions: [{ text: 'Why?' }] }
    expectError(
      await call('updateProjectQuestions', {
        token: token.interviewee,
        params: { id: coffee },
        body,
      }),
      403,
    )
    expectError(
      await call('updateProjectQuestions', { token: token.lead, params: { id: network }, body }),
      404,
    )
    expectError(
      await call('updateProjectQuestions', {
        token: await tokenFor(others.networkLead),
        params: { id: coffee },
        body,
      }),
      404,
    )
    expectError(
      await call('updateProjectQuestions', { token: token.admin, params: { id: unknownId }, body }),
      404,
    )
    expectError(await call('updateProjectQuestions', { params: { id: coffee }, body }), 401)
  })
})
