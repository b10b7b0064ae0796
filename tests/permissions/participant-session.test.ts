import { describe, expect, it } from 'vitest'
import { call, tokenFor, useMockServer } from '../contract/harness'
import { accounts, coffee, coffeeInProgress, network, newsletterLink } from './requests'

useMockServer()

/**
 * docs/product.md#participant-links: the session a participant link opens reaches only its
 * own interview of the link's project. Everything else answers as to a token that does not
 * open it (401), or, for an interview about another project, 403; another person's interview
 * is a 404, as to any interviewee.
 */

async function participant(): Promise<{ token: string; userId: string }> {
  const joined = await call<{ token: string; user: { id: string } }>('joinStudy', {
    params: { token: newsletterLink.token },
    body: { firstName: 'Pat' },
  })
  expect(joined.status).toBe(201)
  return { token: joined.body.token, userId: joined.body.user.id }
}

describe("a participant link's session", () => {
  it('runs its own interview: create, read, record, finish', async () => {
    const { token, userId } = await participant()
    const created = await call<{ interview_id: string }>('createPersistentInterview', {
      token,
      body: { project_id: coffee, interviewer_id: null, interviewee_id: userId, consented: true },
    })
    expect(created.status).toBe(201)
    const id = created.body.interview_id
    expect((await call('getPersistentInterview', { token, params: { id } })).status).toBe(200)
    const question = await call('recordPersistentQuestion', {
      token,
      params: { id },
      body: {
        question_id: '0000a77e-0000-4000-8000-000000000077',
        question_text: 'How did you hear of us?',
        displayed_at: new Date().toISOString(),
      },
    })
    expect(question.status).toBe(201)
    expect((await call('finishPersistentInterview', { token, params: { id } })).status).toBe(200)
    const live = await call('startInterview', {
      token,
      body: { company: 'BeanRunner', product: 'BeanRunner Express', projectId: coffee },
    })
    expect(live.status).toBe(201)
  })

  it("never reaches another person's interview, another project, or the rest of the app", async () => {
    const { token, userId } = await participant()
    expect(
      (await call('getPersistentInterview', { token, params: { id: coffeeInProgress } })).status,
    ).toBe(404)
    expect(
      (await call('withdrawPersistentInterview', { token, params: { id: coffeeInProgress } }))
        .status,
    ).toBe(404)
    for (const [operationId, params] of [
      ['listProjects', {}],
      ['getProject', { id: coffee }],
      ['listProjectInterviews', { id: coffee }],
      ['listProjectQuestions', { id: coffee }],
      ['listPersistentInterviews', {}],
    ] as const)
      expect((await call(operationId, { token, params })).status, operationId).toBe(401)
    const elsewhere = await call('createPersistentInterview', {
      token,
      body: {
        project_id: network,
        interviewer_id: null,
        interviewee_id: userId,
      },
    })
    expect(elsewhere.status).toBe(403)
    const standalone = await call('startInterview', {
      token,
      body: { company: 'BeanRunner', product: 'BeanRunner Express' },
    })
    expect(standalone.status).toBe(403)
  })

  it('leaves an ordinary session of the same role unrestricted', async () => {
    const token = await tokenFor(accounts.interviewee)
    expect((await call('listProjects', { token })).status).toBe(200)
  })
})
