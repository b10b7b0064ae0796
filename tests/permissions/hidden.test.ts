import { describe, expect, it } from 'vitest'
import { operations, type Operation } from '../../mocks/contract/operations'
import { call, tokenFor, useMockServer, type CallOptions } from '../contract/harness'
import { accounts, coffee, coffeeInProgress, REQUESTS, type Tokens } from './requests'
import { seededAccounts, demoCredentials } from '../support/accounts'

useMockServer()

/**
 * Issue 33, item 5: a project (or a project's interview) the caller may not see answers exactly
 * as an unknown one, so that neither its existence nor what is in it leaks. Each operation that
 * addresses the coffee project or its in-progress interview is sent by someone who may call the
 * operation but cannot see coffee: Nora leads only the network project, Priya is an interviewee
 * invited nowhere. Their answer must equal, status and body, the answer to the same request with
 * an id that matches nothing.
 */

const UNKNOWN = '0000000b-0000-4000-8000-00000000dead'
const strangers = {
  lead: {
    account: seededAccounts.nora,
    role: 'interview_lead',
  },
  interviewee: { account: accounts.priya, role: 'interviewee' },
} as const

/** Where a request names the coffee project or its interview, and the same with UNKNOWN there. */
function hideIn(options: CallOptions): CallOptions | null {
  const swap = (value: unknown) =>
    value === coffee || value === coffeeInProgress ? UNKNOWN : value
  const params = Object.fromEntries(
    Object.entries(options.params ?? {}).map(([name, value]) => [name, swap(value) as string]),
  )
  const body =
    typeof options.body === 'object' && options.body !== null
      ? Object.fromEntries(Object.entries(options.body).map(([name, value]) => [name, swap(value)]))
      : options.body
  const changed =
    JSON.stringify(params) !== JSON.stringify(options.params ?? {}) ||
    JSON.stringify(body) !== JSON.stringify(options.body)
  return changed ? { ...options, params, body } : null
}

const sentBy = (operation: Operation, role: keyof typeof strangers) =>
  operation.roles.includes(strangers[role].role)

describe('a project the caller may not see answers as an unknown one', () => {
  for (const operation of operations) {
    for (const role of ['lead', 'interviewee'] as const) {
      if (!sentBy(operation, role)) continue
      it(`${operation.operationId} by a ${role} who cannot see coffee`, async () => {
        const tokens: Tokens = {
          admin: await tokenFor(demoCredentials.admin),
          lead: await tokenFor(demoCredentials.lead),
          interviewee: await tokenFor(demoCredentials.interviewee),
        }
        const build = REQUESTS[operation.operationId]
        if (!build) throw new Error(`No request for ${operation.operationId}`)
        const options = await build(role, tokens)
        const unknown = hideIn(options)
        // Operations that address no project (the profile, the user list...) are not concerned.
        if (!unknown) return
        const token = await tokenFor(strangers[role].account)
        const hidden = await call(operation.operationId, { ...options, token })
        const missing = await call(operation.operationId, { ...unknown, token })
        expect(missing.status).toBe(404)
        expect({ status: hidden.status, body: hidden.body }).toEqual({
          status: missing.status,
          body: missing.body,
        })
      })
    }
  }
})
