import { describe, expect, it } from 'vitest'
import { memberAttributes, projectAttributes } from '../../fixtures'
import { demoUsers } from '../../fixtures/users'
import { call, expectError, tokenFor, signInEachTest, useMockServer } from './harness'
import { coffee, network, others, unknownId } from './projects-support'
import type { Schemas } from './projects-support'

/** createShareLink, listShareLinks, revokeShareLink and getSharedReport (docs/product.md#shared-report). */

type ShareLink = Schemas['ShareLink']
type SharedReport = Schemas['SharedReport']

useMockServer()

const token = signInEachTest()

const create = (who: string, project: string = coffee, includeSentiment = false) =>
  call<ShareLink>('createShareLink', {
    token: who,
    params: { id: project },
    body: { includeSentiment },
  })

const read = (shareToken: string) =>
  call<SharedReport>('getSharedReport', { token: null, params: { token: shareToken } })

describe('report links', () => {
  it('lets the lead create a link of at least 128 random bits that opens without sign-in', async () => {
    const first = await create(token.lead)
    const second = await create(token.lead)
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({
      projectId: coffee,
      includeSentiment: false,
      createdBy: { firstName: 'Leo' },
    })
    // 22 base64url characters carry 132 bits; the two tokens differ.
    expect(first.body.token).toMatch(/^[A-Za-z0-9_-]{22,}$/)
    expect(second.body.token).not.toBe(first.body.token)

    const report = await read(first.body.token)
    expect(report.status).toBe(200)
    expect(report.body.projectName).toBe('BeanRunner morning delivery study')
    expect(report.body.overview.interviewCount).toBeGreaterThan(0)
    expect(report.body.overview.sentiment).toEqual({})
    expect(
      report.body.questions.every((question) => Object.keys(question.sentiment).length === 0),
    ).toBe(true)
    expect(report.body.themes.every((theme) => Object.keys(theme.sentiment).length === 0)).toBe(
      true,
    )
  })

  it('carries the codes with the passages the page shows, without who coded them or their notes', async () => {
    const report = await read((await create(token.lead)).body.token)
    expect(report.body.codes.map((code) => code.name)).toContain('Cold coffee')
    for (const code of report.body.codes) {
      expect(code.passages.length).toBeGreaterThan(0)
      expect(code.passages.length).toBeLessThanOrEqual(Math.min(5, code.passageCount))
      expect(code.interviewCount).toBeLessThanOrEqual(report.body.overview.interviewCount)
      for (const passage of code.passages) {
        expect(Object.keys(passage).sort()).toEqual(['id', 'label', 'questionText', 'text'])
        expect(passage.questionText).toMatch(/\S/)
      }
    }
    // A quote says its question too, so the page need not show a bare number.
    const quotes = report.body.themes.flatMap((theme) => theme.quotes)
    expect(quotes.length).toBeGreaterThan(0)
    for (const quote of quotes) expect(quote.questionText).toMatch(/\S/)
  })

  it('never puts an interviewee name or an email in a report, sentiment included or not', async () => {
    for (const includeSentiment of [false, true]) {
      const link = await create(token.admin, coffee, includeSentiment)
      const text = JSON.stringify((await read(link.body.token)).body)
      expect(text).not.toMatch(/@/)
      for (const user of demoUsers.filter((each) => each.role === 'interviewee')) {
        expect(text).not.toContain(`${user.firstName} ${user.lastName}`)
        expect(text).not.toContain(user.id)
      }
    }
  })

  it('carries sentiment only when an admin includes it, and refuses it from a lead', async () => {
    const link = await create(token.admin, coffee, true)
    const report = await read(link.body.token)
    expect(report.body.includeSentiment).toBe(true)
    expect(Object.keys(report.body.overview.sentiment).length).toBeGreaterThan(0)
    expectError(await create(token.lead, coffee, true), 403)
  })

  it('answers 403 to an interviewee, 404 to the lead of another project as for an unknown one', async () => {
    expectError(await create(token.interviewee), 403)
    const networkLead = await tokenFor(others.networkLead)
    expectError(await create(networkLead, coffee), 404)
    expectError(await call('listShareLinks', { token: networkLead, params: { id: coffee } }), 404)
    expectError(await create(token.admin, unknownId), 404)
  })

  it('lists a project’s links newest first, never another project’s', async () => {
    const coffeeLink = await create(token.lead)
    const networkLink = await create(token.admin, network)
    const coffeeList = await call<ShareLink[]>('listShareLinks', {
      token: token.lead,
      params: { id: coffee },
    })
    expect(coffeeList.body.map((link) => link.id)).toEqual([coffeeLink.body.id])
    expect(JSON.stringify(coffeeList.body)).not.toContain(networkLink.body.token)
  })

  it('answers 404 for a revoked, an unknown and a missing token', async () => {
    const link = await create(token.lead)
    const revoked = await call('revokeShareLink', {
      token: token.lead,
      params: { id: coffee, linkId: link.body.id },
    })
    expect(revoked.status).toBe(204)
    expectError(await read(link.body.token), 404)
    expectError(await read('A'.repeat(43)), 404)
    expect(
      (await call('listShareLinks', { token: token.lead, params: { id: coffee } })).body,
    ).toEqual([])
    const again = await call('revokeShareLink', {
      token: token.lead,
      params: { id: coffee, linkId: link.body.id },
    })
    expectError(again, 404)
  })

  it('covers only the segment it was made for, and refuses a value the attribute lacks', async () => {
    const [plan] = projectAttributes
    const link = await call<ShareLink>('createShareLink', {
      token: token.lead,
      params: { id: coffee },
      body: { includeSentiment: false, segment: [{ attributeId: plan.id, value: 'Subscriber' }] },
    })
    expect(link.status).toBe(201)
    expect(link.body.segment).toEqual([
      { attributeId: plan.id, attribute: 'Plan', value: 'Subscriber' },
    ])
    const report = await read(link.body.token)
    const subscribers = memberAttributes.filter(
      (member) => member.projectId === coffee && member.values[plan.id] === 'Subscriber',
    )
    expect(report.body.overview.interviewCount).toBe(subscribers.length)
    expect(report.body.segment).toEqual(link.body.segment)
    const all = await read((await create(token.lead)).body.token)
    const passages = (each: SharedReport) =>
      each.codes.reduce((sum, code) => sum + code.passageCount, 0)
    expect(passages(report.body)).toBeLessThan(passages(all.body))
    expect(report.body.overview.answerCount).toBeLessThan(all.body.overview.answerCount)
    const bad = await call('createShareLink', {
      token: token.lead,
      params: { id: coffee },
      body: { includeSentiment: false, segment: [{ attributeId: plan.id, value: 'Gold' }] },
    })
    expectError(bad, 400, 'body.segment.0.value')
  })

  it('refuses revoking through another project', async () => {
    const link = await create(token.admin, network)
    expectError(
      await call('revokeShareLink', {
        token: token.admin,
        params: { id: coffee, linkId: link.body.id },
      }),
      404,
    )
    expect((await read(link.body.token)).status).toBe(200)
  })
})
