import { describe, expect, it } from 'vitest'
import { participantLinks } from '../../fixtures'
import { DEFAULT_CONSENT_TEXT, consentHash } from '@/domain/consent'
import { call, expectError, tokenFor, signInEachTest, useMockServer } from './harness'
import { coffee, network, others, unknownId } from './projects-support'
import type { Schemas } from './projects-support'

/**
 * listParticipantLinks, createParticipantLink, revokeParticipantLink, getJoinPage, joinStudy,
 * the consent kept with an interview and withdrawPersistentInterview
 * (docs/product.md#participant-links, docs/product.md#consent).
 */

type Link = Schemas['ParticipantLink']
type Joined = Schemas['JoinStudyResponse']
type JoinPage = Schemas['JoinPage']
type Interview = Schemas['PersistentInterview']

useMockServer()

const token = signInEachTest()
const newsletter = participantLinks[0]

const create = (who: string, body: Record<string, unknown> = {}, project: string = coffee) =>
  call<Link>('createParticipantLink', { token: who, params: { id: project }, body })

const join = (linkToken: string, body: Record<string, unknown> = { firstName: 'Ada' }) =>
  call<Joined>('joinStudy', { token: null, params: { token: linkToken }, body })

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)

async function startInterview(who: string, consented: boolean): Promise<string> {
  const me = await call<Schemas['User']>('getProfile', { token: who })
  const created = await call<{ interview_id: string }>('createPersistentInterview', {
    token: who,
    body: {
      project_id: coffee,
      interviewer_id: null,
      interviewee_id: me.body.id,
      ...(consented ? { consented: true } : {}),
    },
  })
  expect(created.status).toBe(201)
  return created.body.interview_id
}

describe('participant links', () => {
  it("lists BeanRunner's Newsletter link with 3 of 20 responses", async () => {
    const listed = await call<Link[]>('listParticipantLinks', {
      token: token.lead,
      params: { id: coffee },
    })
    expect(listed.status).toBe(200)
    expect(listed.body).toEqual([
      expect.objectContaining({ label: 'Newsletter', responseLimit: 20, responseCount: 3 }),
    ])
  })

  it('lets the lead create a link of at least 128 random bits, listed newest first', async () => {
    const first = await create(token.lead, {
      label: 'Panel',
      responseLimit: 5,
      expiresOn: isoDay(7),
    })
    const second = await create(token.admin)
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ label: 'Panel', responseLimit: 5, responseCount: 0 })
    expect(second.body).toMatchObject({ label: '', responseLimit: null, expiresOn: null })
    expect(first.body.token).toMatch(/^[A-Za-z0-9_-]{22,}$/)
    expect(second.body.token).not.toBe(first.body.token)
    const listed = await call<Link[]>('listParticipantLinks', {
      token: token.lead,
      params: { id: coffee },
    })
    expect(listed.body.map((link) => link.id).slice(0, 2)).toEqual([second.body.id, first.body.id])
  })

  it('refuses an expiry before today and a limit below 1, naming the field', async () => {
    expectError(await create(token.lead, { expiresOn: isoDay(-2) }), 400, 'body.expiresOn')
    expectError(await create(token.lead, { responseLimit: 0 }), 400, 'body.responseLimit')
    expectError(await create(token.lead, { colour: 'red' }), 400)
  })

  it('answers 403 to an interviewee and 404 to the lead of another project', async () => {
    expectError(await create(token.interviewee), 403)
    const networkLead = await tokenFor(others.networkLead)
    expectError(await create(networkLead), 404)
    expectError(
      await call('listParticipantLinks', { token: networkLead, params: { id: coffee } }),
      404,
    )
    expectError(await create(token.lead, {}, unknownId), 404)
  })

  it('revokes a link: its page then answers 404, like an unknown token', async () => {
    const link = await create(token.lead)
    expect((await call('getJoinPage', { params: { token: link.body.token } })).status).toBe(200)
    const revoked = await call('revokeParticipantLink', {
      token: token.lead,
      params: { id: coffee, linkId: link.body.id },
    })
    expect(revoked.status).toBe(204)
    expectError(await call('getJoinPage', { params: { token: link.body.token } }), 404)
    expectError(await join(link.body.token), 404)
    expectError(
      await call('revokeParticipantLink', {
        token: token.lead,
        params: { id: network, linkId: link.body.id },
      }),
      404,
    )
    expectError(await call('getJoinPage', { params: { token: 'NoSuchLinkTokenAtAll0000' } }), 404)
  })
})

describe('joining by link', () => {
  it("shows the project's company, product, description and the default consent", async () => {
    const page = await call<JoinPage>('getJoinPage', { params: { token: newsletter.token } })
    expect(page.status).toBe(200)
    expect(page.body).toMatchObject({
      company: 'BeanRunner',
      product: 'BeanRunner Express',
      consentText: DEFAULT_CONSENT_TEXT,
      full: false,
    })
    expect(page.body.description).toContain('scheduled coffee delivery')
  })

  it('makes a member of the project with the Source of the link, and counts the response', async () => {
    const joined = await join(newsletter.token, { firstName: 'Ada', lastName: 'Byron' })
    expect(joined.status).toBe(201)
    expect(joined.body.user).toMatchObject({
      firstName: 'Ada',
      lastName: 'Byron',
      role: 'interviewee',
    })
    expect(joined.body.project.id).toBe(coffee)
    const attributes = await call<Schemas['ProjectAttributes']>('getProjectAttributes', {
      token: token.lead,
      params: { id: coffee },
    })
    const source = attributes.body.attributes.find((attribute) => attribute.name === 'Source')
    expect(source?.values).toContain('Newsletter')
    const values = attributes.body.members.find((member) => member.userId === joined.body.user.id)
    expect(values?.values[source?.id ?? '']).toBe('Newsletter')
    const listed = await call<Link[]>('listParticipantLinks', {
      token: token.lead,
      params: { id: coffee },
    })
    expect(listed.body.find((link) => link.id === newsletter.id)?.responseCount).toBe(4)
  })

  it('needs a first name, and refuses a malformed email', async () => {
    expectError(await join(newsletter.token, { lastName: 'Byron' }), 400, 'body.firstName')
    expectError(
      await join(newsletter.token, { firstName: 'Ada', email: 'nope' }),
      400,
      'body.email',
    )
  })

  it('says a full link is full, and refuses to join it with 409', async () => {
    const link = await create(token.lead, { responseLimit: 1 })
    expect((await join(link.body.token)).status).toBe(201)
    const page = await call<JoinPage>('getJoinPage', { params: { token: link.body.token } })
    expect(page.body.full).toBe(true)
    expectError(await join(link.body.token), 409)
  })

  it('gives a session that runs its own interview of the project and nothing else', async () => {
    const joined = await join(newsletter.token)
    const participant = joined.body.token
    const id = await startInterview(participant, true)
    const own = await call<Interview>('getPersistentInterview', {
      token: participant,
      params: { id },
    })
    expect(own.status).toBe(200)
    expectError(await call('listProjects', { token: participant }), 401)
    expectError(await call('getProject', { token: participant, params: { id: coffee } }), 401)
    expectError(
      await call('createPersistentInterview', {
        token: participant,
        body: {
          project_id: null,
          interviewer_id: null,
          interviewee_id: joined.body.user.id,
          metadata: { company: 'Elsewhere', product: 'Other' },
        },
      }),
      403,
    )
  })
})

describe('consent', () => {
  it('keeps when the interviewee agreed, with the hash of the text shown', async () => {
    const id = await startInterview(token.interviewee, true)
    const read = await call<Interview>('getPersistentInterview', {
      token: token.lead,
      params: { id },
    })
    expect(read.body.consent?.textHash).toBe(await consentHash(DEFAULT_CONSENT_TEXT))
    expect(Date.parse(read.body.consent?.consentedAt ?? '')).not.toBeNaN()
  })

  it("hashes the project's own text once the lead changes it", async () => {
    const project = await call<Schemas['Project']>('getProject', {
      token: token.lead,
      params: { id: coffee },
    })
    const { name, company, product, productDescription } = project.body
    const text = 'We record your answers; Dana reads them.'
    const updated = await call<Schemas['Project']>('updateProject', {
      token: token.lead,
      params: { id: coffee },
      body: { name, company, product, productDescription, consentText: text },
    })
    expect(updated.body.consentText).toBe(text)
    const id = await startInterview(token.interviewee, true)
    const read = await call<Interview>('getPersistentInterview', {
      token: token.interviewee,
      params: { id },
    })
    expect(read.body.consent?.textHash).toBe(await consentHash(text))
  })

  it('records no consent when none was given', async () => {
    const id = await startInterview(token.interviewee, false)
    const read = await call<Interview>('getPersistentInterview', {
      token: token.interviewee,
      params: { id },
    })
    expect(read.body.consent).toBeNull()
  })
})

describe('withdraw my interview', () => {
  it('deletes the interview and keeps an activity entry without content', async () => {
    const id = await startInterview(token.interviewee, true)
    expectError(
      await call('withdrawPersistentInterview', { token: token.lead, params: { id } }),
      403,
    )
    const withdrawn = await call('withdrawPersistentInterview', {
      token: token.interviewee,
      params: { id },
    })
    expect(withdrawn.status).toBe(204)
    expectError(await call('getPersistentInterview', { token: token.lead, params: { id } }), 404)
    const activity = await call<Schemas['CodingActivity'][]>('listCodingActivity', {
      token: token.lead,
      params: { id: coffee },
    })
    const [entry] = activity.body
    expect(entry).toMatchObject({
      action: 'interview_withdrawn',
      actor: null,
      before: null,
      after: null,
    })
  })

  it('lets a participant withdraw through its scoped session', async () => {
    const joined = await join(newsletter.token)
    const id = await startInterview(joined.body.token, true)
    const withdrawn = await call('withdrawPersistentInterview', {
      token: joined.body.token,
      params: { id },
    })
    expect(withdrawn.status).toBe(204)
    expectError(
      await call('withdrawPersistentInterview', { token: token.interviewee, params: { id } }),
      404,
    )
  })
})
