import { http, HttpResponse } from 'msw'
import {
  matchOperation,
  parameterValue,
  plainlyValid,
  type Operation,
} from '../contract/operations'
import type * as Validation from '../contract/validation'
import { badRequest, errorResponse, forbidden, HttpError, notFound } from '../rules/errors'
import { httpFault } from '../faults/fault-settings'
import { MAX_AUDIO_BYTES } from '../rules/limits'
import { byId } from '../db/indexes'
import { participantRefusal } from '../rules/access'
import { authenticate } from './context'

const MAX_JSON_BYTES = 1024 * 1024

/**
 * Runs before every domain handler, as a real server's middleware would: it finds the
 * operation in the contract (404 when there is none, 405 for a wrong method), validates path,
 * query, headers and body against it (400 naming the field, 413 when too large), checks the
 * token (401) and the role the contract allows (403). It answers only to refuse; a request
 * that passes falls through to the domain handler.
 */
// A RegExp, not '*/api/*': msw decodes string paths itself and throws on a malformed
// percent-escape before any handler could answer 400.
export const guard = http.all(/^[a-z]+:\/\/[^/]+\/api\//i, async ({ request }) => {
  const url = new URL(request.url)
  const pathname = url.pathname.replace(/^.*?\/api(?=\/)/, '')
  const match = matchOperation(request.method, pathname)
  // Injected faults (latency, 500s) come first, as a failing server fails whatever is asked.
  const fault = await httpFault(match && 'operation' in match ? match.operation.operationId : null)
  if (fault) return fault
  if (!match) return errorResponse(notFound(`No operation for ${request.method} ${pathname}`))
  if ('allowed' in match) {
    return HttpResponse.json(
      { status: 405, code: 'method_not_allowed', message: `${request.method} is not allowed here` },
      { status: 405, headers: { Allow: match.allowed.map((m) => m.toUpperCase()).join(', ') } },
    )
  }
  try {
    if (match.malformed)
      throw badRequest(`path.${match.malformed}`, 'is not valid percent-encoding')
    await check(match.operation, match.params, url, request)
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error)
    throw error
  }
  return undefined
})

async function check(
  operation: Operation,
  params: Record<string, string>,
  url: URL,
  request: Request,
) {
  // Who is asking comes first, as in a real server: a stranger learns nothing about the
  // shape a request should have.
  let participantProjectId: string | undefined
  if (!operation.roles.includes('anonymous')) {
    const { user, sessionId } = await authenticate(request)
    if (!operation.roles.includes(user.role)) {
      throw forbidden(`${operation.operationId} is not available to the ${user.role} role`)
    }
    participantProjectId = byId.authSessions(sessionId)?.participantProjectId
  }
  const input = { path: params, query: url.searchParams, headers: request.headers }
  // The validators (and ajv) load at the first request with something for them to check: a
  // body, a required parameter, or a sent value not plainly valid. The demo loads the mock right
  // after its first paint, and its first request (GET /auth/config, with the tracing headers
  // only) has nothing for them, so evaluating ajv stays out of that start.
  const forValidator =
    operation.bodyTypes.length > 0 ||
    operation.parameters.some((parameter) => {
      const raw = parameterValue(parameter, input)
      return raw === undefined ? parameter.required === true : !plainlyValid(parameter, raw)
    })
  if (forValidator) {
    const { validateBody, validateParameters } = await import('../contract/validation')
    const parameterProblem = validateParameters(operation, input)
    if (parameterProblem) throw badRequest(parameterProblem.field, parameterProblem.message)
    await checkBody(operation, request, validateBody)
  }
  if (participantProjectId !== undefined)
    await checkParticipant(operation, participantProjectId, request)
}

/** A participant link's session reaches only its own interview (docs/product.md#participant-links). */
async function checkParticipant(operation: Operation, projectId: string, request: Request) {
  const json = (request.headers.get('content-type') ?? '').includes('application/json')
  const raw = json ? await request.clone().text() : ''
  // checkBody has already refused a body that is not JSON.
  const body: unknown = raw ? JSON.parse(raw) : null
  const refusal = participantRefusal(operation.operationId, projectId, body)
  if (refusal) throw refusal
}

async function checkBody(
  operation: Operation,
  request: Request,
  validateBody: typeof Validation.validateBody,
) {
  const declared = request.headers.get('content-type') ?? ''
  const mediaType = declared.split(';')[0]?.trim().toLowerCase() ?? ''
  const length = Number(request.headers.get('content-length') ?? 0)
  if (operation.bodyTypes.length === 0) return
  const raw = mediaType === 'multipart/form-data' ? null : await request.clone().text()
  const empty = raw !== null && raw.length === 0
  if (empty || (!mediaType && !raw)) {
    if (operation.bodyRequired) throw badRequest('body', 'is required')
    return
  }
  if (!operation.bodyTypes.includes(mediaType)) {
    throw badRequest('body', `must be sent as ${operation.bodyTypes.join(' or ')}`)
  }
  if (mediaType === 'multipart/form-data') {
    if (length > MAX_AUDIO_BYTES)
      throw new HttpError(413, 'body.audio must be at most 10 MiB', 'body.audio')
    let form: FormData
    try {
      form = await request.clone().formData()
    } catch {
      throw badRequest('body', 'must be valid multipart form data')
    }
    const audio = form.get('audio')
    if (audio === null) throw badRequest('body.audio', 'is required')
    if (typeof audio === 'string') throw badRequest('body.audio', 'must be a file')
    if (audio.size > MAX_AUDIO_BYTES) {
      throw new HttpError(413, 'body.audio must be at most 10 MiB', 'body.audio')
    }
    return
  }
  if (new TextEncoder().encode(raw ?? '').byteLength > MAX_JSON_BYTES) {
    throw new HttpError(413, 'body must be at most 1 MiB', 'body')
  }
  let body: unknown
  try {
    body = JSON.parse(raw ?? '')
  } catch {
    throw badRequest('body', 'must be valid JSON')
  }
  const problem = validateBody(operation, mediaType, body)
  if (problem) throw badRequest(problem.field, problem.message)
}
