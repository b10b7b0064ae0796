import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { demoUsers, fixtureIds, projectMembers } from '../../fixtures'
import { mockServer } from '../../mocks/node'
import { roleValues } from '../../src/api/enums'
import type { components } from '../../src/api/schema'
import { BASE, call, demo, expectError, signIn, signInAll, useMockServer } from './harness'

useMockServer()

type Schemas = components['schemas']
type User = Schemas['User']
type CreateUserResponse = Schemas['CreateUserResponse']
type ResetPasswordResponse = Schemas['ResetPasswordResponse']
type Member = Schemas['ProjectMember']
type Project = Schemas['Project']
type Interview = Schemas['ProjectInterview']
type ApiError = Schemas['Error']

const users = fixtureIds.users
const { coffee, network } = fixtureIds.projects
const unknownUser = '0000000a-0000-4000-8000-0000000000ff'
const unknownProject = '0000000b-0000-4000-8000-0000000000ff'
const WARNING = 'Save this password now: it will not be shown again.'
const priya = { email: 'priya.raman@candor.test', password: 'priya1234' }

const newUser = {
  email: 'Quinn.Taylor@Candor.test',
  firstName: ' Quinn ',
  lastName: 'Taylor',
  role: 'interviewee',
  projectIds: [coffee],
} as const

const priyaEdit = {
  email: 'priya.raman@candor.test',
  firstName: 'Priya',
  lastName: 'Raman',
  role: 'interviewee',
} as const

let token: Awaited<ReturnType<typeof signInAll>>

beforeEach(async () => {
  token = await signInAll()
})

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id)

function expectNoPassword(body: unknown): void {
  expect(JSON.stringify(body)).not.toMatch(/password/i)
}

function expectMessage(body: unknown, message: string): void {
  expect((body as ApiError).message).toBe(message)
}

function expectGeneratedPassword(password: string): void {
  expect(password.length).toBeGreaterThanOrEqual(12)
  expect(password).toMatch(/^[A-Za-z0-9]+$/)
  expect(password).toMatch(/[A-Za-z]/)
  expect(password).toMatch(/\d/)
}

async function listUsers(): Promise<User[]> {
  const result = await call<User[]>('listUsers', { token: token.admin })
  expect(result.status).toBe(200)
  return result.body
}

/** The user ids of a project's fixture members, in invitation order, less the ones left out. */
function fixtureMemberIds(projectId: string, ...without: string[]): string[] {
  return projectMembers
    .filter((member) => member.projectId === projectId && !without.includes(member.userId))
    .sort((a, b) => a.invitedAt.localeCompare(b.invitedAt))
    .map((member) => member.userId)
}

async function membersOf(projectId: string): Promise<Member[]> {
  return (
    await call<Member[]>('listProjectMembers', { token: token.admin, params: { id: projectId } })
  ).body
}

describe('listUsers', () => {
  it('gives an admin every user in creation order, with their projects', async () => {
    const result = await call<User[]>('listUsers', { token: token.admin })
    expect(result.status).toBe(200)
    const created = result.body.map((user) => user.createdAt)
    expect(created).toEqual([...created].sort())
    expect(result.body.length).toBe(demoUsers.length + 8)
    for (const fixture of demoUsers) {
      const user = result.body.find((candidate) => candidate.id === fixture.id)
      expect(user).toMatchObject({
        email: fixture.email,
        firstName: fixture.firstName,
        lastName: fixture.lastName,
        role: fixture.role,
        createdAt: fixture.createdAt,
      })
    }
    const byId = (id: string) => result.body.find((user) => user.id === id)
    expect(byId(users.lead)?.projects).toEqual([
      { id: coffee, name: 'BeanRunner morning delivery study' },
    ])
    expect(ids(byId(users.interviewee)?.projects ?? []).sort()).toEqual([coffee, network].sort())
    expect(byId(users.uninvited)?.projects).toEqual([])
    expect(byId(users.uninvited)?.lastLoginAt).toBeNull()
    expectNoPassword(result.body)
  })

  it('gives an interview lead the same list', async () => {
    const result = await call<User[]>('listUsers', { token: token.lead })
    expect(result.status).toBe(200)
    expect(ids(result.body)).toEqual(ids(await listUsers()))
  })

  it('refuses interviewees (403) and anonymous callers (401)', async () => {
    expectError(await call('listUsers', { token: token.interviewee }), 403)
    expectError(await call('listUsers'), 401)
  })
})

/** One page of listUsers as the admin: the users and the two paging headers. */
async function listPage(query: Record<string, string | number>) {
  const result = await call<User[]>('listUsers', { token: token.admin, query })
  expect(result.status).toBe(200)
  return {
    users: result.body,
    next: result.headers.get('X-Next-Cursor'),
    total: result.headers.get('X-Total-Count'),
  }
}

/** Follows X-Next-Cursor from the first page to the last, as the app does. */
async function allPages(query: Record<string, string | number>) {
  const pages = [await listPage(query)]
  for (let last = pages[0]; last?.next; last = pages.at(-1)) {
    pages.push(await listPage({ ...query, cursor: last.next }))
  }
  return pages
}

describe('listUsers in pages', () => {
  it('chains pages to the end in creation order, without repeats or gaps', async () => {
    const whole = await listUsers()
    const pages = await allPages({ limit: 4 })
    expect(pages).toHaveLength(Math.ceil(whole.length / 4))
    expect(pages.flatMap((page) => ids(page.users))).toEqual(ids(whole))
    for (const page of pages) {
      expect(page.users.length).toBeLessThanOrEqual(4)
      expect(page.total).toBe(String(whole.length))
    }
    expect(pages.at(-1)?.next).toBeNull()
    expect(pages.slice(0, -1).every((page) => page.next !== null)).toBe(true)
  })

  it('sends no paging headers for the whole list, and none but the count on a last page', async () => {
    const whole = await call<User[]>('listUsers', { token: token.admin })
    expect(whole.headers.get('X-Total-Count')).toBeNull()
    expect(whole.headers.get('X-Next-Cursor')).toBeNull()
    const single = await listPage({ limit: 200 })
    expect(single.users).toHaveLength(demoUsers.length + 8)
    expect(single.next).toBeNull()
    expect(single.total).toBe(String(demoUsers.length + 8))
  })

  it('searches first name, last name, full name and email, ignoring case and spaces', async () => {
    for (const q of ['leo', 'LINDQVIST', 'Leo Lindqvist', '  lead@CANDOR.test ']) {
      const found = await call<User[]>('listUsers', { token: token.admin, query: { q } })
      expect(ids(found.body), q).toEqual([users.lead])
    }
    const candor = await listPage({ q: '@candor.test', limit: 2 })
    const everyCandor = (await listUsers()).filter((user) => user.email.endsWith('@candor.test'))
    expect(candor.total).toBe(String(everyCandor.length))
    expect(ids(candor.users)).toEqual(ids(everyCandor.slice(0, 2)))
    const pages = await allPages({ q: '@candor.test', limit: 2 })
    expect(pages.flatMap((page) => ids(page.users))).toEqual(ids(everyCandor))
    expect(await listPage({ q: 'nobody-by-this-name', limit: 10 })).toEqual({
      users: [],
      next: null,
      total: '0',
    })
  })

  it('continues after a user deleted between two pages', async () => {
    const whole = ids(await listUsers())
    const first = await listPage({ limit: 3 })
    // The last user of the page is the cursor's own position; the first of the next is skipped.
    const [lastOfPage, firstOfNext] = [whole[2], whole[3]]
    for (const id of [lastOfPage, firstOfNext]) {
      if (id === undefined || id === users.admin) throw new Error('unexpected seed order')
      expect((await call('deleteUser', { token: token.admin, params: { id } })).status).toBe(204)
    }
    const second = await listPage({ limit: 3, cursor: first.next ?? '' })
    expect(ids(second.users)).toEqual(whole.slice(4, 7))
    expect(second.total).toBe(String(whole.length - 2))
  })

  it('refuses a bad limit or cursor, and a cursor without limit, naming the parameter', async () => {
    for (const limit of ['0', '201', '2.5', 'ten']) {
      expectError(
        await call('listUsers', { token: token.admin, query: { limit } }),
        400,
        'query.limit',
      )
    }
    const { next } = await listPage({ limit: 2 })
    expectError(
      await call('listUsers', { token: token.admin, query: { cursor: next ?? '' } }),
      400,
      'query.cursor',
    )
    for (const cursor of ['not-a-cursor', '', 'x'.repeat(201)]) {
      expectError(
        await call('listUsers', { token: token.admin, query: { limit: 2, cursor } }),
        400,
        'query.cursor',
      )
    }
    expectError(
      await call('listUsers', { token: token.admin, query: { q: 'x'.repeat(201) } }),
      400,
      'query.q',
    )
  })

  it("is held to the contract's headers: a malformed X-Total-Count fails the check", async () => {
    mockServer.use(
      http.get(`${BASE}/users`, () =>
        HttpResponse.json([], { headers: { 'X-Total-Count': 'many' } }),
      ),
    )
    await expect(call('listUsers', { token: token.admin, query: { limit: 2 } })).rejects.toThrow(
      /header\.X-Total-Count/,
    )
  })
})

describe('listUsers by role', () => {
  it('answers only the users with the role, in creation order', async () => {
    const whole = await listUsers()
    for (const role of roleValues) {
      const result = await call<User[]>('listUsers', { token: token.admin, query: { role } })
      expect(result.status).toBe(200)
      const expected = whole.filter((user) => user.role === role)
      expect(expected.length, role).toBeGreaterThan(0)
      expect(ids(result.body), role).toEqual(ids(expected))
      expect(result.headers.get('X-Total-Count')).toBeNull()
    }
  })

  it('combines with q and with pages, counting only the matches of both', async () => {
    const everyInterviewee = (await listUsers()).filter((user) => user.role === 'interviewee')
    const pages = await allPages({ role: 'interviewee', limit: 3 })
    expect(pages.flatMap((page) => ids(page.users))).toEqual(ids(everyInterviewee))
    expect(pages.every((page) => page.total === String(everyInterviewee.length))).toBe(true)

    // '@candor.test' is every demo account; with the role, only the demo interviewees.
    const demoInterviewees = everyInterviewee.filter((user) => user.email.endsWith('@candor.test'))
    expect(demoInterviewees.length).toBeGreaterThan(1)
    const first = await listPage({ role: 'interviewee', q: '@CANDOR.test', limit: 1 })
    expect(first.total).toBe(String(demoInterviewees.length))
    expect(ids(first.users)).toEqual(ids(demoInterviewees.slice(0, 1)))
    const searched = await allPages({ role: 'interviewee', q: '@candor.test', limit: 1 })
    expect(searched.flatMap((page) => ids(page.users))).toEqual(ids(demoInterviewees))

    // The demo lead matches the search but not the role.
    expect(await listPage({ role: 'interviewee', q: 'lead@candor.test', limit: 10 })).toEqual({
      users: [],
      next: null,
      total: '0',
    })
    expect(
      ids((await listPage({ role: 'interview_lead', q: 'Lindqvist', limit: 10 })).users),
    ).toEqual([users.lead])
  })

  it('refuses a role the contract does not name, with 400 naming query.role', async () => {
    for (const role of ['superuser', 'Interviewee', 'admin', '']) {
      expectError(
        await call('listUsers', { token: token.admin, query: { role, limit: 10 } }),
        400,
        'query.role',
      )
    }
  })

  it('gives an interview lead the same answer as an admin, and refuses the others', async () => {
    const query = { role: 'interviewee', limit: 5 }
    const asAdmin = await listPage(query)
    const asLead = await call<User[]>('listUsers', { token: token.lead, query })
    expect(asLead.status).toBe(200)
    expect(ids(asLead.body)).toEqual(ids(asAdmin.users))
    expect(asLead.headers.get('X-Total-Count')).toBe(asAdmin.total)
    expectError(await call('listUsers', { token: token.interviewee, query }), 403)
    expectError(await call('listUsers', { query }), 401)
  })
})

describe('createUser', () => {
  it('creates a user with a generated password that signs in, and his memberships', async () => {
    const result = await call<CreateUserResponse>('createUser', {
      token: token.admin,
      body: newUser,
    })
    expect(result.status).toBe(201)
    const { id, email, password, projectIds, warning } = result.body
    expect(email).toBe('quinn.taylor@candor.test')
    expect(projectIds).toEqual([coffee])
    expect(warning).toBe(WARNING)
    expectGeneratedPassword(password)

    const own = await signIn({ email: 'quinn.taylor@candor.test', password })
    const profile = await call<User>('getProfile', { token: own })
    expect(profile.body).toMatchObject({
      id,
      email,
      firstName: 'Quinn',
      lastName: 'Taylor',
      role: 'interviewee',
      projects: [{ id: coffee, name: 'BeanRunner morning delivery study' }],
    })
    const projects = await call<Project[]>('listProjects', { token: own })
    expect(ids(projects.body)).toEqual([coffee])
    const members = await membersOf(coffee)
    expect(members.at(-1)).toMatchObject({ userId: id, completedAt: null })

    const listed = await listUsers()
    expect(listed.at(-1)?.id).toBe(id)
    expect(listed.at(-1)?.lastLoginAt).not.toBeNull()
  })

  it('creates a user without projects, with another random password each time', async () => {
    const first = await call<CreateUserResponse>('createUser', {
      token: token.admin,
      body: {
        email: 'one@candor.test',
        firstName: 'One',
        lastName: 'User',
        role: 'interview_lead',
      },
    })
    const second = await call<CreateUserResponse>('createUser', {
      token: token.admin,
      body: { email: 'two@candor.test', firstName: 'Two', lastName: 'User', role: 'candor_admin' },
    })
    expect(first.body.projectIds).toEqual([])
    expect(first.body.password).not.toBe(second.body.password)
    expectGeneratedPassword(second.body.password)
    const admin = await signIn({ email: 'two@candor.test', password: second.body.password })
    expect((await call<User[]>('listUsers', { token: admin })).status).toBe(200)
  })

  it('refuses a duplicate email, whatever its case, with 409', async () => {
    const result = await call('createUser', {
      token: token.admin,
      body: { ...newUser, email: 'LEAD@candor.test' },
    })
    expectError(result, 409, 'body.email')
    expect((await listUsers()).length).toBe(demoUsers.length + 8)
  })

  it('refuses unknown project ids with 400 naming body.projectIds, creating nothing', async () => {
    const result = await call('createUser', {
      token: token.admin,
      body: { ...newUser, projectIds: [coffee, unknownProject] },
    })
    expectError(result, 400, 'body.projectIds')
    expect((result.body as ApiError).message).toContain(unknownProject)
    expect((await listUsers()).some((user) => user.email === 'quinn.taylor@candor.test')).toBe(
      false,
    )
    expect((await membersOf(coffee)).map((member) => member.userId)).toEqual(
      fixtureMemberIds(coffee),
    )
  })

  it('refuses leads and interviewees (403) and malformed bodies (400)', async () => {
    expectError(await call('createUser', { token: token.lead, body: newUser }), 403)
    expectError(await call('createUser', { token: token.interviewee, body: newUser }), 403)
    expectError(
      await call('createUser', { token: token.admin, body: { ...newUser, email: 'not-an-email' } }),
      400,
      'body.email',
    )
    expectError(
      await call('createUser', { token: token.admin, body: { ...newUser, role: 'superuser' } }),
      400,
      'body.role',
    )
    expectError(
      await call('createUser', { token: token.admin, body: { ...newUser, password: 'chosen1' } }),
      400,
      'body.password',
    )
  })
})

describe('updateUser', () => {
  it('updates names, email and role, and keeps memberships when projectIds is left out', async () => {
    const result = await call<User>('updateUser', {
      token: token.admin,
      params: { id: users.interviewee },
      body: {
        email: 'Ines.Moreau@Candor.test',
        firstName: ' Inès ',
        lastName: 'Moreau-Roy',
        role: 'interviewee',
      },
    })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({
      id: users.interviewee,
      email: 'ines.moreau@candor.test',
      firstName: 'Inès',
      lastName: 'Moreau-Roy',
      role: 'interviewee',
      createdAt: '2026-09-10T14:30:00.000Z',
    })
    expect(ids(result.body.projects).sort()).toEqual([coffee, network].sort())
    expectNoPassword(result.body)
    await signIn({ email: 'ines.moreau@candor.test', password: demo.interviewee.password })
    expectError(await call('login', { body: demo.interviewee }), 401)
  })

  it('replaces memberships, keeping the records of the projects still listed', async () => {
    const result = await call<User>('updateUser', {
      token: token.admin,
      params: { id: users.interviewee },
      body: {
        email: demo.interviewee.email,
        firstName: 'Ines',
        lastName: 'Moreau',
        role: 'interviewee',
        projectIds: [network],
      },
    })
    expect(ids(result.body.projects)).toEqual([network])
    expect((await membersOf(coffee)).map((member) => member.userId)).toEqual(
      fixtureMemberIds(coffee, users.interviewee),
    )
    const [kept] = await membersOf(network)
    expect(kept).toMatchObject({
      id: fixtureIds.projectMembers.networkInterviewee,
      invitedAt: '2026-10-07T09:15:00.000Z',
      completedAt: '2026-10-21T18:33:32.400Z',
    })
    const own = await call<Project[]>('listProjects', { token: token.interviewee })
    expect(ids(own.body)).toEqual([network])
  })

  it('adds memberships and removes them all with an empty list', async () => {
    const added = await call<User>('updateUser', {
      token: token.admin,
      params: { id: users.uninvited },
      body: { ...priyaEdit, projectIds: [coffee, network] },
    })
    expect(ids(added.body.projects).sort()).toEqual([coffee, network].sort())
    expect((await membersOf(network)).at(-1)).toMatchObject({
      userId: users.uninvited,
      completedAt: null,
    })
    const cleared = await call<User>('updateUser', {
      token: token.admin,
      params: { id: users.uninvited },
      body: { ...priyaEdit, projectIds: [] },
    })
    expect(cleared.body.projects).toEqual([])
    expect((await call<Project[]>('listProjects', { token: await signIn(priya) })).body).toEqual([])
  })

  it('lets an admin edit his own names but not his own role', async () => {
    const body = {
      email: demo.admin.email,
      firstName: 'Adele',
      lastName: 'Admin',
      role: 'candor_admin',
    }
    const renamed = await call<User>('updateUser', {
      token: token.admin,
      params: { id: users.admin },
      body,
    })
    expect(renamed.body.firstName).toBe('Adele')
    const demoted = await call('updateUser', {
      token: token.admin,
      params: { id: users.admin },
      body: { ...body, role: 'interviewee' },
    })
    expectError(demoted, 403)
    expectMessage(demoted.body, 'You cannot change your own role')
  })

  it('a changed role takes effect at once', async () => {
    await call('updateUser', {
      token: token.admin,
      params: { id: users.interviewee },
      body: {
        email: demo.interviewee.email,
        firstName: 'Ines',
        lastName: 'Moreau',
        role: 'interview_lead',
      },
    })
    expect((await call('listUsers', { token: token.interviewee })).status).toBe(200)
  })

  it('answers 404 for an unknown user, 409 for a taken email, 400 for unknown projects', async () => {
    const missing = await call('updateUser', {
      token: token.admin,
      params: { id: unknownUser },
      body: priyaEdit,
    })
    expectError(missing, 404)
    expectMessage(missing.body, 'User not found')
    expectError(
      await call('updateUser', {
        token: token.admin,
        params: { id: users.uninvited },
        body: { ...priyaEdit, email: 'Lead@Candor.test' },
      }),
      409,
      'body.email',
    )
    expectError(
      await call('updateUser', {
        token: token.admin,
        params: { id: users.uninvited },
        body: { ...priyaEdit, firstName: 'Changed', projectIds: [unknownProject] },
      }),
      400,
      'body.projectIds',
    )
    const unchanged = (await listUsers()).find((user) => user.id === users.uninvited)
    expect(unchanged?.firstName).toBe('Priya')
  })

  it('refuses leads and interviewees with 403', async () => {
    for (const who of [token.lead, token.interviewee]) {
      expectError(
        await call('updateUser', { token: who, params: { id: users.uninvited }, body: priyaEdit }),
        403,
      )
    }
  })
})

describe('deleteUser', () => {
  it('deletes a user, his memberships and sessions; his interviews stay without a user', async () => {
    const result = await call('deleteUser', {
      token: token.admin,
      params: { id: users.interviewee },
    })
    expect(result.status).toBe(204)
    expect(result.body).toBeNull()
    expect(ids(await listUsers())).not.toContain(users.interviewee)
    expect((await membersOf(coffee)).map((member) => member.userId)).toEqual(
      fixtureMemberIds(coffee, users.interviewee),
    )
    expect((await membersOf(network)).map((member) => member.userId)).toEqual(
      fixtureMemberIds(network, users.interviewee),
    )
    expectError(await call('getProfile', { token: token.interviewee }), 401)
    expectError(await call('login', { body: demo.interviewee }), 401)
    const interviews = await call<Interview[]>('listProjectInterviews', {
      token: token.admin,
      params: { id: network },
    })
    const own = interviews.body.find(
      (interview) => interview.id === fixtureIds.interviews.networkCompleted,
    )
    expect(own).toMatchObject({ userId: users.interviewee, user: null })
    expectError(
      await call('deleteUser', { token: token.admin, params: { id: users.interviewee } }),
      404,
    )
  })

  it('leaves the projects a deleted lead led without a lead', async () => {
    expect(
      (await call('deleteUser', { token: token.admin, params: { id: users.lead } })).status,
    ).toBe(204)
    const project = await call<Project>('getProject', {
      token: token.admin,
      params: { id: coffee },
    })
    expect(project.body.leadUserId).toBeNull()
    expectError(await call('listProjects', { token: token.lead }), 401)
  })

  it('refuses to delete oneself', async () => {
    const result = await call('deleteUser', { token: token.admin, params: { id: users.admin } })
    expectError(result, 403)
    expectMessage(result.body, 'You cannot delete your own account')
    expect(ids(await listUsers())).toContain(users.admin)
  })

  it('answers 404 for an unknown user and 403 to leads and interviewees', async () => {
    const missing = await call('deleteUser', { token: token.admin, params: { id: unknownUser } })
    expectError(missing, 404)
    expectMessage(missing.body, 'User not found')
    expectError(
      await call('deleteUser', { token: token.lead, params: { id: users.uninvited } }),
      403,
    )
    expectError(
      await call('deleteUser', { token: token.interviewee, params: { id: users.uninvited } }),
      403,
    )
    expectError(
      await call('deleteUser', { token: token.admin, params: { id: 'x' } }),
      400,
      'path.id',
    )
    expect(ids(await listUsers())).toContain(users.uninvited)
  })
})

describe('resetUserPassword', () => {
  it('replaces the password and ends the user’s sessions', async () => {
    const result = await call<ResetPasswordResponse>('resetUserPassword', {
      token: token.admin,
      params: { id: users.interviewee },
    })
    expect(result.status).toBe(200)
    expect(result.body.email).toBe(demo.interviewee.email)
    expect(result.body.warning).toBe(WARNING)
    expectGeneratedPassword(result.body.temporaryPassword)
    expectError(await call('login', { body: demo.interviewee }), 401)
    expectError(await call('getProfile', { token: token.interviewee }), 401)
    const fresh = await signIn({
      email: demo.interviewee.email,
      password: result.body.temporaryPassword,
    })
    expect((await call<User>('getProfile', { token: fresh })).body.id).toBe(users.interviewee)
    // The admin's own session is untouched.
    expect((await call('listUsers', { token: token.admin })).status).toBe(200)
  })

  it('refuses to reset one’s own password', async () => {
    const result = await call('resetUserPassword', {
      token: token.admin,
      params: { id: users.admin },
    })
    expectError(result, 403)
    expectMessage(result.body, 'You cannot reset your own password')
    await signIn(demo.admin)
  })

  it('answers 404 for an unknown user and 403 to leads and interviewees', async () => {
    const missing = await call('resetUserPassword', {
      token: token.admin,
      params: { id: unknownUser },
    })
    expectError(missing, 404)
    expectMessage(missing.body, 'User not found')
    expectError(
      await call('resetUserPassword', { token: token.lead, params: { id: users.interviewee } }),
      403,
    )
    expectError(
      await call('resetUserPassword', { token: token.interviewee, params: { id: users.lead } }),
      403,
    )
    await signIn(demo.interviewee)
    await signIn(demo.lead)
  })
})

describe('passwords in answers', () => {
  it('appear only in the createUser and resetUserPassword answers', async () => {
    const answers: [string, unknown][] = []
    const record = async (operationId: string, options: Parameters<typeof call>[1]) => {
      const result = await call(operationId, options)
      expect(result.status).toBeLessThan(300)
      answers.push([operationId, result.body])
      return result
    }
    const admin = { token: token.admin }
    await record('listUsers', admin)
    await record('listUsers', { token: token.lead })
    await record('updateUser', {
      ...admin,
      params: { id: users.uninvited },
      body: { ...priyaEdit, projectIds: [coffee] },
    })
    await record('listProjects', admin)
    await record('getProject', { ...admin, params: { id: coffee } })
    await record('listProjectMembers', { ...admin, params: { id: coffee } })
    await record('listProjectInterviews', { ...admin, params: { id: coffee } })
    await record('listProjectQuestions', { ...admin, params: { id: coffee } })
    await record('listProjectTypes', admin)
    await record('inviteMember', {
      ...admin,
      params: { id: network },
      body: { userId: users.coffeeCompleter },
    })
    await record('deleteUser', { ...admin, params: { id: users.coffeeCompleter } })
    for (const [operationId, body] of answers) {
      expect(JSON.stringify(body), operationId).not.toMatch(/password/i)
    }
    const created = await call('createUser', { ...admin, body: newUser })
    expect(JSON.stringify(created.body)).toMatch(/"password"/)
    const reset = await call('resetUserPassword', { ...admin, params: { id: users.uninvited } })
    expect(JSON.stringify(reset.body)).toMatch(/"temporaryPassword"/)
  })
})
