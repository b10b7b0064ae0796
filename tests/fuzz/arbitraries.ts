import fc from 'fast-check'
import { resolve, type Schema, type Invalid } from './schema'
import { PATH_TRAVERSALS } from './hostile-values'
import { stringViolations, resolveType, invalidValue } from './violations'

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

function encodable(value: string): boolean {
  try {
    encodeURIComponent(value)
    return true
  } catch {
    return false
  }
}

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
    // '', '.' and '..' would change the URL's path itself, not the parameter; a lone surrogate
    // has no UTF-8 form, so no URL can carry it.
    .filter(({ value }) => value !== '' && value !== '.' && value !== '..' && encodable(value))
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
