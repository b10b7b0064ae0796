import { ADMIN_ROLE } from '@/domain/roles'
import { operations, type Role } from '../../mocks/contract/operations'
import type { components } from '@/contract/schema'
import { ContractClient, type CheckRow } from './client'
import { checkReads, checkRefusals } from './reads'
import { checkWrites } from './writes'

/**
 * `npm run contract`: checks any server against openapi.yaml. Signs in, calls every read
 * operation (and with `write`, every write operation on data it creates and removes), and
 * judges each answer's status and body against the contract.
 */

export const DEMO_ADMIN = { email: 'admin@candor.test', password: 'admin123' } as const

export interface ContractCheckOptions {
  /** The server's origin, as VITE_API_BASE_URL would be; the API is at `${baseUrl}/api`. */
  baseUrl: string
  email?: string
  password?: string
  write?: boolean
  /** Per request (and per socket conversation). Default 15 s. */
  timeoutMs?: number
  fetch?: (request: Request) => Promise<Response>
}

export interface ContractReport {
  baseUrl: string
  rows: CheckRow[]
  ok: boolean
  counts: Record<CheckRow['verdict'], number>
  /** Contract operations with no OK or FAIL row (not run). */
  notExercised: string[]
  /** Operations the server does not implement (501, or 404/405 without an Error body). */
  unimplemented: string[]
  leftovers: string[]
}

/** Something that stops the check before it can judge the server (unreachable, no sign-in). */
export class ContractCheckAborted extends Error {
  override name = 'ContractCheckAborted'
}

/** Accepts the origin, or the API root by mistake (…/api), without a trailing slash. */
export function normaliseBaseUrl(raw: string): string {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ContractCheckAborted(
      `--base-url must be a URL like http://127.0.0.1:4010 (got "${raw}")`,
    )
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ContractCheckAborted(`--base-url must be http or https (got "${raw}")`)
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '').replace(/\/api$/, '')
}

export async function runContractCheck(options: ContractCheckOptions): Promise<ContractReport> {
  const baseUrl = normaliseBaseUrl(options.baseUrl)
  const client = new ContractClient({
    baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  })
  const credentials = {
    email: options.email ?? DEMO_ADMIN.email,
    password: options.password ?? DEMO_ADMIN.password,
  }
  const login = await client.call<components['schemas']['AuthResponse']>('login', {
    body: credentials,
    expect: [200],
    note: credentials.email,
  })
  const token = login.body?.token
  const me = login.body?.user
  if (!login.ok || !token || !me) {
    const why = login.row.detail ?? 'no token in the answer'
    throw Object.assign(
      new ContractCheckAborted(`Cannot sign in as ${credentials.email}: ${why}`),
      {
        rows: client.rows,
      },
    )
  }
  const role: Role = me.role
  if (options.write && role !== ADMIN_ROLE) {
    throw new ContractCheckAborted(
      `--write needs an admin account (${credentials.email} is ${role}): it creates project types and users`,
    )
  }

  const { bodies } = await checkReads(client, { token, role })
  await checkRefusals(client, { token })
  const leftovers = options.write
    ? (
        await checkWrites(client, {
          baseUrl,
          token,
          me,
          reads: bodies,
          ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
        })
      ).leftovers
    : []

  const rows = client.rows
  const counts = { OK: 0, FAIL: 0, SKIP: 0 }
  for (const row of rows) counts[row.verdict] += 1
  const exercised = new Set(
    rows.filter((row) => row.verdict !== 'SKIP').map((row) => row.operationId),
  )
  return {
    baseUrl,
    rows,
    ok: counts.FAIL === 0,
    counts,
    notExercised: operations
      .map((operation) => operation.operationId)
      .filter((operationId) => !exercised.has(operationId)),
    unimplemented: [
      ...new Set(rows.filter((row) => row.unimplemented).map((row) => row.operationId)),
    ],
    leftovers,
  }
}
