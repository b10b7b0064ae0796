/**
 * Pages of GET /projects and GET /users (the contract's decision list): the body stays an array,
 * the next page's cursor and the number of matches travel in headers.
 */
export interface Page<T> {
  items: T[]
  /** The `cursor` of the next request; null on the last page. */
  nextCursor: string | null
  /** How many items match, all pages together; null when the server did not say. */
  total: number | null
}

/** How many rows one request asks for: a few screens' worth of a virtualized list. */
export const PAGE_SIZE = 100

export function pageOf<T>(items: T[], response: Response): Page<T> {
  const total = Number(response.headers.get('X-Total-Count') ?? Number.NaN)
  return {
    items,
    nextCursor: response.headers.get('X-Next-Cursor') || null,
    total: Number.isInteger(total) && total >= 0 ? total : null,
  }
}
