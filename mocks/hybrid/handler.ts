import { getResponse, http, ws, type RequestHandler } from 'msw'
import { matchOperation } from '../contract/operations'
import { errorResponse, notFound } from '../rules/errors'
import { serveInterviewSocket } from '../interview/socket'
import { serveObserveSocket } from '../study/observe-socket'
import { asMockRequest, mockTokenFor } from './identity'
import { markMissing, OBSERVE_FOLLOWS, routeOf } from './routing'

/**
 * Hybrid mode inside the mock layer: one handler in front of the mock's own decides, per
 * operationId (mocks/contract/operations.ts finds it), whether the live backend answers or the
 * mock does (./routing.ts). A live answer that shows the backend lacks the operation (501, or
 * 404/405 without the contract's Error body) marks it missing and is replaced by the mock's
 * answer, so the user never sees that failure. The same handler serves the browser (the service
 * worker, forwarding with fetch) and the standalone server's --upstream proxy.
 */

/** Sends a request to the live backend and returns its answer. */
export type Forward = (request: Request) => Promise<Response>

// The guard's RegExp (msw throws on a malformed percent-escape in string paths); /api right
// after the host, so the dev server's own /src/api/ modules are never taken for API calls.
const API = /^[a-z]+:\/\/[^/]+\/api\//i

/** The /api root of a request's URL (its origin and any base path before /api). */
function apiRootOf(url: URL): string {
  const index = url.pathname.indexOf('/api/')
  return `${url.origin}${url.pathname.slice(0, index)}/api`
}

/** Why a live answer means "not implemented here", or null when it is a real answer. */
async function missingReason(response: Response): Promise<'501' | 'missing route' | null> {
  if (response.status === 501) return '501'
  if (response.status !== 404 && response.status !== 405) return null
  // A 404 with the contract's Error body is a missing entity, an answer like any other. The
  // validator loads here, not with the mock: ajv is evaluated only when something needs it.
  const { validateAt } = await import('../contract/validation')
  try {
    const body: unknown = await response.clone().json()
    return validateAt('/components/schemas/Error', body, 'body') === null ? null : 'missing route'
  } catch {
    return 'missing route'
  }
}

export function createHybridHandler(options: {
  forward: Forward
  /** The mock's handlers, guard first. */
  mockHandlers: readonly RequestHandler[]
}): RequestHandler {
  const { forward, mockHandlers } = options
  return http.all(API, async ({ request }) => {
    const url = new URL(request.url)
    const pathname = url.pathname.replace(/^.*?\/api(?=\/)/, '')
    const match = matchOperation(request.method, pathname)
    // Not an operation of the contract: the live backend's business.
    if (!match || !('operation' in match)) return forward(request)
    const operationId = match.operation.operationId
    if (routeOf(operationId).route === 'live') {
      const live = await forward(request.clone())
      const missing = await missingReason(live)
      if (!missing) return live
      markMissing(operationId, missing)
    }
    const mockRequest = await asMockRequest(request, apiRootOf(url), forward)
    const answer = await getResponse([...mockHandlers], mockRequest)
    return answer ?? errorResponse(notFound(`No operation for ${request.method} ${pathname}`))
  })
}

/** The mock's token for the live user of a socket's address, in place of the live one. */
function withMockToken(clientUrl: URL, forward: Forward): () => Promise<URL> {
  const url = new URL(clientUrl)
  const token = url.searchParams.get('token')
  const apiRoot = `${url.protocol === 'wss:' ? 'https:' : 'http:'}//${url.host}/api`
  return async () => {
    const mockToken = token ? await mockTokenFor(token, apiRoot, forward) : null
    if (mockToken) url.searchParams.set('token', mockToken)
    return url
  }
}

/**
 * The sockets in hybrid mode. The interview socket belongs with the interview it serves, so it
 * goes to the mock when the mock starts interviews (startInterview mocked), else to the live
 * backend; the observe socket goes with OBSERVE_FOLLOWS.
 */
export function createHybridSocketHandler(options: { forward: Forward }) {
  return [
    ws.link('*/ws/interviews/:id').addEventListener('connection', ({ client, server, params }) => {
      if (routeOf('startInterview').route === 'live') {
        server.connect()
        return
      }
      serveInterviewSocket(client, String(params.id), withMockToken(client.url, options.forward))
    }),
    ws.link('*/ws/observe/:id').addEventListener('connection', ({ client, server, params }) => {
      if (routeOf(OBSERVE_FOLLOWS).route === 'live') {
        server.connect()
        return
      }
      serveObserveSocket(client, String(params.id), withMockToken(client.url, options.forward))
    }),
  ]
}
