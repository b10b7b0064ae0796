import type { components } from '@/api/schema'
import { db } from '../db'
import type { AttributeRecord, MemberAttributesRecord } from '../db/schema'

type Schemas = components['schemas']

/** Record → contract shapes of participant attributes (docs/product.md#segments). */

export const attributesOf = (projectId: string): AttributeRecord[] =>
  db.attributes.findMany((q) => q.where({ projectId }), { orderBy: { position: 'asc' } })

export const memberValuesOf = (projectId: string): MemberAttributesRecord[] =>
  db.memberAttributes.findMany((q) => q.where({ projectId }))

const toAttribute = ({ id, name, values }: AttributeRecord): Schemas['ProjectAttribute'] => ({
  id,
  name,
  values: [...values],
})

export const toMemberAttributes = ({
  userId,
  values,
}: Pick<MemberAttributesRecord, 'userId' | 'values'>): Schemas['MemberAttributes'] => ({
  userId,
  values: { ...values },
})

export function toProjectAttributes(projectId: string): Schemas['ProjectAttributes'] {
  return {
    attributes: attributesOf(projectId).map(toAttribute),
    members: memberValuesOf(projectId)
      .filter((member) => Object.keys(member.values).length > 0)
      .map(toMemberAttributes),
  }
}
