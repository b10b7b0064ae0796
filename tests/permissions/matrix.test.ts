import { ADMIN_ROLE } from '@/domain/roles'
import { afterAll, describe, expect, it } from 'vitest'
import { signToken, type TokenPayload } from '../../mocks/auth/crypto'
import {
  operations,
  type Operation,
  type Role as ContractRole,
} from '../../mocks/contract/operations'
import { seedDatabase } from '../../mocks/db/seed'
import { call, tokenFor, useMockServer, type CallResult } from '../contract/harness'
import { REQUESTS, RELATIONS, type Role, type Tokens } from './requests'
import { demoCredentials } from '../support/accounts'

useMockServer()

/**
 * The permission matrix (issue 10, item 5): every operation, called by a stranger (no token),
 * with an expired token of a real session, with a tampered token (role raised to admin,
 * signature kept), and by each role with a request that is otherwise valid. The expected
 * status comes from the operation's `x-roles` in openapi.yaml — the permission table of
 * docs/product.md#roles — plus the relation rules its description states (RELATIONS in ./requests). Every
 * answer is validated against the contract by `call`. Each cell runs on freshly seeded data.
 */

type Column = 'anonymous' | 'expired' | 'tampered' | Role
const COLUMNS: readonly Column[] = [
  'anonymous',
  'expired',
  'tampered',
  'admin',
  'lead',
  'interviewee',
]
const CONTRACT_ROLE: Record<Role, ContractRole> = {
  admin: ADMIN_ROLE,
  lead: 'interview_lead',
  interviewee: 'interviewee',
}

interface Cell {
  column: Column
  status: number
  expected: string
  ok: boolean
}
const results = new Map<string, Cell[]>()

function expectation(
  operation: Operation,
  column: Column,
): { label: string; test: (s: number) => boolean } {
  const success = { label: '2xx', test: (s: number) => s >= 200 && s < 300 }
  if (operation.roles.includes('anonymous')) return success
  if (column === 'anonymous' || column === 'expired' || column === 'tampered') {
    return { label: '401', test: (s) => s === 401 }
  }
  if (!operation.roles.includes(CONTRACT_ROLE[column])) {
    return { label: '403', test: (s) => s === 403 }
  }
  const relation = RELATIONS[operation.operationId]?.[column]
  if (relation) return { label: `${relation.status}r`, test: (s) => s === relation.status }
  return success
}

async function tokensForCell(): Promise<Tokens & { expired: string; tampered: string }> {
  await seedDatabase()
  const tokens = {
    admin: await tokenFor(demoCredentials.admin),
    lead: await tokenFor(demoCredentials.lead),
    interviewee: await tokenFor(demoCredentials.interviewee),
  }
  const [header = '', body = '', signature = ''] = tokens.interviewee.split('.')
  const payload = JSON.parse(atob(body.replace(/-/g, '+').replace(/_/g, '/'))) as TokenPayload
  const expired = await signToken({ ...payload, exp: Math.floor(Date.now() / 1000) - 60 })
  const raised = btoa(JSON.stringify({ ...payload, role: ADMIN_ROLE }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
  return { ...tokens, expired, tampered: `${header}.${raised}.${signature}` }
}

async function runCell(operation: Operation, column: Column): Promise<CallResult> {
  const tokens = await tokensForCell()
  const build = REQUESTS[operation.operationId]
  if (!build) throw new Error(`No request for ${operation.operationId}`)
  const who: Role = column === 'admin' || column === 'lead' ? column : 'interviewee'
  const options = await build(who, tokens)
  const token = column === 'anonymous' ? null : tokens[column]
  return call(operation.operationId, { ...options, token })
}

function printTable() {
  const abbreviation = (role: string) =>
    ({ anonymous: 'anon', [ADMIN_ROLE]: 'A', interview_lead: 'L', interviewee: 'I' })[role] ?? role
  const header = [
    'operation',
    'x-roles',
    'anon',
    'expired',
    'tampered',
    'admin',
    'lead',
    'interviewee',
  ]
  const rows = operations
    .filter((operation) => results.has(operation.operationId))
    .map((operation) => [
      operation.operationId,
      operation.roles.map(abbreviation).join(','),
      ...(results.get(operation.operationId) ?? []).map(
        (cell) =>
          `${cell.status}${cell.ok ? '' : `!=${cell.expected}`}${cell.expected.endsWith('r') ? 'r' : ''}`,
      ),
    ])
  const widths = header.map((title, index) =>
    Math.max(title.length, ...rows.map((row) => (row[index] ?? '').length)),
  )
  const line = (cells: string[]) =>
    cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' ')
  const cells = [...results.values()].flat()
  const count = (test: (cell: Cell) => boolean) => cells.filter(test).length
  console.log(
    [
      line(header),
      ...rows.map(line),
      '(r: refused by a relation rule of the operation, as RELATIONS in this test says)',
      `matrix: ${results.size} operations x ${COLUMNS.length} callers = ${cells.length} cells, ` +
        `${count((cell) => cell.ok)} as expected (401: ${count((cell) => cell.status === 401)}, ` +
        `403: ${count((cell) => cell.status === 403)}, 404: ${count((cell) => cell.status === 404)}, ` +
        `2xx: ${count((cell) => cell.status >= 200 && cell.status < 300)})`,
    ].join('\n'),
  )
}

describe('permission matrix', () => {
  afterAll(printTable)

  it('has a request for every operation, and relation rules only for listed roles', () => {
    expect(Object.keys(REQUESTS).sort()).toEqual(operations.map((op) => op.operationId).sort())
    for (const [operationId, rules] of Object.entries(RELATIONS)) {
      const operation = operations.find((op) => op.operationId === operationId)
      for (const role of Object.keys(rules) as Role[]) {
        expect(operation?.roles, `${operationId} ${role}`).toContain(CONTRACT_ROLE[role])
      }
    }
  })

  for (const operation of operations) {
    it(`${operation.operationId} (${operation.roles.join(', ')})`, async () => {
      const cells: Cell[] = []
      results.set(operation.operationId, cells)
      for (const column of COLUMNS) {
        const answer = await runCell(operation, column)
        const expected = expectation(operation, column)
        cells.push({
          column,
          status: answer.status,
          expected: expected.label,
          ok: expected.test(answer.status),
        })
      }
      const wrong = cells.filter((cell) => !cell.ok)
      expect(
        wrong.map((cell) => `${cell.column}: ${cell.status}, expected ${cell.expected}`),
      ).toEqual([])
    })
  }
})
