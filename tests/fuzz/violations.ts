import fc from 'fast-check'
import {
  JSON_TYPES,
  resolve,
  allowedTypes,
  type Schema,
  type Invalid,
  type JsonType,
} from './schema'
import {
  BLANKS,
  PATH_TRAVERSALS,
  hostileString,
  longString,
  NOT_UUIDS,
  damagedUuid,
  NOT_EMAILS,
  NOT_DATE_TIMES,
} from './hostile-values'

/**
 * Values that break a schema: the wrong type, and the violations per kind of schema, nested
 * fields included.
 */

export function valueOfType(type: JsonType): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return fc.oneof(
        fc.constantFrom('0', '1', 'true', 'false', 'null', '[]', '{}', ''),
        fc.string({ maxLength: 12 }),
      )
    case 'integer':
      return fc.oneof(fc.constantFrom(0, -1, 1, 2 ** 53), fc.integer())
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n))
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 })
    case 'object':
      return fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), {
        maxKeys: 3,
      })
  }
}

export function wrongType(schema: Schema, field: string): fc.Arbitrary<Invalid> | null {
  const allowed = allowedTypes(schema)
  if (!allowed) return null
  const wrong = JSON_TYPES.filter((type) => {
    if (type === 'integer') return !allowed.has('integer')
    return !allowed.has(type)
  })
  if (wrong.length === 0) return null
  return fc.oneof(
    ...wrong.map((type) =>
      valueOfType(type).map((value) => ({ value, why: `${field}: wrong type (${type})` })),
    ),
  )
}

// ---------------------------------------------------------------------------------------------
// Violations per kind of schema

export function stringViolations(s: Schema, field: string): fc.Arbitrary<Invalid>[] {
  const out: fc.Arbitrary<Invalid>[] = []
  const tag = (why: string) => (value: unknown) => ({ value, why: `${field}: ${why}` })
  if (s.maxLength !== undefined) {
    out.push(longString(s.maxLength + 1).map(tag(`longer than maxLength ${s.maxLength}`)))
  }
  if (s.minLength !== undefined && s.minLength > 0) {
    out.push(
      fc
        .string({ unit: 'grapheme', maxLength: s.minLength - 1 })
        .map(tag(`shorter than minLength ${s.minLength}`)),
    )
  }
  if (s.pattern === '\\S') {
    out.push(
      fc
        .array(fc.constantFrom(...BLANKS), { minLength: 1, maxLength: 8 })
        .map((chars) => chars.join(''))
        .map(tag('blank')),
    )
  } else if (s.pattern !== undefined) {
    out.push(
      fc
        .oneof(fc.constantFrom(...PATH_TRAVERSALS), hostileString)
        .map(tag(`not matching ${s.pattern}`)),
    )
  }
  if (s.format === 'uuid') {
    out.push(
      fc
        .oneof(fc.constantFrom(...NOT_UUIDS), damagedUuid, fc.constantFrom(...PATH_TRAVERSALS))
        .map(tag('not a UUID')),
    )
  } else if (s.format === 'email') {
    out.push(fc.oneof(fc.constantFrom(...NOT_EMAILS), hostileString).map(tag('not an email')))
  } else if (s.format === 'date-time') {
    out.push(
      fc
        .oneof(
          fc.constantFrom(...NOT_DATE_TIMES),
          fc
            .date({ noInvalidDate: true, min: new Date(0), max: new Date('2100-01-01') })
            .map((date) => date.toString()),
          hostileString,
        )
        .map(tag('not a date-time')),
    )
  }
  if (s.enum) out.push(notIn(s.enum).map(tag('not one of the enum')))
  if (s.const !== undefined) out.push(notIn([s.const]).map(tag('not the constant')))
  if (out.length === 0) out.push(hostileString.map(tag('hostile string')))
  return out
}

/** Near misses of an enum (case, padding, NUL, plural, lookalike role names) and junk. */
export function notIn(values: readonly unknown[]): fc.Arbitrary<unknown> {
  const strings = values.filter((value): value is string => typeof value === 'string')
  const near = strings.flatMap((value) => [
    value.toUpperCase(),
    value[0]?.toUpperCase() + value.slice(1),
    ` ${value}`,
    `${value} `,
    `${value}\u0000`,
    `${value}s`,
    value.slice(0, -1),
    value.replace(/_/g, '-'),
    value.replace(/_/g, ''),
  ])
  const junk = ['', 'admin', 'root', 'superuser', 'owner', '*', 'all', 'true', 'null', 'unknown_']
  return fc.oneof(fc.constantFrom(...near, ...junk), hostileString, fc.constantFrom(false, 0, 1))
}

export function numberViolations(s: Schema, field: string): fc.Arbitrary<Invalid>[] {
  const out: fc.Arbitrary<Invalid>[] = []
  const tag = (why: string) => (value: unknown) => ({ value, why: `${field}: ${why}` })
  const integer = resolveType(s).includes('integer') && !resolveType(s).includes('number')
  if (s.minimum !== undefined) {
    out.push(
      fc
        .oneof(
          fc.integer({ min: -1_000_000, max: s.minimum - 1 }),
          fc.constantFrom(s.minimum - 0.5, -(2 ** 53), -1e21),
        )
        .map(tag(`below minimum ${s.minimum}`)),
    )
  }
  if (s.maximum !== undefined) {
    out.push(
      fc
        .oneof(
          fc.integer({ min: s.maximum + 1, max: s.maximum + 1_000_000 }),
          fc.constantFrom(s.maximum + 0.5, 2 ** 53 + 2, 1e21, Number.MAX_VALUE),
        )
        .map(tag(`above maximum ${s.maximum}`)),
    )
  }
  if (integer) {
    const low = s.minimum ?? -1000
    const high = s.maximum ?? 1000
    out.push(
      fc
        .double({ min: low, max: high, noNaN: true, noDefaultInfinity: true })
        .filter((n) => !Number.isInteger(n))
        .map(tag('not an integer')),
    )
  }
  return out
}

export const resolveType = (s: Schema): string[] =>
  s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type]

/** A deterministic valid-looking sample of a simple schema, to build long or duplicate arrays. */
export function sampleOf(schema: Schema, index: number): unknown {
  const s = resolve(schema)
  if (s.format === 'uuid') return `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`
  if (s.enum?.length) return s.enum[index % s.enum.length]
  const [type] = resolveType(s)
  if (type === 'integer' || type === 'number') return s.minimum ?? index
  if (type === 'boolean') return true
  return `x${index}`
}

export function arrayViolations(s: Schema, field: string, valid: unknown): fc.Arbitrary<Invalid>[] {
  const out: fc.Arbitrary<Invalid>[] = []
  const base: unknown[] = Array.isArray(valid) ? (valid as unknown[]) : []
  if (s.items) {
    out.push(
      fc
        .tuple(invalidValue(s.items, `${field}[]`), fc.nat({ max: base.length }))
        .map(([bad, at]) => ({
          value: [...base.slice(0, at), bad.value, ...base.slice(at)],
          why: bad.why,
        })),
    )
  }
  if (s.maxItems !== undefined && s.items) {
    const items = s.items
    out.push(
      fc.integer({ min: 1, max: 5 }).map((extra) => ({
        value: Array.from({ length: (s.maxItems ?? 0) + extra }, (_, i) => sampleOf(items, i)),
        why: `${field}: more than maxItems ${s.maxItems}`,
      })),
    )
  }
  if (s.uniqueItems && s.items) {
    const first = base[0] ?? sampleOf(s.items, 0)
    out.push(fc.constant({ value: [...base, first, first], why: `${field}: duplicate items` }))
  }
  return out
}

/** Keys an attacker adds to a body: prototype pollution, privilege fields, internal fields. */
export const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'role',
  'isAdmin',
  'admin',
  'id',
  'userId',
  'leadUserId',
  'password',
  'passwordHash',
  'passwordSalt',
  'sessionId',
  'status',
  'createdAt',
  '',
  ' ',
  'name ',
  'Name',
  '$where',
] as const

/** Sets an own property, `__proto__` included (plain assignment would set the prototype). */
export function withOwn(target: object, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...target }
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true })
  return copy
}

export function objectViolations(
  s: Schema,
  field: string,
  valid: unknown,
): fc.Arbitrary<Invalid>[] {
  const out: fc.Arbitrary<Invalid>[] = []
  const base =
    typeof valid === 'object' && valid !== null && !Array.isArray(valid)
      ? (valid as Record<string, unknown>)
      : {}
  const properties = s.properties ?? {}
  const present = (s.required ?? []).filter((key) => key in base)
  if (present.length > 0) {
    out.push(
      fc.constantFrom(...present).map((key) => {
        const { [key]: _dropped, ...rest } = base
        return { value: rest, why: `${field}.${key}: missing (required)` }
      }),
    )
  }
  if (s.additionalProperties === false) {
    out.push(
      fc
        .tuple(
          fc
            .oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ unit: 'grapheme', maxLength: 12 }))
            .filter((key) => !Object.hasOwn(properties, key)),
          fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileString),
        )
        .map(([key, value]) => ({
          value: withOwn(base, key, value),
          why: `${field}.${JSON.stringify(key)}: unknown field`,
        })),
    )
  }
  if (s.minProperties !== undefined && s.minProperties > 0) {
    out.push(fc.constant({ value: {}, why: `${field}: fewer than ${s.minProperties} fields` }))
  }
  const names = Object.keys(properties)
  if (names.length > 0) {
    out.push(
      fc.constantFrom(...names).chain((key) =>
        invalidValue(properties[key] ?? {}, `${field}.${key}`, base[key]).map((bad) => ({
          value: withOwn(base, key, bad.value),
          why: bad.why,
        })),
      ),
    )
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// Public arbitraries

/**
 * Values that break `schema` at `field`; `valid` (a conforming value, when known) is what
 * object and array violations start from, so that only one thing is wrong at a time.
 */
export function invalidValue(
  schema: Schema,
  field: string,
  valid?: unknown,
): fc.Arbitrary<Invalid> {
  const s = resolve(schema)
  const branches = s.oneOf ?? s.anyOf
  const out: fc.Arbitrary<Invalid>[] = []
  const typed = wrongType(s, field)
  if (typed) out.push(typed)
  const kinds: Schema[] = branches ? branches.map(resolve) : [s]
  for (const kind of kinds) {
    const types = resolveType(kind)
    if (types.includes('string') || kind.format || kind.pattern || kind.maxLength !== undefined) {
      out.push(...stringViolations(kind, field))
    } else if (kind.enum || kind.const !== undefined) {
      out.push(...stringViolations(kind, field))
    }
    if (types.includes('integer') || types.includes('number')) {
      out.push(...numberViolations(kind, field))
    }
    if (types.includes('array')) out.push(...arrayViolations(kind, field, valid))
    if (types.includes('object') || kind.properties) {
      out.push(...objectViolations(kind, field, valid))
    }
  }
  if (out.length === 0) {
    // An unconstrained schema: nothing is invalid by value; offer junk and let the validator judge.
    out.push(hostileString.map((value) => ({ value, why: `${field}: hostile string` })))
  }
  return fc.oneof(...out)
}
