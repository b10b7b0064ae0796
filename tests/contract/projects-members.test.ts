import { describe, expect, it } from 'vitest'
import { fixtureIds } from '../../fixtures'
import { call, expectError, tokenFor, useMockServer, signInEachTest } from './harness'
import {
  users,
  coffee,
  network,
  unknownId,
  others,
  ids,
  fixtureMembersOf,
  expectNoPassword,
  expectMessage,
  type Project,
  type Member,
} from './projects-support'

/** inviteMember and listProjectMembers. */

useMockServer()

const token = signInEachTest()

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
    const priya = await call<Project[]>('listProjects', { token: await tokenFor(others.priya) })
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

  it("answers 404 for another lead's project (issue 33) and 403 to interviewees", async () => {
    expectError(
      await call('inviteMember', {
        token: token.lead,
        params: { id: network },
        body: { userId: users.uninvited },
      }),
      404,
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

  it('refuses interviewees (403); another lead and unknown ids get 404 (issue 33)', async () => {
    expectError(
      await call('listProjectMembers', { token: token.lead, params: { id: network } }),
      404,
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
