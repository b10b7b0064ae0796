import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { demoUsers, fixtureIds, persistentInterviews, projects } from '../../fixtures'
import { db } from '../../mocks/db'
import { newestFirst } from '../../mocks/db/indexes'
import { LARGE_CODING_COUNTS, LARGE_CODING_PROJECT } from '../../mocks/db/large-coding-seed'
import { DEMO_LEAD_EVERY, LARGE_SEED_COUNTS } from '../../mocks/db/large-seed'
import { GENERATED_USER_PASSWORD, seedDatabase, seedOptionsFromUrl } from '../../mocks/db/seed'
import { paceSeeding } from '../../mocks/db/seed-pacing'
import { mockServer } from '../../mocks/node'
import type { components } from '@/contract/schema'
import { call, tokenFor } from '../contract/harness'
import { expectIndexesMatchScan } from './scan'
import { demoCredentials } from '../support/accounts'

type Schemas = components['schemas']

/** The default seed's extra generated users (SeedOptions.extraUsers). */
const DEFAULT_EXTRA_USERS = 8
const SEED_TIMEOUT = 60_000

// Seeding 150,000 records and scanning them unindexed takes seconds, more on a busy machine.
vi.setConfig({ testTimeout: SEED_TIMEOUT, hookTimeout: SEED_TIMEOUT })

const users = fixtureIds.users
const { coffee } = fixtureIds.projects

/** Every collection's records (or its first `counts[name]`) as plain JSON, in stored order. */
const snapshot = (counts: Record<string, number> = {}) =>
  Object.fromEntries(
    Object.entries(db).map(([name, collection]) => [
      name,
      JSON.parse(JSON.stringify(collection.all().slice(0, counts[name]))) as unknown[],
    ]),
  )

/** What identifies the generated data: ids and emails, in order. */
const fingerprint = () => ({
  users: db.users.all().map((user) => `${user.id} ${user.email}`),
  projects: db.projects.all().map((project) => `${project.id} ${project.leadUserId}`),
  members: db.members.all().map((member) => `${member.projectId} ${member.userId}`),
  interviews: db.interviews.all().map((interview) => interview.interview_id),
  questions: db.interviewQuestions.all().map((question) => question.question_id),
})

/** Every interview's questions in display order, by one @msw/data scan (no index). */
function scanQuestions() {
  const byInterview = new Map<string, ReturnType<typeof db.interviewQuestions.all>>()
  for (const question of db.interviewQuestions.findMany(undefined, {
    orderBy: { position: 'asc' },
  })) {
    const list = byInterview.get(question.interview_id) ?? []
    list.push(question)
    byInterview.set(question.interview_id, list)
  }
  return (interviewId: string) => byInterview.get(interviewId) ?? []
}

const flatten = (questions: readonly Schemas['PersistentQuestion'][]): string[] =>
  questions.flatMap((question) => [question.question_id, ...flatten(question.children)])

let defaultData: ReturnType<typeof snapshot>

beforeAll(async () => {
  mockServer.listen({ onUnhandledRequest: 'error' })
  await seedDatabase()
  defaultData = snapshot()
  await seedDatabase({ scale: 'large' })
})

afterAll(() => mockServer.close())

describe('the large seed', () => {
  it('adds exactly 10,000 users, 2,000 projects and 20,000 interviews to the default data', () => {
    expect(db.users.count()).toBe(demoUsers.length + DEFAULT_EXTRA_USERS + LARGE_SEED_COUNTS.users)
    expect(db.projects.count()).toBe(
      projects.length + LARGE_SEED_COUNTS.projects + LARGE_CODING_COUNTS.projects,
    )
    expect(db.interviews.count()).toBe(
      persistentInterviews.length + LARGE_SEED_COUNTS.interviews + LARGE_CODING_COUNTS.interviews,
    )
    expect(LARGE_SEED_COUNTS).toEqual({ users: 10_000, projects: 2_000, interviews: 20_000 })
  })

  it('adds a coded project of 500 interviews, 300 nested codes and 5,000 exact highlights', () => {
    const codes = db.codes.findMany((q) => q.where({ projectId: LARGE_CODING_PROJECT }))
    const highlights = db.highlights.findMany((q) => q.where({ projectId: LARGE_CODING_PROJECT }))
    expect(LARGE_CODING_COUNTS).toEqual({
      projects: 1,
      interviews: 500,
      codes: 300,
      highlights: 5_000,
    })
    expect(codes).toHaveLength(300)
    expect(highlights).toHaveLength(5_000)
    expect(new Set(codes.map((code) => code.name.toLowerCase())).size).toBe(300)
    expect(codes.filter((code) => code.parentId === null)).toHaveLength(30)
    const answers = new Map(db.interviewQuestions.all().map((q) => [q.question_id, q.answer_text]))
    for (const highlight of highlights) {
      expect(highlight.end).toBeGreaterThan(highlight.start)
      expect(answers.get(highlight.questionId)?.slice(highlight.start, highlight.end)).toBe(
        highlight.text,
      )
    }
    const completed = db.interviews
      .all()
      .filter((i) => i.project_id === LARGE_CODING_PROJECT && i.status === 'completed')
    expect(completed).toHaveLength(500)
    expect(db.projects.findFirst((q) => q.where({ id: LARGE_CODING_PROJECT }))?.leadUserId).toBe(
      users.lead,
    )
  })

  it('keeps the default data first and exactly as the default seed makes it', () => {
    const counts = Object.fromEntries(
      Object.entries(defaultData).map(([name, records]) => [name, records.length]),
    )
    const large = snapshot(counts)
    for (const [name, records] of Object.entries(defaultData)) {
      expect(large[name]?.slice(0, records.length), name).toEqual(records)
    }
    // Nothing generated joins the sample projects or the demo interviewee.
    const generatedMembers = db.members.all().slice(defaultData.members?.length)
    for (const member of generatedMembers) {
      expect([coffee, fixtureIds.projects.network]).not.toContain(member.projectId)
      expect(member.userId).not.toBe(users.interviewee)
    }
  })

  it('spreads projects over the four types and over the leads, the demo lead among them', () => {
    const generated = db.projects
      .all()
      .slice(projects.length)
      .filter((project) => project.id !== LARGE_CODING_PROJECT)
    const byType = new Map<string, number>()
    for (const project of generated) {
      byType.set(project.projectTypeId, (byType.get(project.projectTypeId) ?? 0) + 1)
    }
    expect([...byType.values()]).toEqual([500, 500, 500, 500])
    const ledByDemoLead = generated.filter((project) => project.leadUserId === users.lead)
    expect(ledByDemoLead).toHaveLength(Math.ceil(LARGE_SEED_COUNTS.projects / DEMO_LEAD_EVERY))
    const leads = new Set(generated.map((project) => project.leadUserId))
    expect(leads.size).toBeGreaterThan(100)
    const roles = new Map(db.users.all().map((user) => [user.id, user.role]))
    for (const leadId of leads) expect(roles.get(leadId ?? '')).not.toBe('interviewee')
  })

  it('gives each project 3 to 20 interviewee members, and each interview 2 to 8 questions', () => {
    const generated = db.projects
      .all()
      .slice(projects.length)
      .filter((project) => project.id !== LARGE_CODING_PROJECT)
    const memberCount = new Map<string, number>()
    for (const member of db.members.all()) {
      memberCount.set(member.projectId, (memberCount.get(member.projectId) ?? 0) + 1)
    }
    for (const project of generated) {
      const count = memberCount.get(project.id) ?? 0
      expect(count).toBeGreaterThanOrEqual(3)
      expect(count).toBeLessThanOrEqual(20)
    }
    const roles = new Map(db.users.all().map((user) => [user.id, user.role]))
    const generatedMembers = db.members.all().slice(defaultData.members?.length)
    expect(generatedMembers.every((member) => roles.get(member.userId) === 'interviewee')).toBe(
      true,
    )

    const questionCount = new Map<string, number>()
    let followUps = 0
    for (const question of db.interviewQuestions.all()) {
      questionCount.set(question.interview_id, (questionCount.get(question.interview_id) ?? 0) + 1)
      if (question.follow_up_of) followUps++
    }
    const generatedInterviews = db.interviews
      .all()
      .slice(persistentInterviews.length)
      .filter((interview) => interview.project_id !== LARGE_CODING_PROJECT)
    const statuses = new Map<string, number>()
    for (const interview of generatedInterviews) {
      const count = questionCount.get(interview.interview_id) ?? 0
      expect(count).toBeGreaterThanOrEqual(2)
      expect(count).toBeLessThanOrEqual(8)
      statuses.set(interview.status, (statuses.get(interview.status) ?? 0) + 1)
    }
    expect([...statuses.keys()].sort()).toEqual(['completed', 'in_progress'])
    expect(statuses.get('completed')).toBeGreaterThan(LARGE_SEED_COUNTS.interviews / 2)
    expect(followUps).toBeGreaterThan(LARGE_SEED_COUNTS.interviews / 2)
  })

  // One reseed shows both: the same seed gives the same data, also paced as in the browser.
  it('is deterministic and paced (as in the browser): pauses often, reports its progress to the end, same ids and emails', async () => {
    const first = fingerprint()
    const emails = new Set(db.users.all().map((user) => user.email))
    expect(emails.size).toBe(db.users.count())
    const reports: [number, number][] = []
    let pauses = 0
    paceSeeding({
      yieldToMain: () => {
        pauses++
        return new Promise((resolve) => setImmediate(resolve))
      },
      onProgress: (done, total) => reports.push([done, total]),
    })
    try {
      await seedDatabase({ scale: 'large' })
    } finally {
      paceSeeding(null)
    }
    const total =
      LARGE_SEED_COUNTS.users + LARGE_SEED_COUNTS.projects + LARGE_SEED_COUNTS.interviews
    expect(pauses).toBeGreaterThan(10)
    expect(reports.length).toBeGreaterThan(10)
    expect(reports.every(([, of]) => of === total)).toBe(true)
    const done = reports.map(([count]) => count)
    expect(done).toEqual([...done].sort((a, b) => a - b))
    expect(reports.at(-1)).toEqual([total, total])
    expect(fingerprint()).toEqual(first)
  }, 60_000)

  it('is chosen by ?seed=large in the address', () => {
    expect(seedOptionsFromUrl(new URL('http://localhost:5173/?seed=large'))).toEqual({
      scale: 'large',
    })
    expect(seedOptionsFromUrl(new URL('http://localhost:5173/app/?seed=default'))).toEqual({
      scale: 'default',
    })
    expect(seedOptionsFromUrl(new URL('http://localhost:5173/'))).toEqual({})
    expect(seedOptionsFromUrl(new URL('http://localhost:5173/?seed=huge'))).toEqual({})
  })
})

describe('the demo accounts on the large seed', () => {
  it('sign in, and their profiles and project lists hold', async () => {
    const admin = await tokenFor(demoCredentials.admin)
    const lead = await tokenFor(demoCredentials.lead)
    const interviewee = await tokenFor(demoCredentials.interviewee)

    const profile = await call<Schemas['User']>('getProfile', { token: lead })
    expect(profile.body.email).toBe(demoCredentials.lead.email)
    expect(profile.body.projects.map((project) => project.id)).toContain(coffee)

    const leadList = await call<Schemas['Project'][]>('listProjects', { token: lead })
    expect(leadList.body.map((project) => project.id)).toContain(coffee)
    expect(leadList.body.length).toBe(
      1 + Math.ceil(LARGE_SEED_COUNTS.projects / DEMO_LEAD_EVERY) + LARGE_CODING_COUNTS.projects,
    )

    const adminList = await call<Schemas['Project'][]>('listProjects', { token: admin })
    expect(adminList.body).toHaveLength(
      projects.length + LARGE_SEED_COUNTS.projects + LARGE_CODING_COUNTS.projects,
    )

    const mine = await call<Schemas['Project'][]>('listProjects', { token: interviewee })
    expect(mine.body.map((project) => project.id).sort()).toEqual(
      [coffee, fixtureIds.projects.network].sort(),
    )
  })

  it('lets a generated user sign in with the shared password', async () => {
    const user = db.users.all()[demoUsers.length + DEFAULT_EXTRA_USERS + 1]
    if (!user) throw new Error('no generated user')
    const token = await tokenFor({ email: user.email, password: GENERATED_USER_PASSWORD })
    const profile = await call<Schemas['User']>('getProfile', { token })
    expect(profile.body.id).toBe(user.id)
  })
})

describe('indexed answers on the large seed', () => {
  it('equal the unindexed scans on a sample', () => {
    expectIndexesMatchScan(10)
  })

  it('pages of persistent interviews equal the scan, sorted and cut by the cursor', async () => {
    const admin = await tokenFor(demoCredentials.admin)
    const scannedQuestions = scanQuestions()
    const all = db.interviews.findMany().sort(newestFirst)
    let cursor: string | null = null
    for (let page = 0; page < 3; page++) {
      const query: Record<string, string | number> = { scope: 'all', limit: 20 }
      if (cursor) query.cursor = cursor
      const result = await call<Schemas['PersistentInterviewPage']>('listPersistentInterviews', {
        token: admin,
        query,
      })
      const expected = all.slice(page * 20, page * 20 + 20)
      expect(result.body.items.map((item) => item.interview_id)).toEqual(
        expected.map((interview) => interview.interview_id),
      )
      for (const item of result.body.items) {
        expect(flatten(item.questions).sort()).toEqual(
          scannedQuestions(item.interview_id)
            .map((question) => question.question_id)
            .sort(),
        )
      }
      cursor = result.body.nextCursor
      expect(cursor).not.toBeNull()
    }

    const lead = await tokenFor(demoCredentials.lead)
    const led = new Set(
      db.projects.findMany((q) => q.where({ leadUserId: users.lead })).map((p) => p.id),
    )
    const leadPage = await call<Schemas['PersistentInterviewPage']>('listPersistentInterviews', {
      token: lead,
      query: { scope: 'all', limit: 20 },
    })
    expect(leadPage.body.items.map((item) => item.interview_id)).toEqual(
      all
        .filter((interview) => interview.project_id !== null && led.has(interview.project_id))
        .slice(0, 20)
        .map((interview) => interview.interview_id),
    )
  })

  it("a project's interviews equal the scan", async () => {
    const admin = await tokenFor(demoCredentials.admin)
    const scannedQuestions = scanQuestions()
    const sample = db.projects.all().filter((_, index) => index % 250 === 5)
    for (const project of sample) {
      const result = await call<Schemas['ProjectInterview'][]>('listProjectInterviews', {
        token: admin,
        params: { id: project.id },
      })
      const expected = db.interviews
        .findMany((q) => q.where({ project_id: project.id }), { orderBy: { started_at: 'desc' } })
        .filter((interview) => interview.status !== 'abandoned')
        .map((interview) => ({
          id: interview.interview_id,
          userId: interview.interviewee_id,
          answers: scannedQuestions(interview.interview_id)
            .filter((question) => question.answer_text !== null)
            .map((question) => question.question_id),
        }))
      expect(
        result.body.map((interview) => ({
          id: interview.id,
          userId: interview.user?.id,
          answers: interview.answers.map((answer) => answer.questionId),
        })),
      ).toEqual(expected)
    }
  })
})
