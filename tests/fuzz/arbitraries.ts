import fc from 'fast-check'
import contract from '../../mocks/contract/openapi.gen.json'
import type { Operation } from '../../mocks/contract/operations'

/**
 * Bad input, derived from openapi.yaml: fast-check arbitraries that turn a schema (and a valid
 * value of it) into values that break it — a wrong type, a missing required field, an unknown
 * field, a string past maxLength or blank where the contract asks for `\S`, a number out of
 * range, a malformed id, date or email, a value outside an enum — plus the HTTP-level kinds of
 * bad request (malformed JSON, a wrong content type, an oversize body, a junk Authorization
 * header). Each value comes with `why`, a short description for failure messages.
 *
 * The arbitraries aim at invalid input but do not promise it (a random string may happen to be
 * a valid name): callers check each value with the contract's own validator (validateAt,
 * validateParameters) and keep only those it refuses. Test-only: nothing in the app imports it.
 */

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

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'array' | 'object'
const JSON_TYPES: readonly JsonType[] = [
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

function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  if (typeof value === 'object') return 'object'
  return typeof value as JsonType
}

/** The JSON types a schema admits, or null when it does not say (anything goes). */
function allowedTypes(schema: Schema): Set<JsonType> | null {
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

// ---------------------------------------------------------------------------------------------
// Hostile building blocks

/** Characters JavaScript's `\s` (and so the contract's `\S` pattern, under ajv's `u` flag) counts as blank. */
export const BLANKS = [
  ' ',
  '\t',
  '\n',
  '\r',
  '\v',
  '\f',
  '\u00a0',
  '\u1680',
  '\u2003',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u3000',
  '\ufeff',
] as const

/** Path traversal in the forms a file-name parameter meets it: plain, URL-encoded, mixed. */
export const PATH_TRAVERSALS = [
  '../../etc/passwd',
  '../../../../../../etc/shadow',
  'prompts/interviewer/../x.txt',
  'prompts/interviewer/../../package.json',
  'prompts/interviewer/../../../etc/passwd.txt',
  'prompts/interviewer/..%2F..%2Fetc%2Fpasswd.txt',
  'prompts/interviewer/%2e%2e/secret.txt',
  'prompts%2Finterviewer%2F..%2Fx.txt',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%252e%252e%252fetc%252fpasswd',
  '..%c0%af..%c0%afetc%c0%afpasswd',
  'prompts\\interviewer\\..\\x.txt',
  '/etc/passwd',
  'file:///etc/passwd',
  'prompts/interviewer/interviewer.system.prompt1.txt\u0000.png',
  'prompts/interviewer/./interviewer.system.prompt1.txt',
  'prompts//interviewer/interviewer.system.prompt1.txt',
  'PROMPTS/INTERVIEWER/INTERVIEWER.SYSTEM.PROMPT1.TXT',
  'prompts/interviewer/interviewer.system.prompt1.txt/',
  ' prompts/interviewer/interviewer.system.prompt1.txt',
] as const

/** Strings that tend to break naive code: injection, markup, control and unusual characters. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  '\u0000',
  'nul\u0000byte',
  '\u0007\u0008\u001b[31mred',
  'line\r\nX-Injected: 1',
  '\u202eevil\u202c',
  'zero\u200bwidth\u200d',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'Ｆｕｌｌｗｉｄｔｈ',
  'İıŞş ß ﬁ',
  '\ud800',
  '\udfff\ud800',
  'a\u0301\u0301\u0301\u0301',
  '%00%0d%0a',
  '%s%s%s%n',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e400',
  ...PATH_TRAVERSALS.slice(0, 4),
] as const

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc
    .tuple(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ unit: 'grapheme', maxLength: 8 }))
    .map(([a, b]) => a + b),
)

/** Units a too-long string is repeated from: ASCII, accented, astral (two UTF-16 units), control. */
const LONG_UNITS = ['x', 'é', '€', '漢', '😀', '\u0000', '\u202e', 'ab', '<', '%'] as const

/** One-or-more code points repeated to at least `length` code points (ajv counts code points). */
const longString = (length: number): fc.Arbitrary<string> =>
  fc
    .tuple(fc.constantFrom(...LONG_UNITS), fc.integer({ min: 1, max: 40 }))
    .map(([unit, extra]) => unit.repeat(Math.ceil((length + extra) / [...unit].length)))

const NOT_UUIDS = [
  '',
  '0',
  '1',
  '-1',
  'null',
  'undefined',
  'me',
  'self',
  '*',
  'in-progress',
  '00000000-0000-0000-0000-00000000000',
  '00000000-0000-0000-0000-0000000000000',
  '0000000g-0000-4000-8000-000000000001',
  '{0000000a-0000-4000-8000-000000000001}',
  '0000000a000040008000000000000001',
  '0000000a-0000-4000-8000-000000000001 ',
  ' 0000000a-0000-4000-8000-000000000001',
  '0000000a-0000-4000-8000-000000000001\u0000',
  '0000000a-0000-4000-8000-000000000001/../..',
  "0000000a-0000-4000-8000-000000000001' OR '1'='1",
  '０000000a-0000-4000-8000-000000000001',
] as const

/** A valid UUID, damaged in one of the ways a hand-built or tampered id is. */
const damagedUuid: fc.Arbitrary<string> = fc
  .tuple(fc.uuid(), fc.integer({ min: 0, max: 35 }), fc.constantFrom('g', 'z', '-', ' ', 'é', '/'))
  .chain(([uuid, index, char]) =>
    fc.constantFrom(
      uuid.slice(0, index),
      uuid.slice(0, index) + char + uuid.slice(index + 1),
      uuid + char,
      uuid.replace(/-/g, ''),
      `${uuid}/${uuid}`,
    ),
  )

const NOT_EMAILS = [
  'plainaddress',
  '@candor.test',
  'admin@',
  'admin@@candor.test',
  'ad min@candor.test',
  'admin@candor..test',
  'admin@-candor.test',
  '<script>@candor.test',
  'admin@candor.test\u0000',
  'admin@candor.test\n',
  'ädmin@cändor.test',
  "admin'--@candor.test",
  'admin@candor.test,eve@evil.test',
  `${'a'.repeat(250)}@candor.test`,
] as const

const NOT_DATE_TIMES = [
  'yesterday',
  'now',
  '0',
  '2026-11-03',
  '07:55:22Z',
  '2026-13-01T00:00:00Z',
  '2026-02-30T00:00:00Z',
  '2026-11-03T25:00:00Z',
  '2026-11-03T07:61:00Z',
  '2026-11-03T07:55:22.000Zjunk',
  '2026/11/03 07:55:22',
  '03/11/2026',
  '+275760-09-13T00:00:00.000Z',
  'Tue Nov 03 2026 07:55:22 GMT+0000',
] as const

// ---------------------------------------------------------------------------------------------
// Values of the wrong type

function valueOfType(type: JsonType): fc.Arbitrary<unknown> {
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

function wrongType(schema: Schema, field: string): fc.Arbitrary<Invalid> | null {
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

function stringViolations(s: Schema, field: string): fc.Arbitrary<Invalid>[] {
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
function notIn(values: readonly unknown[]): fc.Arbitrary<unknown> {
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

function numberViolations(s: Schema, field: string): fc.Arbitrary<Invalid>[] {
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

const resolveType = (s: Schema): string[] =>
  s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type]

/** A deterministic valid-looking sample of a simple schema, to build long or duplicate arrays. */
function sampleOf(schema: Schema, index: number): unknown {
  const s = resolve(schema)
  if (s.format === 'uuid') return `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`
  if (s.enum?.length) return s.enum[index % s.enum.length]
  const [type] = resolveType(s)
  if (type === 'integer' || type === 'number') return s.minimum ?? index
  if (type === 'boolean') return true
  return `x${index}`
}

function arrayViolations(s: Schema, field: string, valid: unknown): fc.Arbitrary<Invalid>[] {
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
const EXTRA_KEYS = [
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
function withOwn(target: object, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...target }
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true })
  return copy
}

function objectViolations(s: Schema, field: string, valid: unknown): fc.Arbitrary<Invalid>[] {
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

/** A request body that breaks its schema, starting from a valid one. */
export function invalidBody(schema: Schema, valid: unknown): fc.Arbitrary<Invalid> {
  return fc.oneof(
    { weight: 1, arbitrary: notAnObjectBody },
    { weight: 12, arbitrary: invalidValue(schema, 'body', valid) },
  )
}

const notAnObjectBody: fc.Arbitrary<Invalid> = fc
  .constantFrom<unknown>(null, [], [{}], 'body', '', 0, -1, true, false)
  .map((value) => ({ value, why: `body: not an object (${JSON.stringify(value)})` }))

export interface ParameterLike {
  name: string
  in: 'path' | 'query' | 'header'
  schema: Record<string, unknown>
}

/** Printable ASCII units a header value can carry (fetch refuses CR, LF, NUL and non-Latin-1). */
const HEADER_UNITS = [
  'x',
  '0',
  '<script>',
  '../',
  "' OR 1=1 --",
  '%00',
  '%0d%0a',
  '\t',
  'é',
] as const

/**
 * A string value for a path, query or header parameter that breaks its schema. Parameters
 * arrive as text, so typed violations are sent as their text (a number as "1.5", null as "null").
 */
export function invalidParameterValue(parameter: ParameterLike): fc.Arbitrary<Invalid<string>> {
  const field = `${parameter.in}.${parameter.name}`
  const schema = resolve(parameter.schema)
  if (parameter.in === 'header') {
    const max = schema.maxLength ?? 1024
    return fc
      .tuple(fc.constantFrom(...HEADER_UNITS), fc.integer({ min: 1, max: 64 }))
      .map(([unit, extra]) => ({
        value: unit.repeat(Math.ceil((max + extra) / unit.length)),
        why: `${field}: longer than maxLength ${max}`,
      }))
  }
  const numeric = resolveType(schema).some((type) => type === 'integer' || type === 'number')
  // Any text is a string: a string parameter can only be broken by its string constraints.
  const broken = resolveType(schema).every((type) => type === 'string')
    ? fc.oneof(...stringViolations(schema, field))
    : invalidValue(schema, field)
  const texts: fc.Arbitrary<Invalid<string>>[] = [
    broken.map(({ value, why }) => ({ value: asText(value), why })),
  ]
  if (numeric) {
    texts.push(
      fc
        .constantFrom('', ' ', 'ten', '1.5', '1,000', '0', '-1', '101', '1e3', 'NaN', 'Infinity')
        .map((value) => ({ value, why: `${field}: not a number in range` })),
    )
  }
  return fc.oneof(...texts)
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value)

/** A path segment that breaks an id, already percent-encoded for the URL, with its decoded value. */
export function invalidPathSegment(
  parameter: ParameterLike,
): fc.Arbitrary<Invalid<{ raw: string; decoded: string }>> {
  const field = `${parameter.in}.${parameter.name}`
  const encoded = fc
    .oneof(
      invalidParameterValue(parameter),
      fc.constantFrom(...PATH_TRAVERSALS).map((value) => ({
        value,
        why: `${field}: path traversal`,
      })),
    )
    // '', '.' and '..' would change the URL's path itself, not the parameter.
    .filter(({ value }) => value !== '' && value !== '.' && value !== '..')
    .map(({ value, why }) => ({ value: { raw: encodeURIComponent(value), decoded: value }, why }))
  const doubleEncoded = fc
    .constantFrom('../../etc/passwd', '..\\..\\windows', '%00', './')
    .map((value) => {
      const once = encodeURIComponent(value).replace(/\./g, '%2E')
      return {
        value: { raw: encodeURIComponent(once), decoded: once },
        why: `${field}: double-encoded ${JSON.stringify(value)}`,
      }
    })
  return fc.oneof({ weight: 5, arbitrary: encoded }, { weight: 1, arbitrary: doubleEncoded })
}

/** Texts that are not JSON: truncations of a valid body, and classic near-JSON mistakes. */
export function malformedJson(validText: string): fc.Arbitrary<Invalid<string>> {
  const near = [
    "{'a': 1}",
    '{a: 1}',
    '{"a": 1,}',
    '[1, 2',
    '"unterminated',
    'undefined',
    'NaN',
    '{"a": NaN}',
    '{"a": Infinity}',
    '{"a": 0x10}',
    '{"a": 01}',
    '{"a": "\u0000"}',
    '{"a": "\t"}',
    '{"a": 1} trailing',
    '{}{}',
    '}{',
    '\u0000',
    '<?xml version="1.0"?><a/>',
    'a=1&b=2',
    '{"__proto__":',
    '/* comment */ {}',
  ]
  return fc.oneof(
    fc
      .integer({ min: 1, max: Math.max(1, validText.length - 1) })
      .map((cut) => ({ value: validText.slice(0, cut), why: `body: truncated at ${cut}` })),
    fc.constantFrom(...near).map((value) => ({ value, why: `body: malformed JSON ${value}` })),
  )
}

/** Content types a JSON operation does not accept (sent with a valid JSON text). */
export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/json',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/jsonp',
  'application/json-patch+json',
  'application/octet-stream',
  'multipart/form-data; boundary=fuzz',
  'application',
  '*/*',
] as const

/** A JSON text of at least `bytes` UTF-8 bytes whose padding is made of `unit`. */
export function oversizeJson(bytes: number, unit = 'x'): string {
  const unitBytes = new TextEncoder().encode(unit).byteLength
  return JSON.stringify({ padding: unit.repeat(Math.ceil(bytes / unitBytes) + 1) })
}

/** Authorization header values that carry no valid token. */
export const junkAuthorization: fc.Arbitrary<Invalid<string>> = fc
  .oneof(
    fc.constantFrom(
      '',
      'Bearer',
      'Bearer ',
      'Bearer null',
      'Bearer undefined',
      'Bearer [object Object]',
      'Basic YWRtaW5AY2FuZG9yLnRlc3Q6YWRtaW4xMjM=',
      'Token abc',
      'Bearer a.b',
      'Bearer a.b.c',
      'Bearer a.b.c.d',
      'Bearer ...',
      'Bearer ../../etc/passwd',
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
    ),
    fc.string({ unit: 'grapheme-ascii', maxLength: 40 }).map((text) => `Bearer ${text}`),
    fc
      .array(fc.base64String({ maxLength: 40 }), { minLength: 3, maxLength: 3 })
      .map((parts) => `Bearer ${parts.map((p) => p.replace(/=+$/, '')).join('.')}`),
  )
  .map((value) => ({ value, why: `Authorization: ${JSON.stringify(value.slice(0, 40))}` }))
