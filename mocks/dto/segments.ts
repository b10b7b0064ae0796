import type { components } from '@/contract/schema'
import { db } from '../db'
import type { AttributeRecord, MemberAttributesRecord } from '../db/schema'
import { badRequest } from '../rules/errors'

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

/** The body's segment as terms with the attribute's name; a 400 for one the project lacks. */
export function segmentTerms(
  projectId: string,
  conditions: readonly Schemas['SegmentCondition'][],
): Schemas['SegmentTerm'][] {
  const attributes = new Map(attributesOf(projectId).map((each) => [each.id, each]))
  const seen = new Set<string>()
  return conditions.map((condition, index) => {
    const attribute = attributes.get(condition.attributeId)
    if (!attribute || seen.has(attribute.id))
      throw badRequest(
        `body.segment.${index}.attributeId`,
        'is not an attribute of this project, once',
      )
    if (!attribute.values.includes(condition.value))
      throw badRequest(
        `body.segment.${index}.value`,
        `must be one of ${attribute.values.join(', ')}`,
      )
    seen.add(attribute.id)
    return { attributeId: attribute.id, attribute: attribute.name, value: condition.value }
  })
}
