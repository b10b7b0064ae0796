import { operationById, type Operation } from '../../mocks/contract/operations'
import { validateAt, validateResponse } from '../../mocks/contract/validation'

/**
 * Calls one operation of openapi.yaml on a server, as the app's client would (same headers,
 * bearer token, XSRF echo), and judges the answer against the contract.
 */

type Verdict = 'OK' | 'FAIL' | 'SKIP'

/** One line of the report. */
export interface CheckRow {
  operationId: string
  /** What is special about this call (no token, unknown id, as the created user…). */
  note?: string
  /** GET, POST… or WS for the socket. */
  method: string
  /** The contract's path template (/projects/{id}). */
  path: string
  status: number | null
  verdict: Verdict
  /** Why it failed or was skipped. */
  detail?: string
  /**
   * The server lacks the operation: 501, or 404/405 without the contract's Error body (a
   * missing route, not a missing entity). Hybrid mode mocks such operations.
   */
  unimplemented?: boolean
}

/** Whether an answer says the operation is not implemented (see CheckRow.unimplemented). */
function isUnimplemented(status: number, text: string): boolean {
  if (status === 501) return true
  if (status !== 404 && status !== 405) return false
  try {
    return validateAt('/components/schemas/Error', JSON.parse(text), 'body') !== null
  } catch {
    return true
  }
}

export interface CallOptions {
  params?: Record<string, string>
  query?: Record<string, string>
  body?: unknown
  form?: FormData
  /** Bearer token; null or absent sends none. */
  token?: string | null
  /** Statuses this call must answer with; 'success' means any documented 2xx. */
  expect: 'success' | number[]
  note?: string
}

export interface CallResult<T = unknown> {
  row: CheckRow
  status: number | null
  /** The parsed JSON body (null when empty or not JSON). */
  body: T | null
  /** True when the verdict is OK. */
  ok: boolean
}

export interface ContractClientOptions {
  /** The server's origin (what VITE_API_BASE_URL would be); the API is at `${baseUrl}/api`. */
  baseUrl: string
  fetch?: (input: Request) => Promise<Response>
  /** Per request. Default 15 s. */
  timeoutMs?: number
}

const XSRF_COOKIE = 'XSRF-TOKEN'

function expectedText(expect: CallOptions['expect']): string {
  return expect === 'success' ? 'a 2xx' : expect.join(' or ')
}

function errorMessage(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body) {
    return `: ${String(body.message)}`
  }
  return ''
}

export class ContractClient {
  readonly apiRoot: string
  readonly rows: CheckRow[] = []
  #xsrf: string | undefined
  readonly #fetch: (input: Request) => Promise<Response>
  readonly #timeoutMs: number

  constructor(options: ContractClientOptions) {
    this.apiRoot = `${options.baseUrl.replace(/\/+$/, '')}/api`
    this.#fetch = options.fetch ?? ((input) => globalThis.fetch(input))
    this.#timeoutMs = options.timeoutMs ?? 15_000
  }

  /** Records a row that did not come from a call (skips, the socket). */
  record(row: CheckRow): CheckRow {
    this.rows.push(row)
    return row
  }

  skip(operationId: string, reason: string, note?: string): CheckRow {
    const operation = operationById(operationId)
    return this.record({
      operationId,
      ...(note ? { note } : {}),
      method: operation.method.toUpperCase(),
      path: operation.path,
      status: null,
      verdict: 'SKIP',
      detail: reason,
    })
  }

  async call<T = unknown>(operationId: string, options: CallOptions): Promise<CallResult<T>> {
    const operation = operationById(operationId)
    const row: CheckRow = {
      operationId,
      ...(options.note ? { note: options.note } : {}),
      method: operation.method.toUpperCase(),
      path: operation.path,
      status: null,
      verdict: 'OK',
    }
    this.rows.push(row)
    const fail = (detail: string, body: unknown = null): CallResult<T> => {
      row.verdict = 'FAIL'
      row.detail = detail
      return { row, status: row.status, body: body as T | null, ok: false }
    }
    let response: Response
    try {
      response = await this.#fetch(this.#request(operation, options))
    } catch (error) {
      return fail(`request failed: ${error instanceof Error ? error.message : String(error)}`)
    }
    row.status = response.status
    this.#keepXsrf(response)
    const text = await response.text().catch(() => '')
    if (isUnimplemented(response.status, text)) row.unimplemented = true
    let body: unknown = null
    if (text) {
      try {
        body = JSON.parse(text)
      } catch {
        return fail(`body is not JSON: ${JSON.stringify(text.slice(0, 80))}`)
      }
      const type = response.headers.get('content-type') ?? ''
      if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
        return fail(`Content-Type is ${JSON.stringify(type)}, not application/json`, body)
      }
    }
    const problem = validateResponse(operation, response.status, text ? body : null)
    if (problem) return fail(`${problem.field} ${problem.message}`, body)
    const expected =
      options.expect === 'success'
        ? response.status >= 200 && response.status < 300
        : options.expect.includes(response.status)
    if (!expected) {
      return fail(
        `expected ${expectedText(options.expect)}, got ${response.status}${errorMessage(body)}`,
        body,
      )
    }
    return { row, status: response.status, body: body as T | null, ok: true }
  }

  #request(operation: Operation, options: CallOptions): Request {
    const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = options.params?.[name]
      if (value === undefined) throw new Error(`${operation.operationId}: no value for {${name}}`)
      return encodeURIComponent(value)
    })
    const url = new URL(this.apiRoot + path)
    for (const [key, value] of Object.entries(options.query ?? {})) {
      url.searchParams.set(key, value)
    }
    const headers = new Headers({ Accept: 'application/json', 'X-Request-ID': crypto.randomUUID() })
    if (options.token) headers.set('Authorization', `Bearer ${options.token}`)
    if (this.#xsrf) {
      headers.set('Cookie', `${XSRF_COOKIE}=${this.#xsrf}`)
      headers.set('X-XSRF-TOKEN', decodeURIComponent(this.#xsrf))
    }
    let body: BodyInit | undefined
    if (options.form) body = options.form
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body)
      headers.set('Content-Type', 'application/json')
    }
    return new Request(url, {
      method: operation.method.toUpperCase(),
      headers,
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(this.#timeoutMs),
    })
  }

  /** Keeps the server's XSRF-TOKEN cookie, to send back as the browser and the app would. */
  #keepXsrf(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const match = /^\s*XSRF-TOKEN=([^;]*)/.exec(cookie)
      if (match?.[1]) this.#xsrf = match[1]
    }
  }
}
