import { describe, expect, it } from 'vitest'
import { memberAttributes, persistentInterviews, projectAttributes } from '../../fixtures'
import { call, expectError, tokenFor, signInEachTest, useMockServer } from './harness'
import { coffee, network, others, users } from './projects-support'
import type { Schemas } from './projects-support'

/** getProjectAttributes, updateProjectAttributes, setMemberAttributes (docs/product.md#segments). */

type Attributes = Schemas['ProjectAttributes']

useMockServer()

const token = signInEachTest()

const read = (who: string, id: string = coffee) =>
  call<Attributes>('getProjectAttributes', { token: who, params: { id } })

describe('attributes', () => {
  it('ships the sample attributes with a value for every interviewee who completed an interview', async () => {
    const answer = await read(token.lead)
    expect(answer.status).toBe(200)
    expect(answer.body.attributes.map((attribute) => [attribute.name, attribute.values])).toEqual([
      ['Plan', ['Subscriber', 'Pay as you go']],
      ['Office size', ['Under 20', '20 or more']],
    ])
    const completers = new Set(
      persistentInterviews
        .filter((each) => each.project_id === coffee && each.status === 'completed')
        .map((each) => each.interviewee_id),
    )
    expect(new Set(answer.body.members.map((member) => member.userId))).toEqual(completers)
    for (const member of answer.body.members) expect(Object.keys(member.values)).toHaveLength(2)
    const home = await read(token.admin, network)
    expect(home.body.attributes.map((attribute) => attribute.name)).toEqual(['Home'])
    expect(memberAttributes.length).toBeGreaterThan(0)
  })

  it('renames, adds and removes attributes, dropping values no longer allowed', async () => {
    const [plan, size] = projectAttributes
    const answer = await call<Attributes>('updateProjectAttributes', {
      token: token.lead,
      params: { id: coffee },
      body: {
        attributes: [
          { id: plan.id, name: ' Billing ', values: ['Subscriber'] },
          { name: 'Team size', values: ['Small', 'Large'] },
        ],
      },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.attributes.map((attribute) => attribute.name)).toEqual([
      'Billing',
      'Team size',
    ])
    expect(answer.body.attributes[0]?.id).toBe(plan.id)
    const values = answer.body.members.flatMap((member) => Object.entries(member.values))
    expect(values.every(([id, value]) => id === plan.id && value === 'Subscriber')).toBe(true)
    expect(values.some(([id]) => id === size.id)).toBe(false)
  })

  it('sets a member’s values, refusing unknown attributes and values', async () => {
    const [plan] = projectAttributes
    const set = (values: Record<string, string>, userId: string = users.coffeeCompleter) =>
      call('setMemberAttributes', {
        token: token.lead,
        params: { id: coffee, userId },
        body: { values },
      })
    expect((await set({ [plan.id]: 'Pay as you go' })).status).toBe(200)
    const member = (await read(token.lead)).body.members.find(
      (each) => each.userId === users.coffeeCompleter,
    )
    expect(member?.values).toEqual({ [plan.id]: 'Pay as you go' })
    expectError(await set({ [plan.id]: 'Gold' }), 400, `body.values.${plan.id}`)
    expectError(await set({ [network]: 'x' }), 400, `body.values.${network}`)
    expectError(await set({}, users.uninvited), 404)
  })

  it('refuses repeated names and values', async () => {
    const update = (attributes: unknown) =>
      call('updateProjectAttributes', {
        token: token.lead,
        params: { id: coffee },
        body: { attributes },
      })
    expectError(
      await update([
        { name: 'Plan', values: ['A'] },
        { name: 'plan', values: ['B'] },
      ]),
      400,
      'body.attributes.1.name',
    )
    expectError(
      await update([{ name: 'Plan', values: ['A', ' a'] }]),
      400,
      'body.attributes.0.values.1',
    )
  })

  it('is for admins and the project’s lead only', async () => {
    expectError(await read(token.interviewee), 403)
    // Another lead's project is as unknown to him as a missing one (issue 33).
    expectError(await read(await tokenFor(others.networkLead)), 404)
    expect((await read(token.admin)).status).toBe(200)
  })
})
