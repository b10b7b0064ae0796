import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { demoUsers } from '../../fixtures'
import { mockServer } from '../../mocks/node'
import { roleValues } from '@/contract/enums'
import { BASE, call, expectError, useMockServer, signInEachTest } from './harness'
import {
  users,
  coffee,
  network,
  ids,
  expectNoPassword,
  type User,
  listUsers,
} from './users-support'

/** listUsers: who may list, pages and the role filter. */

useMockServer()

const token = signInEachTest()

describe('listUsers', () => {
  it('gives an admin every user in creation order, with their projects', async () => {
    const result = await call<User[]>('listUsers', { token: token.admin })
    expect(result.status).toBe(200)
    const created = result.body.map((user) => user.createdAt)
    expect(created).toEqual([...created].sort())
    expect(result.body.length).toBe(demoUsers.length + 8)
    for (const fixture of demoUsers) {
      const user = result.body.find((candidate) => candidate.id === fixture.id)
      expect(user).toMatchObject({
        email: fixture.email,
        firstName: fixture.firstName,
        lastName: fixture.lastName,
        role: fixture.role,
        createdAt: fixture.createdAt,
      })
    }
    const byId = (id: string) => result.body.find((user) => user.id === id)
    expect(byId(users.lead)?.projects).toEqual([
      { id: coffee, name: 'BeanRunner morning delivery study' },
    ])
    expect(ids(byId(users.interviewee)?.projects ?? []).sort()).toEqual([coffee, network].sort())
    expect(byId(users.uninvited)?.projects).toEqual([])
    expect(byId(users.uninvited)?.lastLoginAt).toBeNull()
    expectNoPassword(result.body)
  })

  it('gives an interview lead the same list', async () => {
    const result = await call<User[]>('listUsers', { token: token.lead })
    expect(result.status).toBe(200)
    expect(ids(result.body)).toEqual(ids(await listUsers(token.admin)))
  })

  it('refuses interviewees (403) and anonymous callers (401)', async () => {
    expectError(await call('listUsers', { token: token.interviewee }), 403)
    expectError(await call('listUsers'), 401)
  })
})

/** One page of listUsers as the admin: the users and the two paging headers. */
async function listPage(query: Record<string, string | number>) {
  const result = await call<User[]>('listUsers', { token: token.admin, query })
  expect(result.status).toBe(200)
  return {
    users: result.body,
    next: result.headers.get('X-Next-Cursor'),
    total: result.headers.get('X-Total-Count'),
  }
}

/** Follows X-Next-Cursor from the first page to the last, as the app does. */
async function allPages(query: Record<string, string | number>) {
  const pages = [await listPage(query)]
  for (let last = pages[0]; last?.next; last = pages.at(-1)) {
    pages.push(await listPage({ ...query, cursor: last.next }))
  }
  return pages
}

describe('listUsers in pages', () => {
  it('chains pages to the end in creation order, without repeats or gaps', async () => {
    const whole = await listUsers(token.admin)
    const pages = await allPages({ limit: 4 })
    expect(pages).toHaveLength(Math.ceil(whole.length / 4))
    expect(pages.flatMap((page) => ids(page.users))).toEqual(ids(whole))
    for (const page of pages) {
      expect(page.users.length).toBeLessThanOrEqual(4)
      expect(page.total).toBe(String(whole.length))
    }
    expect(pages.at(-1)?.next).toBeNull()
    expect(pages.slice(0, -1).every((page) => page.next !== null)).toBe(true)
  })

  it('sends no paging headers for the whole list, and none but the count on a last page', async () => {
    const whole = await call<User[]>('listUsers', { token: token.admin })
    expect(whole.headers.get('X-Total-Count')).toBeNull()
    expect(whole.headers.get('X-Next-Cursor')).toBeNull()
    const single = await listPage({ limit: 200 })
    expect(single.users).toHaveLength(demoUsers.length + 8)
    expect(single.next).toBeNull()
    expect(single.total).toBe(String(demoUsers.length + 8))
  })

  it('searches first name, last name, full name and email, ignoring case and spaces', async () => {
    for (const q of ['leo', 'LINDQVIST', 'Leo Lindqvist', '  lead@CANDOR.test ']) {
      const found = await call<User[]>('listUsers', { token: token.admin, query: { q } })
      expect(ids(found.body), q).toEqual([users.lead])
    }
    const candor = await listPage({ q: '@candor.test', limit: 2 })
    const everyCandor = (await listUsers(token.admin)).filter((user) =>
      user.email.endsWith('@candor.test'),
    )
    expect(candor.total).toBe(String(everyCandor.length))
    expect(ids(candor.users)).toEqual(ids(everyCandor.slice(0, 2)))
    const pages = await allPages({ q: '@candor.test', limit: 2 })
    expect(pages.flatMap((page) => ids(page.users))).toEqual(ids(everyCandor))
    expect(await listPage({ q: 'nobody-by-this-name', limit: 10 })).toEqual({
      users: [],
      next: null,
      total: '0',
    })
  })

  it('continues after a user deleted between two pages', async () => {
    const whole = ids(await listUsers(token.admin))
    const first = await listPage({ limit: 3 })
    // The last user of the page is the cursor's own position; the first of the next is skipped.
    const [lastOfPage, firstOfNext] = [whole[2], whole[3]]
    for (const id of [lastOfPage, firstOfNext]) {
      if (id === undefined || id === users.admin) throw new Error('unexpected seed order')
      expect((await call('deleteUser', { token: token.admin, params: { id } })).status).toBe(204)
    }
    const second = await listPage({ limit: 3, cursor: first.next ?? '' })
    expect(ids(second.users)).toEqual(whole.slice(4, 7))
    expect(second.total).toBe(String(whole.length - 2))
  })

  it('refuses a bad limit or cursor, and a cursor without limit, naming the parameter', async () => {
    for (const limit of ['0', '201', '2.5', 'ten']) {
      expectError(
        await call('listUsers', { token: token.admin, query: { limit } }),
        400,
        'query.limit',
      )
    }
    const { next } = await listPage({ limit: 2 })
    expectError(
      await call('listUsers', { token: token.admin, query: { cursor: next ?? '' } }),
      400,
      'query.cursor',
    )
    for (const cursor of ['not-a-cursor', '', 'x'.repeat(201)]) {
      expectError(
        await call('listUsers', { token: token.admin, query: { limit: 2, cursor } }),
        400,
        'query.cursor',
      )
    }
    expectError(
      await call('listUsers', { token: token.admin, query: { q: 'x'.repeat(201) } }),
      400,
      'query.q',
    )
  })

  it("is held to the contract's headers: a malformed X-Total-Count fails the check", async () => {
    mockServer.use(
      http.get(`${BASE}/users`, () =>
        HttpResponse.json([], { headers: { 'X-Total-Count': 'many' } }),
      ),
    )
    await expect(call('listUsers', { token: token.admin, query: { limit: 2 } })).rejects.toThrow(
      /header\.X-Total-Count/,
    )
  })
})

describe('listUsers by role', () => {
  it('answers only the users with the role, in creation order', async () => {
    const whole = await listUsers(token.admin)
    for (const role of roleValues) {
      const result = await call<User[]>('listUsers', { token: token.admin, query: { role } })
      expect(result.status).toBe(200)
      const expected = whole.filter((user) => user.role === role)
      expect(expected.length, role).toBeGreaterThan(0)
      expect(ids(result.body), role).toEqual(ids(expected))
      expect(result.headers.get('X-Total-Count')).toBeNull()
    }
  })

  it('combines with q and with pages, counting only the matches of both', async () => {
    const everyInterviewee = (await listUsers(token.admin)).filter(
      (user) => user.role === 'interviewee',
    )
    const pages = await allPages({ role: 'interviewee', limit: 3 })
    expect(pages.flatMap((page) => ids(page.users))).toEqual(ids(everyInterviewee))
    expect(pages.every((page) => page.total === String(everyInterviewee.length))).toBe(true)

    // '@candor.test' is every demo account; with the role, only the demo interviewees.
    const demoInterviewees = everyInterviewee.filter((user) => user.email.endsWith('@candor.test'))
    expect(demoInterviewees.length).toBeGreaterThan(1)
    const first = await listPage({ role: 'interviewee', q: '@CANDOR.test', limit: 1 })
    expect(first.total).toBe(String(demoInterviewees.length))
    expect(ids(first.users)).toEqual(ids(demoInterviewees.slice(0, 1)))
    const searched = await allPages({ role: 'interviewee', q: '@candor.test', limit: 1 })
    expect(searched.flatMap((page) => ids(page.users))).toEqual(ids(demoInterviewees))

    // The demo lead matches the search but not the role.
    expect(await listPage({ role: 'interviewee', q: 'lead@candor.test', limit: 10 })).toEqual({
      users: [],
      next: null,
      total: '0',
    })
    expect(
      ids((await listPage({ role: 'interview_lead', q: 'Lindqvist', limit: 10 })).users),
    ).toEqual([users.lead])
  })

  it('refuses a role the contract does not name, with 400 naming query.role', async () => {
    for (const role of ['superuser', 'Interviewee', 'admin', '']) {
      expectError(
        await call('listUsers', { token: token.admin, query: { role, limit: 10 } }),
        400,
        'query.role',
      )
    }
  })

  it('gives an interview lead the same answer as an admin, and refuses the others', async () => {
    const query = { role: 'interviewee', limit: 5 }
    const asAdmin = await listPage(query)
    const asLead = await call<User[]>('listUsers', { token: token.lead, query })
    expect(asLead.status).toBe(200)
    expect(ids(asLead.body)).toEqual(ids(asAdmin.users))
    expect(asLead.headers.get('X-Total-Count')).toBe(asAdmin.total)
    expectError(await call('listUsers', { token: token.interviewee, query }), 403)
    expectError(await call('listUsers', { query }), 401)
  })
})
