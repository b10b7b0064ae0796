import { describe, expect, it } from 'vitest'
import { fixtureIds } from '../../fixtures'
import { call, expectError, tokenFor, useMockServer, signInEachTest } from './harness'
import {
  users,
  coffee,
  network,
  unknownUser,
  WARNING,
  newUser,
  priyaEdit,
  ids,
  expectMessage,
  expectGeneratedPassword,
  fixtureMemberIds,
  type User,
  type ResetPasswordResponse,
  type Project,
  type Interview,
  listUsers,
  membersOf,
} from './users-support'
import { demoCredentials } from '../support/accounts'

/** deleteUser, resetUserPassword, and passwords never echoed in answers. */

useMockServer()

const token = signInEachTest()

describe('deleteUser', () => {
  it('deletes a user, his memberships and sessions; his interviews stay without a user', async () => {
    const result = await call('deleteUser', {
      token: token.admin,
      params: { id: users.interviewee },
    })
    expect(result.status).toBe(204)
    expect(result.body).toBeNull()
    expect(ids(await listUsers(token.admin))).not.toContain(users.interviewee)
    expect((await membersOf(token.admin, coffee)).map((member) => member.userId)).toEqual(
      fixtureMemberIds(coffee, users.interviewee),
    )
    expect((await membersOf(token.admin, network)).map((member) => member.userId)).toEqual(
      fixtureMemberIds(network, users.interviewee),
    )
    expectError(await call('getProfile', { token: token.interviewee }), 401)
    expectError(await call('login', { body: demoCredentials.interviewee }), 401)
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
    expect(ids(await listUsers(token.admin))).toContain(users.admin)
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
    expect(ids(await listUsers(token.admin))).toContain(users.uninvited)
  })
})

describe('resetUserPassword', () => {
  it('replaces the password and ends the user’s sessions', async () => {
    const result = await call<ResetPasswordResponse>('resetUserPassword', {
      token: token.admin,
      params: { id: users.interviewee },
    })
    expect(result.status).toBe(200)
    expect(result.body.email).toBe(demoCredentials.interviewee.email)
    expect(result.body.warning).toBe(WARNING)
    expectGeneratedPassword(result.body.temporaryPassword)
    expectError(await call('login', { body: demoCredentials.interviewee }), 401)
    expectError(await call('getProfile', { token: token.interviewee }), 401)
    const fresh = await tokenFor({
      email: demoCredentials.interviewee.email,
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
    await tokenFor(demoCredentials.admin)
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
    await tokenFor(demoCredentials.interviewee)
    await tokenFor(demoCredentials.lead)
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
