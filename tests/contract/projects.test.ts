import { beforeEach, describe, expect, it } from 'vitest'
import {
  fixtureIds,
  persistentInterviews,
  projectMembers,
  projectTypes,
  projects as fixtureProjects,
} from '../../fixtures'
import type { components } from '../../src/api/schema'
import { call, expectError, signIn, signInAll, useMockServer } from './harness'

useMockServer()

type Schemas = components['schemas']
type Project = Schemas['Project']
type Member = Schemas['ProjectMember']
type Interview = Schemas['ProjectInterview']
type Question = Schemas['ProjectTypeQuestion']
type ProjectType = Schemas['ProjectType']
type ApiError = Schemas['Error']

const users = fixtureIds.users
const { coffee, network } = fixtureIds.projects
const serviceQ = fixtureIds.serviceQuestions
const unknownId = '0000000b-0000-4000-8000-0000000000ff'

const others = {
  networkLead: { email: 'nora.hale@candor.test', password: 'nora1234' },
  carlos: { email: 'carlos.mendes@candor.test', password: 'carlos1234' },
  priya: { email: 'priya.raman@candor.test', password: 'priya1234' },
}

const newProject = {
  name: '  Oat milk subscription study ',
  company: ' BeanRunner ',
  product: 'Oat Box',
  productDescription: ' Weekly oat milk alongside the coffee. ',
  projectTypeId: fixtureIds.projectTypes.app,
}

const editBody = {
  name: ' Renamed coffee study ',
  company: 'BeanRunner Ltd',
  product: 'Morning Drop',
  productDescription: 'Scheduled coffee, now with pastries.',
}

let token: Awaited<ReturnType<typeof signInAll>>

beforeEach(async () => {
  token = await signInAll()
})

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id)

/** The fixtures' members of a project, in invitation order (the order the server lists them). */
const fixtureMembersOf = (projectId: string) =>
  projectMembers
    .filter((member) => member.projectId === projectId)
    .sort((a, b) => a.invitedAt.localeCompare(b.invitedAt))

/** The fixtures' interviews of a project, newest first (the order the server lists them). */
const fixtureInterviewsOf = (projectId: string) =>
  persistentInterviews
    .filter((interview) => interview.project_id === projectId)
    .sort((a, b) => b.started_at.localeCompare(a.started_at))
    .map((interview) => interview.interview_id)

function expectNoPassword(body: unknown): void {
  expect(JSON.stringify(body)).not.toMatch(/password/i)
}

function expectMessage(body: unknown, message: string): void {
  expect((body as ApiError).message).toBe(message)
}

describe('listProjects', () => {
  it('gives an admin every project, newest first', async () => {
    const result = await call<Project[]>('listProjects', { token: token.admin })
    expect(result.status).toBe(200)
    expect(ids(result.body)).toEqual([network, coffee])
    const coffeeFixture = fixtureProjects.find((project) => project.id === coffee)
    expect(result.body[1]).toEqual(coffeeFixture)
    expectNoPassword(result.body)
  })

  it('gives a lead only the projects he leads', async () => {
    const lead = await call<Project[]>('listProjects', { token: token.lead })
    expect(ids(lead.body)).toEqual([coffee])
    expect(lead.body[0]?.leadUserId).toBe(users.lead)
    const nora = await call<Project[]>('listProjects', { token: await signIn(others.networkLead) })
    expect(ids(nora.body)).toEqual([network])
  })

  it('gives an interviewee exactly the projects he is invited to', async () => {
    const result = await call<Project[]>('listProjects', { token: token.interviewee })
    expect(ids(result.body)).toEqual([network, coffee])
    const carlos = await call<Project[]>('listProjects', { token: await signIn(others.carlos) })
    expect(ids(carlos.body)).toEqual([coffee])
    const priya = await call<Project[]>('listProjects', { token: await signIn(others.priya) })
    expect(priya.body).toEqual([])
  })

  it('puts a newly created project first', async () => {
    const created = await call<Project>('createProject', { token: token.admin, body: newProject })
    const result = await call<Project[]>('listProjects', { token: token.admin })
    expect(ids(result.body)).toEqual([created.body.id, network, coffee])
  })

  it('refuses a missing token', async () => {
    expectError(await call('listProjects'), 401)
  })
})

describe('listProjects: search and pages', () => {
  type Query = Record<string, string | number>
  const list = (accessToken: string, query: Query = {}) =>
    call<Project[]>('listProjects', { token: accessToken, query })

  /** Creates projects one after the other (several can share a createdAt millisecond). */
  async function addProjects(accessToken: string, names: readonly string[]): Promise<string[]> {
    const created: string[] = []
    for (const name of names) {
      const result = await call<Project>('createProject', {
        token: accessToken,
        body: { ...newProject, name },
      })
      expect(result.status).toBe(201)
      created.push(result.body.id)
    }
    return created
  }

  /** Follows X-Next-Cursor from the first page to the last; returns the pages' ids. */
  async function allPages(accessToken: string, query: Query, limit: number) {
    const pages: string[][] = []
    let cursor: string | null = null
    do {
      const page = await list(accessToken, { ...query, limit, ...(cursor ? { cursor } : {}) })
      expect(page.status).toBe(200)
      expect(page.body.length).toBeLessThanOrEqual(limit)
      pages.push(ids(page.body))
      cursor = page.headers.get('X-Next-Cursor')
      if (pages.length > 50) throw new Error('the cursors never end')
    } while (cursor)
    return pages
  }

  it('chains pages to the end without repeats or gaps, counting every match', async () => {
    await addProjects(token.admin, ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'])
    const whole = await list(token.admin)
    expect(whole.body).toHaveLength(10)
    // The whole list (no limit) carries neither paging header.
    expect(whole.headers.get('X-Total-Count')).toBeNull()
    expect(whole.headers.get('X-Next-Cursor')).toBeNull()

    const first = await list(token.admin, { limit: 3 })
    expect(first.headers.get('X-Total-Count')).toBe('10')
    expect(first.body).toEqual(whole.body.slice(0, 3))

    const pages = await allPages(token.admin, {}, 3)
    expect(pages.map((page) => page.length)).toEqual([3, 3, 3, 1])
    expect(pages.flat()).toEqual(ids(whole.body))

    const single = await list(token.admin, { limit: 200 })
    expect(ids(single.body)).toEqual(ids(whole.body))
    expect(single.headers.get('X-Total-Count')).toBe('10')
    expect(single.headers.get('X-Next-Cursor')).toBeNull()
  })

  it('continues after the cursor when a project is created between two pages', async () => {
    await addProjects(token.admin, ['One', 'Two', 'Three'])
    const whole = ids((await list(token.admin)).body)
    const first = await list(token.admin, { limit: 2 })
    const cursor = first.headers.get('X-Next-Cursor')
    if (!cursor) throw new Error('no next page')
    await addProjects(token.admin, ['Created meanwhile'])
    const second = await list(token.admin, { limit: 10, cursor })
    expect([...ids(first.body), ...ids(second.body)]).toEqual(whole)
    expect(second.headers.get('X-Total-Count')).toBe('6')
  })

  it('matches q in the name, company, product or description, ignoring case and spaces', async () => {
    const byName = await list(token.admin, { q: 'MORNING DELIVERY' })
    expect(ids(byName.body)).toEqual([coffee])
    expect(ids((await list(token.admin, { q: ' netnest ' })).body)).toEqual([network])
    expect(ids((await list(token.admin, { q: 'express' })).body)).toEqual([coffee])
    expect(ids((await list(token.admin, { q: 'households' })).body)).toEqual([network])
    expect(ids((await list(token.admin, { q: 'setup' })).body)).toEqual([network])
    expect((await list(token.admin, { q: 'no such project' })).body).toEqual([])
    const paged = await list(token.admin, { q: 'commuters', limit: 1 })
    expect(ids(paged.body)).toEqual([coffee])
    expect(paged.headers.get('X-Total-Count')).toBe('1')
    expect(paged.headers.get('X-Next-Cursor')).toBeNull()
  })

  it("pages through a search's matches only", async () => {
    const study = await addProjects(token.admin, ['Espresso study 1', 'Espresso study 2'])
    await addProjects(token.admin, ['Unrelated'])
    const espresso = await addProjects(token.admin, ['espresso study 3'])
    const matches = ids((await list(token.admin, { q: 'Espresso' })).body)
    expect([...matches].sort()).toEqual([...study, ...espresso].sort())
    const pages = await allPages(token.admin, { q: 'Espresso' }, 2)
    expect(pages.map((page) => page.length)).toEqual([2, 1])
    expect(pages.flat()).toEqual(matches)
    const counted = await list(token.admin, { q: 'espresso', limit: 1 })
    expect(counted.headers.get('X-Total-Count')).toBe('3')
  })

  it("never reveals to a lead's search a project he does not lead", async () => {
    const [own] = await addProjects(token.lead, ['Espresso at the office'])
    await addProjects(token.admin, ['Espresso at home'])
    expect(ids((await list(token.lead, { q: 'espresso' })).body)).toEqual([own])
    expect((await list(token.lead, { q: 'NetNest' })).body).toEqual([])
    const counted = await list(token.lead, { q: 'espresso', limit: 5 })
    expect(counted.headers.get('X-Total-Count')).toBe('1')
    const nora = await signIn(others.networkLead)
    expect((await list(nora, { q: 'BeanRunner' })).body).toEqual([])
    expect(ids((await list(nora, { q: 'NetNest' })).body)).toEqual([network])
  })

  it('finds for an interviewee only the projects he is invited to', async () => {
    await addProjects(token.admin, ['NetNest mesh study'])
    expect(ids((await list(token.interviewee, { q: 'netnest' })).body)).toEqual([network])
    const carlos = await signIn(others.carlos)
    expect((await list(carlos, { q: 'NetNest' })).body).toEqual([])
    expect(ids((await list(carlos, { q: 'beanrunner', limit: 1 })).body)).toEqual([coffee])
    const priya = await signIn(others.priya)
    const nothing = await list(priya, { q: 'e', limit: 10 })
    expect(nothing.body).toEqual([])
    expect(nothing.headers.get('X-Total-Count')).toBe('0')
  })

  it('refuses a bad limit, a cursor it did not issue, and a cursor without a limit', async () => {
    for (const limit of [0, 201, 'ten', 1.5]) {
      expectError(await list(token.admin, { limit }), 400, 'query.limit')
    }
    expectError(await list(token.admin, { limit: 5, cursor: 'not-a-cursor' }), 400, 'query.cursor')
    expectError(await list(token.admin, { limit: 5, cursor: btoa('{"a":1}') }), 400, 'query.cursor')
    const first = await list(token.admin, { limit: 1 })
    const cursor = first.headers.get('X-Next-Cursor')
    if (!cursor) throw new Error('no next page')
    expectError(await list(token.admin, { cursor }), 400, 'query.cursor')
    expectError(await list(token.admin, { q: '' }), 400, 'query.q')
    expectError(await list(token.admin, { q: 'x'.repeat(201) }), 400, 'query.q')
    expectError(await list(token.lead, { limit: 0 }), 400, 'query.limit')
  })
})

describe('createProject', () => {
  it('makes the creating lead the lead, trims, and applies the defaults', async () => {
    const result = await call<Project>('createProject', { token: token.lead, body: newProject })
    expect(result.status).toBe(201)
    expect(result.body).toMatchObject({
      name: 'Oat milk subscription study',
      description: '',
      company: 'BeanRunner',
      product: 'Oat Box',
      productDescription: 'Weekly oat milk alongside the coffee.',
      projectTypeId: fixtureIds.projectTypes.app,
      status: 'active',
      followUpIntensity: 3,
      leadUserId: users.lead,
    })
    expect(Date.now() - Date.parse(result.body.createdAt)).toBeLessThan(60_000)
    const listed = await call<Project[]>('listProjects', { token: token.lead })
    expect(ids(listed.body)).toEqual([result.body.id, coffee])
    const fetched = await call<Project>('getProject', {
      token: token.lead,
      params: { id: result.body.id },
    })
    expect(fetched.body).toEqual(result.body)
    // Not invited, so not visible.
    expectError(
      await call('getProject', { token: token.interviewee, params: { id: result.body.id } }),
      404,
    )
  })

  it('keeps the given description and follow-up intensity', async () => {
    const result = await call<Project>('createProject', {
      token: token.lead,
      body: { ...newProject, description: '  Why oat?  ', followUpIntensity: 5 },
    })
    expect(result.body.description).toBe('Why oat?')
    expect(result.body.followUpIntensity).toBe(5)
  })

  it('lets an admin name another lead, or be the lead himself', async () => {
    const named = await call<Project>('createProject', {
      token: token.admin,
      body: { ...newProject, leadUserId: users.networkLead },
    })
    expect(named.status).toBe(201)
    expect(named.body.leadUserId).toBe(users.networkLead)
    const nora = await call<Project[]>('listProjects', { token: await signIn(others.networkLead) })
    expect(ids(nora.body)).toEqual([named.body.id, network])

    const adminLed = await call<Project>('createProject', {
      token: token.admin,
      body: { ...newProject, leadUserId: users.admin },
    })
    expect(adminLed.body.leadUserId).toBe(users.admin)
    const defaulted = await call<Project>('createProject', { token: token.admin, body: newProject })
    expect(defaulted.body.leadUserId).toBe(users.admin)
  })

  it('refuses a leadUserId that is not an admin or lead with 400 naming it', async () => {
    const interviewee = await call('createProject', {
      token: token.admin,
      body: { ...newProject, leadUserId: users.interviewee },
    })
    expectError(interviewee, 400, 'body.leadUserId')
    const unknown = await call('createProject', {
      token: token.admin,
      body: { ...newProject, leadUserId: '0000000a-0000-4000-8000-0000000000ff' },
    })
    expectError(unknown, 400, 'body.leadUserId')
    const listed = await call<Project[]>('listProjects', { token: token.admin })
    expect(listed.body).toHaveLength(2)
  })

  it('lets a lead name only himself as lead', async () => {
    const own = await call<Project>('createProject', {
      token: token.lead,
      body: { ...newProject, leadUserId: users.lead },
    })
    expect(own.body.leadUserId).toBe(users.lead)
    expectError(
      await call('createProject', {
        token: token.lead,
        body: { ...newProject, leadUserId: users.networkLead },
      }),
      403,
    )
  })

  it('refuses an unknown project type with 400 (not 404)', async () => {
    const result = await call('createProject', {
      token: token.admin,
      body: { ...newProject, projectTypeId: '0000000c-0000-4000-8000-0000000000ff' },
    })
    expectError(result, 400, 'body.projectTypeId')
    expectMessage(result.body, 'body.projectTypeId does not exist')
  })

  it('refuses interviewees and malformed bodies', async () => {
    expectError(await call('createProject', { token: token.interviewee, body: newProject }), 403)
    expectError(await call('createProject', { body: newProject }), 401)
    const { name: _name, ...nameless } = newProject
    expectError(
      await call('createProject', { token: token.lead, body: nameless }),
      400,
      'body.name',
    )
    expectError(
      await call('createProject', {
        token: token.lead,
        body: { ...newProject, followUpIntensity: 6 },
      }),
      400,
      'body.followUpIntensity',
    )
    expectError(
      await call('createProject', { token: token.lead, body: { ...newProject, status: 'draft' } }),
      400,
      'body.status',
    )
  })
})

describe('getProject', () => {
  it('shows a project to an admin, its lead and its members', async () => {
    for (const who of [token.admin, token.lead, token.interviewee, await signIn(others.carlos)]) {
      const result = await call<Project>('getProject', { token: who, params: { id: coffee } })
      expect(result.status).toBe(200)
      expect(result.body.name).toBe('BeanRunner morning delivery study')
      expect(result.body.leadUserId).toBe(users.lead)
      expectNoPassword(result.body)
    }
  })

  it('answers 404 to anyone else, as for an unknown id', async () => {
    const otherLead = await call('getProject', { token: token.lead, params: { id: network } })
    expectError(otherLead, 404)
    expectMessage(otherLead.body, 'Project not found')
    const stranger = await call('getProject', {
      token: await signIn(others.priya),
      params: { id: coffee },
    })
    expectMessage(stranger.body, 'Project not found')
    const unknown = await call('getProject', { token: token.admin, params: { id: unknownId } })
    expectError(unknown, 404)
    expectMessage(unknown.body, 'Project not found')
  })

  it('refuses a malformed id with 400 naming path.id', async () => {
    expectError(
      await call('getProject', { token: token.admin, params: { id: 'nope' } }),
      400,
      'path.id',
    )
  })
})

describe('updateProject', () => {
  it('lets the lead edit his project, trimming and keeping what he leaves out', async () => {
    const before = await call<Project>('getProject', { token: token.lead, params: { id: coffee } })
    const result = await call<Project>('updateProject', {
      token: token.lead,
      params: { id: coffee },
      body: editBody,
    })
    expect(result.status).toBe(200)
    expect(result.body).toEqual({
      ...before.body,
      name: 'Renamed coffee study',
      company: 'BeanRunner Ltd',
      product: 'Morning Drop',
      productDescription: 'Scheduled coffee, now with pastries.',
    })
    const after = await call<Project>('getProject', {
      token: token.interviewee,
      params: { id: coffee },
    })
    expect(after.body).toEqual(result.body)
  })

  it('changes description and follow-up intensity when given', async () => {
    const result = await call<Project>('updateProject', {
      token: token.lead,
      params: { id: coffee },
      body: { ...editBody, description: ' New angle ', followUpIntensity: 1 },
    })
    expect(result.body.description).toBe('New angle')
    expect(result.body.followUpIntensity).toBe(1)
  })

  it("lets an admin edit anyone's project", async () => {
    const result = await call<Project>('updateProject', {
      token: token.admin,
      params: { id: network },
      body: editBody,
    })
    expect(result.status).toBe(200)
    expect(result.body.name).toBe('Renamed coffee study')
    expect(result.body.leadUserId).toBe(users.networkLead)
  })

  it('refuses another lead with 403 and leaves the project alone', async () => {
    const result = await call('updateProject', {
      token: token.lead,
      params: { id: network },
      body: editBody,
    })
    expectError(result, 403)
    const network0 = await call<Project>('getProject', {
      token: token.admin,
      params: { id: network },
    })
    expect(network0.body.name).toBe('NetNest installation feedback')
  })

  it('refuses interviewees (403), unknown ids (404) and bad bodies (400)', async () => {
    expectError(
      await call('updateProject', {
        token: token.interviewee,
        params: { id: coffee },
        body: editBody,
      }),
      403,
    )
    expectError(
      await call('updateProject', {
        token: token.admin,
        params: { id: unknownId },
        body: editBody,
      }),
      404,
    )
    expectError(
      await call('updateProject', {
        token: token.lead,
        params: { id: coffee },
        body: { ...editBody, company: '   ' },
      }),
      400,
      'body.company',
    )
  })
})

describe('inviteMember', () => {
  it('lets the lead invite an interviewee, who then sees the project', async () => {
    const result = await call<Member>('inviteMember', {
      token: token.lead,
      params: { id: coffee },
      body: { userId: users.uninvited },
    })
    expect(result.status).toBe(201)
    expect(result.body).toMatchObject({
      userId: users.uninvited,
      user: {
        id: users.uninvited,
        email: 'priya.raman@candor.test',
        firstName: 'Priya',
        lastName: 'Raman',
        role: 'interviewee',
      },
      completedAt: null,
    })
    expectNoPassword(result.body)
    const members = await call<Member[]>('listProjectMembers', {
      token: token.lead,
      params: { id: coffee },
    })
    expect(members.body.map((member) => member.userId)).toEqual([
      ...fixtureMembersOf(coffee).map((member) => member.userId),
      users.uninvited,
    ])
    const priya = await call<Project[]>('listProjects', { token: await signIn(others.priya) })
    expect(ids(priya.body)).toEqual([coffee])
  })

  it('lets an admin invite to any project', async () => {
    const result = await call<Member>('inviteMember', {
      token: token.admin,
      params: { id: network },
      body: { userId: users.coffeeCompleter },
    })
    expect(result.status).toBe(201)
    expect(result.body.user.email).toBe('carlos.mendes@candor.test')
  })

  it('refuses a second invitation with 409', async () => {
    expectError(
      await call('inviteMember', {
        token: token.lead,
        params: { id: coffee },
        body: { userId: users.interviewee },
      }),
      409,
      'body.userId',
    )
  })

  it('refuses to invite a lead or an admin with 400 naming body.userId', async () => {
    for (const userId of [users.networkLead, users.admin]) {
      expectError(
        await call('inviteMember', { token: token.lead, params: { id: coffee }, body: { userId } }),
        400,
        'body.userId',
      )
    }
  })

  it('answers 404 for an unknown user or project', async () => {
    const user = await call('inviteMember', {
      token: token.lead,
      params: { id: coffee },
      body: { userId: '0000000a-0000-4000-8000-0000000000ff' },
    })
    expectError(user, 404)
    expectMessage(user.body, 'User not found')
    const project = await call('inviteMember', {
      token: token.admin,
      params: { id: unknownId },
      body: { userId: users.uninvited },
    })
    expectError(project, 404)
    expectMessage(project.body, 'Project not found')
  })

  it("refuses another lead's project (403) and interviewees (403)", async () => {
    expectError(
      await call('inviteMember', {
        token: token.lead,
        params: { id: network },
        body: { userId: users.uninvited },
      }),
      403,
    )
    expectError(
      await call('inviteMember', {
        token: token.interviewee,
        params: { id: coffee },
        body: { userId: users.uninvited },
      }),
      403,
    )
    const members = await call<Member[]>('listProjectMembers', {
      token: token.admin,
      params: { id: network },
    })
    expect(members.body.map((member) => member.userId)).toEqual(
      fixtureMembersOf(network).map((member) => member.userId),
    )
    expect(members.body.map((member) => member.userId)).not.toContain(users.uninvited)
  })
})

describe('listProjectMembers', () => {
  it('lists the members in invitation order for the admin and the lead', async () => {
    for (const who of [token.admin, token.lead]) {
      const result = await call<Member[]>('listProjectMembers', {
        token: who,
        params: { id: coffee },
      })
      expect(result.status).toBe(200)
      expect(
        result.body.map(({ id, userId, invitedAt, completedAt }) => ({
          id,
          userId,
          invitedAt,
          completedAt,
        })),
      ).toEqual(
        fixtureMembersOf(coffee).map(({ id, userId, invitedAt, completedAt }) => ({
          id,
          userId,
          invitedAt,
          completedAt,
        })),
      )
      expect(result.body.slice(0, 2)).toMatchObject([
        {
          id: fixtureIds.projectMembers.coffeeInterviewee,
          userId: users.interviewee,
          invitedAt: '2026-10-02T10:00:00.000Z',
          completedAt: null,
        },
        {
          id: fixtureIds.projectMembers.coffeeCompleter,
          userId: users.coffeeCompleter,
          invitedAt: '2026-10-02T10:01:00.000Z',
          completedAt: '2026-10-14T08:15:57.100Z',
        },
      ])
      expect(result.body[0]?.user.email).toBe('interviewee@candor.test')
      expectNoPassword(result.body)
    }
  })

  it('refuses another lead (403), interviewees (403) and unknown ids (404)', async () => {
    expectError(
      await call('listProjectMembers', { token: token.lead, params: { id: network } }),
      403,
    )
    expectError(
      await call('listProjectMembers', { token: token.interviewee, params: { id: coffee } }),
      403,
    )
    expectError(
      await call('listProjectMembers', { token: token.admin, params: { id: unknownId } }),
      404,
    )
  })
})

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
      token: await signIn(others.carlos),
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
        token: await signIn(others.priya),
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

describe('listProjectQuestions', () => {
  it("returns the type's active questions in order to whoever can see the project", async () => {
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
      expect(result.body.map((question) => question.order)).toEqual([1, 2, 3, 5, 6])
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
        token: await signIn(others.priya),
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
