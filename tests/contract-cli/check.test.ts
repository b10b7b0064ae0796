import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { operations } from '../../mocks/contract/operations'
import { db } from '../../mocks/db'
import { startMockServer, type RunningMockServer } from '../../mocks/server/create-server'
import {
  ContractCheckAborted,
  normaliseBaseUrl,
  runContractCheck,
} from '../../scripts/contract/check'
import { formatReport } from '../../scripts/contract/report'
import { driftHandlers, expectedFailures } from './drift'
import { demoCredentials } from '../support/accounts'

/**
 * `npm run contract` as a function: the standalone mock conforms, read-only and with --write;
 * a drifted copy of it fails exactly where it drifted, naming the problem.
 */

const reads = operations.filter((operation) => operation.method === 'get')

describe('contract check against the standalone mock', () => {
  let server: RunningMockServer
  beforeAll(async () => {
    server = await startMockServer({ port: 0 })
  })
  afterAll(() => server.close())

  it('calls every read operation and finds them all OK', async () => {
    const report = await runContractCheck({ baseUrl: server.url })
    const failures = report.rows.filter((row) => row.verdict !== 'OK')
    expect(failures, formatReport(report, false)).toEqual([])
    expect(report.ok).toBe(true)
    const checked = new Set(report.rows.map((row) => row.operationId))
    for (const operation of reads)
      expect(checked, operation.operationId).toContain(operation.operationId)
    // Without --write, only the sign-in is a write.
    const writesRun = report.rows
      .filter((row) => row.method !== 'GET')
      .map((row) => row.operationId)
    expect(writesRun).toEqual(['login'])
    expect(report.notExercised).toHaveLength(operations.length - reads.length - 1)
  })

  it('with --write, runs every operation of the contract and removes what it created', async () => {
    const before = {
      users: db.users.count(),
      types: db.projectTypes.count(),
      questions: db.questions.count(),
      interviews: db.interviews.count(),
      projects: db.projects.count(),
    }
    const report = await runContractCheck({ baseUrl: server.url, write: true })
    const failures = report.rows.filter((row) => row.verdict !== 'OK')
    expect(failures, formatReport(report, true)).toEqual([])
    expect(report.notExercised).toEqual([])
    expect(report.rows.some((row) => row.operationId === 'interviewSocket')).toBe(true)
    expect({
      users: db.users.count(),
      types: db.projectTypes.count(),
      questions: db.questions.count(),
      interviews: db.interviews.count(),
      projects: db.projects.count(),
    }).toEqual({ ...before, projects: before.projects + 1 })
    expect(report.leftovers).toHaveLength(1)
    expect(report.leftovers[0]).toMatch(/^project .* no delete for projects$/)
  }, 30_000)

  it('checks as another role: operations it may not call must answer 403', async () => {
    const report = await runContractCheck({
      baseUrl: server.url,
      ...demoCredentials.interviewee,
    })
    expect(report.rows.filter((row) => row.verdict === 'FAIL')).toEqual([])
    const listUsers = report.rows.find((row) => row.operationId === 'listUsers')
    expect(listUsers).toMatchObject({ status: 403, verdict: 'OK', note: 'not for interviewee' })
  })

  it('stops before judging when it cannot sign in or reach the server', async () => {
    await expect(
      runContractCheck({ baseUrl: server.url, email: 'admin@candor.test', password: 'wrong' }),
    ).rejects.toThrow(/Cannot sign in as admin@candor.test: expected 200, got 401/)
    await expect(
      runContractCheck({
        baseUrl: server.url,
        ...demoCredentials.lead,
        write: true,
      }),
    ).rejects.toThrow(/--write needs an admin account/)
    // A closed port on 127.0.0.1.
    const closed = await startMockServer({ port: 0 })
    await closed.close()
    await expect(runContractCheck({ baseUrl: closed.url, timeoutMs: 2000 })).rejects.toThrow(
      ContractCheckAborted,
    )
  })

  it('takes the origin, with or without /api or a trailing slash', () => {
    expect(normaliseBaseUrl('http://127.0.0.1:4010/')).toBe('http://127.0.0.1:4010')
    expect(normaliseBaseUrl('http://127.0.0.1:4010/api')).toBe('http://127.0.0.1:4010')
    expect(normaliseBaseUrl('https://candor.example/backend/')).toBe(
      'https://candor.example/backend',
    )
    expect(() => normaliseBaseUrl('127.0.0.1:4010')).toThrow(/--base-url must be/)
  })
})

describe('contract check against a drifted server', () => {
  let drifted: RunningMockServer
  beforeAll(async () => {
    drifted = await startMockServer({ port: 0, handlers: driftHandlers })
  })
  afterAll(() => drifted.close())

  it('reports FAIL for a wrong field type, a missing field and a wrong status, naming each', async () => {
    const report = await runContractCheck({ baseUrl: drifted.url })
    expect(report.ok).toBe(false)
    for (const { operationId, detail } of expectedFailures) {
      const row = report.rows.find(
        (candidate) => candidate.operationId === operationId && !candidate.note,
      )
      expect(row, operationId).toMatchObject({ verdict: 'FAIL', detail })
    }
    // Everything the drift does not touch still passes: the check points at the drift only.
    const untouched = report.rows.filter(
      (row) => !expectedFailures.some((failure) => failure.operationId === row.operationId),
    )
    expect(untouched.filter((row) => row.verdict !== 'OK')).toEqual([])
    expect(formatReport(report, false)).toContain('Result: the server does NOT conform.')
  })
})
