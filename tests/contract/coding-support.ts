import { expect } from 'vitest'
import { fixtureCodes, fixtureHighlights, fixtureIds, persistentInterviews } from '../../fixtures'
import type { components } from '@/contract/schema'
import { call, type CallResult } from './harness'

/** Shared by the coding contract tests (coding-*.test.ts): the demo codebook and helpers. */

export type Schemas = components['schemas']
export type Code = Schemas['Code']
export type Highlight = Schemas['Highlight']
export type Activity = Schemas['CodingActivity']

export const { coffee, network } = fixtureIds.projects
export const { coffeeCompleted, coffeeInProgress, networkCompleted } = fixtureIds.interviews
export const PASSAGE_MESSAGE = 'The passage must be part of the answer.'

export const codeNamed = (name: string): string => {
  const code = fixtureCodes.find((candidate) => candidate.name === name)
  if (!code) throw new Error(`no demo code ${name}`)
  return code.id
}

const [first] = fixtureHighlights
if (!first) throw new Error('the demo codebook has no highlight')
/** A demo highlight (Live tracking) and its passage. */
export const coded = first
export const passageOf = (highlight: Highlight | typeof first) => ({
  interviewId: highlight.interviewId,
  questionId: highlight.questionId,
  start: highlight.start,
  end: highlight.end,
  text: highlight.text,
})

/** An answered question of an interview, with its stored text. */
export function answerOf(interviewId: string, index = 0) {
  const interview = persistentInterviews.find((i) => i.interview_id === interviewId)
  const question = interview?.questions.filter((q) => q.answer_text !== null)[index]
  if (!question?.answer_text) throw new Error(`no answer ${index} in ${interviewId}`)
  return { interviewId, questionId: question.question_id, text: question.answer_text }
}

export const listCodes = async (token: string, id = coffee) =>
  (await call<Code[]>('listCodes', { token, params: { id } })).body

export const listHighlights = async (token: string, query: Record<string, string> = {}) =>
  (await call<Highlight[]>('listHighlights', { token, params: { id: coffee }, query })).body

export const newestActivity = async (token: string, count = 1) =>
  (
    await call<Activity[]>('listCodingActivity', {
      token,
      params: { id: coffee },
      query: { limit: count },
    })
  ).body

/** A refusal with the exact message and the field it names. */
export function expectRefusal(result: CallResult, status: number, message: string, field?: string) {
  expect(result.status, JSON.stringify(result.body)).toBe(status)
  const body = result.body as { message: string; field?: string }
  expect(body.message).toBe(message)
  if (field) expect(body.field).toBe(field)
}
