import { parseArgs } from 'node:util'
import type { RequestHandler } from 'msw'
import { parseSeedScale } from '../db/seed'
import { SEED_SCALES, type SeedScale } from '../db/seed-options'
import { type FaultSettings } from '../faults/fault-settings'
import { parseFaultParams } from '../faults/fault-params'
import { parseOperationList } from '../hybrid/routing'
import { parseScenarioName, SCENARIO_NAMES, scenarios, type ScenarioName } from '../scenarios'

/** How the standalone mock server runs; every field has a default. */
export interface MockServerOptions {
  /** Default 4010; 0 picks a free port (tests). */
  port?: number
  /** Default 127.0.0.1: the mock has demo passwords and no real security, keep it local. */
  host?: string
  /**
   * Origins allowed by CORS (the app's dev server). Default http://localhost:5173. `*` allows
   * any origin (echoed back, since credentials are allowed).
   */
  origins?: readonly string[]
  /** Delay added to every API answer, in ms. Default 0. */
  latencyMs?: number
  /**
   * Keep the data in this JSON file between runs (a recording of a backend, made by
   * `npm run mock:record`, is such a file); default: in memory only.
   */
  dataFile?: string
  /**
   * With dataFile: the journal size (bytes) at which the snapshot is rewritten. Default 4 MiB or
   * a quarter of the snapshot, the larger.
   */
  compactAfterBytes?: number
  /**
   * The named scenario (mocks/scenarios) to seed when there is no data file to load. Default
   * 'demo'.
   */
  scenario?: ScenarioName
  /** Self-registration on or off, whatever the scenario or the data file says. */
  registration?: boolean
  /** Select a prompt file that does not exist, to show the configuration-error path. */
  brokenPrompt?: boolean
  /** Let self-registration create admins (refused with 403 otherwise). */
  openAdminRegistration?: boolean
  /**
   * The older name of the `large` scenario: 'large' seeds 10,000 users, 2,000 projects and
   * 20,000 interviews on top of the scenario's data (takes a few seconds).
   */
  seed?: SeedScale
  /**
   * Injected faults (mocks/faults/fault-settings.ts) for the server's life; restored by close().
   * Default: the process's current settings are left alone.
   */
  faults?: Partial<FaultSettings>
  /**
   * operationIds the server leaves out: they answer 404 with a plain-text body, as a backend
   * answers a route it does not have (to try hybrid mode against it).
   */
  without?: readonly string[]
  /**
   * A real backend to proxy: the operations it implements are forwarded to it, the others
   * answered by the mock (hybrid mode for any client). Its origin, e.g. https://api.example.com.
   */
  upstream?: string
  /**
   * Handlers tried before the mock's own: tests use them to make a drifted server. Not part
   * of the CLI.
   */
  handlers?: readonly RequestHandler[]
  /**
   * An OpenAI-compatible AI provider for the openai engine (mocks/ai/openai); without it the
   * local engine works alone. The key comes from CANDOR_AI_API_KEY only, never from a flag.
   */
  ai?: AiProviderOptions
  /** A line per request (the CLI prints them); default: silent. */
  log?: (line: string) => void
}

interface AiProviderOptions {
  /** The API root, such as https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string
  apiKey?: string
  /** Default 20 s. */
  chatTimeoutMs?: number
  /** Default 60 s. */
  transcriptionTimeoutMs?: number
}

export const DEFAULT_PORT = 4010
export const DEFAULT_HOST = '127.0.0.1'
export const DEFAULT_ORIGIN = 'http://localhost:5173'

export const USAGE = `Usage: npm run mock:server -- [options]

Serves the mock backend (the same handlers, data and AI stub as the in-browser mock) over
real HTTP and WebSocket: the API at /api, the interview socket at /ws/interviews/{id}.

Options (environment variable in brackets):
  --port N             port to listen on, 0 for any free one   [MOCK_PORT]     default ${DEFAULT_PORT}
  --host H             interface to bind                       [MOCK_HOST]     default ${DEFAULT_HOST}
  --origin URL         origin allowed by CORS; repeat or comma-separate for more, * for any
                                                               [MOCK_ORIGIN]   default ${DEFAULT_ORIGIN}
  --latency MS         delay every API answer by MS            [MOCK_LATENCY]  default 0
  --data FILE          keep the data in FILE between runs      [MOCK_DATA]     default in memory
                       (or start from a recording: npm run mock:record)
  --compact-after BYTES  with --data: rewrite FILE once its journal FILE.journal reaches
                       BYTES                      [MOCK_COMPACT_AFTER] default 4 MiB or FILE/4
  --scenario NAME      the data and switches to start from     [MOCK_SCENARIO] default demo
${SCENARIO_NAMES.map((name) => `                         ${name.padEnd(17)} ${scenarios[name].title}`).join('\n')}
  --no-registration    turn self-registration off              [MOCK_REGISTRATION=off]
  --broken-prompt      select a missing interviewer prompt     [MOCK_BROKEN_PROMPT=1]
  --open-admin-registration  let anyone register as an admin (never in a scenario)
  --seed SCALE         'large' is --scenario large, 'default' --scenario demo   [MOCK_SEED]
  --without IDS        leave out these operations (comma-separated operationIds): they
                       answer 404 with no Error body, as a missing route does   [MOCK_WITHOUT]
  --upstream URL       proxy a real backend: forward what it implements, mock the rest
                                                               [MOCK_UPSTREAM] default none
  --faults QUERY       inject faults, in the demo's address parameters, e.g.
                       mockLatency=100-800&mockFailOnce=answerInterview&mockDropSocket=1
                                                               [MOCK_FAULTS]   default none
  --ai-base-url URL    an OpenAI-compatible AI provider (OpenAI, Ollama, llama-server, vLLM,
                       LM Studio, Azure OpenAI); its key only from CANDOR_AI_API_KEY
                                                         [CANDOR_AI_BASE_URL] default none
  --ai-chat-timeout MS         with --ai-base-url   [CANDOR_AI_CHAT_TIMEOUT_MS] default 20000
  --ai-transcription-timeout MS                [CANDOR_AI_TRANSCRIPTION_TIMEOUT_MS] default 60000
  -h, --help           show this help
`

export class UsageError extends Error {
  override name = 'UsageError'
}

function integer(raw: string, name: string, min: number, max: number): number {
  const value = Number(raw)
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new UsageError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`)
  }
  return value
}

const truthy = (raw: string | undefined) => raw !== undefined && /^(1|true|yes|on)$/i.test(raw)
const falsy = (raw: string | undefined) => raw !== undefined && /^(0|false|no|off)$/i.test(raw)

/** The CLI's options from its arguments, then the environment, then the defaults. */
export function parseServerArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): { help: true } | { help: false; options: MockServerOptions } {
  let values
  try {
    ;({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        origin: { type: 'string', multiple: true },
        latency: { type: 'string' },
        data: { type: 'string' },
        'compact-after': { type: 'string' },
        'no-registration': { type: 'boolean' },
        'broken-prompt': { type: 'boolean' },
        'open-admin-registration': { type: 'boolean' },
        seed: { type: 'string' },
        scenario: { type: 'string' },
        without: { type: 'string', multiple: true },
        upstream: { type: 'string' },
        faults: { type: 'string' },
        'ai-base-url': { type: 'string' },
        'ai-chat-timeout': { type: 'string' },
        'ai-transcription-timeout': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }))
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  if (values.help) return { help: true }
  // An empty variable counts as unset, as in a shell's `VAR= command`.
  const vars = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const port = values.port ?? vars.MOCK_PORT
  const latency = values.latency ?? vars.MOCK_LATENCY
  const origins = (values.origin ?? (vars.MOCK_ORIGIN ? [vars.MOCK_ORIGIN] : [DEFAULT_ORIGIN]))
    .flatMap((origin) => origin.split(','))
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean)
  for (const origin of origins) {
    if (origin !== '*' && !/^https?:\/\/[^/]+$/.test(origin)) {
      throw new UsageError(
        `--origin must be an origin like http://localhost:5173 (got "${origin}")`,
      )
    }
  }
  const host = (values.host ?? vars.MOCK_HOST ?? DEFAULT_HOST).trim()
  if (!host) throw new UsageError('--host must not be empty')
  const data = values.data ?? vars.MOCK_DATA
  const compactAfter = values['compact-after'] ?? vars.MOCK_COMPACT_AFTER
  const seedText = values.seed ?? vars.MOCK_SEED
  const seed = seedText === undefined ? undefined : parseSeedScale(seedText)
  if (seedText !== undefined && seed === undefined) {
    throw new UsageError(`--seed must be one of ${SEED_SCALES.join(', ')} (got "${seedText}")`)
  }
  const scenarioText = values.scenario ?? vars.MOCK_SCENARIO
  const named = scenarioText === undefined ? undefined : parseScenarioName(scenarioText)
  if (scenarioText !== undefined && named === undefined) {
    throw new UsageError(
      `--scenario must be one of ${SCENARIO_NAMES.join(', ')} (got "${scenarioText}")`,
    )
  }
  // --seed is the older spelling of two scenarios; it may not contradict --scenario.
  const aliased = seed === undefined ? undefined : seed === 'large' ? 'large' : 'demo'
  if (named && aliased && named !== aliased) {
    throw new UsageError(`--seed ${seed} contradicts --scenario ${named}`)
  }
  const scenario = named ?? aliased
  const withoutText = values.without?.join(',') ?? vars.MOCK_WITHOUT
  let without: string[] | undefined
  if (withoutText !== undefined) {
    const { ids, unknown } = parseOperationList(withoutText)
    if (unknown.length > 0) {
      throw new UsageError(`--without names unknown operations: ${unknown.join(', ')}`)
    }
    without = ids
  }
  const upstreamText = (values.upstream ?? vars.MOCK_UPSTREAM)?.trim()
  if (upstreamText !== undefined && !/^https?:\/\/[^/\s]+(\/\S*)?$/.test(upstreamText)) {
    throw new UsageError(`--upstream must be an http(s) URL (got "${upstreamText}")`)
  }
  const faultsText = values.faults ?? vars.MOCK_FAULTS
  let faults: Partial<FaultSettings> | undefined
  if (faultsText !== undefined) {
    const parsed = parseFaultParams(faultsText.trim().replace(/^\?/, ''))
    // Unlike the demo's address, a flag with a typo stops the server: its caller is a script.
    if (parsed.problems.length > 0) {
      throw new UsageError(`--faults: ${parsed.problems.join('; ')}`)
    }
    if (Object.keys(parsed.faults).length === 0) {
      throw new UsageError(`--faults names no fault (got "${faultsText}")`)
    }
    faults = parsed.faults
  }
  const ai = parseAiOptions(values, vars)
  return {
    help: false,
    options: {
      port: port === undefined ? DEFAULT_PORT : integer(port, '--port', 0, 65535),
      host,
      origins,
      latencyMs: latency === undefined ? 0 : integer(latency, '--latency', 0, 60_000),
      ...(data ? { dataFile: data } : {}),
      ...(compactAfter === undefined
        ? {}
        : {
            compactAfterBytes: integer(compactAfter, '--compact-after', 1, Number.MAX_SAFE_INTEGER),
          }),
      ...(scenario ? { scenario } : {}),
      // Only what is asked for: otherwise the scenario decides.
      ...(values['no-registration'] || falsy(vars.MOCK_REGISTRATION)
        ? { registration: false }
        : truthy(vars.MOCK_REGISTRATION)
          ? { registration: true }
          : {}),
      ...(values['broken-prompt'] || truthy(vars.MOCK_BROKEN_PROMPT) ? { brokenPrompt: true } : {}),
      ...(values['open-admin-registration'] ? { openAdminRegistration: true } : {}),
      ...(without && without.length > 0 ? { without } : {}),
      ...(upstreamText ? { upstream: upstreamText } : {}),
      ...(faults ? { faults } : {}),
      ...(ai ? { ai } : {}),
    },
  }
}

function parseAiOptions(
  values: {
    'ai-base-url'?: string
    'ai-chat-timeout'?: string
    'ai-transcription-timeout'?: string
  },
  vars: Readonly<Record<string, string | undefined>>,
): AiProviderOptions | undefined {
  const baseUrl = (values['ai-base-url'] ?? vars.CANDOR_AI_BASE_URL)?.trim().replace(/\/+$/, '')
  const chat = values['ai-chat-timeout'] ?? vars.CANDOR_AI_CHAT_TIMEOUT_MS
  const transcription =
    values['ai-transcription-timeout'] ?? vars.CANDOR_AI_TRANSCRIPTION_TIMEOUT_MS
  if (baseUrl === undefined) {
    if (chat !== undefined || transcription !== undefined) {
      throw new UsageError('the AI timeouts need --ai-base-url')
    }
    return undefined
  }
  if (!/^https?:\/\/[^/\s@]+(\/\S*)?$/.test(baseUrl)) {
    throw new UsageError(
      `--ai-base-url must be an http(s) URL without credentials (got "${baseUrl}")`,
    )
  }
  return {
    baseUrl,
    ...(vars.CANDOR_AI_API_KEY ? { apiKey: vars.CANDOR_AI_API_KEY } : {}),
    ...(chat === undefined
      ? {}
      : { chatTimeoutMs: integer(chat, '--ai-chat-timeout', 1, 600_000) }),
    ...(transcription === undefined
      ? {}
      : {
          transcriptionTimeoutMs: integer(transcription, '--ai-transcription-timeout', 1, 600_000),
        }),
  }
}
