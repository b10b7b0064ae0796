/**
 * The Ask figures (issue 23): POST /api/projects/{id}/asked-questions through the mock (msw/node,
 * in this process) on a project of 500 completed interviews × 10 answers (tests/support/large-insights.ts).
 * The first question builds the project's MiniSearch index; every later one reuses it until the
 * answers change. Budget: an answer within 300 ms once the index is built.
 */
import { fixtureIds } from '../fixtures'
import { db } from '../mocks/db'
import { seedDatabase } from '../mocks/db/seed'
import { mockServer } from '../mocks/node'
import type { AskedQuestion } from '@/contract/types'
import {
  INSIGHTS_ANSWERS_PER_INTERVIEW,
  INSIGHTS_INTERVIEWS,
  largeInsightsProject,
} from '../tests/support/large-insights'
import type { Figure } from './report'
import { median, percentile } from './stats'
import { signInOverHttp } from '../tests/support/http-steps'

export const ASK_SECTION = `Ask your interviews (${INSIGHTS_INTERVIEWS} completed interviews × ${INSIGHTS_ANSWERS_PER_INTERVIEW} answers; the mock in node)`

const ASK_BUDGET_MS = 300
const BASE = 'http://candor.test/api'
const project = fixtureIds.projects.coffee

/** What a researcher might ask: words the answers use, a phrase, and one they never use. */
const QUESTIONS = [
  'What do they say about the price?',
  'delivery window',
  'Is the app easy to reorder with?',
  'cold brew lukewarm',
  'Why would they cancel the subscription?',
  'quantum entanglement',
]

export interface AskSamples {
  /** The first question: the index is built, then searched. */
  firstMs: number
  firstCpuMs: number
  ms: number[]
  cpuMs: number[]
  /** The price question's answer, to show the work is real. */
  price: { mentionCount: number; interviewCount: number; citations: number }
}

/** The coffee project's interviews become the bench's 500, as stored records. */
async function storeLargeProject(): Promise<void> {
  for (const interview of db.interviews.findMany((q) => q.where({ project_id: project }))) {
    db.interviewQuestions.deleteMany((q) => q.where({ interview_id: interview.interview_id }))
    db.interviews.delete((q) => q.where({ interview_id: interview.interview_id }))
  }
  const { interviews } = largeInsightsProject()
  const interviewee = fixtureIds.users.interviewee
  for (const interview of interviews) {
    await db.interviews.create({
      interview_id: interview.id,
      project_id: project,
      interviewer_id: null,
      interviewee_id: interviewee,
      status: 'completed',
      started_at: interview.createdAt,
      completed_at: interview.completedAt ?? interview.createdAt,
      metadata: {
        company: interview.company,
        product: interview.product,
        product_description: '',
        is_lead_interview: false,
        total_questions: interview.answers.length,
      },
    })
    for (const [position, answer] of interview.answers.entries())
      await db.interviewQuestions.create({
        question_id: answer.questionId,
        interview_id: interview.id,
        project_type_question_id: answer.projectQuestionId ?? null,
        text: answer.questionText,
        displayed_at: interview.createdAt,
        follow_up_of: answer.followUpOf ?? null,
        answer_text: answer.text,
        answered_at: interview.createdAt,
        sentiment: answer.sentiment ?? null,
        response_time_ms: 30_000,
        position,
      })
  }
}

/** One question asked, timed from the request to the whole answer read (wall and CPU time). */
async function timedAsk(token: string, question: string) {
  const cpu = process.cpuUsage()
  const start = performance.now()
  const response = await fetch(`${BASE}/projects/${project}/asked-questions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ question }),
  })
  const body = (await response.json()) as AskedQuestion
  const ms = performance.now() - start
  const used = process.cpuUsage(cpu)
  if (response.status !== 201) throw new Error(`Ask answered ${response.status}`)
  return { body, ms, cpuMs: (used.user + used.system) / 1000 }
}

/** The first question (index built), then every question `rounds` times. */
export async function measureAsk(rounds: number): Promise<AskSamples> {
  mockServer.listen({ onUnhandledRequest: 'error' })
  try {
    await seedDatabase()
    await storeLargeProject()
    const token = (await signInOverHttp(BASE, 'lead')).token
    const first = await timedAsk(token, QUESTIONS[0] ?? '')
    const samples: AskSamples = {
      firstMs: first.ms,
      firstCpuMs: first.cpuMs,
      ms: [],
      cpuMs: [],
      price: {
        mentionCount: first.body.mentionCount,
        interviewCount: first.body.interviewCount,
        citations: first.body.citations.length,
      },
    }
    for (let round = 0; round < rounds; round++)
      for (const question of QUESTIONS) {
        const asked = await timedAsk(token, question)
        samples.ms.push(asked.ms)
        samples.cpuMs.push(asked.cpuMs)
      }
    return samples
  } finally {
    mockServer.close()
  }
}

const ms = (value: number) => `${Math.round(value)} ms`

export function askFigures(samples: AskSamples): Figure[] {
  const sorted = [...samples.ms].sort((a, b) => a - b)
  const cpu = [...samples.cpuMs].sort((a, b) => a - b)
  const { mentionCount, interviewCount, citations } = samples.price
  return [
    {
      section: ASK_SECTION,
      metric: 'First question of the project (builds the index, then answers)',
      value: samples.firstMs,
      unit: 'ms',
      note: `one request (CPU time ${ms(samples.firstCpuMs)}); price: ${mentionCount} of ${interviewCount} interviews, ${citations} citations`,
    },
    {
      section: ASK_SECTION,
      metric: 'Ask after the index is built (POST …/asked-questions)',
      value: median(samples.ms),
      unit: 'ms',
      budget: { max: ASK_BUDGET_MS, label: `≤ ${ASK_BUDGET_MS} ms` },
      note: `median of ${samples.ms.length} (${QUESTIONS.length} questions); CPU time ${ms(median(samples.cpuMs))}`,
    },
    {
      section: ASK_SECTION,
      metric: 'Ask after the index is built, p95',
      value: percentile(sorted, 95),
      unit: 'ms',
      budget: { max: ASK_BUDGET_MS, label: `≤ ${ASK_BUDGET_MS} ms` },
      note: `issue 30 budgets the slow answers too; CPU time p95 ${ms(percentile(cpu, 95))}, which a loaded machine does not inflate`,
    },
  ]
}
