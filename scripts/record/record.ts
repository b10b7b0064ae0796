import type { components } from '@/contract/schema'
import { ContractClient, type CheckRow } from '../contract/client'
import { ContractCheckAborted, DEMO_ADMIN, normaliseBaseUrl } from '../contract/check'
import { readAll } from './read-all'
import { toSnapshot, type Recording } from './to-snapshot'

/** `npm run mock:record`: signs in to a backend, reads all it may, and makes a mock data file. */

export interface RecordOptions {
  /** The backend's origin, as VITE_API_BASE_URL (or its /api root). */
  baseUrl: string
  email?: string
  password?: string
  timeoutMs?: number
  fetch?: (input: Request) => Promise<Response>
  /** When the recording was made (ISO); default now. */
  now?: string
}

export interface RecordResult extends Recording {
  baseUrl: string
  /** Every call made, in order, as the contract check reports them. */
  rows: CheckRow[]
  /** The calls whose answers were invalid and are not in the recording. */
  leftOut: CheckRow[]
}

export async function recordBackend(options: RecordOptions): Promise<RecordResult> {
  const baseUrl = normaliseBaseUrl(options.baseUrl)
  const client = new ContractClient({
    baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  })
  const email = options.email ?? DEMO_ADMIN.email
  const login = await client.call<components['schemas']['AuthResponse']>('login', {
    body: { email, password: options.password ?? DEMO_ADMIN.password },
    expect: [200],
    note: email,
  })
  const token = login.body?.token
  const me = login.body?.user
  if (!login.ok || !token || !me) {
    throw new ContractCheckAborted(
      `Cannot sign in as ${email}: ${login.row.detail ?? 'no token in the answer'}`,
    )
  }
  const { answers, leftOut } = await readAll(client, { token, role: me.role })
  const recording = await toSnapshot(answers, me, options.now ?? new Date().toISOString())
  return { ...recording, baseUrl, rows: client.rows, leftOut }
}
