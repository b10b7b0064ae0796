import { describe, expect, it } from 'vitest'
import { featuredQuestionId } from '../../fixtures'
import type { components } from '@/contract/schema'
import { call, expectError, signInEachTest, useMockServer } from './harness'
import {
  coffeeCompleted,
  coffeeInProgress,
  get,
  ids,
  recordQuestion,
  question,
  type Question,
} from './persistent-interviews-support'

/**
 * Which engine made each follow-up, sentiment and transcript (docs/architecture.md#ai): recorded
 * by the interviewee's client, kept, and shown to admins only, like sentiment.
 */

type ProjectInterview = components['schemas']['ProjectInterview']

useMockServer()

const tokens = signInEachTest()

const PROVENANCE = ['questionEngine', 'sentimentEngine', 'transcriptEngine'] as const

const answer = (token: string, body: Record<string, unknown>) =>
  call<Question>('recordPersistentAnswer', { params: { id: coffeeInProgress }, token, body })

const projectInterviews = (token: string) =>
  call<ProjectInterview[]>('listProjectInterviews', {
    token,
    params: { id: ids.projects.coffee },
  })

async function recordFollowUpWithAnswer() {
  const followUp = question({
    follow_up_of: featuredQuestionId('coffeeInProgress', 3),
    question_text: 'What made the delivery late?',
    engine: 'openai:gpt-4o-mini',
  })
  expect((await recordQuestion(coffeeInProgress, tokens.interviewee, followUp)).status).toBe(201)
  const recorded = await answer(tokens.interviewee, {
    question_id: followUp.question_id,
    answer_text: 'The driver got lost twice.',
    sentiment: 'annoyed',
    sentimentEngine: 'openai:gpt-4o-mini',
    transcriptEngine: 'openai:whisper-1',
    answered_at: '2026-11-03T08:00:10.000Z',
  })
  expect(recorded.status).toBe(201)
  for (const field of PROVENANCE) expect(recorded.body).not.toHaveProperty(field)
  return followUp.question_id
}

const find = (questions: readonly Question[], id: string): Question | undefined =>
  questions
    .map((q) => (q.question_id === id ? q : find(q.children, id)))
    .find((q) => q !== undefined)

describe('AI provenance', () => {
  it('keeps which engine asked, rated and transcribed, for admins only', async () => {
    const id = await recordFollowUpWithAnswer()
    const asAdmin = find((await get(coffeeInProgress, tokens.admin)).body.questions, id)
    expect(asAdmin).toMatchObject({
      questionEngine: 'openai:gpt-4o-mini',
      sentimentEngine: 'openai:gpt-4o-mini',
      transcriptEngine: 'openai:whisper-1',
    })
    const asInterviewee = find((await get(coffeeInProgress, tokens.interviewee)).body.questions, id)
    expect(asInterviewee?.answer_text).toBe('The driver got lost twice.')
    for (const field of PROVENANCE) expect(asInterviewee).not.toHaveProperty(field)
  })

  it('never shows it to a lead in the project interviews, and shows it to admins', async () => {
    const forLead = await projectInterviews(tokens.lead)
    expect(forLead.status).toBe(200)
    for (const interview of forLead.body)
      for (const item of interview.answers)
        for (const field of PROVENANCE) expect(item).not.toHaveProperty(field)
    const forAdmin = await projectInterviews(tokens.admin)
    const answers = forAdmin.body.flatMap((interview) => interview.answers)
    expect(answers.length).toBeGreaterThan(0)
    for (const item of answers) expect(item.sentimentEngine).toBeDefined()
  })

  it('reads data stored before engines were kept as local, with the transcript unknown', async () => {
    const questions = (await get(coffeeCompleted, tokens.admin)).body.questions
    const primary = questions[0]
    expect(primary).toMatchObject({
      questionEngine: null,
      sentimentEngine: 'local',
      transcriptEngine: null,
    })
    const followUp = questions.flatMap((q) => q.children)[0]
    expect(followUp?.questionEngine).toBe('local')
  })

  it('refuses an engine label that is neither local nor openai:<model>, naming the field', async () => {
    const bad = question({
      follow_up_of: featuredQuestionId('coffeeInProgress', 3),
      engine: 'gpt',
    })
    expectError(await recordQuestion(coffeeInProgress, tokens.interviewee, bad), 400, 'body.engine')
    expectError(
      await answer(tokens.interviewee, {
        question_id: featuredQuestionId('coffeeInProgress', 4),
        answer_text: 'x',
        transcriptEngine: 'my ears',
        answered_at: '2026-11-03T08:00:00.000Z',
      }),
      400,
      'body.transcriptEngine',
    )
  })
})
