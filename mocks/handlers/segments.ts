import { managedProject } from '../rules/access'
import { db } from '../db'
import { membership } from '../db/indexes'
import { badRequest, notFound } from '../rules/errors'
import {
  attributesOf,
  memberValuesOf,
  toMemberAttributes,
  toProjectAttributes,
} from '../dto/segments'
import { currentUser, http, safe } from './context'

const folded = (text: string) => text.trim().toLocaleLowerCase()

/** The first index whose folded text repeats an earlier one, or -1. */
function firstRepeat(texts: readonly string[]): number {
  const seen = new Set<string>()
  return texts.findIndex((text) => {
    const key = folded(text)
    if (seen.has(key)) return true
    seen.add(key)
    return false
  })
}

interface AttributeInput {
  id?: string
  name: string
  values: string[]
}

function checkAttributes(projectId: string, attributes: readonly AttributeInput[]): void {
  const known = new Set(attributesOf(projectId).map((attribute) => attribute.id))
  const names = firstRepeat(attributes.map((attribute) => attribute.name))
  if (names >= 0) throw badRequest(`body.attributes.${names}.name`, 'is already used')
  attributes.forEach((attribute, index) => {
    if (attribute.id !== undefined && !known.has(attribute.id))
      throw badRequest(`body.attributes.${index}.id`, 'is not an attribute of this project')
    const repeat = firstRepeat(attribute.values)
    if (repeat >= 0) throw badRequest(`body.attributes.${index}.values.${repeat}`, 'is repeated')
  })
  const ids = attributes.flatMap((attribute) => (attribute.id ? [attribute.id] : []))
  const repeatedId = firstRepeat(ids)
  if (repeatedId >= 0) throw badRequest('body.attributes', 'name an attribute id twice')
}

/** docs/product.md#segments */
export const segmentHandlers = [
  http.get(
    '/projects/{id}/attributes',
    safe(async ({ request, params, response }) => {
      const project = managedProject(await currentUser(request), params.id)
      return response(200).json(toProjectAttributes(project.id))
    }),
  ),

  http.put(
    '/projects/{id}/attributes',
    safe(async ({ request, params, response }) => {
      const project = managedProject(await currentUser(request), params.id)
      const { attributes } = await request.json()
      checkAttributes(project.id, attributes)
      const kept = new Map<string, string[]>()
      for (const [position, input] of attributes.entries()) {
        const name = input.name.trim()
        const values = input.values.map((value) => value.trim())
        if (input.id === undefined) {
          const id = crypto.randomUUID()
          await db.attributes.create({ id, projectId: project.id, name, values, position })
          kept.set(id, values)
        } else {
          await db.attributes.update((q) => q.where({ id: input.id }), {
            data(record) {
              record.name = name
              record.values = values
              record.position = position
            },
          })
          kept.set(input.id, values)
        }
      }
      db.attributes.deleteMany((q) =>
        q.where({ projectId: project.id }).and((attribute) => !kept.has(attribute.id)),
      )
      // A value whose attribute or allowed value is gone is no longer set.
      for (const member of memberValuesOf(project.id)) {
        const values = Object.fromEntries(
          Object.entries(member.values).filter(([id, value]) => kept.get(id)?.includes(value)),
        )
        if (Object.keys(values).length !== Object.keys(member.values).length)
          await db.memberAttributes.update((q) => q.where({ id: member.id }), {
            data(record) {
              record.values = values
            },
          })
      }
      return response(200).json(toProjectAttributes(project.id))
    }),
  ),

  http.put(
    '/projects/{id}/members/{userId}/attributes',
    safe(async ({ request, params, response }) => {
      const project = managedProject(await currentUser(request), params.id)
      if (!membership(project.id, params.userId)) throw notFound('Member')
      const { values } = await request.json()
      const attributes = new Map(attributesOf(project.id).map((each) => [each.id, each]))
      for (const [id, value] of Object.entries(values)) {
        const attribute = attributes.get(id)
        if (!attribute) throw badRequest(`body.values.${id}`, 'is not an attribute of this project')
        if (!attribute.values.includes(value))
          throw badRequest(`body.values.${id}`, `must be one of ${attribute.values.join(', ')}`)
      }
      const where = { projectId: project.id, userId: params.userId }
      const existing = db.memberAttributes.findFirst((q) => q.where(where))
      if (existing)
        await db.memberAttributes.update((q) => q.where({ id: existing.id }), {
          data(record) {
            record.values = { ...values }
          },
        })
      else await db.memberAttributes.create({ id: crypto.randomUUID(), ...where, values })
      return response(200).json(toMemberAttributes({ userId: params.userId, values }))
    }),
  ),
]
