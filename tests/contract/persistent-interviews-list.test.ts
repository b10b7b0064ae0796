import { describe, expect, it } from 'vitest'
import { persistentInterviews } from '../../fixtures'
import { call, expectError, tokenFor, useMockServer, signInEachTest } from './harness'
import {
  ids,
  users,
  coffeeCompleted,
  coffeeInProgress,
  networkCompleted,
  carlos,
  nora,
  create,
  standalone,
  type Interview,
  type Page,
} from './persistent-interviews-support'

/** listPersistentInterviews and listInProgressInterviews. */

useMockServer()

const tokens = signInEachTest()

describe('listInProgressInterviews', () => {
  it("lists only the caller's own in-progress interviews, newest first", async () => {
    const before = await call<Interview[]>('listInProgressInterviews', {
      token: tokens.interviewee,
    })
    expect(before.body.map((i) => i.interview_id)).toEqual([coffeeInProgress])
    expect(before.body[0]?.questions).toHaveLength(3)
    const newer = await create(tokens.interviewee, standalone(users.interviewee))
    const after = await call<Interview[]>('listInProgressInterviews', { token: tokens.interviewee })
    expect(after.body.map((i) => i.interview_id)).toEqual([newer, coffeeInProgress])
    expect(after.body.every((i) => i.status === 'in_progress')).toBe(true)
    const admin = await call<Interview[]>('listInProgressInterviews', { token: tokens.admin })
    expect(admin.body).toEqual([])
    const carlosList = await call<Interview[]>('listInProgressInterviews', {
      token: await tokenFor(carlos),
    })
    expect(carlosList.body).toEqual([])
  })
})

describe('listPersistentInterviews', () => {
  const list = (token: string, query: Record<string, string | number> = {}) =>
    call<Page>('listPersistentInterviews', { token, query })
  const idsOf = (page: Page) => page.items.map((item) => item.interview_id)
  /** The fixture interviews that pass `keep`, newest first, as the list orders them. */
  const fixtureIdsWhere = (keep: (interview: (typeof persistentInterviews)[number]) => boolean) =>
    persistentInterviews
      .filter(keep)
      .sort((a, b) => b.started_at.localeCompare(a.started_at))
      .map((interview) => interview.interview_id)
  const inProject = (projectId: string) =>
    fixtureIdsWhere((interview) => interview.project_id === projectId)

  it('lists the own interviews by default, newest first', async () => {
    const mine = await list(tokens.interviewee)
    expect(mine.status).toBe(200)
    expect(idsOf(mine.body)).toEqual([coffeeInProgress, networkCompleted])
    expect(mine.body.nextCursor).toBeNull()
    expect(mine.body.items[1]?.questions).toHaveLength(5)
    expect((await list(tokens.admin, { scope: 'mine' })).body.items).toEqual([])
  })

  it('scope=all: admins see everyone, leads their projects, interviewees only their own', async () => {
    const all = { scope: 'all', limit: 100 }
    const everyone = idsOf((await list(tokens.admin, all)).body)
    expect(everyone).toEqual(fixtureIdsWhere(() => true))
    expect(everyone).toEqual(expect.arrayContaining([coffeeCompleted, networkCompleted]))
    expect(idsOf((await list(tokens.lead, all)).body)).toEqual(inProject(ids.projects.coffee))
    expect(idsOf((await list(await tokenFor(nora), all)).body)).toEqual(
      inProject(ids.projects.network),
    )
    expect(idsOf((await list(tokens.interviewee, { scope: 'all' })).body)).toEqual([
      coffeeInProgress,
      networkCompleted,
    ])
  })

  it('filters by project, product and status', async () => {
    const all = { scope: 'all', limit: 100 }
    const coffee = idsOf(
      (await list(tokens.admin, { ...all, project_id: ids.projects.coffee })).body,
    )
    expect(coffee).toEqual(inProject(ids.projects.coffee))
    expect(coffee).toEqual(expect.arrayContaining([coffeeInProgress, coffeeCompleted]))
    const netNest = idsOf(
      (await list(tokens.admin, { ...all, product_id: 'NetNest Home Setup' })).body,
    )
    expect(netNest).toEqual(inProject(ids.projects.network))
    expect(netNest).toContain(networkCompleted)
    const completed = idsOf((await list(tokens.admin, { ...all, status: 'completed' })).body)
    expect(completed).toEqual(fixtureIdsWhere((interview) => interview.status === 'completed'))
    expect(completed).not.toContain(coffeeInProgress)
    expect(
      idsOf(
        (
          await list(tokens.admin, {
            ...all,
            project_id: ids.projects.coffee,
            status: 'in_progress',
          })
        ).body,
      ),
    ).toEqual([coffeeInProgress])
    expect(
      idsOf((await list(tokens.interviewee, { ...all, project_id: ids.projects.coffee })).body),
    ).toEqual([coffeeInProgress])
    expect((await list(tokens.admin, { ...all, project_id: crypto.randomUUID() })).body).toEqual({
      items: [],
      nextCursor: null,
    })
  })

  it('walks every page without duplicates or gaps', async () => {
    const created: string[] = []
    for (let index = 0; index < 23; index++) {
      created.push(await create(tokens.interviewee, standalone(users.interviewee)))
    }
    const seen: string[] = []
    const sizes: number[] = []
    let cursor: string | null = null
    do {
      const query: Record<string, string | number> = { limit: 7 }
      if (cursor) query.cursor = cursor
      const page: Page = (await list(tokens.interviewee, query)).body
      sizes.push(page.items.length)
      seen.push(...idsOf(page))
      const startedAt = page.items.map((item) => item.started_at)
      expect([...startedAt].sort().reverse()).toEqual(startedAt)
      cursor = page.nextCursor
    } while (cursor)
    expect(sizes).toEqual([7, 7, 7, 4])
    expect(new Set(seen).size).toBe(25)
    expect(seen.slice(-2)).toEqual([coffeeInProgress, networkCompleted])
    expect(new Set(seen.slice(0, 23))).toEqual(new Set(created))

    const firstPage = await list(tokens.interviewee)
    expect(firstPage.body.items).toHaveLength(20)
    expect(typeof firstPage.body.nextCursor).toBe('string')
  })

  it('refuses a cursor it did not issue and an out-of-range limit', async () => {
    expectError(await list(tokens.admin, { cursor: 'not-a-cursor' }), 400, 'query.cursor')
    expectError(await list(tokens.admin, { cursor: btoa('{"a":1}') }), 400, 'query.cursor')
    expectError(await list(tokens.admin, { limit: 0 }), 400, 'query.limit')
    expectError(await list(tokens.admin, { limit: 101 }), 400, 'query.limit')
    expectError(await list(tokens.admin, { scope: 'everyone' }), 400, 'query.scope')
    expectError(await call('listPersistentInterviews', { query: {} }), 401)
  })
})
