import { beanRunnerPanelAnswers, fixtureIds, fixtureUuid, projectTypes } from '../../fixtures'
import { classifySentiment } from '../ai'
import { db } from './index'
import type { InterviewQuestionRecord } from './schema'
import { pauseIfDue } from './seed-pacing'

/**
 * The large seed's coding project (docs/product.md#coding-rules): "BeanRunner at scale", led by
 * the demo lead, with 500 completed interviews of 10 answers (the BeanRunner panel's answers,
 * rotated), 300 codes (30 topics with 9 sub-codes each) and 5,000 highlights (one sentence of
 * each answer). Made by a seeded generator of its own, so the rest of the large seed's faker
 * sequence does not move.
 */

export const LARGE_CODING_COUNTS = {
  projects: 1,
  interviews: 500,
  codes: 300,
  highlights: 5_000,
} as const

const TOPICS = [
  'Delivery time',
  'Live tracking',
  'Cold coffee',
  'Oat milk',
  'Subscription price',
  'Referral',
  'Drivers',
  'Packaging',
  'App crashes',
  'Group orders',
  'Morning routine',
  'Office delivery',
  'Night shift',
  'Refunds',
  'Support',
  'Customisation',
  'Delivery window',
  'Notifications',
  'Weekend use',
  'Working from home',
  'Sustainability',
  'Cafe comparison',
  'Loyalty',
  'Onboarding',
  'Payment',
  'Menu',
  'Quality',
  'Trust',
  'Habits',
  'Recommendations',
] as const
const ASPECTS = [
  'praise',
  'complaint',
  'workaround',
  'expectation',
  'comparison',
  'suggestion',
  'surprise',
  'cost',
  'feeling',
] as const

/** Ids of this project's records, random-looking as the demo's (fixtures/ids.ts). */
const idOf = (kind: string, n: number) => fixtureUuid(`large-coding/${kind}/${n}`)
export const LARGE_CODING_PROJECT = fixtureUuid('large-coding/project')

/** The sentences of an answer as [start, end) offsets (a sentence ends at . ! or ?). */
function sentences(text: string): [number, number][] {
  const spans: [number, number][] = []
  const pattern = /[^.!?]+[.!?]*/g
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const lead = match[0].length - match[0].trimStart().length
    const start = match.index + lead
    const end = match.index + match[0].trimEnd().length
    if (end > start) spans.push([start, end])
  }
  return spans.length > 0 ? spans : [[0, text.length]]
}

export async function seedLargeCoding(interviewees: readonly string[]): Promise<void> {
  const lead = fixtureIds.users.lead
  const type = projectTypes.find((candidate) => candidate.id === fixtureIds.projectTypes.service)
  const questions = (type?.questions ?? []).filter((question) => question.isActive)
  await db.projects.create({
    id: LARGE_CODING_PROJECT,
    name: 'BeanRunner at scale',
    description: 'Five hundred commuters on their morning coffee, coded.',
    company: 'BeanRunner',
    product: 'BeanRunner Express',
    productDescription: 'Scheduled coffee delivery to the office or home.',
    projectTypeId: fixtureIds.projectTypes.service,
    status: 'active',
    followUpIntensity: 3,
    leadUserId: lead,
    createdAt: '2026-09-15T09:00:00.000Z',
  })
  const codeIds: string[] = []
  for (let n = 0; n < LARGE_CODING_COUNTS.codes; n++) {
    const topic = TOPICS[n % TOPICS.length] ?? 'Topic'
    const aspect = n < TOPICS.length ? null : ASPECTS[Math.floor(n / TOPICS.length) - 1]
    const id = idOf('code', n + 1)
    codeIds.push(id)
    await db.codes.create({
      id,
      projectId: LARGE_CODING_PROJECT,
      name: aspect ? `${topic}: ${aspect}` : topic,
      description: aspect ? `${topic}, when people speak of ${aspect}.` : '',
      parentId: aspect ? (codeIds[n % TOPICS.length] ?? null) : null,
      color: '#2f6fde',
      themeKey: null,
      createdBy: lead,
      createdAt: new Date(Date.parse('2026-11-01T08:00:00.000Z') + n * 60_000).toISOString(),
    })
    await pauseIfDue()
  }
  const pool = beanRunnerPanelAnswers
  let highlight = 0
  for (let i = 0; i < LARGE_CODING_COUNTS.interviews; i++) {
    const interviewId = idOf('interview', i + 1)
    const started = Date.parse('2026-10-01T07:00:00.000Z') + i * 3_600_000
    const intervieweeId = interviewees[i % interviewees.length] ?? lead
    const records: InterviewQuestionRecord[] = []
    for (let position = 0; position < 10; position++) {
      const primary = position % 2 === 0
      const question = questions[Math.floor(position / 2) % questions.length]
      const text = pool[(i * 7 + position * 3) % pool.length] ?? 'Fine.'
      const shown = started + position * 60_000
      records.push({
        question_id: idOf('question', i * 10 + position + 1),
        interview_id: interviewId,
        project_type_question_id: primary ? (question?.id ?? null) : null,
        text: primary ? (question?.text ?? '') : 'Could you tell me more about that?',
        displayed_at: new Date(shown).toISOString(),
        follow_up_of: primary ? null : (records[position - 1]?.question_id ?? null),
        answer_text: text,
        answered_at: new Date(shown + 30_000).toISOString(),
        sentiment: classifySentiment(text).sentiment,
        response_time_ms: 30_000,
        position,
      })
    }
    await db.interviews.create({
      interview_id: interviewId,
      project_id: LARGE_CODING_PROJECT,
      interviewer_id: null,
      interviewee_id: intervieweeId,
      status: 'completed',
      started_at: new Date(started).toISOString(),
      completed_at: new Date(started + 11 * 60_000).toISOString(),
      metadata: {
        company: 'BeanRunner',
        product: 'BeanRunner Express',
        product_description: 'Scheduled coffee delivery to the office or home.',
        is_lead_interview: false,
        total_questions: questions.length,
      },
    })
    for (const record of records) {
      await db.interviewQuestions.create(record)
      // One sentence of every answer: 500 × 10 = 5,000 highlights, never twice the same span.
      const spans = sentences(record.answer_text ?? '')
      const [start, end] = spans[highlight % spans.length] ?? [0, 0]
      await db.highlights.create({
        id: idOf('highlight', highlight + 1),
        projectId: LARGE_CODING_PROJECT,
        codeId: codeIds[(highlight * 37) % codeIds.length] ?? '',
        interviewId,
        questionId: record.question_id,
        start,
        end,
        text: (record.answer_text ?? '').slice(start, end),
        note: '',
        createdBy: lead,
        createdAt: record.answered_at ?? record.displayed_at,
      })
      highlight++
    }
    // In the page, the generation's slices go on here: unpaced, these 500 interviews (their
    // answers' sentiment read, 10,000 records) were one task of about 1.2 s after the progress.
    await pauseIfDue()
  }
}
