import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getResponse, type RequestHandler } from 'msw'
import { setAiEngine } from '../ai/active-engine'
import { setAiProvider } from '../ai/active-provider'
import { localEngine } from '../ai/local-engine'
import { openaiEngine } from '../ai/openai/openai-engine'
import { db } from '../db'
import { MISSING_PROMPT_PATH, seedDatabase, type SeedOptions } from '../db/seed'
import { faultSettings, setFaults } from '../faults/fault-settings'
import { matchOperation } from '../contract/operations'
import { handlers as mockHandlers } from '../handlers'
import { createHybridHandler } from '../hybrid/handler'
import { mockTokenFor } from '../hybrid/identity'
import { configureHybrid } from '../hybrid/routing'
import { DEFAULT_SCENARIO, scenarios } from '../scenarios'
import { scenarioSeed } from '../scenarios/choice'
import { mockSettings } from '../faults/default-latency'
import {
  answerPreflight,
  applyCors,
  applySecurityHeaders,
  applyXsrfCookie,
  RequestBodyTooLarge,
  toFetchRequest,
  writeError,
  writeFetchResponse,
} from './http'
import { adminRegistrationOpen, setAdminRegistrationOpen } from '../auth/policy'
import { DEFAULT_HOST, DEFAULT_ORIGIN, DEFAULT_PORT, type MockServerOptions } from './options'
import { DataStore } from './data-store'
import { createInterviewSocketServer } from './socket'
import { syncPromptFiles } from './prompt-directory'
import { upstreamBase, upstreamForward } from './upstream'

export type { MockServerOptions } from './options'

/**
 * The mock backend as a real server: msw's `getResponse(handlers, request)` answers each
 * node:http request with the same handlers, data layer and AI stub as the in-browser mock, and
 * the `ws` package serves the interview socket over the same interview logic.
 */

export interface RunningMockServer {
  /** http://host:port, without a trailing slash; the API is at `${url}/api`. */
  url: string
  port: number
  host: string
  /** Whether the data came from an existing --data file (false: freshly seeded). */
  loadedFromFile: boolean
  /** Stops listening, closes sockets and connections, and flushes the data file. */
  close(): Promise<void>
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The seed of a run: the scenario's, with the switches and the older --seed on top. */
function seedOptions(options: MockServerOptions): SeedOptions {
  return {
    ...scenarioSeed(options.scenario ?? DEFAULT_SCENARIO),
    ...(options.registration === undefined ? {} : { registrationEnabled: options.registration }),
    ...(options.brokenPrompt ? { brokenPrompt: true } : {}),
    ...(options.seed ? { scale: options.seed } : {}),
  }
}

async function settingsUpdate(options: MockServerOptions) {
  const scenario = scenarios[options.scenario ?? DEFAULT_SCENARIO]
  await db.settings.update((q) => q.where({ key: 'settings' }), {
    data(settings) {
      // A loaded file (a recording, say) keeps its own switch unless this run names one.
      const named = options.scenario === undefined ? undefined : scenario.seed?.registrationEnabled
      settings.registrationEnabled = options.registration ?? named ?? settings.registrationEnabled
      if (options.brokenPrompt) settings.currentPrompt = MISSING_PROMPT_PATH
    },
  })
}

/**
 * Loads the data file (snapshot and journal) into the data layer, or seeds and creates it, then
 * journals every change; in memory without one.
 */
async function prepareData(options: MockServerOptions): Promise<{
  store: DataStore | undefined
  loadedFromFile: boolean
}> {
  const seed = () => seedDatabase(seedOptions(options))
  if (!options.dataFile) {
    await seed()
    return { store: undefined, loadedFromFile: false }
  }
  const store = new DataStore(options.dataFile, {
    ...(options.compactAfterBytes === undefined
      ? {}
      : { compactAfterBytes: options.compactAfterBytes }),
  })
  let loaded: boolean
  try {
    loaded = await store.load()
  } catch (error) {
    throw new Error(
      `Cannot load ${options.dataFile}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    )
  }
  if (!loaded) {
    await seed()
    await store.create()
  }
  await store.start()
  // The flags describe this run, whatever the file says (journalled like any change).
  if (loaded) await settingsUpdate(options)
  await store.commit()
  return { store, loadedFromFile: loaded }
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

const urlHost = (host: string) => (host.includes(':') ? `[${host}]` : host)

export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const host = options.host ?? DEFAULT_HOST
  const origins = options.origins ?? [DEFAULT_ORIGIN]
  const log = options.log
  const ownHandlers: RequestHandler[] = [...(options.handlers ?? []), ...mockHandlers]
  const upstream = options.upstream ? upstreamBase(options.upstream) : null
  if (upstream) configureHybrid({})
  const forward = upstream ? upstreamForward(upstream) : null
  const handlers: RequestHandler[] = forward
    ? [createHybridHandler({ forward, mockHandlers: ownHandlers })]
    : ownHandlers
  const without = new Set(options.without ?? [])
  const { store, loadedFromFile } = await prepareData(options)
  // The prompts are the files in prompts/interviewer/, whatever the seed or the data file holds.
  await syncPromptFiles()
  await store?.commit()
  const ai = options.ai
    ? openaiEngine({
        ...options.ai,
        models: () => {
          const settings = db.settings.findFirst((q) => q.where({ key: 'settings' }))
          return {
            chatModel: settings?.chatModel ?? null,
            audioModel: settings?.audioModel ?? null,
          }
        },
        promptText: (path) =>
          path ? (db.promptFiles.findFirst((q) => q.where({ path }))?.content ?? null) : null,
        log: (line) => console.warn(line),
      })
    : null
  if (ai) {
    setAiEngine(ai)
    setAiProvider(ai)
  }
  let fallbackHost = host

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const started = performance.now()
    const method = (req.method ?? 'GET').toUpperCase()
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    // Report and participant link tokens are credentials (docs/product.md#shared-report,
    // #participant-links): never logged.
    const logged = path.replace(/\/(shared|join)\/[^/]+/, '/$1/[redacted]')
    applySecurityHeaders(res)
    applyCors(req, res, origins)
    if (method === 'OPTIONS') {
      answerPreflight(res)
      log?.(`${method} ${logged} 204 (preflight)`)
      return
    }
    applyXsrfCookie(req, res)
    // An admin adds a prompt by adding a file: the list is read again whenever it is asked for.
    if (path.startsWith('/api/admin/interviewer-prompts')) await syncPromptFiles()
    let request: Request
    try {
      request = await toFetchRequest(req, fallbackHost)
    } catch (error) {
      res.setHeader('Connection', 'close')
      if (error instanceof RequestBodyTooLarge) {
        writeError(res, 413, 'payload_too_large', 'body is too large')
      } else {
        writeError(res, 400, 'bad_request', 'The request is malformed')
      }
      return
    }
    if (!decodes(path)) {
      // msw decodes the path to match its routes and throws on a broken escape: a 400 here.
      writeError(res, 400, 'bad_request', 'path is not valid percent-encoding')
      log?.(`${method} ${logged} 400`)
      return
    }
    if (without.size > 0) {
      const match = matchOperation(method, path.replace(/^\/api(?=\/)/, ''))
      if (match && 'operation' in match && without.has(match.operation.operationId)) {
        // As a backend that lacks the route answers: a plain 404, not the contract's Error.
        res.statusCode = 404
        res.setHeader('Content-Type', 'text/plain; charset=utf-8')
        res.end('Not Found')
        log?.(`${method} ${logged} 404 (--without ${match.operation.operationId})`)
        return
      }
    }
    let response: Response | undefined
    try {
      response = await getResponse(handlers, request)
    } catch (error) {
      console.error(`${method} ${logged} failed in a handler:`, error)
      writeError(res, 500, 'internal_error', 'The mock failed to answer (see its log)')
      return
    }
    if (!response) {
      const what = path === '/api' || path.startsWith('/api/') ? 'operation' : 'route'
      writeError(res, 404, 'not_found', `No ${what} for ${method} ${path}; the API is at /api`)
      log?.(`${method} ${logged} 404`)
      return
    }
    if (store && MUTATING.has(method)) {
      // Acknowledged means kept: the answer waits for the flush that holds the changes.
      try {
        await store.commit()
      } catch (error) {
        console.error(`${method} ${path}: the data file cannot be written:`, error)
        writeError(res, 503, 'unavailable', 'The change could not be saved to the data file')
        return
      }
    }
    await writeFetchResponse(res, response, method)
    log?.(`${method} ${logged} ${response.status} ${Math.round(performance.now() - started)} ms`)
  }

  const sockets = createInterviewSocketServer({
    ...(store ? { kept: () => store.commit() } : {}),
    ...(upstream && forward
      ? {
          upstream: {
            url: upstream,
            mockToken: (token: string) => mockTokenFor(token, `${upstream}/api`, forward),
          },
        }
      : {}),
  })
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('Mock server could not answer:', error)
      if (!res.headersSent) writeError(res, 500, 'internal_error', 'The mock failed to answer')
      else res.destroy()
    })
  })
  server.on('upgrade', (req, socket, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    sockets.handleUpgrade(req, socket, head, fallbackHost)
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? DEFAULT_PORT, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  // A process-wide knob of the mock: set for this server's life, restored by close().
  const previousLatency = mockSettings.latencyMs()
  mockSettings.setLatency(options.latencyMs ?? 0)
  // The faults are process-wide too; only a server given some touches them.
  const previousFaults = options.faults ? faultSettings() : undefined
  if (options.faults) setFaults(options.faults)
  const previousAdminRegistration = adminRegistrationOpen()
  setAdminRegistrationOpen(options.openAdminRegistration ?? false)
  fallbackHost = `${urlHost(host)}:${port}`

  let closing: Promise<void> | undefined
  return {
    url: `http://${urlHost(host)}:${port}`,
    port,
    host,
    loadedFromFile,
    close() {
      closing ??= (async () => {
        await sockets.close()
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()))
        server.closeIdleConnections()
        // Requests still running get a moment to finish, then their connections are cut.
        const force = setTimeout(() => server.closeAllConnections(), 2000)
        await stopped
        clearTimeout(force)
        await store?.close()
        mockSettings.setLatency(previousLatency)
        if (previousFaults) setFaults(previousFaults)
        setAdminRegistrationOpen(previousAdminRegistration)
        if (ai) {
          setAiEngine(localEngine)
          setAiProvider(null)
        }
      })()
      return closing
    },
  }
}
