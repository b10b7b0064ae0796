import { operations, type Operation, type Role } from '../../mocks/contract/operations'
import type { ContractClient } from './client'

/**
 * Every GET operation of the contract, in an order where lists come first: a path id is taken
 * from the list one level up (GET /projects gives the id for GET /projects/{id}/…), so a new
 * read operation is checked without touching this file.
 */

/** Query parameters worth sending for a fuller answer; everything else uses its defaults. */
const exampleQuery: Record<string, (role: Role) => Record<string, string>> = {
  listPersistentInterviews: (role): Record<string, string> =>
    role === 'interviewee' ? {} : { scope: 'all' },
}

/**
 * Reads whose path parameter no list gives: checked with a value that names nothing, so the
 * answer to check is the contract's 404 (a report link's token is a secret no list shows).
 */
const unknownParams: Record<string, Record<string, string>> = {
  getSharedReport: { token: 'A'.repeat(43) },
  getJoinPage: { token: 'A'.repeat(43) },
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The id of the first item of a list answer (an array or a page with items). */
function firstId(body: unknown): string | undefined {
  const items = Array.isArray(body)
    ? body
    : body && typeof body === 'object' && Array.isArray((body as { items?: unknown }).items)
      ? (body as { items: unknown[] }).items
      : []
  const [first] = items as unknown[]
  if (!first || typeof first !== 'object') return undefined
  const record = first as Record<string, unknown>
  if (typeof record.id === 'string') return record.id
  // Persistent interviews name theirs interview_id: any *_id uuid that comes first will do.
  const key = Object.keys(record).find(
    (name) => /_id$/.test(name) && UUID.test(String(record[name])),
  )
  return key ? String(record[key]) : undefined
}

const paramsOf = (operation: Operation) =>
  [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '')

/** GET operations, lists before the operations whose ids they provide. */
export function readOperations(): Operation[] {
  const reads = operations.filter((operation) => operation.method === 'get')
  return [...reads].sort((a, b) => paramsOf(a).length - paramsOf(b).length)
}

export interface ReadResults {
  /** Each operation's answer body, when it was OK. */
  bodies: Map<string, unknown>
}

export async function checkReads(
  client: ContractClient,
  session: { token: string; role: Role },
): Promise<ReadResults> {
  const bodies = new Map<string, unknown>()
  const reads = readOperations()
  for (const operation of reads) {
    const anonymous = operation.roles.includes('anonymous')
    const allowed = anonymous || operation.roles.includes(session.role)
    const unknown = unknownParams[operation.operationId]
    if (unknown) {
      await client.call(operation.operationId, {
        params: unknown,
        token: anonymous ? null : session.token,
        expect: [404],
        note: 'an unknown value',
      })
      continue
    }
    const params: Record<string, string> = {}
    let skipped: string | undefined
    for (const name of paramsOf(operation)) {
      const prefix = operation.path.slice(0, operation.path.indexOf(`/{${name}}`))
      const list = reads.find((candidate) => candidate.path === prefix)
      if (name !== 'id' || !list) {
        skipped = `no list operation to discover {${name}} from`
        break
      }
      const id = firstId(bodies.get(list.operationId))
      if (!id) {
        skipped = `${list.operationId} gave no item to take an id from`
        break
      }
      params[name] = id
    }
    if (skipped) {
      client.skip(operation.operationId, skipped)
      continue
    }
    const result = await client.call(operation.operationId, {
      params,
      query: exampleQuery[operation.operationId]?.(session.role) ?? {},
      // The app calls public operations without a token.
      token: anonymous ? null : session.token,
      expect: allowed ? 'success' : [403],
      ...(allowed ? {} : { note: `not for ${session.role}` }),
    })
    if (result.ok && allowed) bodies.set(operation.operationId, result.body)
  }
  return { bodies }
}

/** What any server must refuse, as the contract says: no token, an unknown id, a malformed id. */
export async function checkRefusals(
  client: ContractClient,
  session: { token: string },
): Promise<void> {
  const guarded = readOperations().find(
    (operation) => !operation.roles.includes('anonymous') && paramsOf(operation).length === 0,
  )
  if (guarded) {
    await client.call(guarded.operationId, { token: null, expect: [401], note: 'no token' })
    await client.call(guarded.operationId, {
      token: 'not.a-valid.token',
      expect: [401],
      note: 'tampered token',
    })
  }
  const byId = readOperations().find(
    (operation) =>
      paramsOf(operation).join() === 'id' &&
      operation.path.endsWith('/{id}') &&
      operation.responseStatuses.includes('404'),
  )
  if (byId) {
    await client.call(byId.operationId, {
      params: { id: crypto.randomUUID() },
      token: session.token,
      expect: [404],
      note: 'unknown id',
    })
    if (byId.responseStatuses.includes('400')) {
      await client.call(byId.operationId, {
        params: { id: 'not-a-uuid' },
        token: session.token,
        expect: [400],
        note: 'malformed id',
      })
    }
  }
}
