import { ADMIN_ROLE } from '@/domain/roles'
import { describe, expect, it } from 'vitest'
import { demoUsers, fixtureIds } from '../../fixtures'
import { call, expectError, tokenFor, useMockServer, signInEachTest } from './harness'
import {
  users,
  coffee,
  network,
  unknownUser,
  unknownProject,
  WARNING,
  priya,
  newUser,
  priyaEdit,
  ids,
  expectNoPassword,
  expectMessage,
  expectGeneratedPassword,
  fixtureMemberIds,
  type User,
  type CreateUserResponse,
  type Project,
  type ApiError,
  listUsers,
  membersOf,
} from './users-support'
import { demoCredentials } from '../support/accounts'

/** createUser and updateUser. */

useMockServer()

const token = signInEachTest()

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

    const own = await tokenFor({ email: 'quinn.taylor@candor.test', password })
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
    const members = await membersOf(token.admin, coffee)
    expect(members.at(-1)).toMatchObject({ userId: id, completedAt: null })

    const listed = await listUsers(token.admin)
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
      body: { email: 'two@candor.test', firstName: 'Two', lastName: 'User', role: ADMIN_ROLE },
    })
    expect(first.body.projectIds).toEqual([])
    expect(first.body.password).not.toBe(second.body.password)
    expectGeneratedPassword(second.body.password)
    const admin = await tokenFor({ email: 'two@candor.test', password: second.body.password })
    expect((await call<User[]>('listUsers', { token: admin })).status).toBe(200)
  })

  it('refuses a duplicate email, whatever its case, with 409', async () => {
    const result = await call('createUser', {
      token: token.admin,
      body: { ...newUser, email: 'LEAD@candor.test' },
    })
    expectError(result, 409, 'body.email')
    expect((await listUsers(token.admin)).length).toBe(demoUsers.length + 8)
  })

  it('refuses unknown project ids with 400 naming body.projectIds, creating nothing', async () => {
    const result = await call('createUser', {
      token: token.admin,
      body: { ...newUser, projectIds: [coffee, unknownProject] },
    })
    expectError(result, 400, 'body.projectIds')
    expect((result.body as ApiError).message).toContain(unknownProject)
    expect(
      (await listUsers(token.admin)).some((user) => user.email === 'quinn.taylor@candor.test'),
    ).toBe(false)
    expect((await membersOf(token.admin, coffee)).map((member) => member.userId)).toEqual(
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
    await tokenFor({
      email: 'ines.moreau@candor.test',
      password: demoCredentials.interviewee.password,
    })
    expectError(await call('login', { body: demoCredentials.interviewee }), 401)
  })

  it('replaces memberships, keeping the records of the projects still listed', async () => {
    const result = await call<User>('updateUser', {
      token: token.admin,
      params: { id: users.interviewee },
      body: {
        email: demoCredentials.interviewee.email,
        firstName: 'Ines',
        lastName: 'Moreau',
        role: 'interviewee',
        projectIds: [network],
      },
    })
    expect(ids(result.body.projects)).toEqual([network])
    expect((await membersOf(token.admin, coffee)).map((member) => member.userId)).toEqual(
      fixtureMemberIds(coffee, users.interviewee),
    )
    const [kept] = await membersOf(token.admin, network)
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
    expect((await membersOf(token.admin, network)).at(-1)).toMatchObject({
      userId: users.uninvited,
      completedAt: null,
    })
    const cleared = await call<User>('updateUser', {
      token: token.admin,
      params: { id: users.uninvited },
      body: { ...priyaEdit, projectIds: [] },
    })
    expect(cleared.body.projects).toEqual([])
    expect((await call<Project[]>('listProjects', { token: await tokenFor(priya) })).body).toEqual(
      [],
    )
  })

  it('lets an admin edit his own names but not his own role', async () => {
    const body = {
      email: demoCredentials.admin.email,
      firstName: 'Adele',
      lastName: 'Admin',
      role: ADMIN_ROLE,
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
        email: demoCredentials.interviewee.email,
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
    const unchanged = (await listUsers(token.admin)).find((user) => user.id === users.uninvited)
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
