// npm run mock:record against the standalone mock.
import { ADMIN_ROLE } from '@/domain/roles'
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { http, HttpResponse } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureIds } from '../../fixtures'
import type { Snapshot } from '../../mocks/db/snapshot'
import { startMockServer, type RunningMockServer } from '../../mocks/server/create-server'
import { Anonymiser } from '../../scripts/record/anonymise'
import { RECORDED_PASSWORD } from '../../scripts/record/to-snapshot'
import { demo, signInAt, spawnMockServer } from './support'
import { scriptCommand } from '../support/script-command'

/**
 * `npm run mock:record` against the standalone mock itself: the recording, loaded into a fresh
 * mock with --data, answers every read as the original did, with people's names and emails
 * replaced by the same fake ones everywhere.
 */

const root = fileURLToPath(new URL('../..', import.meta.url))

/** Runs the script as `npm run mock:record` does (see scriptCommand): one process, not two. */
function record(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...scriptCommand('mock-record'), ...args],
      {
        cwd: root,
        // A backstop: the run takes seconds alone, but over 40 s once while npm test ran every
        // vitest project at once on two cores.
        timeout: 80_000,
        env: { ...process.env, CONTRACT_BASE_URL: '', CONTRACT_EMAIL: '', CONTRACT_PASSWORD: '' },
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0
        resolve({ code, stdout, stderr })
      },
    )
  })
}

async function readRecording(file: string): Promise<Snapshot> {
  return JSON.parse(await readFile(file, 'utf8')) as Snapshot
}

/** A mock loaded from the recording, in a process (and so a data layer) of its own. */
async function serveRecording(file: string) {
  const spawned = spawnMockServer(['--port', '0', '--data', file])
  const url = await spawned.url
  return { url, stop: () => spawned.stop() }
}

const get = async (url: string, path: string, token: string) => {
  const response = await fetch(`${url}/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.status, path).toBe(200)
  return (await response.json()) as unknown
}

interface Person {
  id: string
  email: string
  firstName: string
  lastName: string
}

/**
 * The original's answer as the recording should give it: every user object (it has an id and
 * an email) carries the recorded fake name and email. lastLoginAt is dropped: signing in to
 * either server changes it.
 */
function asRecorded(value: unknown, fakes: ReadonlyMap<string, Person>): unknown {
  if (Array.isArray(value)) return value.map((item) => asRecorded(item, fakes))
  if (!value || typeof value !== 'object') return value
  const record = Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'lastLoginAt')
      .map(([key, item]) => [key, asRecorded(item, fakes)]),
  )
  const fake = typeof record.id === 'string' ? fakes.get(record.id) : undefined
  // A person appears whole (UserSummary) or as a PersonRef (coding), which has no email.
  if (fake && 'firstName' in record) {
    Object.assign(record, { firstName: fake.firstName, lastName: fake.lastName })
    if ('email' in record) record.email = fake.email
  }
  return record
}

let dir: string
let source: RunningMockServer
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'candor-record-'))
  source = await startMockServer({ port: 0 })
})
afterAll(async () => {
  await source.close()
  await rm(dir, { recursive: true, force: true })
})

/** Records the source as `account` into `name`: the run, the recording and its fake people. */
async function recordAs(account: { email: string; password: string }, name: string) {
  const file = join(dir, name)
  const run = await record([
    '--base-url',
    source.url,
    '--email',
    account.email,
    '--password',
    account.password,
    '--out',
    file,
  ])
  expect(run.code, run.stdout + run.stderr).toBe(0)
  const recording = await readRecording(file)
  const fakes = new Map(
    recording.collections.users.map((user) => [String(user.id), user as unknown as Person]),
  )
  return { run, recording, fakes, file }
}

/**
 * Every path answers on a mock loaded from `file`, signed in as `email`, as the source answers
 * `realToken`, with the recording's fake people in place of the real ones.
 */
async function expectReplays(
  file: string,
  email: string,
  realToken: string,
  fakes: ReadonlyMap<string, Person>,
  paths: readonly string[],
) {
  const copy = await serveRecording(file)
  try {
    const { token } = await signInAt(copy.url, { email, password: RECORDED_PASSWORD })
    for (const path of paths) {
      const original = await get(source.url, path, realToken)
      const replayed = await get(copy.url, path, token)
      expect(asRecorded(replayed, new Map()), path).toEqual(asRecorded(original, fakes))
    }
  } finally {
    await copy.stop()
  }
}

describe('npm run mock:record', () => {
  // These only read the source (signing in aside, whose time no comparison keeps): they run
  // side by side, each with processes of its own. The next test reseeds the shared data. Their
  // time limits are backstops for npm test, where every vitest project shares the two cores.
  describe.concurrent('from the running mock', () => {
    it('records a mock that answers every read as the original, with fake people', async () => {
      const { run, recording, fakes, file } = await recordAs(demo.admin, 'recording.json')
      expect(run.stdout).toMatch(
        /^listProjectMembers \(\S+\)\s+GET \/projects\/\{id\}\/members\s+200\s+OK$/m,
      )
      expect(run.stdout).not.toMatch(/ {2}FAIL\b/)
      expect(run.stdout).not.toContain('Read but not recorded')

      const { token: realToken, user: realAdmin } = await signInAt(source.url, demo.admin)
      const fakeAdmin = fakes.get(realAdmin.id)
      expect(fakeAdmin).toBeDefined()
      expect(run.stdout).toContain(
        `Sign in to the mock as ${fakeAdmin?.email} / ${RECORDED_PASSWORD}`,
      )

      // No real email or full name is left anywhere in the file.
      const text = JSON.stringify(recording)
      const realUsers = (await get(source.url, '/users', realToken)) as Person[]
      expect(realUsers.length).toBe(recording.collections.users.length)
      for (const user of realUsers) {
        expect(text).not.toContain(user.email)
        expect(text).not.toContain(`"${user.firstName} ${user.lastName}"`)
        expect(fakes.get(user.id)?.email).not.toBe(user.email)
      }

      const projects = (await get(source.url, '/projects', realToken)) as { id: string }[]
      const types = (await get(source.url, '/project-types', realToken)) as { id: string }[]
      const page = (await get(
        source.url,
        '/persistent-interviews?scope=all&limit=100',
        realToken,
      )) as { items: { interview_id: string }[] }
      expect(projects.length).toBeGreaterThan(0)
      expect(page.items.length).toBeGreaterThan(0)
      await expectReplays(file, fakeAdmin?.email ?? '', realToken, fakes, [
        '/auth/profile',
        '/auth/config',
        '/users',
        '/projects',
        '/project-types',
        '/persistent-interviews?scope=all&limit=100',
        '/persistent-interviews/in-progress',
        '/test/models',
        '/models/current',
        '/admin/interviewer-prompts',
        '/admin/interviewer-prompts/current',
        ...projects.flatMap(({ id }) => [
          `/projects/${id}`,
          `/projects/${id}/members`,
          `/projects/${id}/interviews`,
          `/projects/${id}/questions`,
          `/projects/${id}/codes`,
          `/projects/${id}/highlights`,
          `/projects/${id}/theme-decisions`,
          `/projects/${id}/coding-activity`,
        ]),
        ...types.map(({ id }) => `/project-types/${id}/questions`),
        ...page.items.map(({ interview_id }) => `/persistent-interviews/${interview_id}`),
      ])
    }, 150_000)

    it("records an interviewee's share: their profile and projects answer as before", async () => {
      const { run, fakes, file } = await recordAs(demo.interviewee, 'interviewee.json')
      expect(run.stdout).toMatch(/^listUsers\s+GET \/users\s+-\s+SKIP {2}not for interviewee$/m)
      const { token: realToken } = await signInAt(source.url, demo.interviewee)
      await expectReplays(
        file,
        run.stdout.match(/Sign in to the mock as (\S+) /)?.[1] ?? '',
        realToken,
        fakes,
        ['/auth/profile', '/projects', '/persistent-interviews'],
      )
    }, 150_000)

    it('exits 2 with the usage, or the reason, when it cannot record', async () => {
      const file = join(dir, 'never.json')
      // Three runs of their own: side by side.
      const [missing, wrong, refused] = await Promise.all([
        record(['--base-url', source.url]),
        record(['--base-url', source.url, '--email', demo.admin.email, '--out', file]),
        record([
          '--base-url',
          source.url,
          '--email',
          demo.admin.email,
          '--password',
          'wrong',
          '--out',
          file,
        ]),
      ])
      expect(missing.code).toBe(2)
      expect(missing.stderr).toContain('--out is required')
      expect(missing.stderr).toContain('Usage: npm run mock:record')
      expect(wrong.code).toBe(2)
      expect(wrong.stderr).toContain('--email and --password go together')
      expect(refused.code).toBe(2)
      expect(refused.stderr).toContain(
        `Cannot sign in as ${demo.admin.email}: expected 200, got 401`,
      )
      await expect(readFile(file, 'utf8')).rejects.toThrow(/ENOENT/)
    }, 120_000)
  })

  it('reports an invalid answer and leaves it out of the recording', async () => {
    const { coffee, network } = fixtureIds.projects
    // Reseeds the (shared) data layer with registration off; the tests above are done with it.
    const drifted = await startMockServer({
      port: 0,
      registration: false,
      handlers: [
        http.get('*/api/projects/:id/members', ({ params }) =>
          params.id === coffee ? HttpResponse.json([{ id: coffee, invitedAt: 'soon' }]) : undefined,
        ),
      ],
    })
    const file = join(dir, 'drifted.json')
    try {
      const run = await record(['--base-url', drifted.url, '--out', file])
      expect(run.code, run.stdout + run.stderr).toBe(1)
      expect(run.stdout).toContain('Left out 1 invalid answer(s), not recorded:')
      expect(run.stdout).toMatch(new RegExp(`^ {2}listProjectMembers \\(${coffee}\\): \\S`, 'm'))
    } finally {
      await drifted.close()
    }
    const recording = await readRecording(file)
    const members = recording.collections.members
    expect(members.filter((member) => member.projectId === coffee)).toEqual([])
    expect(members.filter((member) => member.projectId === network).length).toBeGreaterThan(0)

    const copy = await serveRecording(file)
    try {
      const [fakeAdmin] = recording.collections.users.filter((user) => user.role === ADMIN_ROLE)
      const { token } = await signInAt(copy.url, {
        email: String(fakeAdmin?.email),
        password: RECORDED_PASSWORD,
      })
      expect(await get(copy.url, '/auth/config', token)).toEqual({ registrationEnabled: false })
      expect(await get(copy.url, `/projects/${coffee}/members`, token)).toEqual([])
    } finally {
      await copy.stop()
    }
  }, 150_000)
})

describe('the fake people', () => {
  it('gives the same person the same fake identity, in any recording', () => {
    const ada = { email: 'ada@real.example', firstName: 'Ada', lastName: 'Lovelace' }
    const first = new Anonymiser()
    const again = first.fake({ ...ada, email: ' ADA@real.example' })
    expect(first.fake(ada)).toEqual(again)
    expect(new Anonymiser().fake(ada)).toEqual(again)
    expect(again.email).toMatch(/^[a-z]+\.[a-z]+\d*@example\.com$/)
    expect(again.firstName).not.toBe('Ada')
  })

  it('never gives two people the same fake email', () => {
    const anonymiser = new Anonymiser()
    const emails = Array.from(
      { length: 300 },
      (_, index) =>
        anonymiser.fake({ email: `person${index}@real.example`, firstName: 'A', lastName: 'B' })
          .email,
    )
    expect(new Set(emails).size).toBe(300)
  })

  it('replaces full names and emails inside texts', () => {
    const anonymiser = new Anonymiser()
    const ada = { email: 'ada@real.example', firstName: 'Ada', lastName: 'Lovelace' }
    const fake = anonymiser.fake(ada)
    const text = anonymiser.scrub('Led by Ada Lovelace (ada@real.example).', new Map([['1', ada]]))
    expect(text).toBe(`Led by ${fake.firstName} ${fake.lastName} (${fake.email}).`)
  })
})
