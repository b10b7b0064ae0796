import { getResponse, http, matchRequestUrl, type HttpHandler, type RequestHandler } from 'msw'
import { matchOperation } from '../contract/operations'
import { laterCollectionsLoaded } from '../db/later-collections'
import { ANSWERED_WHILE_LOADING } from './while-loading'

/**
 * The mock's HTTP handlers behind one MSW handler. MSW asks every handler in turn whether a
 * request is its own, and each one parses the page's cookies into the request and compiles its
 * path again: with some 60 handlers, the demo's first answer spent about 400 ms in that (CPU four
 * times slower, as a phone). Here the contract says which operation a request is (its paths are
 * compiled once), the handlers of that operation are found once and kept, and only the guard and
 * they are asked, the guard first.
 */

// The guard's RegExp: /api right after the host (mocks/handlers/guard.ts says why not a string).
const API = /^[a-z]+:\/\/[^/]+\/api\//i

const methodOf = (handler: HttpHandler) =>
  typeof handler.info.method === 'string' ? handler.info.method.toUpperCase() : null

export function dispatchByOperation(
  guard: RequestHandler,
  domain: readonly HttpHandler[],
): HttpHandler {
  const byOperation = new Map<string, HttpHandler[]>()
  const handlersFor = (operationId: string, url: URL, method: string): HttpHandler[] => {
    const key = `${method} ${operationId}`
    let found = byOperation.get(key)
    if (!found) {
      found = domain.filter((handler) => {
        const path = handler.info.path
        return (
          methodOf(handler) === method &&
          typeof path !== 'function' &&
          matchRequestUrl(url, path).matches
        )
      })
      byOperation.set(key, found)
    }
    return found
  }
  return http.all(API, async ({ request }) => {
    const url = new URL(request.url)
    const pathname = url.pathname.replace(/^.*?\/api(?=\/)/, '')
    const match = matchOperation(request.method, pathname)
    // No operation (404) or another method (405): the guard answers alone.
    const candidates =
      match && 'operation' in match
        ? handlersFor(match.operation.operationId, url, request.method.toUpperCase())
        : []
    if (match && 'operation' in match && !ANSWERED_WHILE_LOADING.has(match.operation.operationId)) {
      await laterCollectionsLoaded()
    }
    return getResponse([guard, ...candidates], request)
  })
}
