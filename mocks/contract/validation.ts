import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import {
  parameterValue,
  type ContractOperation,
  type MaybeRef,
  type Operation,
  type ParameterInput,
} from './operations'
import contract from './openapi.gen.json'

/**
 * Validators for the contract's parameters, bodies and responses. Messages name the field
 * (`body.email`, `query.limit`, `path.id`) so a client knows what to fix. The demo loads this
 * module (and ajv with it) only when a request first has parameters or a body to check
 * (mocks/handlers/guard.ts): evaluating ajv was part of the longest task after the first paint.
 */

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

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1')

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
  input: ParameterInput,
): ValidationProblem | null {
  for (const parameter of operation.parameters) {
    const raw = parameterValue(parameter, input)
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
