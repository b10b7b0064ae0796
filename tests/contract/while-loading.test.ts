import { afterEach, describe, expect, it } from 'vitest'
import { fixtureIds } from '../../fixtures'
import { operationById } from '../../mocks/contract/operations'
import { db } from '../../mocks/db'
import { LATER_COLLECTIONS, loadingLater } from '../../mocks/db/later-collections'
import { ANSWERED_WHILE_LOADING } from '../../mocks/handlers/while-loading'
import { call, tokenFor, useMockServer, type CallOptions } from './harness'
import { demoCredentials } from '../support/accounts'

/**
 * A reload of the demo's stored data answers some operations before interviews and their answers
 * are in (mocks/db/later-collections.ts). Each of those must answer the same without them, and
 * every other operation must wait.
 */

useMockServer()
afterEach(() => loadingLater(Promise.resolve()))

const { coffee } = fixtureIds.projects
const type = Object.values(fixtureIds.projectTypes)[0] ?? ''

/** One call of each operation answered while loading, as the admin. */
const calls: Record<string, (token: string) => CallOptions> = {
  getAuthConfig: () => ({}),
  login: () => ({ body: demoCredentials.lead }),
  logout: (token) => ({ token }),
  getProfile: (token) => ({ token }),
  listProjects: (token) => ({ token }),
  getProject: (token) => ({ token, params: { id: coffee } }),
  listProjectMembers: (token) => ({ token, params: { id: coffee } }),
  getProjectAttributes: (token) => ({ token, params: { id: coffee } }),
  listProjectTypes: (token) => ({ token }),
  listProjectTypeQuestions: (token) => ({ token, params: { id: type } }),
  listUsers: (token) => ({ token }),
  listAvailableModels: (token) => ({ token }),
  getAiStatus: (token) => ({ token }),
  getCurrentModels: (token) => ({ token }),
  listInterviewerPrompts: (token) => ({ token }),
  getCurrentInterviewerPrompt: (token) => ({ token }),
}

/** What differs at every call: a new sign-in's token and time. */
const CHANGING = new Set(['token', 'lastLoginAt'])

/** An answer, without what differs at every call. */
async function answer(operationId: string): Promise<unknown> {
  const token = await tokenFor(demoCredentials.admin)
  const options = calls[operationId]?.(token)
  if (!options) throw new Error(`no call for ${operationId}`)
  const { status, body } = await call(operationId, options)
  const stable: unknown = JSON.parse(JSON.stringify(body), (key, value: unknown) =>
    CHANGING.has(key) ? '…' : value,
  )
  return { status, body: stable }
}

describe('operations answered while interviews load', () => {
  it('are operations of the contract, each with a call here', () => {
    expect([...ANSWERED_WHILE_LOADING].sort()).toEqual(Object.keys(calls).sort())
    for (const id of ANSWERED_WHILE_LOADING) expect(operationById(id).operationId).toBe(id)
  })

  it.each([...ANSWERED_WHILE_LOADING])('%s answers the same without them', async (operationId) => {
    expect(db.interviews.count()).toBeGreaterThan(0)
    const withThem = await answer(operationId)
    for (const name of LATER_COLLECTIONS) db[name].clear()
    const withoutThem = await answer(operationId)
    expect(withoutThem).toEqual(withThem)
    expect(LATER_COLLECTIONS.map((name) => db[name].count())).toEqual([0, 0])
  })
})

describe('every other operation', () => {
  it('waits until the later collections are in, then answers from them', async () => {
    const token = await tokenFor(demoCredentials.admin)
    let finish = () => {}
    loadingLater(new Promise<void>((resolve) => (finish = resolve)))
    let answered = false
    const interviews = call<unknown[]>('listProjectInterviews', { token, params: { id: coffee } })
    void interviews.then(() => (answered = true))
    const config = await call('getAuthConfig')
    expect(config.status).toBe(200)
    expect(answered).toBe(false)
    finish()
    const { status, body } = await interviews
    expect(status).toBe(200)
    expect(body.length).toBeGreaterThan(0)
  })
})
