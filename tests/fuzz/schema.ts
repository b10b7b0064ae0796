import contract from '../../mocks/contract/openapi.gen.json'
import type { Operation } from '../../mocks/contract/operations'

/** The contract's schemas as the fuzz arbitraries read them: references resolved, JSON types. */

export interface Schema {
  $ref?: string
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  additionalProperties?: boolean | Schema
  minProperties?: number
  items?: Schema
  maxItems?: number
  uniqueItems?: boolean
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  enum?: unknown[]
  const?: unknown
  minimum?: number
  maximum?: number
  oneOf?: Schema[]
  anyOf?: Schema[]
}

export interface Invalid<T = unknown> {
  value: T
  /** What was broken, naming the field (`body.email: wrong type (number)`). */
  why: string
}

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'array' | 'object'
export const JSON_TYPES: readonly JsonType[] = [
  'string',
  'number',
  'integer',
  'boolean',
  'null',
  'array',
  'object',
]

/** Follows `#/…` references through the contract; sibling keywords of a $ref are kept. */
export function resolve(schema: Schema): Schema {
  let current = schema
  for (let depth = 0; current.$ref !== undefined; depth++) {
    if (depth > 20) throw new Error(`Reference loop at ${schema.$ref}`)
    const { $ref, ...siblings } = current
    current = { ...schemaAt($ref.replace(/^#/, '')), ...siblings }
  }
  return current
}

/** The schema at a JSON pointer of the contract (`/components/schemas/Id`). */
export function schemaAt(pointer: string): Schema {
  let node: unknown = contract
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    node = (node as Record<string, unknown> | undefined)?.[key]
  }
  if (typeof node !== 'object' || node === null) throw new Error(`No schema at ${pointer}`)
  return node
}

/** The request body schema of an operation for a media type, or undefined when it has none. */
export function requestBodySchema(
  operation: Operation,
  mediaType = 'application/json',
): Schema | undefined {
  if (!operation.bodyTypes.includes(mediaType)) return undefined
  const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1')
  return resolve(
    schemaAt(
      `/paths/${escape(operation.path)}/${operation.method}/requestBody/content/${escape(mediaType)}/schema`,
    ),
  )
}

export function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  if (typeof value === 'object') return 'object'
  return typeof value as JsonType
}

/** The JSON types a schema admits, or null when it does not say (anything goes). */
export function allowedTypes(schema: Schema): Set<JsonType> | null {
  const s = resolve(schema)
  if (s.const !== undefined) return new Set([jsonTypeOf(s.const)])
  if (s.enum) return new Set(s.enum.map(jsonTypeOf))
  if (s.type !== undefined) {
    const types = new Set((Array.isArray(s.type) ? s.type : [s.type]) as JsonType[])
    if (types.has('number')) types.add('integer')
    return types
  }
  const branches = s.oneOf ?? s.anyOf
  if (branches) {
    const union = new Set<JsonType>()
    for (const branch of branches) {
      const types = allowedTypes(branch)
      if (!types) return null
      types.forEach((type) => union.add(type))
    }
    return union
  }
  if (s.properties) return new Set(['object'])
  return null
}
