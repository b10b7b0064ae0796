import type { components } from '@/contract/schema'
import type { Role } from '../../mocks/contract/operations'
import type { CheckRow, ContractClient } from '../contract/client'
import { readOperations } from '../contract/reads'

/**
 * Reads everything a signed-in account may read: every GET operation of the contract, and for
 * each operation with an {id}, every id the list one level up gave (all of them, not only the
 * first as the contract check does). Each answer is judged against the contract by
 * ContractClient; only valid answers are kept.
 */

type Schemas = components['schemas']

/** One valid answer: which operation, with which path parameters. */
export interface Answer {
  operationId: string
  params: Record<string, string>
  body: unknown
}

export interface Readings {
  answers: Answer[]
  /** Calls whose answer was invalid (or failed): reported, and nothing of them recorded. */
  leftOut: CheckRow[]
}

/** Persistent interviews come in pages; the largest page the contract allows. */
const PAGE_LIMIT = '100'

const itemsOf = (body: unknown): unknown[] =>
  Array.isArray(body)
    ? body
    : body && typeof body === 'object' && Array.isArray((body as { items?: unknown }).items)
      ? (body as { items: unknown[] }).items
      : []

function idOf(item: unknown): string | undefined {
  if (!item || typeof item !== 'object') return undefined
  const record = item as Record<string, unknown>
  const id = record.id ?? record.interview_id
  return typeof id === 'string' ? id : undefined
}

export async function readAll(
  client: ContractClient,
  session: { token: string; role: Role },
): Promise<Readings> {
  const answers: Answer[] = []
  const leftOut: CheckRow[] = []
  const reads = readOperations()
  const idsFrom = new Map<string, string[]>()

  const read = async (operationId: string, params: Record<string, string>, anonymous: boolean) => {
    const query: Record<string, string> = {}
    if (operationId === 'listPersistentInterviews') {
      query.limit = PAGE_LIMIT
      if (session.role !== 'interviewee') query.scope = 'all'
    }
    const bodies: unknown[] = []
    for (;;) {
      const result = await client.call(operationId, {
        params,
        query,
        token: anonymous ? null : session.token,
        expect: 'success',
        ...(params.id ? { note: params.id } : {}),
      })
      if (!result.ok) {
        leftOut.push(result.row)
        break
      }
      bodies.push(result.body)
      answers.push({ operationId, params, body: result.body })
      const next = (result.body as Partial<Schemas['PersistentInterviewPage']> | null)?.nextCursor
      if (typeof next !== 'string' || !next) break
      query.cursor = next
    }
    return bodies
  }

  for (const operation of reads) {
    const anonymous = operation.roles.includes('anonymous')
    if (!anonymous && !operation.roles.includes(session.role)) {
      client.skip(operation.operationId, `not for ${session.role}`)
      continue
    }
    if (!operation.path.includes('{')) {
      const bodies = await read(operation.operationId, {}, anonymous)
      const ids = bodies.flatMap(itemsOf).map(idOf)
      idsFrom.set(operation.path, [...new Set(ids.filter((id) => id !== undefined))])
      continue
    }
    const prefix = operation.path.slice(0, operation.path.indexOf('/{id}'))
    const ids = idsFrom.get(prefix)
    // Interviews in progress are read by id too, should the paged list have missed any.
    const more = prefix === '/persistent-interviews' ? idsFrom.get(`${prefix}/in-progress`) : []
    if (!ids) {
      client.skip(operation.operationId, `no list at ${prefix} to take ids from`)
      continue
    }
    for (const id of new Set([...ids, ...(more ?? [])])) {
      await read(operation.operationId, { id }, anonymous)
    }
  }
  return { answers, leftOut }
}
