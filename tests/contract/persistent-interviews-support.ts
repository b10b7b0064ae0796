import { expect } from 'vitest'
import { fixtureIds } from '../../fixtures/ids'
import type { components } from '@/contract/schema'
import { call } from './harness'
import { seededAccounts } from '../support/accounts'

/** Accounts, requests and bodies shared by the persistent interview contract tests. */

export type Interview = components['schemas']['PersistentInterview']
export type Question = components['schemas']['PersistentQuestion']
export type Page = components['schemas']['PersistentInterviewPage']

export const ids = fixtureIds
export const users = ids.users
export const { coffeeCompleted, coffeeInProgress, networkCompleted } = ids.interviews
export const carlos = seededAccounts.carlos
export const nora = seededAccounts.nora
export const priya = seededAccounts.priya
/** The service type has six questions, one of them inactive. */
export const SERVICE_ACTIVE_QUESTIONS = 5

/** The message of an Error answer (its shape is checked by call and expectError). */
export const messageOf = (result: { body: unknown }) => (result.body as { message: string }).message

export const get = (id: string, token: string) =>
  call<Interview>('getPersistentInterview', { params: { id }, token })

export async function create(token: string, body: Record<string, unknown>): Promise<string> {
  const result = await call<{ interview_id: string }>('createPersistentInterview', { token, body })
  expect(result.status, JSON.stringify(result.body)).toBe(201)
  return result.body.interview_id
}

export const standalone = (intervieweeId: string) => ({
  project_id: null,
  interviewer_id: null,
  interviewee_id: intervieweeId,
  metadata: { company: '  Acme ', product: 'Rocket Skates', product_description: 'Fast.' },
})

export function recordQuestion(id: string, token: string, body: Record<string, unknown>) {
  return call<Question>('recordPersistentQuestion', { params: { id }, token, body })
}

export function question(extra: Record<string, unknown> = {}) {
  return {
    question_id: crypto.randomUUID(),
    question_text: 'What else would you like to tell us?',
    displayed_at: '2026-11-03T08:00:00.000Z',
    ...extra,
  }
}
