import { fixtureIds, typeQuestionId } from '../../fixtures'
import type { components } from '@/contract/schema'
import { call } from './harness'

/** Fixture ids and helpers shared by the admin contract tests (admin*.test.ts). */

export type ProjectType = components['schemas']['ProjectType']
export type Question = components['schemas']['ProjectTypeQuestion']
export type PromptStatus = components['schemas']['PromptStatus']
export type ModelSelection = components['schemas']['ModelSelection']

export const types = fixtureIds.projectTypes
export const serviceQuestions = fixtureIds.serviceQuestions
export const appQuestion = typeQuestionId('app', 1)
export const prompt = (n: 1 | 2 | 3) => `prompts/interviewer/interviewer.system.prompt${n}.txt`

/** The message of an Error answer (its shape is checked by call and expectError). */
export const messageOf = (result: { body: unknown }) => (result.body as { message: string }).message

export const listQuestions = (id: string, token: string) =>
  call<Question[]>('listProjectTypeQuestions', { params: { id }, token })
