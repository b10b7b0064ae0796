import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { validateAt } from '../../mocks/contract/validation'
import { seedDatabase } from '../../mocks/db/seed'
import {
  clearFaults,
  faultSettings,
  hasFaults,
  injectedFailureMessage,
  nextLatencyMs,
  NO_FAULTS,
  setFaultRandom,
  setFaults,
  socketAnswerFault,
} from '../../mocks/faults/fault-settings'
import {
  faultsFromJson,
  formatFaultParams,
  OPERATION_IDS,
  parseFaultParams,
} from '../../mocks/faults/fault-params'
import { mockServer } from '../../mocks/node'
import { mockSettings } from '../../mocks/faults/default-latency'
import { demoCredentials } from '../support/accounts'
import { signInOverHttp } from '../support/http-steps'

/**
 * Injected faults (issue 10, item 3) in node: the address parameters, the stored settings, and
 * each HTTP fault as msw/node answers it (the guard calls mocks/faults/fault-settings.ts before
 * any domain handler). The socket faults are exercised in the browser (faults.browser.test.ts).
 */

const BASE = 'http://candor.test/api'

afterEach(() => {
  clearFaults()
  setFaultRandom()
})

describe('fault parameters in the address', () => {
  it('reads a fixed latency and a range', () => {
    expect(parseFaultParams('?mockLatency=200')).toEqual({
      faults: { latency: { min: 200, max: 200 } },
      problems: [],
    })
    expect(parseFaultParams('mockLatency=100-800').faults).toEqual({
      latency: { min: 100, max: 800 },
    })
    expect(parseFaultParams('?mockLatency=0').faults).toEqual({ latency: { min: 0, max: 0 } })
  })

  it('reads the error rate, failing operations, socket drop and slow transcription', () => {
    const url = new URL(
      'http://localhost:5173/?mockErrorRate=0.2&mockFail=listProjects,getProfile' +
        '&mockDropSocket=1&mockSlowTranscription=3000',
    )
    expect(parseFaultParams(url)).toEqual({
      faults: {
        errorRate: 0.2,
        failOperations: ['listProjects', 'getProfile'],
        dropSocket: true,
        slowTranscriptionMs: 3000,
      },
      problems: [],
    })
    expect(parseFaultParams('?mockDropSocket=0').faults).toEqual({ dropSocket: false })
    expect(parseFaultParams('?mockDropSocket').faults).toEqual({ dropSocket: true })
  })

  it('reads the one-shot faults and the seed', () => {
    expect(
      parseFaultParams('?mockFailOnce=answerInterview,login&mockDropSocketOnce=1&mockSeed=42'),
    ).toEqual({
      faults: { failOnce: ['answerInterview', 'login'], dropSocketOnce: true, seed: 42 },
      problems: [],
    })
    expect(parseFaultParams('?mockSeed=-1&mockFailOnce=nope').problems).toEqual([
      'mockSeed=-1: Seed must be a whole number from 0 to 4294967295',
      'mockFailOnce=nope: Unknown operation(s): nope',
    ])
  })

  it('writes faults as the parameters it reads back', () => {
    const faults = {
      latency: { min: 20, max: 300 },
      errorRate: 0.1,
      failOperations: ['listProjects'],
      failOnce: ['answerInterview', 'login'],
      dropSocket: false,
      dropSocketOnce: true,
      slowTranscriptionMs: 600,
      seed: 7,
    }
    const params = formatFaultParams(faults)
    expect(params.get('mockLatency')).toBe('20-300')
    expect(params.get('mockFailOnce')).toBe('answerInterview,login')
    expect(parseFaultParams(params)).toEqual({ faults, problems: [] })
    expect(formatFaultParams({}).toString()).toBe('')
  })

  it('names nothing when the address has no fault parameter', () => {
    expect(parseFaultParams('?seed=large&other=1')).toEqual({ faults: {}, problems: [] })
  })

  it('reports unreadable values and ignores them, keeping the readable ones', () => {
    const { faults, problems } = parseFaultParams(
      '?mockLatency=800-100&mockErrorRate=2&mockFail=listProjects,nope&mockDropSocket=maybe' +
        '&mockSlowTranscription=-5',
    )
    expect(faults).toEqual({ failOperations: ['listProjects'] })
    expect(problems).toEqual([
      'mockLatency=800-100: Latency range must go from the smaller to the larger number',
      'mockErrorRate=2: Error rate must be a number from 0 to 1',
      'mockDropSocket=maybe: must be 1 or 0',
      'mockSlowTranscription=-5: Slow transcription must be a whole number of milliseconds',
      'mockFail=listProjects,nope: Unknown operation(s): nope',
    ])
    expect(parseFaultParams('?mockLatency=fast').problems).toEqual([
      'mockLatency=fast: Latency must be a number or a range like 100-800',
    ])
    expect(parseFaultParams('?mockErrorRate=').problems).toHaveLength(1)
  })

  it('knows every operation of the contract by its operationId', () => {
    expect(OPERATION_IDS).toContain('listProjects')
    expect(OPERATION_IDS).toContain('answerInterview')
    expect(new Set(OPERATION_IDS).size).toBe(OPERATION_IDS.length)
  })
})

describe('stored fault settings', () => {
  it('reads back what was stored, and no fault for anything not understood', () => {
    const stored = {
      latency: { min: 10, max: 20 },
      errorRate: 0.5,
      failOperations: ['getProfile', 'nope', 3],
      failOnce: ['login'],
      dropSocket: true,
      dropSocketOnce: true,
      slowTranscriptionMs: 1500,
      seed: 99,
    }
    expect(faultsFromJson(JSON.parse(JSON.stringify(stored)))).toEqual({
      latency: { min: 10, max: 20 },
      errorRate: 0.5,
      failOperations: ['getProfile'],
      failOnce: ['login'],
      dropSocket: true,
      dropSocketOnce: true,
      slowTranscriptionMs: 1500,
      seed: 99,
    })
    expect(
      faultsFromJson({ latency: { min: 'x' }, errorRate: 7, dropSocket: 'yes', seed: 1.5 }),
    ).toEqual(NO_FAULTS)
    expect(faultsFromJson('garbage')).toEqual(NO_FAULTS)
  })

  it('tells whether any fault is on; a seed alone is none', () => {
    expect(hasFaults(NO_FAULTS)).toBe(false)
    setFaults({ slowTranscriptionMs: 10 })
    expect(hasFaults()).toBe(true)
    clearFaults()
    expect(faultSettings()).toEqual(NO_FAULTS)
    expect(hasFaults({ ...NO_FAULTS, seed: 3 })).toBe(false)
    expect(hasFaults({ ...NO_FAULTS, failOnce: ['login'] })).toBe(true)
    expect(hasFaults({ ...NO_FAULTS, dropSocketOnce: true })).toBe(true)
  })
})

describe('latency', () => {
  it('draws each delay from the range, and falls back to the mock default without one', () => {
    setFaults({ latency: { min: 100, max: 800 } })
    setFaultRandom(() => 0)
    expect(nextLatencyMs()).toBe(100)
    setFaultRandom(() => 0.5)
    expect(nextLatencyMs()).toBe(450)
    setFaultRandom(() => 0.999999)
    expect(nextLatencyMs()).toBe(800)
    setFaults({ latency: { min: 300, max: 300 } })
    expect(nextLatencyMs()).toBe(300)

    clearFaults()
    const before = mockSettings.latencyMs()
    mockSettings.setLatency(42)
    expect(nextLatencyMs()).toBe(42)
    mockSettings.setLatency(before)
  })

  it('draws the same delays again from the same seed', () => {
    const draws = () => Array.from({ length: 20 }, nextLatencyMs)
    setFaults({ latency: { min: 0, max: 1000 }, seed: 5 })
    const first = draws()
    setFaults({ seed: 5 })
    expect(draws()).toEqual(first)
    setFaults({ seed: 6 })
    expect(draws()).not.toEqual(first)
    expect(new Set(first).size).toBeGreaterThan(10)
  })
})

describe('socket faults', () => {
  it('says to drop an answer only while the drop is on', async () => {
    expect(await socketAnswerFault()).toBeUndefined()
    setFaults({ dropSocket: true })
    expect(await socketAnswerFault()).toBe('drop')
    expect(await socketAnswerFault()).toBe('drop')
  })

  it('drops one answer only when set to drop once', async () => {
    setFaults({ dropSocketOnce: true })
    expect(await socketAnswerFault()).toBe('drop')
    expect(faultSettings().dropSocketOnce).toBe(false)
    expect(await socketAnswerFault()).toBeUndefined()
  })
})

describe('HTTP faults through the guard (msw/node)', () => {
  beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
  beforeEach(async () => {
    await seedDatabase()
  })
  afterEach(() => mockServer.resetHandlers())
  afterAll(() => mockServer.close())

  async function get(path: string, token?: string) {
    const response = await fetch(`${BASE}${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    })
    return { status: response.status, body: (await response.json()) as unknown }
  }

  function expectInjected(result: { status: number; body: unknown }) {
    expect(result.status).toBe(500)
    expect(result.body).toMatchObject({ status: 500, code: 'internal_error' })
    expect(validateAt('/components/schemas/Error', result.body, 'response')).toBeNull()
  }

  it('with an error rate of 1, fails every call with 500 internal_error', async () => {
    const { token } = await signInOverHttp(BASE, 'admin')
    setFaults({ errorRate: 1 })
    for (const path of ['/auth/config', '/auth/profile', '/projects', '/project-types', '/x']) {
      expectInjected(await get(path, token))
    }
    const login = await fetch(`${BASE}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(demoCredentials.admin),
    })
    expectInjected({ status: login.status, body: await login.json() })
  })

  it('with an error rate of 0, or below the draw, fails nothing', async () => {
    const { token } = await signInOverHttp(BASE, 'admin')
    setFaults({ errorRate: 0.5 })
    setFaultRandom(() => 0.5)
    expect((await get('/projects', token)).status).toBe(200)
    setFaultRandom(() => 0.49)
    expectInjected(await get('/projects', token))
  })

  it('fails the chosen operations while the others succeed', async () => {
    const { token } = await signInOverHttp(BASE, 'admin')
    setFaults({ failOperations: ['listProjects', 'getProfile'] })
    const projects = await get('/projects', token)
    expectInjected(projects)
    expect(projects.body).toMatchObject({ message: 'Injected fault: listProjects is set to fail' })
    expectInjected(await get('/auth/profile', token))
    expect((await get('/project-types', token)).status).toBe(200)
    expect((await get('/auth/config')).status).toBe(200)
    clearFaults()
    expect((await get('/projects', token)).status).toBe(200)
  })

  it('fails an operation set to fail once on its next call only', async () => {
    const { token } = await signInOverHttp(BASE, 'admin')
    setFaults({ failOnce: ['listProjects', 'getProfile'] })
    const projects = await get('/projects', token)
    expectInjected(projects)
    expect(projects.body).toMatchObject({ message: injectedFailureMessage('listProjects', true) })
    expect(faultSettings().failOnce).toEqual(['getProfile'])
    expect((await get('/projects', token)).status).toBe(200)
    expectInjected(await get('/auth/profile', token))
    expect((await get('/auth/profile', token)).status).toBe(200)
    expect(faultSettings().failOnce).toEqual([])
  })

  it('fails the first of two concurrent calls set to fail once, even if it waits longer', async () => {
    const { token } = await signInOverHttp(BASE, 'admin')
    setFaults({ failOnce: ['listProjects'], latency: { min: 0, max: 400 } })
    const draws = [0.9, 0]
    setFaultRandom(() => draws.shift() ?? 0)
    const [first, second] = await Promise.all([get('/projects', token), get('/projects', token)])
    expectInjected(first)
    expect(second.status).toBe(200)
  })

  it('delays the guarded calls: a call answered before the guard overtakes one behind it', async () => {
    const { token } = await signInOverHttp(BASE, 'admin')
    mockServer.use(http.get(`${BASE}/models/current`, () => HttpResponse.json({ unguarded: true })))
    setFaults({ latency: { min: 500, max: 500 } })
    const order: string[] = []
    const delayed = get('/projects', token).then((result) => {
      order.push('delayed')
      return result
    })
    const direct = fetch(`${BASE}/models/current`).then(() => order.push('direct'))
    await Promise.all([delayed, direct])
    expect(order).toEqual(['direct', 'delayed'])
    expect((await delayed).status).toBe(200)
  })
})
