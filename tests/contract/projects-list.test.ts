import { DEFAULT_CONSENT_TEXT } from '@/domain/consent'
import { describe, expect, it } from 'vitest'
import { projects as fixtureProjects } from '../../fixtures'
import { call, expectError, tokenFor, useMockServer, signInEachTest } from './harness'
import {
  users,
  coffee,
  network,
  others,
  newProject,
  ids,
  expectNoPassword,
  type Project,
} from './projects-support'

/** listProjects: who sees which projects, search and pages. */

useMockServer()

const token = signInEachTest()

describe('listProjects', () => {
  it('gives an admin every project, newest first', async () => {
    const result = await call<Project[]>('listProjects', { token: token.admin })
    expect(result.status).toBe(200)
    expect(ids(result.body)).toEqual([network, coffee])
    const coffeeFixture = fixtureProjects.find((project) => project.id === coffee)
    if (coffeeFixture === undefined || !('guide' in coffeeFixture)) throw new Error('no guide')
    // A fixture project has no consent text of its own: it reads as the default.
    // The discussion guide is read through its own operation (GET /projects/{id}/questions).
    const { guide, ...coffeeProject } = coffeeFixture
    expect(guide.length).toBeGreaterThan(0)
    expect(result.body[1]).toEqual({ ...coffeeProject, consentText: DEFAULT_CONSENT_TEXT })
    expectNoPassword(result.body)
  })

  it('gives a lead only the projects he leads', async () => {
    const lead = await call<Project[]>('listProjects', { token: token.lead })
    expect(ids(lead.body)).toEqual([coffee])
    expect(lead.body[0]?.leadUserId).toBe(users.lead)
    const nora = await call<Project[]>('listProjects', {
      token: await tokenFor(others.networkLead),
    })
    expect(ids(nora.body)).toEqual([network])
  })

  it('gives an interviewee exactly the projects he is invited to', async () => {
    const result = await call<Project[]>('listProjects', { token: token.interviewee })
    expect(ids(result.body)).toEqual([network, coffee])
    const carlos = await call<Project[]>('listProjects', { token: await tokenFor(others.carlos) })
    expect(ids(carlos.body)).toEqual([coffee])
    const priya = await call<Project[]>('listProjects', { token: await tokenFor(others.priya) })
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
    const nora = await tokenFor(others.networkLead)
    expect((await list(nora, { q: 'BeanRunner' })).body).toEqual([])
    expect(ids((await list(nora, { q: 'NetNest' })).body)).toEqual([network])
  })

  it('finds for an interviewee only the projects he is invited to', async () => {
    await addProjects(token.admin, ['NetNest mesh study'])
    expect(ids((await list(token.interviewee, { q: 'netnest' })).body)).toEqual([network])
    const carlos = await tokenFor(others.carlos)
    expect((await list(carlos, { q: 'NetNest' })).body).toEqual([])
    expect(ids((await list(carlos, { q: 'beanrunner', limit: 1 })).body)).toEqual([coffee])
    const priya = await tokenFor(others.priya)
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
