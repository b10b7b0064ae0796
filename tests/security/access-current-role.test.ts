import { describe, expect, it } from 'vitest'
import { call, tokenFor, useMockServer } from '../contract/harness'
import { accounts, coffee, coffeeCompleted, serviceType, users } from '../permissions/requests'
import { demoCredentials } from '../support/accounts'

useMockServer()

const leadProfile = {
  email: demoCredentials.lead.email,
  firstName: 'Lena',
  lastName: 'Lead',
}

async function setLeadRole(adminToken: string, role: string) {
  const updated = await call('updateUser', {
    token: adminToken,
    params: { id: users.lead },
    body: { ...leadProfile, role },
  })
  expect(updated.status).toBe(200)
}

describe('roles and leads take effect at once', () => {
  it("a demoted lead's old token loses the project's interviews at once", async () => {
    const admin = await tokenFor(demoCredentials.admin)
    const lead = await tokenFor(demoCredentials.lead)
    const before = await call<unknown[]>('listProjectInterviews', {
      token: lead,
      params: { id: coffee },
    })
    expect(before.status).toBe(200)
    expect(before.body.length).toBeGreaterThan(0)

    await setLeadRole(admin, 'interviewee')
    const after = await call('listProjectInterviews', { token: lead, params: { id: coffee } })
    expect(after.status).toBe(404)
    const one = await call('getPersistentInterview', {
      token: lead,
      params: { id: coffeeCompleted },
    })
    expect(one.status).toBe(404)
  })
})

describe('a promotion takes effect at once', () => {
  it('a lead promoted back gets his project again on the token he already had', async () => {
    const admin = await tokenFor(demoCredentials.admin)
    const lead = await tokenFor(demoCredentials.lead)
    await setLeadRole(admin, 'interviewee')
    expect((await call('getProject', { token: lead, params: { id: coffee } })).status).toBe(404)
    await setLeadRole(admin, 'interview_lead')
    const members = await call('listProjectMembers', { token: lead, params: { id: coffee } })
    expect(members.status).toBe(200)
  })

  it('an interviewee made a lead may create a project with the token he already had', async () => {
    const admin = await tokenFor(demoCredentials.admin)
    const priya = await tokenFor(accounts.priya)
    const project = {
      name: 'Promoted study',
      company: 'Co',
      product: 'Product',
      productDescription: 'Described.',
      projectTypeId: serviceType,
    }
    expect((await call('createProject', { token: priya, body: project })).status).toBe(403)
    const promoted = await call('updateUser', {
      token: admin,
      params: { id: users.uninvited },
      body: {
        email: accounts.priya.email,
        firstName: 'Priya',
        lastName: 'Raman',
        role: 'interview_lead',
      },
    })
    expect(promoted.status).toBe(200)
    expect((await call('createProject', { token: priya, body: project })).status).toBe(201)
  })
})
