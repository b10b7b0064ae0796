import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import type { components } from '@/api/schema'
import contract from './openapi.gen.json'

/**
 * The contract, indexed for the mock: which operation a request is, who may call it, and
 * validators for its parameters, body and responses. Validation messages name the field
 * (`body.email`, `query.limit`, `path.id`) so a client knows what to fix.
 */

export type Role = components['schemas']['Role']
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

interface ParameterObject {
  name: string
  in: 'path' | 'query' | 'header'
  required?: boolean
  schema: Record<string, unknown>
}
type Ref = { $ref: string }
type MaybeRef<T> = T | Ref

export interface Operation {
  operationId: string
  method: Method
  /** The contract's path template, relative to /api (e.g. /projects/{id}). */
  path: string
  /** Roles allowed by docs/product.md#roles; 'anonymous' means no token is needed. */
  roles: readonly (Role | 'anonymous')[]
  parameters: ParameterObject[]
  bodyTypes: readonly string[]
  bodyRequired: boolean
  responseStatuses: readonly string[]
  matcher: RegExp
}

interface ContractOperation {
  operationId: string
  'x-roles': (Role | 'anonymous')[]
  parameters?: MaybeRef<ParameterObject>[]
  requestBody?: { required?: boolean; content: Record<string, { schema: unknown }> }
  responses: Record<string, unknown>
}

/**
 * The validator of the whole contract, made at the first validation rather than as the mock
 * loads (the demo loads the mock right after its first paint), and each operation's validators
 * compiled when that operation is first called (validatorFor), in small pieces of work.
 */
let contractAjv: Ajv2020 | undefined

function ajv(): Ajv2020 {
  if (contractAjv) return contractAjv
  // validateSchema: false: the contract is not checked against JSON Schema's meta-schema here
  // (Redocly lints it, `npm run contract` tests it); compiling the meta-schema was most of the
  // first validation's 400 ms on a phone-speed CPU.
  contractAjv = new Ajv2020({
    strict: false,
    allErrors: false,
    coerceTypes: false,
    validateSchema: false,
  })
  addFormats(contractAjv)
  contractAjv.addFormat('binary', true)
  contractAjv.addSchema(contract, 'contract')
  return contractAjv
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1')

function resolveParameter(parameter: MaybeRef<ParameterObject>): ParameterObject {
  if (!('$ref' in parameter)) return parameter
  const name = parameter.$ref.replace('#/components/parameters/', '')
  const found = (contract.components.parameters as Record<string, ParameterObject>)[name]
  if (!found) throw new Error(`Unknown parameter ${parameter.$ref}`)
  return found
}

const methods: readonly Method[] = ['get', 'post', 'put', 'patch', 'delete']

function buildOperations(): Operation[] {
  const result: Operation[] = []
  const paths = contract.paths as unknown as Record<string, Record<string, unknown>>
  for (const [path, item] of Object.entries(paths)) {
    const shared = ((item.parameters ?? []) as MaybeRef<ParameterObject>[]).map(resolveParameter)
    for (const method of methods) {
      const op = item[method] as ContractOperation | undefined
      if (!op) continue
      const own = (op.parameters ?? []).map(resolveParameter)
      const pattern = path.replace(/\{[^}]+\}/g, '([^/]+)')
      result.push({
        operationId: op.operationId,
        method,
        path,
        roles: op['x-roles'],
        parameters: [...shared, ...own],
        bodyTypes: Object.keys(op.requestBody?.content ?? {}),
        bodyRequired: op.requestBody?.required ?? false,
        responseStatuses: Object.keys(op.responses),
        matcher: new RegExp(`^${pattern}$`),
      })
    }
  }
  return result
}

export const operations: readonly Operation[] = buildOperations()

/** The operation a method and an /api-relative pathname address, with its path parameters. */
export function matchOperation(
  method: string,
  pathname: string,
):
  | { operation: Operation; params: Record<string, string>; malformed: string | null }
  | { allowed: Method[] }
  | null {
  const lower = method.toLowerCase()
  const allowed: Method[] = []
  for (const operation of operations) {
    const match = operation.matcher.exec(pathname)
    if (!match) continue
    if (operation.method !== lower) {
      allowed.push(operation.method)
      continue
    }
    const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '')
    const params: Record<string, string> = {}
    let malformed: string | null = null
    names.forEach((name, index) => {
      const raw = match[index + 1] ?? ''
      try {
        params[name] = decodeURIComponent(raw)
      } catch {
        // A broken percent-escape is the client's mistake (400), not a server crash.
        malformed ??= name
        params[name] = raw
      }
    })
    return { operation, params, malformed }
  }
  return allowed.length ? { allowed } : null
}

const validatorCache = new Map<string, ValidateFunction>()

function validatorFor(pointer: string): ValidateFunction {
  let validate = validatorCache.get(pointer)
  if (!validate) {
    validate = ajv().compile({ $ref: `contract#${pointer}` })
    validatorCache.set(pointer, validate)
  }
  return validate
}

function describe(error: ErrorObject, prefix: string): { field: string; message: string } {
  const segments = error.instancePath.split('/').filter(Boolean)
  const base = [prefix, ...segments].join('.')
  switch (error.keyword) {
    case 'required': {
      const missing = String(error.params.missingProperty)
      return { field: `${base}.${missing}`, message: 'is required' }
    }
    case 'additionalProperties': {
      const extra = String(error.params.additionalProperty)
      return { field: `${base}.${extra}`, message: 'is not an allowed field' }
    }
    case 'format':
      return { field: base, message: `must be a valid ${String(error.params.format)}` }
    case 'pattern':
      // The contract's `\S` pattern is how it says "not blank"; other patterns are formats.
      return {
        field: base,
        message: error.params.pattern === '\\S' ? 'must not be blank' : 'has an invalid form',
      }
    default:
      return { field: base, message: error.message ?? 'is invalid' }
  }
}

export interface ValidationProblem {
  field: string
  message: string
}

/** Validates a value against a contract schema; null when it conforms. */
export function validateAt(
  pointer: string,
  value: unknown,
  prefix: string,
): ValidationProblem | null {
  const validate = validatorFor(pointer)
  if (validate(value)) return null
  const [first] = validate.errors ?? []
  return first ? describe(first, prefix) : { field: prefix, message: 'is invalid' }
}

function pointerTo(operation: Operation): string {
  return `/paths/${escapePointer(operation.path)}/${operation.method}`
}

/** Coerces a query or header string into the parameter's declared type before validation. */
function coerce(raw: string, schema: Record<string, unknown>): unknown {
  const type = schema.type
  if (type === 'integer' || type === 'number') return raw.trim() === '' ? raw : Number(raw)
  if (type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw
  return raw
}

export function validateParameters(
  operation: Operation,
  input: { path: Record<string, string>; query: URLSearchParams; headers: Headers },
): ValidationProblem | null {
  for (const parameter of operation.parameters) {
    const raw =
      parameter.in === 'path'
        ? input.path[parameter.name]
        : parameter.in === 'query'
          ? (input.query.get(parameter.name) ?? undefined)
          : (input.headers.get(parameter.name) ?? undefined)
    const field = `${parameter.in}.${parameter.name}`
    if (raw === undefined) {
      if (parameter.required) return { field, message: 'is required' }
      continue
    }
    const schema = parameter.schema
    const ref = typeof schema.$ref === 'string' ? schema.$ref.slice(1) : null
    const value = coerce(raw, schema)
    const problem = ref ? validateAt(ref, value, field) : validateSchema(schema, value, field)
    if (problem) return problem
  }
  return null
}

const inlineCache = new WeakMap<object, ValidateFunction>()
function validateSchema(
  schema: Record<string, unknown>,
  value: unknown,
  field: string,
): ValidationProblem | null {
  let validate = inlineCache.get(schema)
  if (!validate) {
    validate = ajv().compile(resolveRefs(schema))
    inlineCache.set(schema, validate)
  }
  if (validate(value)) return null
  const [first] = validate.errors ?? []
  return first ? describe(first, field) : { field, message: 'is invalid' }
}

function resolveRefs(schema: Record<string, unknown>): Record<string, unknown> {
  // Inline parameter schemas may $ref components; point them at the registered contract.
  return JSON.parse(
    JSON.stringify(schema).replace(/"#\/components\//g, '"contract#/components/'),
  ) as Record<string, unknown>
}

export function validateBody(
  operation: Operation,
  contentType: string,
  body: unknown,
): ValidationProblem | null {
  const pointer = `${pointerTo(operation)}/requestBody/content/${escapePointer(contentType)}/schema`
  return validateAt(pointer, body, 'body')
}

/** For tests and the contract check: does a response conform to the operation's contract? */
export function validateResponse(
  operation: Operation,
  status: number,
  body: unknown,
): ValidationProblem | null {
  const key = String(status)
  if (!operation.responseStatuses.includes(key)) {
    return {
      field: 'status',
      message: `${status} is not a documented response of ${operation.operationId}`,
    }
  }
  const response = (contract.paths as unknown as Record<string, Record<string, ContractOperation>>)[
    operation.path
  ]?.[operation.method]?.responses[key] as MaybeRef<{ content?: Record<string, unknown> }>
  const resolved =
    '$ref' in response
      ? ((contract.components.responses as Record<string, { content?: Record<string, unknown> }>)[
          response.$ref.replace('#/components/responses/', '')
        ] ?? {})
      : response
  if (!resolved.content) {
    return body === null || body === undefined || body === ''
      ? null
      : { field: 'body', message: `must be empty for ${status}` }
  }
  const pointer =
    '$ref' in response
      ? `/components/responses/${response.$ref.replace('#/components/responses/', '')}/content/application~1json/schema`
      : `${pointerTo(operation)}/responses/${key}/content/application~1json/schema`
  return validateAt(pointer, body, 'response')
}

export function operationById(operationId: string): Operation {
  const operation = operations.find((op) => op.operationId === operationId)
  if (!operation) throw new Error(`Unknown operation ${operationId}`)
  return operation
}
