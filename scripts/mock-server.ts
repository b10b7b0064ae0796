// `npm run mock:server`: the mock backend as a real HTTP + WebSocket server (mocks/README.md#the-standalone-server).
import { DEFAULT_SCENARIO } from '../mocks/scenarios'
import { startMockServer } from '../mocks/server/create-server'
import { parseServerArgs, USAGE, UsageError } from '../mocks/server/options'

async function main(): Promise<number | undefined> {
  let parsed
  try {
    parsed = parseServerArgs(process.argv.slice(2), process.env)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    console.error(`${error.message}\n\n${USAGE}`)
    return 2
  }
  if (parsed.help) {
    console.log(USAGE)
    return 0
  }
  const { options } = parsed
  const server = await startMockServer({
    ...options,
    log: (line) => console.log(`${new Date().toISOString().slice(11, 23)} ${line}`),
  })
  const socketUrl = server.url.replace(/^http/, 'ws')
  const data = options.dataFile
    ? `${options.dataFile} (${server.loadedFromFile ? 'loaded' : 'seeded and created'})`
    : 'in memory (seeded; lost on exit)'
  console.log(
    [
      `Candor mock server listening on ${server.url}`,
      `  API      ${server.url}/api`,
      `  socket   ${socketUrl}/ws/interviews/{id}`,
      `  CORS     ${(options.origins ?? []).join(', ')}`,
      `  data     ${data}`,
      `  options  scenario ${options.scenario ?? DEFAULT_SCENARIO}` +
        (options.registration === undefined
          ? ''
          : `, registration ${options.registration ? 'on' : 'off'}`) +
        `, latency ${options.latencyMs ?? 0} ms` +
        (options.brokenPrompt ? ', broken prompt' : ''),
      ...(options.without ? [`  without  ${options.without.join(', ')} (404, no Error body)`] : []),
      ...(options.upstream
        ? [`  upstream ${options.upstream} (its operations forwarded; the rest mocked)`]
        : []),
      ...(options.ai
        ? [
            `  AI       ${options.ai.baseUrl} (key ${options.ai.apiKey ? 'from CANDOR_AI_API_KEY' : 'none'}; the local engine when it fails)`,
          ]
        : []),
      `Live app: VITE_API_BASE_URL=${server.url} npm run dev:live`,
      'Ctrl+C to stop.',
    ].join('\n'),
  )
  if (options.host !== '127.0.0.1' && options.host !== 'localhost' && options.host !== '::1') {
    console.warn(
      `Warning: listening on ${options.host}; the mock has demo passwords and no real security.`,
    )
  }

  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl+C is someone who will not wait. A repeated SIGTERM is not: a process
      // manager signals the whole group, whose members may pass it on, and escalates to
      // SIGKILL itself when it stops waiting.
      if (signal === 'SIGTERM') return
      console.log('Forced exit.')
      process.exit(130)
    }
    stopping = true
    console.log(
      `\n${signal}: closing sockets and connections${options.dataFile ? ', saving data' : ''}…`,
    )
    server.close().then(
      () => {
        console.log('Stopped.')
        process.exit(0)
      },
      (error: unknown) => {
        console.error('Could not stop cleanly:', error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  return undefined
}

main().then(
  (code) => {
    if (code !== undefined) process.exit(code)
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
