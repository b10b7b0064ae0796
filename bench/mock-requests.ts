/**
 * How fast the mock answers on the large seed: seeds `scale: 'large'`, signs in as the demo admin
 * and the demo lead through msw/node, then times N requests of each kind (fetch until the whole
 * body is read) and prints the median and p95 per kind.
 *
 *   npx tsx bench/mock-requests.ts [N]      (N defaults to 200)
 *
 * `measureMockRequests()` returns the same rows for a combined `npm run bench`. Budget: p95 at
 * most 10 ms for list and get-by-id requests, except GET /api/users, whose answer (every user
 * with his projects, about 5 MB of JSON) is dominated by building, serialising and copying that
 * body. The mock runs in this process, so its CPU time per request is measured too: on a busy
 * machine wall time inflates and CPU time does not.
 */
import { pathToFileURL } from 'node:url'
import { fixtureIds } from '../fixtures'
import { db } from '../mocks/db'
import { seedDatabase } from '../mocks/db/seed'
import { mockServer } from '../mocks/node'

const BASE = 'http://candor.test/api'
export const DEFAULT_REQUESTS = 200
/** Budget for list and get-by-id requests on the large seed. */
export const P95_BUDGET_MS = 10
const WARM_UP = 10

export interface Row {
  /** What was asked, e.g. `GET /api/projects/{id}`. */
  request: string
  /** The demo account that asked. */
  as: 'admin' | 'lead'
  requests: number
  /** Wall-clock time per request: fetch until the whole body is read. */
  medianMs: number
  p95Ms: number
  /** CPU time of this process per request (the mock's work, garbage collection included). */
  cpuMedianMs: number
  cpuP95Ms: number
  /** Mean answer size in KB, to tell computing from serialising. */
  meanKb: number
}

export interface MeasureOptions {
  /** Requests per kind (after a few unmeasured warm-up requests). */
  requests?: number
  /** Seed the large data set first (default true); false measures whatever is seeded. */
  seed?: boolean
}

interface Sample {
  ms: number
  cpuMs: number
  bytes: number
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

const round = (ms: number) => Math.round(ms * 100) / 100

/** A fixed pseudo-random sequence, so two runs ask for the same records. */
function picker<T>(items: readonly T[], seed: number): (index: number) => T {
  return (index) => {
    let x = (index + 1) * 2654435761 + seed
    x = Math.imul(x ^ (x >>> 16), 0x45d9f3b)
    x ^= x >>> 16
    const item = items[(x >>> 0) % items.length]
    if (item === undefined) throw new Error('picker: no items')
    return item
  }
}

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${BASE}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`sign-in as ${email} failed: ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

async function get(path: string, token: string): Promise<string> {
  const response = await fetch(`${BASE}${path}`, { headers: { Authorization: `Bearer ${token}` } })
  const body = await response.text()
  if (!response.ok) {
    throw new Error(`GET ${path} answered ${response.status}: ${body.slice(0, 200)}`)
  }
  return body
}

/** Runs one request: its wall time, this process's CPU time, and the body's size. */
async function sample(run: () => Promise<string>): Promise<Sample> {
  const cpu = process.cpuUsage()
  const start = performance.now()
  const body = await run()
  const ms = performance.now() - start
  const used = process.cpuUsage(cpu)
  return { ms, cpuMs: (used.user + used.system) / 1000, bytes: body.length }
}

/** Follows nextCursor from the first page for `pages` pages, then starts again. */
function pager(token: string, pages: number) {
  let cursor: string | null = null
  let page = 0
  return async () => {
    const query = new URLSearchParams({ scope: 'all', limit: '20' })
    if (cursor) query.set('cursor', cursor)
    let text = ''
    const measured = await sample(async () => {
      text = await get(`/persistent-interviews?${query.toString()}`, token)
      return text
    })
    const body = JSON.parse(text) as { nextCursor: string | null }
    page++
    cursor = page < pages ? body.nextCursor : null
    if (!cursor) page = 0
    return measured
  }
}

async function measure(
  request: string,
  as: Row['as'],
  requests: number,
  once: (index: number) => Promise<Sample>,
): Promise<Row> {
  for (let index = 0; index < Math.min(WARM_UP, requests); index++) await once(requests + index)
  const times: number[] = []
  const cpuTimes: number[] = []
  let bytes = 0
  for (let index = 0; index < requests; index++) {
    const result = await once(index)
    times.push(result.ms)
    cpuTimes.push(result.cpuMs)
    bytes += result.bytes
  }
  times.sort((a, b) => a - b)
  cpuTimes.sort((a, b) => a - b)
  return {
    request,
    as,
    requests,
    medianMs: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    cpuMedianMs: round(percentile(cpuTimes, 50)),
    cpuP95Ms: round(percentile(cpuTimes, 95)),
    meanKb: Math.round(bytes / requests / 102.4) / 10,
  }
}

export async function measureMockRequests(options: MeasureOptions = {}): Promise<Row[]> {
  const requests = options.requests ?? DEFAULT_REQUESTS
  mockServer.listen({ onUnhandledRequest: 'error' })
  try {
    if (options.seed ?? true) await seedDatabase({ scale: 'large' })
    const tokens = {
      admin: await signIn('admin@candor.test', 'admin123'),
      lead: await signIn('lead@candor.test', 'lead123'),
    }
    const projects = db.projects.all().map((project) => project.id)
    const ledByLead = db.projects
      .all()
      .filter((project) => project.leadUserId === fixtureIds.users.lead)
      .map((project) => project.id)
    const interviews = db.interviews.all().map((interview) => interview.interview_id)
    const anyProject = picker(projects, 1)
    const leadProject = picker(ledByLead, 2)
    const anyInterview = picker(interviews, 3)

    const kinds: { request: string; as: Row['as']; once: (index: number) => Promise<Sample> }[] = []
    const add = (request: string, as: Row['as'], path: (index: number) => string) =>
      kinds.push({ request, as, once: (index) => sample(() => get(path(index), tokens[as])) })
    add('GET /api/users', 'admin', () => '/users')
    add('GET /api/projects', 'admin', () => '/projects')
    add('GET /api/projects', 'lead', () => '/projects')
    add('GET /api/projects/{id}', 'admin', (i) => `/projects/${anyProject(i)}`)
    for (const as of ['admin', 'lead'] as const) {
      kinds.push({
        request: 'GET /api/persistent-interviews?scope=all&limit=20 (5 pages)',
        as,
        once: pager(tokens[as], 5),
      })
    }
    add('GET /api/persistent-interviews/{id}', 'admin', (i) => {
      return `/persistent-interviews/${anyInterview(i)}`
    })
    add('GET /api/projects/{id}/interviews', 'admin', (i) => {
      return `/projects/${anyProject(i)}/interviews`
    })
    add('GET /api/projects/{id}/interviews', 'lead', (i) => {
      return `/projects/${leadProject(i)}/interviews`
    })
    add('GET /api/auth/profile', 'admin', () => '/auth/profile')
    add('GET /api/auth/profile', 'lead', () => '/auth/profile')

    const rows: Row[] = []
    for (const kind of kinds) rows.push(await measure(kind.request, kind.as, requests, kind.once))
    return rows
  } finally {
    mockServer.close()
  }
}

export function formatRows(rows: readonly Row[]): string {
  const header = ['request', 'as', 'n', 'median ms', 'p95 ms', 'cpu median', 'cpu p95', 'KB']
  const lines = rows.map((row) => [
    row.request,
    row.as,
    String(row.requests),
    row.medianMs.toFixed(2),
    row.p95Ms.toFixed(2),
    row.cpuMedianMs.toFixed(2),
    row.cpuP95Ms.toFixed(2),
    row.meanKb.toFixed(1),
  ])
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  )
  const format = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
  return [
    format(header),
    format(widths.map((width) => '-'.repeat(width))),
    ...lines.map(format),
  ].join('\n')
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const requests = Number(process.argv[2] ?? DEFAULT_REQUESTS)
  const cpu = process.cpuUsage()
  const started = performance.now()
  await seedDatabase({ scale: 'large' })
  const seeded = performance.now() - started
  const used = process.cpuUsage(cpu)
  console.log(
    `Large seed: ${Math.round(seeded)} ms (${Math.round((used.user + used.system) / 1000)} ms CPU); ` +
      `${requests} requests per kind; budget p95 ≤ ${P95_BUDGET_MS} ms.\n`,
  )
  console.log(formatRows(await measureMockRequests({ requests, seed: false })))
}
