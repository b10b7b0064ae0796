import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import contract from '../../mocks/contract/openapi.gen.json'
import { operationById, type Operation } from '../../mocks/contract/operations'
import {
  validateAt,
  validateResponse,
  type ValidationProblem,
} from '../../mocks/contract/validation'
import { seedDatabase } from '../../mocks/db/seed'
import { mockServer } from '../../mocks/node'
import { credentialsOf, type Credentials, type DemoRole } from '../support/accounts'

/**
 * Drives the mock over HTTP (msw/node intercepts fetch) and checks every answer against
 * openapi.yaml: a response whose status or body drifts from the contract fails the test with
 * the operation and the schema problem.
 */

export const BASE = 'http://candor.test/api'

/** Starts the node mock for this test file and reseeds before each test. */
export function useMockServer(): void {
  beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
  beforeEach(async () => {
    await seedDatabase()
  })
  afterEach(() => mockServer.resetHandlers())
  afterAll(() => mockServer.close())
}

export interface CallOptions {
  params?: Record<string, string>
  query?: Record<string, string | number | boolean>
  body?: unknown
  /** A raw body sent as is (for malformed JSON or multipart). */
  rawBody?: BodyInit
  contentType?: string
  token?: string | null
  headers?: Record<string, string>
}

export interface CallResult<T = unknown> {
  status: number
  body: T
  headers: Headers
}

/** Calls an operation by its operationId and validates the answer against the contract. */
export async function call<T = unknown>(
  operationId: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const operation = operationById(operationId)
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = options.params?.[name]
    if (value === undefined) throw new Error(`${operationId}: missing path parameter ${name}`)
    return encodeURIComponent(value)
  })
  const url = new URL(BASE + path)
  for (const [key, value] of Object.entries(options.query ?? {}))
    url.searchParams.set(key, String(value))
  const headers = new Headers(options.headers)
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`)
  let body: BodyInit | undefined = options.rawBody
  if (body === undefined && options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers.set('Content-Type', 'application/json')
  }
  if (options.contentType) headers.set('Content-Type', options.contentType)
  const response = await fetch(url, { method: operation.method.toUpperCase(), headers, body })
  const text = await response.text()
  const parsed: unknown = text ? JSON.parse(text) : null
  const problem =
    validateResponse(operation, response.status, parsed) ??
    validateResponseHeaders(operation, response.status, response.headers)
  expect(problem, `${operationId} answered ${response.status} ${text.slice(0, 300)}`).toBeNull()
  return { status: response.status, body: parsed as T, headers: response.headers }
}

interface HeaderObject {
  required?: boolean
  schema?: { type?: string }
}
type MaybeRef<T> = T | { $ref: string }

/** A `#/components/...` reference's JSON pointer and the object it names. */
function resolve<T>(value: MaybeRef<T>, pointer: string): { value: T; pointer: string } {
  if (typeof value !== 'object' || value === null || !('$ref' in value)) return { value, pointer }
  const target = value.$ref.slice(1)
  const found = target
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], contract)
  return { value: found as T, pointer: target }
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1')

/**
 * The answer's headers against the ones its contract response declares (X-Next-Cursor,
 * X-Total-Count, …): a required one must be there, and each one sent must match its schema.
 */
function validateResponseHeaders(
  operation: Operation,
  status: number,
  headers: Headers,
): ValidationProblem | null {
  const paths = contract.paths as unknown as Record<string, Record<string, unknown>>
  const responses = (paths[operation.path]?.[operation.method] as { responses: object }).responses
  const base = `/paths/${escapePointer(operation.path)}/${operation.method}/responses/${status}`
  const raw = (responses as Record<string, MaybeRef<{ headers?: object }>>)[String(status)]
  if (raw === undefined) return null
  const answer = resolve(raw, base)
  const declared = (answer.value.headers ?? {}) as Record<string, MaybeRef<HeaderObject>>
  for (const [name, header] of Object.entries(declared)) {
    const { value, pointer } = resolve(header, `${answer.pointer}/headers/${escapePointer(name)}`)
    const sent = headers.get(name)
    const field = `header.${name}`
    if (sent === null) {
      if (value.required) return { field, message: 'is required' }
      continue
    }
    // Header values are text: a numeric one is checked as its number ('' stays text and fails).
    const numeric = value.schema?.type === 'integer' || value.schema?.type === 'number'
    const typed = numeric && sent.trim() !== '' ? Number(sent) : sent
    const problem = validateAt(`${pointer}/schema`, typed, field)
    if (problem) return problem
  }
  return null
}

/** Signs in through the API, its answer checked against the contract, and returns the token. */
export async function tokenFor(who: DemoRole | Credentials): Promise<string> {
  const { email, password } = credentialsOf(who)
  const result = await call<{ token: string }>('login', { body: { email, password } })
  expect(result.status).toBe(200)
  return result.body.token
}

export async function signInAll(): Promise<Record<DemoRole, string>> {
  return {
    admin: await tokenFor('admin'),
    lead: await tokenFor('lead'),
    interviewee: await tokenFor('interviewee'),
  }
}

/**
 * Signs every demo account in before each test (after useMockServer's reseed) and returns their
 * tokens, renewed for each test.
 */
export function signInEachTest(): Readonly<Record<DemoRole, string>> {
  const tokens: Record<DemoRole, string> = { admin: '', lead: '', interviewee: '' }
  beforeEach(async () => {
    Object.assign(tokens, await signInAll())
  })
  return tokens
}

/** Asserts an error answer: status, and that the message names the field when given. */
export function expectError(result: CallResult, status: number, field?: string): void {
  expect(result.status, JSON.stringify(result.body)).toBe(status)
  const body = result.body as { message: string; field?: string }
  expect(body.message.length).toBeGreaterThan(0)
  if (field) {
    expect(body.field).toBe(field)
    expect(body.message).toContain(field)
  }
}
