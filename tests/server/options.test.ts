import { describe, expect, it } from 'vitest'
import { parseServerArgs, UsageError } from '../../mocks/server/options'

/** The flags and environment variables of `npm run mock:server`. */

const options = (argv: string[], env: Record<string, string> = {}) => {
  const parsed = parseServerArgs(argv, env)
  if (parsed.help) throw new Error('unexpected --help')
  return parsed.options
}

describe('mock:server options', () => {
  it('defaults to 127.0.0.1:4010, the Vite dev origin, in memory, the scenario deciding', () => {
    expect(options([])).toEqual({
      port: 4010,
      host: '127.0.0.1',
      origins: ['http://localhost:5173'],
      latencyMs: 0,
    })
  })

  it('reads every flag', () => {
    expect(
      options([
        '--port',
        '0',
        '--host',
        '::1',
        '--origin',
        'http://localhost:4173/',
        '--origin',
        'http://a.test,http://b.test',
        '--latency',
        '250',
        '--data',
        'tmp/mock.json',
        '--no-registration',
        '--broken-prompt',
      ]),
    ).toEqual({
      port: 0,
      host: '::1',
      origins: ['http://localhost:4173', 'http://a.test', 'http://b.test'],
      latencyMs: 250,
      dataFile: 'tmp/mock.json',
      registration: false,
      brokenPrompt: true,
    })
  })

  it('falls back to the environment, flags winning', () => {
    const env = {
      MOCK_PORT: '5000',
      MOCK_HOST: 'localhost',
      MOCK_ORIGIN: '*',
      MOCK_LATENCY: '10',
      MOCK_DATA: 'data.json',
      MOCK_REGISTRATION: 'off',
      MOCK_BROKEN_PROMPT: '1',
    }
    expect(options([], env)).toEqual({
      port: 5000,
      host: 'localhost',
      origins: ['*'],
      latencyMs: 10,
      dataFile: 'data.json',
      registration: false,
      brokenPrompt: true,
    })
    expect(options(['--port', '6000'], env).port).toBe(6000)
  })

  it('chooses a scenario by flag or MOCK_SCENARIO, and refuses an unknown one', () => {
    expect(options(['--scenario', 'empty']).scenario).toBe('empty')
    expect(options([], { MOCK_SCENARIO: ' Mid-Interview ' }).scenario).toBe('mid-interview')
    expect(options(['--scenario', 'demo'], { MOCK_SCENARIO: 'large' }).scenario).toBe('demo')
    expect(options([])).not.toHaveProperty('scenario')
    expect(() => options(['--scenario', 'busy'])).toThrow(
      new UsageError(
        '--scenario must be one of demo, empty, large, broken-config, registration-off, mid-interview (got "busy")',
      ),
    )
  })

  it('keeps --seed as the older name of the large and demo scenarios', () => {
    expect(options(['--seed', 'large']).scenario).toBe('large')
    expect(options([], { MOCK_SEED: 'LARGE' }).scenario).toBe('large')
    expect(options(['--seed', 'default'], { MOCK_SEED: 'large' }).scenario).toBe('demo')
    expect(options(['--seed', 'large', '--scenario', 'large']).scenario).toBe('large')
    expect(() => options(['--seed', 'large', '--scenario', 'empty'])).toThrow(
      new UsageError('--seed large contradicts --scenario empty'),
    )
    expect(() => options(['--seed', 'huge'])).toThrow(
      new UsageError('--seed must be one of default, large (got "huge")'),
    )
  })

  it('keeps --no-registration and --broken-prompt as switches on top of any scenario', () => {
    expect(options(['--scenario', 'empty', '--no-registration', '--broken-prompt'])).toMatchObject({
      scenario: 'empty',
      registration: false,
      brokenPrompt: true,
    })
    expect(options([], { MOCK_REGISTRATION: 'on' }).registration).toBe(true)
    expect(options(['--scenario', 'registration-off'])).not.toHaveProperty('registration')
  })

  it('reads --without (repeat or comma-separate; MOCK_WITHOUT) and refuses unknown operations', () => {
    expect(
      options(['--without', 'listAvailableModels, getCurrentModels', '--without', 'selectModels'])
        .without,
    ).toEqual(['listAvailableModels', 'getCurrentModels', 'selectModels'])
    expect(options([], { MOCK_WITHOUT: 'listProjects' }).without).toEqual(['listProjects'])
    expect(options([])).not.toHaveProperty('without')
    expect(() => options(['--without', 'listModels'])).toThrow(
      new UsageError('--without names unknown operations: listModels'),
    )
  })

  it('reads --upstream (MOCK_UPSTREAM) as an http(s) URL', () => {
    expect(options(['--upstream', 'https://api.example.com']).upstream).toBe(
      'https://api.example.com',
    )
    expect(options([], { MOCK_UPSTREAM: 'http://127.0.0.1:8000' }).upstream).toBe(
      'http://127.0.0.1:8000',
    )
    expect(() => options(['--upstream', 'api.example.com'])).toThrow(
      new UsageError('--upstream must be an http(s) URL (got "api.example.com")'),
    )
  })

  it('treats an empty variable as unset', () => {
    expect(options([], { MOCK_PORT: '', MOCK_DATA: '', MOCK_ORIGIN: '' })).toMatchObject({
      port: 4010,
      origins: ['http://localhost:5173'],
    })
  })

  it('reads the faults in the address parameters of the demo, from the flag or MOCK_FAULTS', () => {
    expect(
      options(['--faults', 'mockLatency=100-800&mockFailOnce=answerInterview&mockDropSocket=1'])
        .faults,
    ).toEqual({
      latency: { min: 100, max: 800 },
      failOnce: ['answerInterview'],
      dropSocket: true,
    })
    const env = { MOCK_FAULTS: '?mockSlowTranscription=1500&mockSeed=7' }
    expect(options([], env).faults).toEqual({ slowTranscriptionMs: 1500, seed: 7 })
    expect(options(['--faults', 'mockErrorRate=0.5'], env).faults).toEqual({ errorRate: 0.5 })
    expect(options([])).not.toHaveProperty('faults')
  })

  it.each([
    [['--faults', 'mockFail=noSuchOperation'], /--faults: mockFail=noSuchOperation: Unknown/],
    [['--faults', 'mockErrorRate=2'], /Error rate must be a number from 0 to 1/],
    [['--faults', 'latency=100'], /--faults names no fault/],
    [['--port', 'abc'], /--port must be a whole number/],
    [['--port', '70000'], /--port must be a whole number from 0 to 65535/],
    [['--latency', '-1'], /--latency/],
    [['--origin', 'localhost:5173'], /--origin must be an origin/],
    [['--bogus'], /Unknown option '--bogus'/],
    [['extra'], /Unexpected argument 'extra'/],
  ])('refuses %j with a usage error', (argv, message) => {
    expect(() => parseServerArgs(argv)).toThrow(UsageError)
    expect(() => parseServerArgs(argv)).toThrow(message)
  })

  it('asks for help', () => {
    expect(parseServerArgs(['--help'])).toEqual({ help: true })
    expect(parseServerArgs(['-h'])).toEqual({ help: true })
  })

  describe('the AI provider', () => {
    it('connects nothing without a base URL, whatever the key', () => {
      expect(options([], { CANDOR_AI_API_KEY: 'sk-x' }).ai).toBeUndefined()
    })

    it('takes the base URL from the flag or the environment, the key from the environment only', () => {
      expect(options(['--ai-base-url', 'http://localhost:11434/v1/']).ai).toEqual({
        baseUrl: 'http://localhost:11434/v1',
      })
      expect(
        options([], {
          CANDOR_AI_BASE_URL: 'https://api.openai.com/v1',
          CANDOR_AI_API_KEY: 'sk-x',
          CANDOR_AI_CHAT_TIMEOUT_MS: '5000',
        }).ai,
      ).toEqual({ baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-x', chatTimeoutMs: 5000 })
      expect(
        options(['--ai-base-url', 'http://h/v1', '--ai-transcription-timeout', '90000']).ai,
      ).toEqual({ baseUrl: 'http://h/v1', transcriptionTimeoutMs: 90000 })
    })

    it('refuses a key flag, a URL with credentials and timeouts without a provider', () => {
      expect(() => options(['--ai-api-key', 'sk-x'])).toThrow(UsageError)
      expect(() => options(['--ai-base-url', 'https://user:sk-x@host/v1'])).toThrow(UsageError)
      expect(() => options(['--ai-base-url', 'ftp://host'])).toThrow(UsageError)
      expect(() => options(['--ai-chat-timeout', '5'])).toThrow(UsageError)
    })
  })
})
