import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A small OpenAI-compatible provider on node:http for the openai engine's tests: /v1/models,
 * /v1/chat/completions and /v1/audio/transcriptions. Each route answers a sensible default, or the
 * replies a test scripts for it, in order; every request is kept for the test to read.
 */

export interface FakeReply {
  readonly status?: number
  readonly headers?: Readonly<Record<string, string>>
  /** A JSON body. */
  readonly json?: unknown
  /** A raw body, for malformed answers. */
  readonly raw?: string
  /** Wait this long before answering (a slow provider). */
  readonly delayMs?: number
}

export interface ReceivedRequest {
  readonly method: string
  readonly path: string
  readonly headers: Readonly<Record<string, string | string[] | undefined>>
  /** The parsed JSON body of a JSON request. */
  readonly json?: Record<string, unknown>
  /** The fields and files of a multipart request, files as `name type size`. */
  readonly form?: Readonly<Record<string, string>>
}

export type FakeRoute = '/models' | '/chat/completions' | '/audio/transcriptions'

/** A chat completion whose message content is `content`, as the provider sends it. */
export const chatReply = (content: string): FakeReply => ({
  json: {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content } }],
  },
})

export const FAKE_MODELS = [
  'gpt-4o-mini',
  'llama3.1:8b',
  'whisper-large-v3',
  'text-embedding-3-small',
  'omni-moderation-latest',
  'dall-e-3',
  'tts-1',
]

function defaultReply(route: FakeRoute, request: ReceivedRequest): FakeReply {
  if (route === '/models') {
    return { json: { object: 'list', data: FAKE_MODELS.map((id) => ({ id, object: 'model' })) } }
  }
  if (route === '/audio/transcriptions') return { json: { text: 'I order on the way to work.' } }
  const format = request.json?.response_format as { json_schema?: { name?: string } } | undefined
  return format?.json_schema?.name === 'sentiment'
    ? chatReply('{"sentiment":"annoyed"}')
    : chatReply('{"ask":true,"question":"What made the wait feel so long?"}')
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

async function parse(request: IncomingMessage, path: string): Promise<ReceivedRequest> {
  const body = await readBody(request)
  const type = request.headers['content-type'] ?? ''
  const base = { method: request.method ?? 'GET', path, headers: request.headers }
  if (type.startsWith('application/json')) {
    return { ...base, json: JSON.parse(body.toString('utf8')) as Record<string, unknown> }
  }
  if (type.startsWith('multipart/form-data')) {
    const data = await new Response(new Uint8Array(body), {
      headers: { 'content-type': type },
    }).formData()
    const form: Record<string, string> = {}
    for (const [name, value] of data) {
      form[name] = typeof value === 'string' ? value : `${value.name} ${value.type} ${value.size}`
    }
    return { ...base, form }
  }
  return base
}

export interface FakeOpenAi {
  /** The API root to give the engine, ending in /v1. */
  readonly baseUrl: string
  readonly requests: ReceivedRequest[]
  /** The next answers of a route, in order; then its default again. */
  script(route: FakeRoute, ...replies: FakeReply[]): void
  /** Forget the requests and any replies not yet used. */
  reset(): void
  close(): Promise<void>
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: ReceivedRequest[] = []
  const scripted = new Map<FakeRoute, FakeReply[]>()
  const routes: readonly FakeRoute[] = ['/models', '/chat/completions', '/audio/transcriptions']

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const path = (request.url ?? '/').split('?')[0] ?? '/'
    const route = routes.find((candidate) => path === `/v1${candidate}`)
    const received = await parse(request, path)
    requests.push(received)
    if (!route) {
      response.writeHead(404, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: { message: 'not found' } }))
      return
    }
    const reply = scripted.get(route)?.shift() ?? defaultReply(route, received)
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs))
    if (response.destroyed) return
    response.writeHead(reply.status ?? 200, {
      'content-type': 'application/json',
      ...reply.headers,
    })
    response.end(reply.raw ?? JSON.stringify(reply.json ?? {}))
  }

  const server = createServer((request, response) => {
    answer(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script(route, ...replies) {
      scripted.set(route, [...(scripted.get(route) ?? []), ...replies])
    },
    reset() {
      requests.length = 0
      scripted.clear()
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
