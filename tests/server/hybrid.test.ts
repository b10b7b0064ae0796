import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockServer, type RunningMockServer } from '../../mocks/server/create-server'
import { runContractCheck } from '../../scripts/contract/check'
import { formatReport } from '../../scripts/contract/report'
import { connectSocket, demo, signInAt, spawnMockServer } from './support'

/**
 * The standalone server's --without (operations answer as a missing route) and --upstream (a
 * hybrid proxy: what the upstream implements is forwarded, the rest served by the mock). The
 * upstream here is another mock, started from the `empty` scenario without the admin-models
 * group; the proxy's own mock has the demo data, so each answer shows who gave it.
 */

const MODELS = ['listAvailableModels', 'getCurrentModels', 'selectModels']
// The empty upstream has no project type to interview with: the proxy's mock starts interviews.
const INTERVIEWS = ['startInterview', 'answerInterview']
// The upstream is a process of its own: a server's data is process-wide.
let upstreamProcess: ReturnType<typeof spawnMockServer>
const upstream = { url: '' }
let proxy: RunningMockServer

beforeAll(async () => {
  upstreamProcess = spawnMockServer([
    '--port',
    '0',
    '--scenario',
    'empty',
    '--without',
    [...MODELS, ...INTERVIEWS].join(','),
  ])
  upstream.url = await upstreamProcess.url
  proxy = await startMockServer({ port: 0, scenario: 'demo', upstream: upstream.url })
}, 30_000)
afterAll(async () => {
  await proxy.close()
  await upstreamProcess.stop('SIGKILL')
})

const get = (url: string, path: string, token: string) =>
  fetch(`${url}/api${path}`, { headers: { Authorization: `Bearer ${token}` } })

describe('--without', () => {
  it('answers a removed operation 404 with no Error body, and the others as usual', async () => {
    const { token } = await signInAt(upstream.url, demo.admin)
    const removed = await get(upstream.url, '/test/models', token)
    expect(removed.status).toBe(404)
    expect(removed.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await removed.text()).toBe('Not Found')
    const kept = await get(upstream.url, '/projects', token)
    expect(kept.status).toBe(200)
    // A missing entity is still the contract's Error.
    const missing = await get(upstream.url, '/projects/00000000-0000-4000-8000-000000000000', token)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ code: 'not_found' })
  })
})

describe('--upstream', () => {
  it('forwards what the upstream implements and mocks the rest, as the user it vouched for', async () => {
    // Sign-in is the upstream's: its token is foreign to the proxy's mock.
    const { token, user } = await signInAt(proxy.url, demo.admin)
    const projects = await get(proxy.url, '/projects', token)
    expect(projects.status).toBe(200)
    expect(await projects.json()).toEqual([]) // the upstream's empty scenario

    const models = await get(proxy.url, '/test/models', token)
    expect(models.status).toBe(200)
    const list = (await models.json()) as { models: unknown[] }
    expect(list.models.length).toBeGreaterThan(0)

    // The mock acted as the upstream's admin, never 401 for the foreign token.
    const profile = await get(proxy.url, '/auth/profile', token)
    expect(((await profile.json()) as { id: string }).id).toBe(user.id)
  })

  it('applies the role rules for the vouched user', async () => {
    const created = await fetch(`${upstream.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: 'hybrid-interviewee@example.com',
        password: 'interviewee-1',
        firstName: 'Hy',
        lastName: 'Brid',
        role: 'interviewee',
      }),
    })
    expect(created.status).toBe(201)
    const { token } = (await created.json()) as { token: string }
    const models = await get(proxy.url, '/test/models', token)
    expect(models.status).toBe(403)
    const stranger = await get(proxy.url, '/test/models', 'not-a-token')
    expect(stranger.status).toBe(401)
  })

  it('serves the interview socket from the mock when the mock starts the interviews', async () => {
    const { token } = await signInAt(proxy.url, demo.admin)
    const started = await fetch(`${proxy.url}/api/interviews`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ company: 'Acme', product: 'Anvil' }),
    })
    expect(started.status).toBe(201)
    const { id } = (await started.json()) as { id: string }
    const socket = connectSocket(proxy.url, `/ws/interviews/${id}?token=${token}`)
    expect(await socket.next('status')).toMatchObject({ status: 'ready' })
    socket.socket.close()
  })
})

describe('npm run contract against a half-built backend', () => {
  it('ends with the operations it lacks as a ready VITE_MOCK_OPERATIONS line', async () => {
    const report = await runContractCheck({ baseUrl: upstream.url })
    expect(report.unimplemented).toEqual(['listAvailableModels', 'getCurrentModels'])
    const printed = formatReport(report, false).split('\n')
    expect(printed.at(-1)).toBe('VITE_MOCK_OPERATIONS=listAvailableModels,getCurrentModels')
  })
})
