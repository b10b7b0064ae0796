/**
 * How fast the mock answers on the large seed: seeds `scale: 'large'`, signs in as the demo admin
 * and the demo lead through msw/node, then times N requests of each kind (fetch until the whole
 * body is read) and prints the median and p95 per kind.
 *
 *   npx tsx bench/mock-requests.ts [N]      (N defaults to 200)
 *
 * `measureMockRequests()` returns the same rows for `npm run bench` (bench/run.ts). Budget: p95 at
 * most 10 ms for list and get-by-id requests, and for the pages of 100 the app's long lists ask
 * for (the first page and a later one, reached by its cursor), their searches and Invite Member's
 * page of interviewees. The whole lists (GET /api/users: every user with his projects, about
 * 5 MB of JSON; GET /api/projects: 1 MB for the admin) are measured for information only: the
 * contract keeps them, the app never asks for them. The mock runs in this process, so its CPU
 * time per request is measured too: on a busy machine wall time inflates and CPU time does not.
 */
import { pathToFileURL } from 'node:url'
import { fixtureIds } from '../fixtures'
import { db } from '../mocks/db'
import { seedDatabase } from '../mocks/db/seed'
import { mockServer } from '../mocks/node'
import { percentile, round } from './stats'
import { signInOverHttp } from '../tests/support/http-steps'

const BASE = 'http://candor.test/api'
const DEFAULT_REQUESTS = 200
/** Budget for list and get-by-id requests on the large seed. */
export const P95_BUDGET_MS = 10
const WARM_UP = 10
/** The app's long lists ask for pages of this many (GET /projects, GET /users). */
const PAGE_SIZE = 100
/** The user form offers this many projects as checkboxes (src/features/admin/user-queries.ts). */
const USER_FORM_PROJECTS = 20
/** A page deep into each list: about the middle on the large seed. */
const LATER_PAGE = { users: 50, projects: 10 }

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
  /** Whether the p95 budget applies (false: measured for information). */
  budgeted: boolean
  /** Why the request could not be measured (its times are then NaN). */
  error?: string
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

async function getPage(
  path: string,
  token: string,
): Promise<{ body: string; next: string | null }> {
  const response = await fetch(`${BASE}${path}`, { headers: { Authorization: `Bearer ${token}` } })
  const body = await response.text()
  if (!response.ok) {
    throw new Error(`GET ${path} answered ${response.status}: ${body.slice(0, 200)}`)
  }
  return { body, next: response.headers.get('X-Next-Cursor') }
}

async function get(path: string, token: string): Promise<string> {
  return (await getPage(path, token)).body
}

/** The query of page `page` (1-based) of `path` in pages of `limit`, following X-Next-Cursor. */
async function pageQuery(path: string, token: string, limit: number, page: number) {
  let query = new URLSearchParams({ limit: String(limit) })
  for (let current = 1; current < page; current++) {
    const { next } = await getPage(`${path}?${query.toString()}`, token)
    if (next === null) {
      throw new Error(`GET ${path}?limit=${limit} has no page ${page} (no X-Next-Cursor)`)
    }
    query = new URLSearchParams({ limit: String(limit), cursor: next })
  }
  return `${path}?${query.toString()}`
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

interface RequestKind {
  request: string
  as: Row['as']
  budgeted: boolean
}

/** A kind of request to measure, or one that could not be prepared (and why). */
type Kind = RequestKind & ({ once: (index: number) => Promise<Sample> } | { error: string })

async function measure(
  { request, as, budgeted, once }: RequestKind & { once: (index: number) => Promise<Sample> },
  requests: number,
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
    meanKb: round(bytes / requests / 1024, 1),
    budgeted,
  }
}

/** A request that could not be prepared: its row says why, the others are still measured. */
function failed({ request, as, budgeted }: RequestKind, error: string): Row {
  return {
    request,
    as,
    requests: 0,
    medianMs: NaN,
    p95Ms: NaN,
    cpuMedianMs: NaN,
    cpuP95Ms: NaN,
    meanKb: NaN,
    budgeted,
    error,
  }
}

export async function measureMockRequests(options: MeasureOptions = {}): Promise<Row[]> {
  const requests = options.requests ?? DEFAULT_REQUESTS
  mockServer.listen({ onUnhandledRequest: 'error' })
  try {
    if (options.seed ?? true) await seedDatabase({ scale: 'large' })
    const tokens = {
      admin: (await signInOverHttp(BASE, 'admin')).token,
      lead: (await signInOverHttp(BASE, 'lead')).token,
    }
    const projects = db.projects.all().map((project) => project.id)
    const ledByLead = db.projects
      .all()
      .filter((project) => project.leadUserId === fixtureIds.users.lead)
      .map((project) => project.id)
    const interviews = db.interviews.all().map((interview) => interview.interview_id)
    // Searches by what people type: a first name, or the first word of a project's name.
    const words = [
      ...db.users.all().map((user) => user.firstName),
      ...db.projects.all().map((project) => project.name.split(' ')[0] ?? project.name),
    ]
    const searchWord = picker(words, 4)
    const anyProject = picker(projects, 1)
    const leadProject = picker(ledByLead, 2)
    const anyInterview = picker(interviews, 3)

    const kinds: Kind[] = []
    const add = (
      request: string,
      as: Row['as'],
      path: (index: number) => string,
      budgeted = true,
    ) =>
      kinds.push({
        request,
        as,
        budgeted,
        once: (index) => sample(() => get(path(index), tokens[as])),
      })
    /** A later page of a paged list, reached once by its cursor and then asked for again. */
    const addPage = async (list: string, page: number) => {
      const request = `GET /api${list}?limit=${PAGE_SIZE} (page ${page})`
      try {
        const path = await pageQuery(list, tokens.admin, PAGE_SIZE, page)
        add(request, 'admin', () => path)
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error)
        kinds.push({ request, as: 'admin', budgeted: true, error: why })
      }
    }
    add('GET /api/users (whole list; the app pages it)', 'admin', () => '/users', false)
    add(`GET /api/users?limit=${PAGE_SIZE} (page 1)`, 'admin', () => `/users?limit=${PAGE_SIZE}`)
    await addPage('/users', LATER_PAGE.users)
    add(`GET /api/users?q=…&limit=${PAGE_SIZE} (the users table's search)`, 'admin', (i) => {
      return `/users?q=${encodeURIComponent(searchWord(i))}&limit=${PAGE_SIZE}`
    })
    for (const as of ['admin', 'lead'] as const) {
      add(`GET /api/users?role=interviewee&limit=${PAGE_SIZE} (Invite Member)`, as, () => {
        return `/users?role=interviewee&limit=${PAGE_SIZE}`
      })
    }
    add(`GET /api/projects?limit=${PAGE_SIZE} (page 1)`, 'admin', () => {
      return `/projects?limit=${PAGE_SIZE}`
    })
    await addPage('/projects', LATER_PAGE.projects)
    add(`GET /api/projects?limit=${PAGE_SIZE} (page 1)`, 'lead', () => {
      return `/projects?limit=${PAGE_SIZE}`
    })
    add(
      `GET /api/projects?q=…&limit=${USER_FORM_PROJECTS} (the user form's search)`,
      'admin',
      (i) => {
        return `/projects?q=${encodeURIComponent(searchWord(i))}&limit=${USER_FORM_PROJECTS}`
      },
    )
    add('GET /api/projects (whole list; the app pages it)', 'admin', () => '/projects', false)
    add('GET /api/projects (whole list; the app pages it)', 'lead', () => '/projects', false)
    add('GET /api/projects/{id}', 'admin', (i) => `/projects/${anyProject(i)}`)
    for (const as of ['admin', 'lead'] as const) {
      kinds.push({
        request: 'GET /api/persistent-interviews?scope=all&limit=20 (5 pages)',
        as,
        budgeted: true,
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
    for (const kind of kinds) {
      rows.push('error' in kind ? failed(kind, kind.error) : await measure(kind, requests))
    }
    return rows
  } finally {
    mockServer.close()
  }
}

function formatRows(rows: readonly Row[]): string {
  const header = ['request', 'as', 'n', 'median ms', 'p95 ms', 'cpu median', 'cpu p95', 'KB']
  const fixed = (value: number, digits: number) =>
    Number.isNaN(value) ? '—' : value.toFixed(digits)
  const lines = rows.map((row) => [
    row.error ? `${row.request}: ${row.error}` : row.request,
    row.as,
    String(row.requests),
    fixed(row.medianMs, 2),
    fixed(row.p95Ms, 2),
    fixed(row.cpuMedianMs, 2),
    fixed(row.cpuP95Ms, 2),
    fixed(row.meanKb, 1),
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
