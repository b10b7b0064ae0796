import type { components } from '@/contract/schema'
import contract from './openapi.gen.json'

/**
 * The contract, indexed for the mock: which operation a request is, who may call it, what
 * parameters and body it takes. Its validators are in ./validation.ts, a module of their own so
 * that the demo loads ajv only when a request first needs checking (mocks/handlers/guard.ts).
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
export type MaybeRef<T> = T | Ref

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

export interface ContractOperation {
  operationId: string
  'x-roles': (Role | 'anonymous')[]
  parameters?: MaybeRef<ParameterObject>[]
  requestBody?: { required?: boolean; content: Record<string, { schema: unknown }> }
  responses: Record<string, unknown>
}

function resolveParameter(parameter: MaybeRef<ParameterObject>): ParameterObject {
  if (!('$ref' in parameter)) return parameter
  const name = parameter.$ref.replace('#/components/parameters/', '')
  const found = (contract.components.parameters as Record<string, ParameterObject>)[name]
  if (!found) throw new Error(`Unknown parameter ${parameter.$ref}`)
  return found
}

/** Where a request's parameters are read: its path parameters, query and headers. */
export interface ParameterInput {
  path: Record<string, string>
  query: URLSearchParams
  headers: Headers
}

/** A parameter's raw value in a request; undefined when the request does not send it. */
export function parameterValue(
  parameter: Operation['parameters'][number],
  input: ParameterInput,
): string | undefined {
  if (parameter.in === 'path') return input.path[parameter.name]
  if (parameter.in === 'query') return input.query.get(parameter.name) ?? undefined
  return input.headers.get(parameter.name) ?? undefined
}

/**
 * Whether a sent parameter surely conforms without asking the validator: only a plain string
 * with a maximum length (the contract's tracing headers, which the client sends on every
 * request) within it, counted in code points as ajv counts. Anything else is the validator's to
 * judge, so a request with such a value alone needs no validator loaded (mocks/handlers/guard.ts).
 */
export function plainlyValid(parameter: Operation['parameters'][number], raw: string): boolean {
  const { type, maxLength, ...others } = parameter.schema
  return (
    type === 'string' &&
    typeof maxLength === 'number' &&
    Object.keys(others).length === 0 &&
    [...raw].length <= maxLength
  )
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

export function operationById(operationId: string): Operation {
  const operation = operations.find((op) => op.operationId === operationId)
  if (!operation) throw new Error(`Unknown operation ${operationId}`)
  return operation
}
