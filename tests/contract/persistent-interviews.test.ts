import { beforeEach, describe, expect, it } from 'vitest'
import { persistentInterviews } from '../../fixtures'
import { fixtureIds } from '../../fixtures/ids'
import type { components } from '../../src/api/schema'
import { db } from '../../mocks/db'
import { call, expectError, signIn, signInAll, useMockServer } from './harness'

useMockServer()

type Interview = components['schemas']['PersistentInterview']
type Question = components['schemas']['PersistentQuestion']
type Page = components['schemas']['PersistentInterviewPage']

const ids = fixtureIds
const users = ids.users
const { coffeeCompleted, coffeeInProgress, networkCompleted } = ids.interviews
const carlos = { email: 'carlos.mendes@candor.test', password: 'carlos1234' }
const nora = { email: 'nora.hale@candor.test', password: 'nora1234' }
const priya = { email: 'priya.raman@candor.test', password: 'priya1234' }
/** The service type has six questions, one of them inactive. */
const SERVICE_ACTIVE_QUESTIONS = 5

let tokens: Awaited<ReturnType<typeof signInAll>>

/** The message of an Error answer (its shape is checked by call and expectError). */
const messageOf = (result: { body: unknown }) => (result.body as { message: string }).message

beforeEach(async () => {
  tokens = await signInAll()
})

const get = (id: string, token: string) =>
  call<Interview>('getPersistentInterview', { params: { id }, token })

async function create(token: string, body: Record<string, unknown>): Promise<string> {
  const result = await call<{ interview_id: string }>('createPersistentInterview', { token, body })
  expect(result.status, JSON.stringify(result.body)).toBe(201)
  return result.body.interview_id
}

const standalone = (intervieweeId: string) => ({
  project_id: null,
  interviewer_id: null,
  interviewee_id: intervieweeId,
  metadata: { company: '  Acme ', product: 'Rocket Skates', product_description: 'Fast.' },
})

function recordQuestion(id: string, token: string, body: Record<string, unknown>) {
  return call<Question>('recordPersistentQuestion', { params: { id }, token, body })
}

function question(extra: Record<string, unknown> = {}) {
  return {
    question_id: crypto.randomUUID(),
    question_text: 'What else would you like to tell us?',
    displayed_at: '2026-11-03T08:00:00.000Z',
    ...extra,
  }
}

describe('createPersistentInterview', () => {
  it('takes the metadata from the project and starts in progress', async () => {
    const id = await create(tokens.interviewee, {
      project_id: ids.projects.network,
      interviewer_id: null,
      interviewee_id: users.interviewee,
    })
    const interview = (await get(id, tokens.interviewee)).body
    expect(interview).toMatchObject({
      interview_id: id,
      project_id: ids.projects.network,
      interviewer_id: null,
      interviewee_id: users.interviewee,
      status: 'in_progress',
      completed_at: null,
      questions: [],
      metadata: {
        company: 'NetNest',
        product: 'NetNest Home Setup',
        is_lead_interview: false,
        total_questions: SERVICE_ACTIVE_QUESTIONS,
      },
    })
    expect(interview.metadata.product_description).toMatch(/^A home network setup service/)
    expect(Date.now() - Date.parse(interview.started_at)).toBeLessThan(60_000)
  })

  it('marks the interview as a lead interview for the project lead and for admins', async () => {
    const byLead = await create(tokens.lead, {
      project_id: ids.projects.coffee,
      interviewer_id: null,
      interviewee_id: users.lead,
    })
    expect((await get(byLead, tokens.lead)).body.metadata.is_lead_interview).toBe(true)
    const byAdmin = await create(tokens.admin, {
      project_id: ids.projects.network,
      interviewer_id: null,
      interviewee_id: users.admin,
    })
    expect((await get(byAdmin, tokens.admin)).body.metadata.is_lead_interview).toBe(true)
  })

  it('takes the metadata from the body for a standalone interview, trimmed', async () => {
    const id = await create(tokens.interviewee, standalone(users.interviewee))
    const interview = (await get(id, tokens.interviewee)).body
    expect(interview.project_id).toBeNull()
    expect(interview.metadata).toEqual({
      company: 'Acme',
      product: 'Rocket Skates',
      product_description: 'Fast.',
      is_lead_interview: false,
      total_questions: SERVICE_ACTIVE_QUESTIONS,
    })
    const byLead = await create(tokens.lead, {
      ...standalone(users.lead),
      metadata: { company: 'Acme', product: 'Anvil' },
    })
    expect((await get(byLead, tokens.lead)).body.metadata).toMatchObject({
      product_description: '',
      is_lead_interview: true,
    })
  })

  it('refuses a standalone interview without metadata, naming body.metadata', async () => {
    const { metadata: _, ...body } = standalone(users.interviewee)
    expectError(
      await call('createPersistentInterview', { token: tokens.interviewee, body }),
      400,
      'body.metadata',
    )
  })

  it('refuses to record an interview for someone else (403)', async () => {
    const result = await call('createPersistentInterview', {
      token: tokens.admin,
      body: standalone(users.interviewee),
    })
    expectError(result, 403)
  })

  it('answers 404 for a project that is unknown or not visible to the caller', async () => {
    const body = (userId: string, projectId: string) => ({
      project_id: projectId,
      interviewer_id: null,
      interviewee_id: userId,
    })
    const uninvited = await call<{ message: string }>('createPersistentInterview', {
      token: await signIn(priya),
      body: body(users.uninvited, ids.projects.coffee),
    })
    expectError(uninvited, 404)
    expect(uninvited.body.message).toBe('Project not found')
    // Nora leads the network project, not the coffee one.
    expectError(
      await call('createPersistentInterview', {
        token: await signIn(nora),
        body: body(users.networkLead, ids.projects.coffee),
      }),
      404,
    )
    expectError(
      await call('createPersistentInterview', {
        token: tokens.admin,
        body: body(users.admin, crypto.randomUUID()),
      }),
      404,
    )
  })

  it('refuses malformed bodies and missing tokens before any business rule', async () => {
    expectError(
      await call('createPersistentInterview', {
        token: tokens.interviewee,
        body: { project_id: null, interviewee_id: users.interviewee },
      }),
      400,
      'body.interviewer_id',
    )
    expectError(
      await call('createPersistentInterview', {
        token: tokens.interviewee,
        body: { ...standalone(users.interviewee), interviewee_id: 'not-a-uuid' },
      }),
      400,
      'body.interviewee_id',
    )
    expectError(
      await call('createPersistentInterview', { body: standalone(users.interviewee) }),
      401,
    )
  })
})

describe('getPersistentInterview', () => {
  it('returns the follow-up tree nested under its primary question', async () => {
    const result = await get(coffeeCompleted, tokens.admin)
    expect(result.status).toBe(200)
    const interview = result.body
    expect(interview.status).toBe('completed')
    expect(interview.completed_at).toBe('2026-10-14T08:15:57.100Z')
    const primary = interview.questions
    expect(primary.map((q) => q.question_id.slice(-1))).toEqual(['1', '2', '5', '6', '8'])
    expect(primary.every((q) => q.follow_up_of === null)).toBe(true)
    const second = primary[1]
    expect(second?.text).toBe(
      'What were you doing before you found it, and what made you try something new?',
    )
    expect(second?.children).toHaveLength(1)
    const child = second?.children[0]
    expect(child?.follow_up_of).toBe(second?.question_id)
    expect(child?.text).toMatch(/fifteen minutes back/)
    expect(child?.children).toHaveLength(1)
    const grandchild = child?.children[0]
    expect(grandchild?.follow_up_of).toBe(child?.question_id)
    expect(grandchild?.sentiment).toBe('skeptical')
    expect(grandchild?.response_time_ms).toBe(22700)
    expect(grandchild?.children).toEqual([])
    expect(primary[3]?.children.map((q) => q.text)).toEqual([
      'How could BeanRunner have handled that better?',
    ])
    expect(primary[0]?.children).toEqual([])
  })

  it('lets the interviewee, an admin and the project lead read; others get 403', async () => {
    expect((await get(coffeeInProgress, tokens.interviewee)).status).toBe(200)
    expect((await get(coffeeInProgress, tokens.lead)).status).toBe(200)
    expect((await get(networkCompleted, tokens.admin)).status).toBe(200)
    expect((await get(networkCompleted, await signIn(nora))).status).toBe(200)
    // Leo leads coffee, not network; Ines and Carlos cannot read each other's interviews.
    expectError(await get(networkCompleted, tokens.lead), 403)
    expectError(await get(coffeeCompleted, tokens.interviewee), 403)
    expectError(await get(coffeeInProgress, await signIn(carlos)), 403)
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectError(await get(crypto.randomUUID(), tokens.admin), 404)
    expectError(await get('nope', tokens.admin), 400, 'path.id')
    expectError(await call('getPersistentInterview', { params: { id: coffeeCompleted } }), 401)
  })
})

describe('listInProgressInterviews', () => {
  it("lists only the caller's own in-progress interviews, newest first", async () => {
    const before = await call<Interview[]>('listInProgressInterviews', {
      token: tokens.interviewee,
    })
    expect(before.body.map((i) => i.interview_id)).toEqual([coffeeInProgress])
    expect(before.body[0]?.questions).toHaveLength(3)
    const newer = await create(tokens.interviewee, standalone(users.interviewee))
    const after = await call<Interview[]>('listInProgressInterviews', { token: tokens.interviewee })
    expect(after.body.map((i) => i.interview_id)).toEqual([newer, coffeeInProgress])
    expect(after.body.every((i) => i.status === 'in_progress')).toBe(true)
    const admin = await call<Interview[]>('listInProgressInterviews', { token: tokens.admin })
    expect(admin.body).toEqual([])
    const carlosList = await call<Interview[]>('listInProgressInterviews', {
      token: await signIn(carlos),
    })
    expect(carlosList.body).toEqual([])
  })
})

describe('recordPersistentQuestion', () => {
  it('records primary questions and follow-ups in display order, nested', async () => {
    const id = await create(tokens.interviewee, standalone(users.interviewee))
    const primary = question({ project_type_question_id: ids.serviceQuestions.heardAbout })
    const recorded = await recordQuestion(id, tokens.interviewee, { ...primary, interview_id: id })
    expect(recorded.status).toBe(201)
    expect(recorded.body).toEqual({
      question_id: primary.question_id,
      project_type_question_id: ids.serviceQuestions.heardAbout,
      text: primary.question_text,
      displayed_at: primary.displayed_at,
      follow_up_of: null,
      answer_text: null,
      answered_at: null,
      sentiment: null,
      response_time_ms: null,
      children: [],
    })
    const followUp = question({ follow_up_of: primary.question_id, question_text: 'Why?' })
    expect((await recordQuestion(id, tokens.interviewee, followUp)).body.follow_up_of).toBe(
      primary.question_id,
    )
    const deeper = question({ follow_up_of: followUp.question_id, question_text: 'And then?' })
    expect((await recordQuestion(id, tokens.interviewee, deeper)).status).toBe(201)
    const second = question({ question_text: 'Next primary question?' })
    expect((await recordQuestion(id, tokens.interviewee, second)).status).toBe(201)

    const tree = (await get(id, tokens.interviewee)).body.questions
    expect(tree.map((q) => q.text)).toEqual([primary.question_text, 'Next primary question?'])
    expect(tree[0]?.children.map((q) => q.text)).toEqual(['Why?'])
    expect(tree[0]?.children[0]?.children.map((q) => q.text)).toEqual(['And then?'])
  })

  it('appends after the questions already recorded', async () => {
    const next = question({ follow_up_of: '00000011-0002-4000-8000-000000000003' })
    expect((await recordQuestion(coffeeInProgress, tokens.interviewee, next)).status).toBe(201)
    const tree = (await get(coffeeInProgress, tokens.interviewee)).body.questions
    expect(tree.map((q) => q.question_id.slice(-1))).toEqual(['1', '3', '4'])
    expect(tree[1]?.children.map((q) => q.question_id)).toEqual([next.question_id])
  })

  it('refuses another user (403), also an admin, and unknown interviews (404)', async () => {
    expectError(await recordQuestion(coffeeInProgress, await signIn(carlos), question()), 403)
    expectError(await recordQuestion(coffeeInProgress, tokens.admin, question()), 403)
    expectError(await recordQuestion(crypto.randomUUID(), tokens.interviewee, question()), 404)
  })

  it('refuses a finished or abandoned interview with 409', async () => {
    expectError(await recordQuestion(networkCompleted, tokens.interviewee, question()), 409)
    const id = await create(tokens.interviewee, standalone(users.interviewee))
    await call('abandonPersistentInterview', { params: { id }, token: tokens.interviewee })
    expectError(await recordQuestion(id, tokens.interviewee, question()), 409)
  })

  it('refuses a follow-up of a question outside this interview, naming body.follow_up_of', async () => {
    const elsewhere = '00000011-0001-4000-8000-000000000002'
    for (const followUpOf of [elsewhere, crypto.randomUUID()]) {
      expectError(
        await recordQuestion(
          coffeeInProgress,
          tokens.interviewee,
          question({ follow_up_of: followUpOf }),
        ),
        400,
        'body.follow_up_of',
      )
    }
  })

  it('refuses a duplicate question_id (409) and a mismatched interview_id (400)', async () => {
    const duplicate = question({ question_id: '00000011-0002-4000-8000-000000000004' })
    expectError(
      await recordQuestion(coffeeInProgress, tokens.interviewee, duplicate),
      409,
      'body.question_id',
    )
    const mismatched = question({ interview_id: networkCompleted })
    expectError(
      await recordQuestion(coffeeInProgress, tokens.interviewee, mismatched),
      400,
      'body.interview_id',
    )
    expectError(
      await recordQuestion(coffeeInProgress, tokens.interviewee, {
        question_id: crypto.randomUUID(),
      }),
      400,
      'body.question_text',
    )
    expect((await get(coffeeInProgress, tokens.interviewee)).body.questions).toHaveLength(3)
  })
})

describe('recordPersistentAnswer', () => {
  const unanswered = '00000011-0002-4000-8000-000000000004'
  const answer = (id: string, token: string, body: Record<string, unknown>) =>
    call<Question>('recordPersistentAnswer', { params: { id }, token, body })

  it('records the answer with its sentiment and the response time', async () => {
    const result = await answer(coffeeInProgress, tokens.interviewee, {
      question_id: unanswered,
      answer_text: 'I ordered a cortado on Monday.',
      sentiment: 'positive',
      answered_at: '2026-11-03T07:56:40.800Z',
    })
    expect(result.status).toBe(201)
    expect(result.body).toMatchObject({
      question_id: unanswered,
      answer_text: 'I ordered a cortado on Monday.',
      sentiment: 'positive',
      answered_at: '2026-11-03T07:56:40.800Z',
      response_time_ms: 18500,
      displayed_at: '2026-11-03T07:56:22.300Z',
    })
    const tree = (await get(coffeeInProgress, tokens.interviewee)).body.questions
    expect(tree[2]?.answer_text).toBe('I ordered a cortado on Monday.')
  })

  it("defaults the sentiment to 'unknown' and never reports a negative response time", async () => {
    const result = await answer(coffeeInProgress, tokens.interviewee, {
      question_id: unanswered,
      answer_text: 'Clock skew.',
      answered_at: '2026-11-03T07:50:00.000Z',
    })
    expect(result.body.sentiment).toBe('unknown')
    expect(result.body.response_time_ms).toBe(0)
  })

  it('answers with the question subtree, its follow-ups included', async () => {
    const result = await answer(coffeeInProgress, tokens.interviewee, {
      question_id: '00000011-0002-4000-8000-000000000001',
      answer_text: 'Re-recorded answer.',
      answered_at: '2026-11-03T07:55:32.000Z',
    })
    expect(result.body.response_time_ms).toBe(10000)
    expect(result.body.children.map((q) => q.question_id)).toEqual([
      '00000011-0002-4000-8000-000000000002',
    ])
  })

  it("answers 404 'Question not found' for a question that is not in this interview", async () => {
    for (const questionId of [crypto.randomUUID(), '00000011-0001-4000-8000-000000000001']) {
      const result = await answer(coffeeInProgress, tokens.interviewee, {
        question_id: questionId,
        answer_text: 'x',
        answered_at: '2026-11-03T08:00:00.000Z',
      })
      expectError(result, 404)
      expect(messageOf(result)).toBe('Question not found')
    }
  })

  it("refuses someone else's interview (403) and a finished one (409)", async () => {
    const body = {
      question_id: unanswered,
      answer_text: 'x',
      answered_at: '2026-11-03T08:00:00.000Z',
    }
    expectError(await answer(coffeeInProgress, await signIn(carlos), body), 403)
    expectError(await answer(coffeeInProgress, tokens.lead, body), 403)
    expectError(
      await answer(networkCompleted, tokens.interviewee, {
        ...body,
        question_id: '00000011-0003-4000-8000-000000000001',
      }),
      409,
    )
    expectError(
      await answer(coffeeInProgress, tokens.interviewee, { ...body, sentiment: 'happy' }),
      400,
      'body.sentiment',
    )
  })
})

describe('finishPersistentInterview', () => {
  const finish = (id: string, token: string) =>
    call<Interview>('finishPersistentInterview', { params: { id }, token })

  it('completes the interview, marks the membership and is idempotent', async () => {
    const first = await finish(coffeeInProgress, tokens.interviewee)
    expect(first.status).toBe(200)
    expect(first.body.status).toBe('completed')
    expect(first.body.completed_at).not.toBeNull()
    expect(first.body.questions.map((q) => q.answer_text !== null)).toEqual([true, true, false])
    const member = db.members.findFirst((q) =>
      q.where({ id: ids.projectMembers.coffeeInterviewee }),
    )
    expect(member?.completedAt).toBe(first.body.completed_at)

    const again = await finish(coffeeInProgress, tokens.interviewee)
    expect(again.status).toBe(200)
    expect(again.body.completed_at).toBe(first.body.completed_at)
    const inProgress = await call<Interview[]>('listInProgressInterviews', {
      token: tokens.interviewee,
    })
    expect(inProgress.body).toEqual([])
  })

  it('refuses an abandoned interview (409), other users (403) and unknown ids (404)', async () => {
    expectError(await finish(coffeeInProgress, tokens.admin), 403)
    await call('abandonPersistentInterview', {
      params: { id: coffeeInProgress },
      token: tokens.interviewee,
    })
    expectError(await finish(coffeeInProgress, tokens.interviewee), 409)
    expectError(await finish(crypto.randomUUID(), tokens.interviewee), 404)
  })
})

describe('abandonPersistentInterview', () => {
  const abandon = (id: string, token: string, body?: unknown) =>
    call('abandonPersistentInterview', { params: { id }, token, body })

  it('abandons without a body: the record stays, marked abandoned', async () => {
    const result = await abandon(coffeeInProgress, tokens.interviewee)
    expect(result.status).toBe(204)
    expect(result.body).toBeNull()
    const interview = (await get(coffeeInProgress, tokens.interviewee)).body
    expect(interview.status).toBe('abandoned')
    expect(interview.completed_at).toBeNull()
    expect(interview.questions).toHaveLength(3)
    const inProgress = await call<Interview[]>('listInProgressInterviews', {
      token: tokens.interviewee,
    })
    expect(inProgress.body).toEqual([])
    expect((await abandon(coffeeInProgress, tokens.interviewee, { purge: false })).status).toBe(204)
  })

  it('purges the interview and its questions: get answers 404', async () => {
    expect((await abandon(coffeeInProgress, tokens.interviewee, { purge: true })).status).toBe(204)
    expectError(await get(coffeeInProgress, tokens.interviewee), 404)
    expectError(await get(coffeeInProgress, tokens.admin), 404)
    expect(
      db.interviewQuestions.findMany((q) => q.where({ interview_id: coffeeInProgress })),
    ).toEqual([])
  })

  it('refuses a completed interview (409), other users (403), bad bodies (400)', async () => {
    expectError(await abandon(networkCompleted, tokens.interviewee), 409)
    expectError(await abandon(coffeeInProgress, await signIn(carlos)), 403)
    expectError(
      await abandon(coffeeInProgress, tokens.interviewee, { purge: 'yes' }),
      400,
      'body.purge',
    )
    expectError(await abandon(crypto.randomUUID(), tokens.interviewee), 404)
    expect((await get(coffeeInProgress, tokens.interviewee)).body.status).toBe('in_progress')
  })
})

describe('deletePersistentInterview', () => {
  const remove = (id: string, token: string) =>
    call('deletePersistentInterview', { params: { id }, token })

  it('lets an admin delete any interview, with its questions', async () => {
    expect((await remove(networkCompleted, tokens.admin)).status).toBe(204)
    expectError(await get(networkCompleted, tokens.admin), 404)
    expect(
      db.interviewQuestions.findMany((q) => q.where({ interview_id: networkCompleted })),
    ).toEqual([])
    expectError(await remove(networkCompleted, tokens.admin), 404)
  })

  it("lets a lead delete only his projects' interviews", async () => {
    expect((await remove(coffeeInProgress, tokens.lead)).status).toBe(204)
    expectError(await remove(networkCompleted, tokens.lead), 403)
    expect((await remove(networkCompleted, await signIn(nora))).status).toBe(204)
    const own = await create(tokens.lead, standalone(users.lead))
    // A standalone interview has no project, hence no project lead: only admins delete it.
    expectError(await remove(own, tokens.lead), 403)
    expect((await remove(own, tokens.admin)).status).toBe(204)
  })

  it('refuses interviewees by role (403)', async () => {
    expectError(await remove(coffeeInProgress, tokens.interviewee), 403)
    expect((await get(coffeeInProgress, tokens.interviewee)).status).toBe(200)
  })
})

describe('listPersistentInterviews', () => {
  const list = (token: string, query: Record<string, string | number> = {}) =>
    call<Page>('listPersistentInterviews', { token, query })
  const idsOf = (page: Page) => page.items.map((item) => item.interview_id)
  /** The fixture interviews that pass `keep`, newest first, as the list orders them. */
  const fixtureIdsWhere = (keep: (interview: (typeof persistentInterviews)[number]) => boolean) =>
    persistentInterviews
      .filter(keep)
      .sort((a, b) => b.started_at.localeCompare(a.started_at))
      .map((interview) => interview.interview_id)
  const inProject = (projectId: string) =>
    fixtureIdsWhere((interview) => interview.project_id === projectId)

  it('lists the own interviews by default, newest first', async () => {
    const mine = await list(tokens.interviewee)
    expect(mine.status).toBe(200)
    expect(idsOf(mine.body)).toEqual([coffeeInProgress, networkCompleted])
    expect(mine.body.nextCursor).toBeNull()
    expect(mine.body.items[1]?.questions).toHaveLength(5)
    expect((await list(tokens.admin, { scope: 'mine' })).body.items).toEqual([])
  })

  it('scope=all: admins see everyone, leads their projects, interviewees only their own', async () => {
    const all = { scope: 'all', limit: 100 }
    const everyone = idsOf((await list(tokens.admin, all)).body)
    expect(everyone).toEqual(fixtureIdsWhere(() => true))
    expect(everyone).toEqual(expect.arrayContaining([coffeeCompleted, networkCompleted]))
    expect(idsOf((await list(tokens.lead, all)).body)).toEqual(inProject(ids.projects.coffee))
    expect(idsOf((await list(await signIn(nora), all)).body)).toEqual(
      inProject(ids.projects.network),
    )
    expect(idsOf((await list(tokens.interviewee, { scope: 'all' })).body)).toEqual([
      coffeeInProgress,
      networkCompleted,
    ])
  })

  it('filters by project, product and status', async () => {
    const all = { scope: 'all', limit: 100 }
    const coffee = idsOf(
      (await list(tokens.admin, { ...all, project_id: ids.projects.coffee })).body,
    )
    expect(coffee).toEqual(inProject(ids.projects.coffee))
    expect(coffee).toEqual(expect.arrayContaining([coffeeInProgress, coffeeCompleted]))
    const netNest = idsOf(
      (await list(tokens.admin, { ...all, product_id: 'NetNest Home Setup' })).body,
    )
    expect(netNest).toEqual(inProject(ids.projects.network))
    expect(netNest).toContain(networkCompleted)
    const completed = idsOf((await list(tokens.admin, { ...all, status: 'completed' })).body)
    expect(completed).toEqual(fixtureIdsWhere((interview) => interview.status === 'completed'))
    expect(completed).not.toContain(coffeeInProgress)
    expect(
      idsOf(
        (
          await list(tokens.admin, {
            ...all,
            project_id: ids.projects.coffee,
            status: 'in_progress',
          })
        ).body,
      ),
    ).toEqual([coffeeInProgress])
    expect(
      idsOf((await list(tokens.interviewee, { ...all, project_id: ids.projects.coffee })).body),
    ).toEqual([coffeeInProgress])
    expect((await list(tokens.admin, { ...all, project_id: crypto.randomUUID() })).body).toEqual({
      items: [],
      nextCursor: null,
    })
  })

  it('walks every page without duplicates or gaps', async () => {
    const created: string[] = []
    for (let index = 0; index < 23; index++) {
      created.push(await create(tokens.interviewee, standalone(users.interviewee)))
    }
    const seen: string[] = []
    const sizes: number[] = []
    let cursor: string | null = null
    do {
      const query: Record<string, string | number> = { limit: 7 }
      if (cursor) query.cursor = cursor
      const page: Page = (await list(tokens.interviewee, query)).body
      sizes.push(page.items.length)
      seen.push(...idsOf(page))
      const startedAt = page.items.map((item) => item.started_at)
      expect([...startedAt].sort().reverse()).toEqual(startedAt)
      cursor = page.nextCursor
    } while (cursor)
    expect(sizes).toEqual([7, 7, 7, 4])
    expect(new Set(seen).size).toBe(25)
    expect(seen.slice(-2)).toEqual([coffeeInProgress, networkCompleted])
    expect(new Set(seen.slice(0, 23))).toEqual(new Set(created))

    const firstPage = await list(tokens.interviewee)
    expect(firstPage.body.items).toHaveLength(20)
    expect(typeof firstPage.body.nextCursor).toBe('string')
  })

  it('refuses a cursor it did not issue and an out-of-range limit', async () => {
    expectError(await list(tokens.admin, { cursor: 'not-a-cursor' }), 400, 'query.cursor')
    expectError(await list(tokens.admin, { cursor: btoa('{"a":1}') }), 400, 'query.cursor')
    expectError(await list(tokens.admin, { limit: 0 }), 400, 'query.limit')
    expectError(await list(tokens.admin, { limit: 101 }), 400, 'query.limit')
    expectError(await list(tokens.admin, { scope: 'everyone' }), 400, 'query.scope')
    expectError(await call('listPersistentInterviews', { query: {} }), 401)
  })
})
