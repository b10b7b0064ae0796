import { describe, expect, it } from 'vitest'
import { featuredQuestionId, fixtureIds } from '../../fixtures'
import { call, expectError, signInEachTest, useMockServer } from './harness'
import {
  answerOf,
  coffee,
  coffeeCompleted,
  coffeeInProgress,
  expectRefusal,
  networkCompleted,
  type Activity,
  type Schemas,
} from './coding-support'

/** correctAnswerSentiment, who receives sentiment, and listCodingActivity's pages. */

useMockServer()

const token = signInEachTest()
const answer = answerOf(coffeeCompleted)
const path = { id: coffee, interviewId: coffeeCompleted, questionId: answer.questionId }
const correct = (
  body: Record<string, unknown>,
  as = token.admin,
  params: Record<string, string> = path,
) => call<Schemas['SentimentCorrection']>('correctAnswerSentiment', { token: as, params, body })

const projectAnswer = async (as: string) => {
  const list = await call<Schemas['ProjectInterview'][]>('listProjectInterviews', {
    token: as,
    params: { id: coffee },
  })
  const interview = list.body.find((candidate) => candidate.id === coffeeCompleted)
  return interview?.answers.find((candidate) => candidate.questionId === answer.questionId)
}
const detailsAnswer = async (as: string) => {
  const read = await call<Schemas['PersistentInterview']>('getPersistentInterview', {
    token: as,
    params: { id: coffeeCompleted },
  })
  return read.body.questions.find((question) => question.question_id === answer.questionId)
}

describe('who receives sentiment', () => {
  it('sends it to admins and leaves it out for the lead, in the list and the details', async () => {
    expect(await projectAnswer(token.admin)).toMatchObject({ sentimentCorrection: null })
    expect((await projectAnswer(token.admin))?.sentiment).toEqual(expect.any(String))
    expect((await detailsAnswer(token.admin))?.sentiment).toEqual(expect.any(String))
    const listed = await projectAnswer(token.lead)
    const detailed = await detailsAnswer(token.lead)
    expect(listed?.text).toBe(answer.text)
    expect(detailed?.answer_text).toBe(answer.text)
    for (const read of [listed, detailed]) {
      expect(read).not.toHaveProperty('sentiment')
      expect(read).not.toHaveProperty('sentimentCorrection')
    }
  })
})

describe('correctAnswerSentiment', () => {
  it("sets the admins' sentiment, keeps the AI's first reading and records each correction", async () => {
    const ai = (await projectAnswer(token.admin))?.sentiment
    const first = await correct({ sentiment: 'annoyed', reason: '  Sarcasm  ' })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      interviewId: coffeeCompleted,
      questionId: answer.questionId,
      sentiment: 'annoyed',
      original: ai,
      reason: 'Sarcasm',
      correctedBy: { id: fixtureIds.users.admin },
    })
    const second = await correct({ sentiment: 'confused' })
    expect(second.body).toMatchObject({ sentiment: 'confused', original: ai, reason: null })
    expect(await projectAnswer(token.admin)).toMatchObject({
      sentiment: 'confused',
      sentimentCorrection: { original: ai, sentiment: 'confused' },
    })
    expect(await detailsAnswer(token.admin)).toMatchObject({
      sentiment: 'confused',
      sentimentCorrection: { original: ai },
    })
    expect(await projectAnswer(token.lead)).not.toHaveProperty('sentiment')
    const entries = await call<Activity[]>('listCodingActivity', {
      token: token.admin,
      params: { id: coffee },
      query: { limit: 2 },
    })
    expect(
      entries.body.map((entry) => [entry.action, entry.before?.sentiment, entry.after?.sentiment]),
    ).toEqual([
      ['sentiment_corrected', 'annoyed', 'confused'],
      ['sentiment_corrected', ai, 'annoyed'],
    ])
  })

  it('is for admins only, on answered questions of the project', async () => {
    expectError(await correct({ sentiment: 'annoyed' }, token.lead), 403)
    expectError(await correct({ sentiment: 'annoyed' }, token.interviewee), 403)
    expectError(await correct({ sentiment: 'sceptical' }), 400, 'body.sentiment')
    expectError(
      await correct({ sentiment: 'annoyed', reason: 'x'.repeat(501) }),
      400,
      'body.reason',
    )
    expectError(
      await correct({ sentiment: 'annoyed' }, token.admin, {
        ...path,
        interviewId: networkCompleted,
      }),
      404,
    )
    expectError(
      await correct({ sentiment: 'annoyed' }, token.admin, {
        ...path,
        questionId: '0000ffff-0000-4000-8000-000000000000',
      }),
      404,
    )
    expectRefusal(
      await correct({ sentiment: 'annoyed' }, token.admin, {
        id: coffee,
        interviewId: coffeeInProgress,
        questionId: featuredQuestionId('coffeeInProgress', 4),
      }),
      409,
      'This question has no answer yet.',
    )
  })
})

describe('listCodingActivity', () => {
  it('pages newest first with X-Next-Cursor and X-Total-Count, and the whole list without limit', async () => {
    const whole = await call<Activity[]>('listCodingActivity', {
      token: token.lead,
      params: { id: coffee },
    })
    expect(whole.body.map((entry) => entry.action)).toEqual(['code_renamed', 'code_created'])
    expect(whole.body[0]).toMatchObject({
      actor: { id: fixtureIds.users.lead, firstName: 'Leo', lastName: 'Lindqvist' },
      before: { name: 'Cold delivery' },
      after: { name: 'Cold coffee' },
    })
    const first = await call<Activity[]>('listCodingActivity', {
      token: token.lead,
      params: { id: coffee },
      query: { limit: 1 },
    })
    expect(first.headers.get('X-Total-Count')).toBe('2')
    const cursor = first.headers.get('X-Next-Cursor') ?? ''
    expect(cursor).not.toBe('')
    const next = await call<Activity[]>('listCodingActivity', {
      token: token.lead,
      params: { id: coffee },
      query: { limit: 1, cursor },
    })
    expect(next.body.map((entry) => entry.id)).toEqual([whole.body[1]?.id])
    expect(next.headers.get('X-Next-Cursor')).toBeNull()
    expectError(
      await call('listCodingActivity', {
        token: token.lead,
        params: { id: coffee },
        query: { cursor },
      }),
      400,
      'query.cursor',
    )
    expectError(
      await call('listCodingActivity', { token: token.interviewee, params: { id: coffee } }),
      403,
    )
  })
})
