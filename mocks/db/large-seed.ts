import { fakerEN as faker } from '@faker-js/faker'
import { ADMIN_ROLE, DEFAULT_ROLE, INTERVIEW_LEAD_ROLE } from '@/domain/roles'
import { fixtureIds, projectTypes } from '../../fixtures'
import { CANNED_TRANSCRIPTS } from '../../fixtures/transcripts'
import { classifySentiment } from '../ai'
import { hashPassword } from '../auth/crypto'
import { db } from './index'
import { seedPacer } from './seed-pacing'
import { LARGE_CODING_COUNTS, seedLargeCoding } from './large-coding-seed'
import type {
  InterviewQuestionRecord,
  InterviewRecord,
  MemberRecord,
  ProjectRecord,
  Role,
  UserRecord,
} from './schema'

/**
 * The large seed (`seedDatabase({ scale: 'large' })`): generated users, projects, members and
 * persistent interviews added after the default seed, so that lists and lookups can be measured
 * and exercised at scale. The default data (demo accounts, sample projects, fixture interviews)
 * is left exactly as it is; the demo lead also leads a few hundred generated projects, and the
 * demo interviewee is kept out of the generated ones so his journey stays the one in the README.
 * Then the coding project (./large-coding-seed.ts): 500 interviews, 300 codes, 5,000 highlights.
 */

/** What the large seed adds on top of the default seed: exact counts, which the tests check. */
export const LARGE_SEED_COUNTS = {
  users: 10_000,
  projects: 2_000,
  interviews: 20_000,
} as const

/** Every n-th generated project is led by the demo lead (2,000 / 7: 286 projects). */
export const DEMO_LEAD_EVERY = 7
/** Every n-th generated user is an interview lead, and a few are admins; the rest interviewees. */
const LEAD_EVERY = 50
const ADMIN_EVERY = 1_000
const MEMBERS_PER_PROJECT = { min: 3, max: 20 }
const QUESTIONS_PER_INTERVIEW = { min: 2, max: 8 }
/** faker is reseeded with the seed plus this before the large part, so it never depends on how
 * many values the default part drew. */
const LARGE_SEED_OFFSET = 7_919
/** Every generated user signs in with GENERATED_USER_PASSWORD; one salt means one hash. */
const LARGE_SALT = 'salt-large-seed'

const FOLLOW_UPS = [
  'Could you tell me a bit more about that?',
  'What made you feel that way?',
  'Can you give me a concrete example?',
  'How did that compare with what you expected?',
  'What would have made that better for you?',
  'You mentioned that briefly. Why does it matter to you?',
]

const STUDY_KINDS = [
  'discovery interviews',
  'feedback round',
  'usability study',
  'churn interviews',
  'onboarding study',
  'pricing research',
  'satisfaction check-in',
]

const isoPlus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString()
const slug = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '') || 'user'

interface GeneratedProject {
  record: ProjectRecord
  category: (typeof projectTypes)[number]['category']
  activeQuestions: { id: string; text: string }[]
}

/** Adds the large seed's records. Expects the default seed to be in place (seed.ts calls it). */
export async function seedLarge(seed: number, password: string): Promise<void> {
  faker.seed(seed + LARGE_SEED_OFFSET)
  const passwordHash = await hashPassword(password, LARGE_SALT)
  // Users, projects and interviews: the records the progress counts (members come with them).
  const pacer = seedPacer(
    LARGE_SEED_COUNTS.users + LARGE_SEED_COUNTS.projects + LARGE_SEED_COUNTS.interviews,
  )

  // Users: interviewees, with an interview lead every LEAD_EVERY and an admin every ADMIN_EVERY.
  const interviewees: string[] = []
  const leads: string[] = [fixtureIds.users.networkLead]
  for (let index = 0; index < LARGE_SEED_COUNTS.users; index++) {
    const role: Role =
      index % ADMIN_EVERY === ADMIN_EVERY - 1
        ? ADMIN_ROLE
        : index % LEAD_EVERY === LEAD_EVERY - 1
          ? INTERVIEW_LEAD_ROLE
          : DEFAULT_ROLE
    const firstName = faker.person.firstName()
    const lastName = faker.person.lastName()
    const user: UserRecord = {
      id: faker.string.uuid(),
      // The index keeps 10,000 addresses unique (faker's own would collide).
      email: `${slug(firstName)}.${slug(lastName)}.${index + 1}@example.org`,
      firstName,
      lastName,
      role,
      createdAt: faker.date.between({ from: '2026-09-01', to: '2026-11-15' }).toISOString(),
      lastLoginAt:
        index % 3 === 0
          ? null
          : faker.date.between({ from: '2026-11-15', to: '2026-11-20' }).toISOString(),
      passwordSalt: LARGE_SALT,
      passwordHash,
    }
    await db.users.create(user)
    if (role === 'interviewee') interviewees.push(user.id)
    else if (role === 'interview_lead') leads.push(user.id)
    await pacer.step()
  }

  // Projects: the four types in turn, the demo lead every DEMO_LEAD_EVERY, the other leads at
  // random; each with MEMBERS_PER_PROJECT distinct generated interviewees.
  const generated: GeneratedProject[] = []
  const memberships: MemberRecord[] = []
  for (let index = 0; index < LARGE_SEED_COUNTS.projects; index++) {
    const type = projectTypes[index % projectTypes.length]
    if (!type) throw new Error('no project types')
    const company = faker.company.name()
    const product = `${company.split(/[\s,-]/)[0] ?? company} ${faker.commerce.productName()}`
    const createdAt = faker.date.between({ from: '2026-09-01', to: '2026-10-31' }).toISOString()
    const record: ProjectRecord = {
      id: faker.string.uuid(),
      name: `${product} ${faker.helpers.arrayElement(STUDY_KINDS)}`,
      description: faker.company.catchPhrase(),
      company,
      product,
      productDescription: faker.commerce.productDescription(),
      projectTypeId: type.id,
      status: faker.helpers.weightedArrayElement([
        { weight: 75, value: 'active' as const },
        { weight: 8, value: 'draft' as const },
        { weight: 12, value: 'completed' as const },
        { weight: 5, value: 'archived' as const },
      ]),
      followUpIntensity: faker.number.int({ min: 1, max: 5 }),
      leadUserId:
        index % DEMO_LEAD_EVERY === 0 ? fixtureIds.users.lead : faker.helpers.arrayElement(leads),
      createdAt,
    }
    await db.projects.create(record)
    generated.push({
      record,
      category: type.category,
      activeQuestions: type.questions
        .filter((question) => question.isActive)
        .sort((a, b) => a.order - b.order)
        .map(({ id, text }) => ({ id, text })),
    })
    const count = faker.number.int(MEMBERS_PER_PROJECT)
    const chosen = new Set<string>()
    while (chosen.size < count) {
      const userId = interviewees[faker.number.int(interviewees.length - 1)]
      if (userId) chosen.add(userId)
    }
    for (const userId of chosen) {
      memberships.push({
        id: faker.string.uuid(),
        projectId: record.id,
        userId,
        invitedAt: isoPlus(createdAt, faker.number.int({ min: 3_600_000, max: 5 * 86_400_000 })),
        completedAt: null,
      })
    }
    await pacer.step()
  }

  // Interviews: memberships in a shuffled order (wrapping round if there are fewer), so that
  // interviews spread over every project; a member whose interview is completed is marked so.
  const projectOf = new Map(generated.map((project) => [project.record.id, project]))
  const order = faker.helpers.shuffle(memberships.map((_, index) => index))
  const answers = answerPool()
  for (let index = 0; index < LARGE_SEED_COUNTS.interviews; index++) {
    const member = memberships[order[index % order.length] ?? 0]
    const project = member ? projectOf.get(member.projectId) : undefined
    if (!member || !project) throw new Error('large seed: membership without a project')
    const completed = faker.number.int(99) < 65
    const interview = await seedInterview(project, member.userId, member.invitedAt, completed)
    if (completed) member.completedAt = interview.completed_at
    await pacer.step()
  }
  for (const member of memberships) {
    await db.members.create(member)
    await pacer.step(0)
  }
  await seedLargeCoding(interviewees.slice(0, LARGE_CODING_COUNTS.interviews))
  pacer.finish()

  async function seedInterview(
    project: GeneratedProject,
    intervieweeId: string,
    invitedAt: string,
    completed: boolean,
  ): Promise<InterviewRecord> {
    const startedAt = isoPlus(invitedAt, faker.number.int({ min: 600_000, max: 14 * 86_400_000 }))
    const interviewId = faker.string.uuid()
    const total = faker.number.int(QUESTIONS_PER_INTERVIEW)
    const questions: InterviewQuestionRecord[] = []
    let primary = 0
    let clock = isoPlus(startedAt, 2_000)
    for (let position = 0; position < total; position++) {
      const previous = questions.at(-1)
      const planned = project.activeQuestions[primary]
      // A follow-up about a third of the time (always once the plan has run out).
      const followUp = previous !== undefined && (!planned || faker.number.int(99) < 33)
      if (!followUp) primary++
      // An interview in progress leaves its last question unanswered half the time.
      const answered = completed || position < total - 1 || faker.datatype.boolean()
      const responseTime = faker.number.int({ min: 3_000, max: 60_000 })
      const answer = answered ? faker.helpers.arrayElement(answers[project.category]) : null
      const answeredAt = answered ? isoPlus(clock, responseTime) : null
      questions.push({
        question_id: faker.string.uuid(),
        interview_id: interviewId,
        project_type_question_id: followUp ? null : (planned?.id ?? null),
        text: followUp ? faker.helpers.arrayElement(FOLLOW_UPS) : (planned?.text ?? ''),
        displayed_at: clock,
        follow_up_of: followUp ? (previous?.question_id ?? null) : null,
        answer_text: answer?.text ?? null,
        answered_at: answeredAt,
        sentiment: answer?.sentiment ?? null,
        response_time_ms: answered ? responseTime : null,
        position,
      })
      clock = isoPlus(answeredAt ?? clock, faker.number.int({ min: 2_000, max: 6_000 }))
    }
    const interview: InterviewRecord = {
      interview_id: interviewId,
      project_id: project.record.id,
      interviewer_id: null,
      interviewee_id: intervieweeId,
      status: completed ? 'completed' : 'in_progress',
      started_at: startedAt,
      completed_at: completed ? clock : null,
      metadata: {
        company: project.record.company,
        product: project.record.product,
        product_description: project.record.productDescription,
        is_lead_interview: false,
        total_questions: project.activeQuestions.length,
      },
    }
    await db.interviews.create(interview)
    for (const question of questions) await db.interviewQuestions.create(question)
    return interview
  }
}

/** The AI stub's canned transcripts per category, each with the sentiment the stub gives it. */
function answerPool() {
  const pool = {} as Record<
    keyof typeof CANNED_TRANSCRIPTS,
    { text: string; sentiment: InterviewQuestionRecord['sentiment'] }[]
  >
  for (const [category, transcripts] of Object.entries(CANNED_TRANSCRIPTS)) {
    pool[category as keyof typeof CANNED_TRANSCRIPTS] = transcripts.map(({ text }) => ({
      text,
      sentiment: classifySentiment(text).sentiment,
    }))
  }
  return pool
}
