import { badRequest } from '../rules/errors'

/**
 * Optional pages for the lists the specification shows whole (GET /projects, GET /users): see
 * the contract's decision list. Without `limit` the whole (filtered) list is answered.
 */

/** A position in an ordered list: the sort value of the last item sent, then its id. */
export type CursorKey = readonly [sortValue: string, id: string]

/** Opaque to clients: base64url of the key's JSON. */
export function encodeCursor(key: CursorKey): string {
  return btoa(JSON.stringify(key)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function decodeCursor(raw: string): CursorKey {
  try {
    const decoded: unknown = JSON.parse(atob(raw.replace(/-/g, '+').replace(/_/g, '/')))
    if (
      Array.isArray(decoded) &&
      decoded.length === 2 &&
      decoded.every((part) => typeof part === 'string') &&
      decoded[1] !== ''
    ) {
      return [decoded[0] as string, decoded[1] as string]
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest('query.cursor', 'is not a cursor this server issued')
}

/** `q` as the contract defines it: trimmed and case-insensitive; blank means no filter. */
export function searchFilter(q: string | null): (...texts: readonly string[]) => boolean {
  const needle = (q ?? '').trim().toLocaleLowerCase()
  if (needle === '') return () => true
  return (...texts) => texts.some((text) => text.toLocaleLowerCase().includes(needle))
}

export interface ListPage<T> {
  items: T[]
  /** X-Next-Cursor and X-Total-Count when a page was asked for; none for the whole list. */
  headers: Record<string, string>
}

/**
 * One page of `ordered` (already filtered and sorted by `keyOf`, ascending or descending as
 * `direction` says). The page starts after the cursor's key rather than at an index, so rows
 * created or deleted between two requests neither repeat nor skip the rest.
 */
export function listPage<T>(
  ordered: readonly T[],
  query: URLSearchParams,
  keyOf: (item: T) => CursorKey,
  direction: 'asc' | 'desc',
): ListPage<T> {
  const rawLimit = query.get('limit')
  const rawCursor = query.get('cursor')
  if (rawLimit === null) {
    if (rawCursor !== null) throw badRequest('query.cursor', 'is only accepted with query.limit')
    return { items: [...ordered], headers: {} }
  }
  const limit = Number(rawLimit)
  let start = 0
  if (rawCursor !== null) {
    const cursor = decodeCursor(rawCursor)
    const sign = direction === 'asc' ? 1 : -1
    const after = (item: T) => sign * compareKeys(keyOf(item), cursor) > 0
    start = ordered.findIndex(after)
    if (start === -1) start = ordered.length
  }
  const items = ordered.slice(start, start + limit)
  const last = items.at(-1)
  const headers: Record<string, string> = { 'X-Total-Count': String(ordered.length) }
  if (last !== undefined && start + limit < ordered.length) {
    headers['X-Next-Cursor'] = encodeCursor(keyOf(last))
  }
  return { items, headers }
}

function compareKeys(a: CursorKey, b: CursorKey): number {
  if (a[0] !== b[0]) return a[0] < b[0] ? -1 : 1
  if (a[1] !== b[1]) return a[1] < b[1] ? -1 : 1
  return 0
}
