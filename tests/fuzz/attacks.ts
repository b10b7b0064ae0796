import fc from 'fast-check'
import {
  invalidBody,
  invalidParameterValue,
  invalidPathSegment,
  junkAuthorization,
  malformedJson,
  oversizeJson,
  WRONG_CONTENT_TYPES,
  type ParameterLike,
} from './arbitraries'
import { requestBodySchema } from './schema'
import type { Operation } from '../../mocks/contract/operations'
import type { Body } from './http'
import type { Caller, FuzzContext, HostileCase, Rejection, RequestSpec } from './scenario-kit'
import { fill, scenarios } from './scenarios'

/** The bad requests made from one operation's baseline: one generator per way of breaking it. */

/** One bad request: the baseline with one thing broken, and the status it must get. */
export interface Attack {
  why: string
  expect: Rejection
  as: Caller
  /** Replaces the caller's Authorization header. */
  authorization?: string
  path: Record<string, { raw: string; decoded: string }>
  query: Record<string, string>
  headers?: Record<string, string>
  body?: Body
  /** schema: invalid by the contract (checked before sending); rule: valid, refused by a rule. */
  kind: 'schema' | 'http' | 'auth' | 'rule'
}

export interface Generator {
  name: string
  arbitrary: fc.Arbitrary<Attack>
  /** Weight in the random pass (0: only in the first pass). */
  weight: number
  /** Sent in the first pass instead of one sample of the arbitrary. */
  fixed?: Attack[]
}

export const encoded = (path: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(path).map(([name, value]) => [
      name,
      { raw: encodeURIComponent(value), decoded: value },
    ]),
  )

export function specBody(spec: RequestSpec): Body | undefined {
  if (spec.rawBody) return spec.rawBody
  return spec.body === undefined ? undefined : { kind: 'json', value: spec.body }
}

export function fillSpec<T extends Partial<RequestSpec>>(spec: T, ctx: FuzzContext): T {
  if (!spec.path) return spec
  const path = Object.fromEntries(
    Object.entries(spec.path).map(([name, value]) => [name, fill(value, ctx)]),
  )
  return { ...spec, path }
}

export function generatorsFor(
  operation: Operation,
  base: RequestSpec,
  ctx: FuzzContext,
): Generator[] {
  const start: Omit<Attack, 'why' | 'expect' | 'kind'> = {
    as: base.as,
    path: encoded(base.path ?? {}),
    query: base.query ?? {},
    body: specBody(base),
  }
  const generators: Generator[] = []
  const add = (name: string, weight: number, arbitrary: fc.Arbitrary<Attack>, fixed?: Attack[]) =>
    generators.push({ name, weight, arbitrary, fixed })
  const parameters = operation.parameters as ParameterLike[]
  const jsonSchema = requestBodySchema(operation)
  const validText = base.body === undefined ? undefined : JSON.stringify(base.body)

  if (jsonSchema && base.body !== undefined && validText !== undefined) {
    add(
      'body',
      6,
      invalidBody(jsonSchema, base.body).map(({ value, why }) => ({
        ...start,
        body: { kind: 'json', value },
        why,
        expect: 400,
        kind: 'schema',
      })),
    )
    add(
      'malformed JSON',
      1,
      malformedJson(validText).map(({ value, why }) => ({
        ...start,
        body: { kind: 'text', text: value, contentType: 'application/json' },
        why,
        expect: 400,
        kind: 'schema',
      })),
    )
    add(
      'content type',
      1,
      fc.constantFrom(...WRONG_CONTENT_TYPES, '').map((contentType) => ({
        ...start,
        // Bytes, so that fetch adds no content type of its own when there is none.
        body: { kind: 'text', text: new TextEncoder().encode(validText), contentType },
        why: `body sent as ${JSON.stringify(contentType)}`,
        expect: 400,
        kind: 'http',
      })),
    )
    for (const [unit, bytes, label] of [
      ['x', 2 * 1024 * 1024, '2 MiB of ASCII'],
      ['€', 1.1 * 1024 * 1024, '1.1 MiB of UTF-8 in 0.4 Mi characters'],
    ] as const) {
      add(
        `oversize ${unit}`,
        0,
        fc.constant({
          ...start,
          body: { kind: 'text', text: oversizeJson(bytes, unit), contentType: 'application/json' },
          why: `body of ${label}`,
          expect: 413,
          kind: 'http',
        }),
      )
    }
  }
  if (operation.bodyRequired) {
    add(
      'missing body',
      1,
      fc
        .constantFrom<[string, Body | undefined]>(
          ['no body', undefined],
          ['empty JSON body', { kind: 'text', text: '', contentType: 'application/json' }],
        )
        .map(([why, body]) => ({ ...start, body, why, expect: 400, kind: 'schema' })),
    )
  }
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    add(
      `path.${parameter.name}`,
      3,
      invalidPathSegment(parameter).map(({ value, why }) => ({
        ...start,
        path: { ...start.path, [parameter.name]: value },
        why,
        expect: 400,
        kind: 'schema',
      })),
    )
  }
  const queries = parameters.filter((p) => p.in === 'query')
  if (queries.length > 0) {
    add(
      'query',
      5,
      fc.constantFrom(...queries).chain((parameter) =>
        invalidParameterValue(parameter).map(({ value, why }) => ({
          ...start,
          query: { ...start.query, [parameter.name]: value },
          why,
          expect: 400 as const,
          kind: 'schema' as const,
        })),
      ),
    )
  }
  add(
    'header',
    1,
    fc.constantFrom(...parameters.filter((p) => p.in === 'header')).chain((parameter) =>
      invalidParameterValue(parameter).map(({ value, why }) => ({
        ...start,
        headers: { [parameter.name]: value },
        why,
        expect: 400 as const,
        kind: 'schema' as const,
      })),
    ),
  )
  if (!operation.roles.includes('anonymous')) {
    const withToken = ({ value, why }: { value: string; why: string }): Attack => ({
      ...start,
      authorization: value,
      why,
      expect: 401,
      kind: 'auth',
    })
    const badTokens = ctx.badTokens.map(({ why, token }) => ({
      value: `Bearer ${token}`,
      why: `token: ${why}`,
    }))
    add('junk token', 1, junkAuthorization.map(withToken))
    // Each forged token is sent once, in the first pass.
    add('bad token', 0, fc.constantFrom(...badTokens).map(withToken), badTokens.map(withToken))
  }
  const hostile = scenarios[operation.operationId]?.hostile?.(ctx) ?? []
  hostile.forEach((arbitrary, index) =>
    add(
      `rule ${index + 1}`,
      4 / hostile.length,
      arbitrary.map((raw: HostileCase) => {
        const hostileCase = fillSpec(raw, ctx)
        return {
          ...start,
          as: hostileCase.as ?? start.as,
          path: { ...start.path, ...encoded(hostileCase.path ?? {}) },
          query: { ...start.query, ...hostileCase.query },
          body:
            hostileCase.rawBody ??
            (hostileCase.body === undefined
              ? start.body
              : { kind: 'json', value: hostileCase.body }),
          why: hostileCase.why,
          expect: hostileCase.expect,
          kind: 'rule',
        }
      }),
    ),
  )
  return generators
}
