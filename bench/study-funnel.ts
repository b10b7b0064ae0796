import { fakerEN as faker } from '@faker-js/faker'
import { fixtureIds } from '../fixtures'
import { db } from '../mocks/db'
import type { InterviewRecord } from '../mocks/db/schema'
import { studyFunnel } from '../mocks/study/funnel'
import type { Figure } from './report'
import { median, percentile } from './stats'
import { STUDY_SECTION } from './study'

/**
 * The funnel's row (issue 31, performance): a study of FUNNEL_STUDY.interviews participants with
 * FUNNEL_STUDY.answers answers each, bench-only data added to the data layer of this process
 * (never to the demo's large scenario), drawn from faker seeded as the large seed is
 * (mocks/db/large-seed.ts), so every run measures the same records.
 */

const FUNNEL_STUDY = { interviews: 2_000, answers: 10 } as const
const FUNNEL_BUDGET_MS = 300
/** faker's seed for this data: any fixed number, apart from the large seed's own. */
const FUNNEL_SEED = 31_002
const SOURCES = ['Newsletter', 'Customer panel', 'Social', 'Support follow-up'] as const
const FUNNEL_SALT = 'salt-funnel-bench'

const isoPlus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString()

/**
 * Adds the study: the demo lead's project with a Source attribute, FUNNEL_STUDY.interviews
 * invited interviewees (most with a Source), each with one interview of FUNNEL_STUDY.answers
 * answered questions (two thirds completed, the rest in progress or abandoned), and a few
 * withdrawals in the activity log. Returns the project's id.
 */
export async function seedFunnelStudy(): Promise<string> {
  faker.seed(FUNNEL_SEED)
  const createdAt = '2026-10-01T09:00:00.000Z'
  const projectId = faker.string.uuid()
  await db.projects.create({
    id: projectId,
    name: 'Funnel bench study',
    description: `${FUNNEL_STUDY.interviews} participants, ${FUNNEL_STUDY.answers} answers each`,
    company: 'Bench Co',
    product: 'Bench Product',
    productDescription: 'Bench-only data for the funnel row',
    projectTypeId: fixtureIds.projectTypes.service,
    status: 'active',
    followUpIntensity: 3,
    leadUserId: fixtureIds.users.lead,
    createdAt,
  })
  const sourceId = faker.string.uuid()
  await db.attributes.create({
    id: sourceId,
    projectId,
    name: 'Source',
    values: [...SOURCES],
    position: 0,
  })
  for (let index = 0; index < FUNNEL_STUDY.interviews; index++) {
    const userId = faker.string.uuid()
    await db.users.create({
      id: userId,
      email: `funnel.participant.${index + 1}@example.org`,
      firstName: faker.person.firstName(),
      lastName: faker.person.lastName(),
      role: 'interviewee',
      createdAt,
      lastLoginAt: null,
      passwordSalt: FUNNEL_SALT,
      passwordHash: FUNNEL_SALT,
    })
    const invitedAt = isoPlus(createdAt, faker.number.int({ min: 60_000, max: 7 * 86_400_000 }))
    const status = faker.helpers.weightedArrayElement<InterviewRecord['status']>([
      { weight: 66, value: 'completed' },
      { weight: 26, value: 'in_progress' },
      { weight: 8, value: 'abandoned' },
    ])
    const interview = await seedInterview(projectId, userId, invitedAt, status)
    await db.members.create({
      id: faker.string.uuid(),
      projectId,
      userId,
      invitedAt,
      completedAt: interview.completed_at,
    })
    if (faker.number.int(99) < 85) {
      await db.memberAttributes.create({
        id: faker.string.uuid(),
        projectId,
        userId,
        values: { [sourceId]: faker.helpers.arrayElement(SOURCES) },
      })
    }
    if (faker.number.int(99) < 2) {
      await db.codingActivity.create({
        id: faker.string.uuid(),
        projectId,
        seq: 0,
        action: 'interview_withdrawn',
        actorId: null,
        createdAt: interview.started_at,
        before: null,
        after: null,
      })
    }
  }
  return projectId
}

async function seedInterview(
  projectId: string,
  intervieweeId: string,
  invitedAt: string,
  status: InterviewRecord['status'],
): Promise<InterviewRecord> {
  const interviewId = faker.string.uuid()
  const startedAt = isoPlus(invitedAt, faker.number.int({ min: 600_000, max: 3 * 86_400_000 }))
  let clock = isoPlus(startedAt, 2_000)
  for (let position = 0; position < FUNNEL_STUDY.answers; position++) {
    const responseTime = faker.number.int({ min: 3_000, max: 60_000 })
    const answeredAt = isoPlus(clock, responseTime)
    await db.interviewQuestions.create({
      question_id: faker.string.uuid(),
      interview_id: interviewId,
      project_type_question_id: null,
      text: `Bench question ${position + 1}`,
      displayed_at: clock,
      follow_up_of: null,
      answer_text: faker.lorem.sentence(),
      answered_at: answeredAt,
      sentiment: faker.helpers.arrayElement(['positive', 'neutral', 'annoyed'] as const),
      response_time_ms: responseTime,
      position,
    })
    clock = isoPlus(answeredAt, faker.number.int({ min: 2_000, max: 6_000 }))
  }
  const interview: InterviewRecord = {
    interview_id: interviewId,
    project_id: projectId,
    interviewer_id: null,
    interviewee_id: intervieweeId,
    status,
    started_at: startedAt,
    completed_at: status === 'completed' ? clock : null,
    metadata: {
      company: 'Bench Co',
      product: 'Bench Product',
      product_description: 'Bench-only data for the funnel row',
      is_lead_interview: false,
      total_questions: FUNNEL_STUDY.answers,
    },
  }
  await db.interviews.create(interview)
  return interview
}

/**
 * The mock's computation of GET /projects/{id}/funnel in this process (the server's data layer),
 * `runs` times after a cold one.
 */
export function measureFunnel(projectId: string, runs: number): number[] {
  const times: number[] = []
  for (let run = 0; run <= runs; run++) {
    const start = performance.now()
    const funnel = studyFunnel(projectId)
    if (funnel.total.invited !== FUNNEL_STUDY.interviews) {
      throw new Error(`the funnel counts ${funnel.total.invited} invited`)
    }
    if (run > 0) times.push(performance.now() - start)
  }
  return times
}

export function funnelFigures(times: readonly number[]): Figure[] {
  const sorted = [...times].sort((a, b) => a - b)
  const { interviews, answers } = FUNNEL_STUDY
  return [
    {
      section: STUDY_SECTION,
      metric: `Funnel of a study, ${interviews.toLocaleString('en')} interviews × ${answers} answers, the mock's computation, p95`,
      value: percentile(sorted, 95),
      unit: 'ms',
      budget: { max: FUNNEL_BUDGET_MS, label: `≤ ${FUNNEL_BUDGET_MS} ms` },
      note: `bench-only data over the large seed; median ${median(sorted).toFixed(1)} ms over ${times.length} runs`,
    },
  ]
}
