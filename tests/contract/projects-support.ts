import { expect } from 'vitest'
import { fixtureIds, persistentInterviews, projectMembers } from '../../fixtures'
import type { components } from '@/contract/schema'
import { seededAccounts } from '../support/accounts'

/** Fixtures and assertions shared by the projects contract tests (projects-*.test.ts). */

export type Schemas = components['schemas']
export type Project = Schemas['Project']
export type Member = Schemas['ProjectMember']
export type Interview = Schemas['ProjectInterview']
export type Question = Schemas['ProjectTypeQuestion']
export type ProjectType = Schemas['ProjectType']
export type ApiError = Schemas['Error']

export const users = fixtureIds.users
export const { coffee, network } = fixtureIds.projects
export const serviceQ = fixtureIds.serviceQuestions
export const unknownId = '0000000b-0000-4000-8000-0000000000ff'

export const others = {
  networkLead: seededAccounts.nora,
  carlos: seededAccounts.carlos,
  priya: seededAccounts.priya,
}

export const newProject = {
  name: '  Oat milk subscription study ',
  company: ' BeanRunner ',
  product: 'Oat Box',
  productDescription: ' Weekly oat milk alongside the coffee. ',
  projectTypeId: fixtureIds.projectTypes.app,
}

export const editBody = {
  name: ' Renamed coffee study ',
  company: 'BeanRunner Ltd',
  product: 'Morning Drop',
  productDescription: 'Scheduled coffee, now with pastries.',
}

export const ids = (items: readonly { id: string }[]) => items.map((item) => item.id)

/** The fixtures' members of a project, in invitation order (the order the server lists them). */
export const fixtureMembersOf = (projectId: string) =>
  projectMembers
    .filter((member) => member.projectId === projectId)
    .sort((a, b) => a.invitedAt.localeCompare(b.invitedAt))

/** The fixtures' interviews of a project, newest first (the order the server lists them). */
export const fixtureInterviewsOf = (projectId: string) =>
  persistentInterviews
    .filter((interview) => interview.project_id === projectId)
    .sort((a, b) => b.started_at.localeCompare(a.started_at))
    .map((interview) => interview.interview_id)

export function expectNoPassword(body: unknown): void {
  expect(JSON.stringify(body)).not.toMatch(/password/i)
}

export function expectMessage(body: unknown, message: string): void {
  expect((body as ApiError).message).toBe(message)
}
