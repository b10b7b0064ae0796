import { serverMessage, type Outcome } from '@/api/call'
import {
  getProjectAttributes,
  setMemberAttributes,
  updateProjectAttributes,
} from '@/api/resources/segments'
import type { ApiSchemas, MemberAttributes, ProjectAttributes } from '@/contract/types'

/** Texts of the attributes' failures (docs/product.md#segments). */
const ATTRIBUTE_MESSAGES = {
  load: 'Failed to load attributes',
  save: 'Failed to save attributes',
} as const

export const loadProjectAttributes = (projectId: string): Promise<Outcome<ProjectAttributes>> =>
  getProjectAttributes(projectId, { failure: ATTRIBUTE_MESSAGES.load, fields: { projectId } })

export const saveProjectAttributes = (
  projectId: string,
  attributes: ApiSchemas['UpdateAttributesRequest']['attributes'],
): Promise<Outcome<ProjectAttributes>> =>
  updateProjectAttributes(
    projectId,
    { attributes },
    // The server names what it refused (a repeated name or value).
    { failure: serverMessage(ATTRIBUTE_MESSAGES.save), fields: { projectId } },
  )

export const saveMemberAttributes = (
  projectId: string,
  userId: string,
  values: Record<string, string>,
): Promise<Outcome<MemberAttributes>> =>
  setMemberAttributes(projectId, userId, values, {
    failure: ATTRIBUTE_MESSAGES.save,
    fields: { projectId, userId },
  })

/** 'Plan: Subscriber · Office size: Under 20', or 'Not set'. */
export function describeValues(data: ProjectAttributes, userId: string): string {
  const values = data.members.find((member) => member.userId === userId)?.values ?? {}
  const parts = data.attributes.flatMap((attribute) => {
    const value = values[attribute.id]
    return value === undefined ? [] : [`${attribute.name}: ${value}`]
  })
  return parts.length === 0 ? 'Not set' : parts.join(' · ')
}
