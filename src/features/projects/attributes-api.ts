/**
 * A project's attributes and its members' values (docs/product.md#segments), as mutations
 * (docs/architecture.md#server-state) of the entry src/api/shared-queries.ts reads.
 */
import type { QueryClient } from '@tanstack/react-query'
import { serverMessage } from '@/api/call'
import { unwrap } from '@/api/query'
import { setMemberAttributes, updateProjectAttributes } from '@/api/resources/segments'
import { projectAttributesQuery } from '@/api/shared-queries'
import type { ApiSchemas, MemberAttributes, ProjectAttributes } from '@/contract/types'
import { SHARED_MESSAGES } from '@/domain/messages'
import { ATTRIBUTE_MESSAGES } from './messages'

/** Edit Project's attributes: the entry takes the server's answer. */
export const saveProjectAttributesMutation = (client: QueryClient, projectId: string) => ({
  mutationFn: (attributes: ApiSchemas['UpdateAttributesRequest']['attributes']) =>
    unwrap(
      updateProjectAttributes(
        projectId,
        { attributes },
        // The server names what it refused (a repeated name or value).
        { failure: serverMessage(ATTRIBUTE_MESSAGES.save), fields: { projectId } },
      ),
    ),
  onSuccess: (saved: ProjectAttributes) =>
    client.setQueryData(projectAttributesQuery(projectId).queryKey, saved),
})

/** Edit attributes of a member: the member's values in the entry become the server's answer. */
export const saveMemberAttributesMutation = (client: QueryClient, projectId: string) => ({
  mutationFn: ({ userId, values }: MemberAttributes) =>
    unwrap(
      setMemberAttributes(projectId, userId, values, {
        failure: ATTRIBUTE_MESSAGES.save,
        fields: { projectId, userId },
      }),
    ),
  onSuccess: (saved: MemberAttributes) =>
    client.setQueryData(
      projectAttributesQuery(projectId).queryKey,
      (data) =>
        data && {
          ...data,
          members: [...data.members.filter((each) => each.userId !== saved.userId), saved],
        },
    ),
})

/** 'Plan: Subscriber · Office size: Under 20', or 'Not set'. */
export function describeValues(data: ProjectAttributes, userId: string): string {
  const values = data.members.find((member) => member.userId === userId)?.values ?? {}
  const parts = data.attributes.flatMap((attribute) => {
    const value = values[attribute.id]
    return value === undefined ? [] : [`${attribute.name}: ${value}`]
  })
  return parts.length === 0 ? SHARED_MESSAGES.notSet : parts.join(' · ')
}
