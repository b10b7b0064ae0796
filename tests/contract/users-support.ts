import { expect } from 'vitest'
import { fixtureIds, projectMembers } from '../../fixtures'
import type { components } from '@/contract/schema'
import { call } from './harness'
import { seededAccounts } from '../support/accounts'

/** Fixtures and assertions shared by the users contract tests (users-*.test.ts). */

export type Schemas = components['schemas']
export type User = Schemas['User']
export type CreateUserResponse = Schemas['CreateUserResponse']
export type ResetPasswordResponse = Schemas['ResetPasswordResponse']
export type Member = Schemas['ProjectMember']
export type Project = Schemas['Project']
export type Interview = Schemas['ProjectInterview']
export type ApiError = Schemas['Error']

export const users = fixtureIds.users
export const { coffee, network } = fixtureIds.projects
export const unknownUser = '0000000a-0000-4000-8000-0000000000ff'
export const unknownProject = '0000000b-0000-4000-8000-0000000000ff'
export const WARNING = 'Save this password now: it will not be shown again.'
export const priya = seededAccounts.priya

export const newUser = {
  email: 'Quinn.Taylor@Candor.test',
  firstName: ' Quinn ',
  lastName: 'Taylor',
  role: 'interviewee',
  projectIds: [coffee],
} as const

export const priyaEdit = {
  email: 'priya.raman@candor.test',
  firstName: 'Priya',
  lastName: 'Raman',
  role: 'interviewee',
} as const

export const ids = (items: readonly { id: string }[]) => items.map((item) => item.id)

export function expectNoPassword(body: unknown): void {
  expect(JSON.stringify(body)).not.toMatch(/password/i)
}

export function expectMessage(body: unknown, message: string): void {
  expect((body as ApiError).message).toBe(message)
}

export function expectGeneratedPassword(password: string): void {
  expect(password.length).toBeGreaterThanOrEqual(12)
  expect(password).toMatch(/^[A-Za-z0-9]+$/)
  expect(password).toMatch(/[A-Za-z]/)
  expect(password).toMatch(/\d/)
}

/** The user ids of a project's fixture members, in invitation order, less the ones left out. */
export function fixtureMemberIds(projectId: string, ...without: string[]): string[] {
  return projectMembers
    .filter((member) => member.projectId === projectId && !without.includes(member.userId))
    .sort((a, b) => a.invitedAt.localeCompare(b.invitedAt))
    .map((member) => member.userId)
}

/** Every user, as an admin (`token`) lists them. */
export async function listUsers(token: string): Promise<User[]> {
  const result = await call<User[]>('listUsers', { token })
  expect(result.status).toBe(200)
  return result.body
}

/** A project's members, as an admin (`token`) lists them. */
export async function membersOf(token: string, projectId: string): Promise<Member[]> {
  return (await call<Member[]>('listProjectMembers', { token, params: { id: projectId } })).body
}
