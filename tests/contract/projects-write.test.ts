import { describe, expect, it } from 'vitest'
import { fixtureIds } from '../../fixtures'
import { call, expectError, tokenFor, useMockServer, signInEachTest } from './harness'
import {
  users,
  coffee,
  network,
  unknownId,
  others,
  newProject,
  editBody,
  ids,
  expectNoPassword,
  expectMessage,
  type Project,
} from './projects-support'

/** createProject, getProject and updateProject. */

useMockServer()

const token = signInEachTest()

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
    const nora = await call<Project[]>('listProjects', {
      token: await tokenFor(others.networkLead),
    })
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
    for (const who of [token.admin, token.lead, token.interviewee, await tokenFor(others.carlos)]) {
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
      token: await tokenFor(others.priya),
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

  it('answers another lead 404, as for an unknown project, and leaves it alone', async () => {
    const result = await call('updateProject', {
      token: token.lead,
      params: { id: network },
      body: editBody,
    })
    expectError(result, 404)
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
