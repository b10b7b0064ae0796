import { afterAll, describe, expect, it } from 'vitest'
import { coffeeCompany, fixtureIds, interviewerPrompts, persistentInterviews } from '../../fixtures'
import { signToken, type TokenPayload } from '../../mocks/auth/crypto'
import {
  operations,
  type Operation,
  type Role as ContractRole,
} from '../../mocks/contract/operations'
import { db } from '../../mocks/db'
import { seedDatabase } from '../../mocks/db/seed'
import {
  call,
  demo,
  signIn,
  useMockServer,
  type CallOptions,
  type CallResult,
} from '../contract/harness'

useMockServer()

/**
 * The permission matrix (issue 10, item 5): every operation, called by a stranger (no token),
 * with an expired token of a real session, with a tampered token (role raised to admin,
 * signature kept), and by each role with a request that is otherwise valid. The expected
 * status comes from the operation's `x-roles` in openapi.yaml — the permission table of
 * docs/product.md#roles — plus the relation rules its description states (RELATIONS below). Every answer is
 * validated against the contract by `call`. Each cell runs on freshly seeded data.
 */

type Role = 'admin' | 'lead' | 'interviewee'
type Column = 'anonymous' | 'expired' | 'tampered' | Role
const COLUMNS: readonly Column[] = [
  'anonymous',
  'expired',
  'tampered',
  'admin',
  'lead',
  'interviewee',
]
const ROLES: readonly Role[] = ['admin', 'lead', 'interviewee']
const CONTRACT_ROLE: Record<Role, ContractRole> = {
  admin: 'candor_admin',
  lead: 'interview_lead',
  interviewee: 'interviewee',
}

const users = fixtureIds.users
const { coffee, network } = fixtureIds.projects
const { coffeeInProgress, coffeeCompleted, networkCompleted } = fixtureIds.interviews
const serviceType = fixtureIds.projectTypes.service
const appType = fixtureIds.projectTypes.app
const heardAbout = fixtureIds.serviceQuestions.heardAbout
const openQuestion = '00000011-0002-4000-8000-000000000004'
const accounts = { ...demo, priya: { email: 'priya.raman@candor.test', password: 'priya1234' } }
const idOf: Record<Role, string> = {
  admin: users.admin,
  lead: users.lead,
  interviewee: users.interviewee,
}

type Tokens = Record<Role, string>
type Build = (who: Role, tokens: Tokens) => CallOptions | Promise<CallOptions>

const audio = () => {
  const form = new FormData()
  form.append('audio', new Blob([new Uint8Array([26, 69, 223, 163, 1, 2, 3, 4])]), 'a.webm')
  return form
}
const startBody = { company: coffeeCompany.company, product: coffeeCompany.product }

/** A live session of the caller, to answer. */
async function liveSession(token: string): Promise<string> {
  const started = await call<{ id: string }>('startInterview', { token, body: startBody })
  expect(started.status).toBe(201)
  return started.body.id
}

/**
 * The request each operation gets: the same for every caller unless it depends on who asks
 * (one's own email, one's own live session). The token columns use the interviewee's request.
 */
const REQUESTS: Record<string, Build> = {
  login: () => ({ body: demo.interviewee }),
  register: () => ({
    body: {
      email: 'matrix.new@candor.test',
      password: 'secret12',
      firstName: 'Matrix',
      lastName: 'New',
      role: 'interviewee',
    },
  }),
  logout: () => ({}),
  getProfile: () => ({}),
  getAuthConfig: () => ({}),
  updateProfile: (who) => ({
    body: { firstName: 'First', lastName: 'Last', email: accounts[who].email },
  }),
  listPersistentInterviews: () => ({ query: { scope: 'all' } }),
  createPersistentInterview: (who) => ({
    body: {
      project_id: null,
      interviewer_id: null,
      interviewee_id: idOf[who],
      metadata: startBody,
    },
  }),
  listInProgressInterviews: () => ({}),
  getPersistentInterview: () => ({ params: { id: coffeeInProgress } }),
  deletePersistentInterview: () => ({ params: { id: coffeeInProgress } }),
  recordPersistentQuestion: () => ({
    params: { id: coffeeInProgress },
    body: {
      question_id: '0000a77e-0000-4000-8000-000000000001',
      question_text: 'Anything else?',
      displayed_at: '2026-11-03T08:00:00.000Z',
    },
  }),
  recordPersistentAnswer: () => ({
    params: { id: coffeeInProgress },
    body: {
      question_id: openQuestion,
      answer_text: 'At my desk.',
      answered_at: '2026-11-03T08:01:00.000Z',
    },
  }),
  finishPersistentInterview: () => ({ params: { id: coffeeInProgress } }),
  abandonPersistentInterview: () => ({ params: { id: coffeeInProgress } }),
  startInterview: () => ({ body: { ...startBody, projectId: coffee } }),
  answerInterview: async (who, tokens) => ({
    params: { id: await liveSession(tokens[who]) },
    rawBody: audio(),
  }),
  listProjects: () => ({}),
  createProject: () => ({
    body: {
      name: 'Matrix study',
      company: 'Matrix Co',
      product: 'Grid',
      productDescription: 'Rows and columns.',
      projectTypeId: serviceType,
    },
  }),
  getProject: () => ({ params: { id: coffee } }),
  updateProject: () => ({
    params: { id: coffee },
    body: {
      name: 'Renamed',
      company: 'BeanRunner',
      product: 'Express',
      productDescription: 'Hot.',
    },
  }),
  inviteMember: () => ({ params: { id: coffee }, body: { userId: users.uninvited } }),
  listProjectMembers: () => ({ params: { id: coffee } }),
  listProjectInterviews: () => ({ params: { id: coffee } }),
  listProjectQuestions: () => ({ params: { id: coffee } }),
  listProjectTypes: () => ({}),
  listProjectTypeQuestions: () => ({ params: { id: serviceType } }),
  listUsers: () => ({}),
  createUser: () => ({
    body: { email: 'matrix.user@candor.test', firstName: 'M', lastName: 'U', role: 'interviewee' },
  }),
  updateUser: () => ({
    params: { id: users.uninvited },
    body: { email: accounts.priya.email, firstName: 'Priya', lastName: 'R', role: 'interviewee' },
  }),
  deleteUser: () => ({ params: { id: users.uninvited } }),
  resetUserPassword: () => ({ params: { id: users.uninvited } }),
  createProjectType: () => ({ body: { name: 'Matrix type', category: 'app' } }),
  updateProjectType: () => ({
    params: { id: appType },
    body: { name: 'App Experience', category: 'app', isActive: false },
  }),
  deleteProjectType: () => ({ params: { id: appType } }),
  createProjectTypeQuestion: () => ({ params: { id: serviceType }, body: { text: 'And then?' } }),
  updateProjectTypeQuestion: () => ({
    params: { id: serviceType, qid: heardAbout },
    body: { text: 'How did you hear of us?', order: 1 },
  }),
  deleteProjectTypeQuestion: () => ({ params: { id: serviceType, qid: heardAbout } }),
  listAvailableModels: () => ({}),
  getCurrentModels: () => ({}),
  selectModels: () => ({ body: { chatModel: 'gpt-4o' } }),
  listInterviewerPrompts: () => ({}),
  getCurrentInterviewerPrompt: () => ({}),
  selectInterviewerPrompt: () => ({ body: { value: interviewerPrompts[1].path } }),
}

/**
 * Relation rules: a role that x-roles allows but whose relation to the record above does not.
 * The requests address the interviewee's coffee interview (in progress), which its project's
 * lead and admins may read and delete but only its interviewee may write into.
 */
const RELATIONS: Record<string, Partial<Record<Role, { status: 403 | 404; because: string }>>> = {
  recordPersistentQuestion: {
    admin: { status: 403, because: "only the interview's own interviewee records questions" },
    lead: { status: 403, because: "only the interview's own interviewee records questions" },
  },
  recordPersistentAnswer: {
    admin: {
      status: 403,
      because: 'only its interviewee records answers (not in the description)',
    },
    lead: { status: 403, because: 'only its interviewee records answers (not in the description)' },
  },
  finishPersistentInterview: {
    admin: { status: 403, because: 'only its interviewee finishes it (not in the description)' },
    lead: { status: 403, because: 'only its interviewee finishes it (not in the description)' },
  },
  abandonPersistentInterview: {
    admin: { status: 403, because: 'only its interviewee abandons it (not in the description)' },
    lead: { status: 403, because: 'only its interviewee abandons it (not in the description)' },
  },
}

interface Cell {
  column: Column
  status: number
  expected: string
  ok: boolean
}
const results = new Map<string, Cell[]>()

function expectation(
  operation: Operation,
  column: Column,
): { label: string; test: (s: number) => boolean } {
  const success = { label: '2xx', test: (s: number) => s >= 200 && s < 300 }
  if (operation.roles.includes('anonymous')) return success
  if (column === 'anonymous' || column === 'expired' || column === 'tampered') {
    return { label: '401', test: (s) => s === 401 }
  }
  if (!operation.roles.includes(CONTRACT_ROLE[column])) {
    return { label: '403', test: (s) => s === 403 }
  }
  const relation = RELATIONS[operation.operationId]?.[column]
  if (relation) return { label: `${relation.status}r`, test: (s) => s === relation.status }
  return success
}

async function tokensForCell(): Promise<Tokens & { expired: string; tampered: string }> {
  await seedDatabase()
  const tokens = {
    admin: await signIn(demo.admin),
    lead: await signIn(demo.lead),
    interviewee: await signIn(demo.interviewee),
  }
  const [header = '', body = '', signature = ''] = tokens.interviewee.split('.')
  const payload = JSON.parse(atob(body.replace(/-/g, '+').replace(/_/g, '/'))) as TokenPayload
  const expired = await signToken({ ...payload, exp: Math.floor(Date.now() / 1000) - 60 })
  const raised = btoa(JSON.stringify({ ...payload, role: 'candor_admin' }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
  return { ...tokens, expired, tampered: `${header}.${raised}.${signature}` }
}

async function runCell(operation: Operation, column: Column): Promise<CallResult> {
  const tokens = await tokensForCell()
  const build = REQUESTS[operation.operationId]
  if (!build) throw new Error(`No request for ${operation.operationId}`)
  const who: Role = column === 'admin' || column === 'lead' ? column : 'interviewee'
  const options = await build(who, tokens)
  const token = column === 'anonymous' ? null : tokens[column]
  return call(operation.operationId, { ...options, token })
}

function printTable() {
  const abbreviation = (role: string) =>
    ({ anonymous: 'anon', candor_admin: 'A', interview_lead: 'L', interviewee: 'I' })[role] ?? role
  const header = [
    'operation',
    'x-roles',
    'anon',
    'expired',
    'tampered',
    'admin',
    'lead',
    'interviewee',
  ]
  const rows = operations
    .filter((operation) => results.has(operation.operationId))
    .map((operation) => [
      operation.operationId,
      operation.roles.map(abbreviation).join(','),
      ...(results.get(operation.operationId) ?? []).map(
        (cell) =>
          `${cell.status}${cell.ok ? '' : `!=${cell.expected}`}${cell.expected.endsWith('r') ? 'r' : ''}`,
      ),
    ])
  const widths = header.map((title, index) =>
    Math.max(title.length, ...rows.map((row) => (row[index] ?? '').length)),
  )
  const line = (cells: string[]) =>
    cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' ')
  const cells = [...results.values()].flat()
  const count = (test: (cell: Cell) => boolean) => cells.filter(test).length
  console.log(
    [
      line(header),
      ...rows.map(line),
      '(r: refused by a relation rule of the operation, as RELATIONS in this test says)',
      `matrix: ${results.size} operations x ${COLUMNS.length} callers = ${cells.length} cells, ` +
        `${count((cell) => cell.ok)} as expected (401: ${count((cell) => cell.status === 401)}, ` +
        `403: ${count((cell) => cell.status === 403)}, 404: ${count((cell) => cell.status === 404)}, ` +
        `2xx: ${count((cell) => cell.status >= 200 && cell.status < 300)})`,
    ].join('\n'),
  )
}

describe('permission matrix', () => {
  afterAll(printTable)

  it('has a request for every operation, and relation rules only for listed roles', () => {
    expect(Object.keys(REQUESTS).sort()).toEqual(operations.map((op) => op.operationId).sort())
    for (const [operationId, rules] of Object.entries(RELATIONS)) {
      const operation = operations.find((op) => op.operationId === operationId)
      for (const role of Object.keys(rules) as Role[]) {
        expect(operation?.roles, `${operationId} ${role}`).toContain(CONTRACT_ROLE[role])
      }
    }
  })

  for (const operation of operations) {
    it(`${operation.operationId} (${operation.roles.join(', ')})`, async () => {
      const cells: Cell[] = []
      results.set(operation.operationId, cells)
      for (const column of COLUMNS) {
        const answer = await runCell(operation, column)
        const expected = expectation(operation, column)
        cells.push({
          column,
          status: answer.status,
          expected: expected.label,
          ok: expected.test(answer.status),
        })
      }
      const wrong = cells.filter((cell) => !cell.ok)
      expect(
        wrong.map((cell) => `${cell.column}: ${cell.status}, expected ${cell.expected}`),
      ).toEqual([])
    })
  }
})

describe('relation rules', () => {
  let tokens: Tokens

  async function fresh() {
    await seedDatabase()
    tokens = {
      admin: await signIn(demo.admin),
      lead: await signIn(demo.lead),
      interviewee: await signIn(demo.interviewee),
    }
  }

  const projectBody = {
    name: 'Edited',
    company: 'Co',
    product: 'Product',
    productDescription: 'Described.',
  }

  it('an interview lead edits, invites and sees members only on the projects he leads', async () => {
    await fresh()
    const nora = await signIn({ email: 'nora.hale@candor.test', password: 'nora1234' })
    const projectsBefore = JSON.stringify(db.projects.all())
    const membersBefore = JSON.stringify(db.members.all())
    const attempts = [
      [tokens.lead, coffee, network],
      [nora, network, coffee],
    ] as const
    const edit = (token: string, id: string) =>
      call('updateProject', { token, params: { id }, body: projectBody })
    const invite = (token: string, id: string) =>
      call('inviteMember', { token, params: { id }, body: { userId: users.uninvited } })
    const members = (token: string, id: string) =>
      call('listProjectMembers', { token, params: { id } })
    for (const [token, , other] of attempts) {
      expect((await edit(token, other)).status).toBe(403)
      expect((await invite(token, other)).status).toBe(403)
      expect((await members(token, other)).status).toBe(403)
    }
    // The refused requests changed nothing.
    expect(JSON.stringify(db.projects.all())).toBe(projectsBefore)
    expect(JSON.stringify(db.members.all())).toBe(membersBefore)
    for (const [token, own] of attempts) {
      expect((await edit(token, own)).status).toBe(200)
      expect((await invite(token, own)).status).toBe(201)
      expect((await members(token, own)).status).toBe(200)
    }
    // Nor may a lead read or delete the interviews of a project he does not lead.
    for (const op of ['getPersistentInterview', 'deletePersistentInterview']) {
      expect(
        (await call(op, { token: tokens.lead, params: { id: networkCompleted } })).status,
      ).toBe(403)
    }
    // Admins may do all of it anywhere.
    expect(
      (
        await call('updateProject', {
          token: tokens.admin,
          params: { id: network },
          body: projectBody,
        })
      ).status,
    ).toBe(200)
  })

  it('an interviewee sees only his own interviews (list, get, project interviews)', async () => {
    await fresh()
    const token = tokens.interviewee
    type Page = { items: { interview_id: string; interviewee_id: string }[] }
    const queries: Record<string, string>[] = [
      { scope: 'all' },
      { scope: 'mine' },
      { scope: 'all', project_id: coffee },
    ]
    for (const query of queries) {
      const page = await call<Page>('listPersistentInterviews', { token, query })
      expect(page.status).toBe(200)
      expect(page.body.items.length).toBeGreaterThan(0)
      expect(page.body.items.every((item) => item.interviewee_id === users.interviewee)).toBe(true)
      expect(page.body.items.map((item) => item.interview_id)).not.toContain(coffeeCompleted)
    }
    expect(
      (await call('getPersistentInterview', { token, params: { id: coffeeInProgress } })).status,
    ).toBe(200)
    expect(
      (await call('getPersistentInterview', { token, params: { id: coffeeCompleted } })).status,
    ).toBe(403)
    type ProjectInterview = { userId: string; isComplete: boolean }
    const coffeeResults = await call<ProjectInterview[]>('listProjectInterviews', {
      token,
      params: { id: coffee },
    })
    // His coffee interview is in progress and Carlos' completed one is not his: nothing.
    expect(coffeeResults.body).toEqual([])
    const networkResults = await call<ProjectInterview[]>('listProjectInterviews', {
      token,
      params: { id: network },
    })
    expect(networkResults.body).toHaveLength(1)
    expect(networkResults.body.every((i) => i.userId === users.interviewee && i.isComplete)).toBe(
      true,
    )
    const inProgress = await call<{ interviewee_id: string }[]>('listInProgressInterviews', {
      token,
    })
    expect(inProgress.body.every((item) => item.interviewee_id === users.interviewee)).toBe(true)
    // The project's lead sees them all, and on scope=all only his projects' interviews.
    const leadView = await call<ProjectInterview[]>('listProjectInterviews', {
      token: tokens.lead,
      params: { id: coffee },
    })
    const coffeeInterviewees = persistentInterviews
      .filter((interview) => interview.project_id === coffee)
      .map((interview) => interview.interviewee_id)
    expect(new Set(leadView.body.map((i) => i.userId))).toEqual(new Set(coffeeInterviewees))
    expect(coffeeInterviewees).toEqual(
      expect.arrayContaining([users.interviewee, users.coffeeCompleter]),
    )
    const leadPage = await call<{ items: { project_id: string | null }[] }>(
      'listPersistentInterviews',
      {
        token: tokens.lead,
        query: { scope: 'all' },
      },
    )
    expect(leadPage.body.items.every((item) => item.project_id === coffee)).toBe(true)
    // Someone invited to no project sees none of it.
    const priya = await signIn(accounts.priya)
    expect((await call('getProject', { token: priya, params: { id: coffee } })).status).toBe(404)
    expect(
      (await call('listProjectInterviews', { token: priya, params: { id: coffee } })).status,
    ).toBe(404)
  })

  it('nobody can delete himself or reset his own password (403)', async () => {
    await fresh()
    for (const role of ROLES) {
      const params = { id: idOf[role] }
      expect((await call('deleteUser', { token: tokens[role], params })).status).toBe(403)
      expect((await call('resetUserPassword', { token: tokens[role], params })).status).toBe(403)
    }
    // Still there, with the same password, and the admin still signed in.
    await signIn(demo.admin)
    expect((await call('getProfile', { token: tokens.admin })).status).toBe(200)
  })

  it('admins and leads write into their own interviews, not into others’', async () => {
    await fresh()
    for (const role of ['admin', 'lead'] as const) {
      const token = tokens[role]
      const created = await call<{ interview_id: string }>('createPersistentInterview', {
        token,
        body: { project_id: coffee, interviewer_id: null, interviewee_id: idOf[role] },
      })
      expect(created.status).toBe(201)
      const id = created.body.interview_id
      const question = {
        question_id: crypto.randomUUID(),
        question_text: 'Why?',
        displayed_at: '2026-11-03T08:00:00.000Z',
      }
      expect(
        (await call('recordPersistentQuestion', { token, params: { id }, body: question })).status,
      ).toBe(201)
      expect(
        (
          await call('recordPersistentAnswer', {
            token,
            params: { id },
            body: {
              question_id: question.question_id,
              answer_text: 'Because.',
              answered_at: '2026-11-03T08:01:00.000Z',
            },
          })
        ).status,
      ).toBe(201)
      expect((await call('finishPersistentInterview', { token, params: { id } })).status).toBe(200)
      // Recording an interview for someone else is refused.
      expect(
        (
          await call('createPersistentInterview', {
            token,
            body: { project_id: coffee, interviewer_id: null, interviewee_id: users.interviewee },
          })
        ).status,
      ).toBe(403)
    }
  })

  it('only admins type answers or override the prompt; a live session is its user’s', async () => {
    await fresh()
    const text = { text: 'Typed.', isTextResponse: true }
    for (const role of ['lead', 'interviewee'] as const) {
      const id = await liveSession(tokens[role])
      expect(
        (await call('answerInterview', { token: tokens[role], params: { id }, body: text })).status,
      ).toBe(403)
      expect(
        (
          await call('startInterview', {
            token: tokens[role],
            body: { ...startBody, promptOverride: interviewerPrompts[1].path },
          })
        ).status,
      ).toBe(403)
      // Someone else's session is not revealed.
      expect(
        (await call('answerInterview', { token: tokens.admin, params: { id }, body: text })).status,
      ).toBe(404)
    }
    const own = await liveSession(tokens.admin)
    expect(
      (await call('answerInterview', { token: tokens.admin, params: { id: own }, body: text }))
        .status,
    ).toBe(200)
    expect(
      (
        await call('startInterview', {
          token: tokens.admin,
          body: { ...startBody, promptOverride: interviewerPrompts[1].path },
        })
      ).status,
    ).toBe(201)
  })
})
