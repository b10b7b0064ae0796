import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { splitModels } from '@/domain/ai-models'
import { chatReply, startFakeOpenAi, type FakeOpenAi } from '../../../tests/support/fake-openai'
import type { InterviewContext } from '../engine'
import type { FollowUpInput } from '../follow-up'
import { FOLLOW_UP_RULES } from '../follow-up-rules'
import { localEngine } from '../local-engine'
import { EmptyRecordingError, type TranscribeInput } from '../transcribe'
import { RATED_SENTIMENTS, openaiEngine, type OpenAiEngineOptions } from './openai-engine'
import { retryDelayMs } from './provider-client'

const KEY = 'sk-test-DO-NOT-LEAK-4242'

let fake: FakeOpenAi
const logs: string[] = []

beforeAll(async () => {
  fake = await startFakeOpenAi()
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.reset()
  logs.length = 0
})

const PROMPT =
  'Interview for {{company}} about {{product}} ({{productDescription}}). Now asking: {{question}}. Intensity {{intensity}}. So far:\n{{conversation}}\n{{unknownThing}}'

function engine(overrides: Partial<OpenAiEngineOptions> = {}) {
  return openaiEngine({
    baseUrl: fake.baseUrl,
    apiKey: KEY,
    models: () => ({ chatModel: 'gpt-4o-mini', audioModel: 'whisper-large-v3' }),
    promptText: (path) => (path === 'prompts/interviewer/test.txt' ? PROMPT : null),
    log: (line) => logs.push(line),
    maxRetryWaitMs: 50,
    ...overrides,
  })
}

const context: InterviewContext = {
  company: 'BeanRunner',
  product: 'BeanRunner Express',
  productDescription: 'Coffee delivered to your desk',
  promptPath: 'prompts/interviewer/test.txt',
  conversation: [{ question: 'How did you first hear of it?', answer: 'A colleague.' }],
}

const recording: TranscribeInput = {
  category: 'app',
  questionText: 'Walk me through the last time you used it.',
  questionKey: 'q2',
  audioBytes: new Uint8Array([26, 69, 223, 163, 1, 2, 3, 4]),
}

const followUpInput = (over: Partial<FollowUpInput> = {}): FollowUpInput => ({
  questionText: 'Walk me through the last time you used it.',
  answerText: 'The tracking map froze and support took three days to reply.',
  sentiment: 'annoyed',
  intensity: 3,
  depth: 0,
  followUpsSoFar: 0,
  style: 'warm',
  ...over,
})

const chatRequests = () => fake.requests.filter((r) => r.path === '/v1/chat/completions')

describe('the openai engine against an OpenAI-compatible fake', () => {
  it('lists the provider models, which the admin lists split without embedding, moderation, image or speech models for chat', async () => {
    const models = await engine().listModels()
    expect(models.map((m) => m.id)).toContain('text-embedding-3-small')
    const { chat, audio } = splitModels(models)
    expect(chat.map((m) => m.id)).toEqual(['gpt-4o-mini', 'llama3.1:8b'])
    expect(audio.map((m) => m.id)).toEqual(['whisper-1', 'whisper-large-v3', 'tts-1'])
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`)
  })

  it('lists nothing, and says the provider is unavailable, when the listing fails', async () => {
    fake.script('/models', { status: 503 }, { status: 503 })
    const ai = engine()
    expect(await ai.listModels()).toEqual([])
    expect(ai.available()).toBe(false)
  })

  it('sends the recording as received, as multipart with the saved audio model', async () => {
    const result = await engine().transcribe(recording, context)
    expect(result).toEqual({
      value: 'I order on the way to work.',
      engine: 'openai:whisper-large-v3',
    })
    const [request] = fake.requests
    expect(request?.path).toBe('/v1/audio/transcriptions')
    expect(request?.form).toEqual({
      model: 'whisper-large-v3',
      file: `answer.webm audio/webm ${recording.audioBytes.length}`,
    })
  })

  it('refuses an empty recording as the local engine does, asking nobody', async () => {
    await expect(
      engine().transcribe({ ...recording, audioBytes: new Uint8Array() }, context),
    ).rejects.toBeInstanceOf(EmptyRecordingError)
    expect(fake.requests).toHaveLength(0)
  })

  it('rates sentiment with structured output limited to the 13 values', async () => {
    const result = await engine().rateSentiment('The map froze.', 'What went wrong?')
    expect(result).toEqual({ value: 'annoyed', engine: 'openai:gpt-4o-mini' })
    const body = chatRequests()[0]?.json
    expect(body?.model).toBe('gpt-4o-mini')
    expect(body?.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        strict: true,
        schema: { properties: { sentiment: { type: 'string', enum: RATED_SENTIMENTS } } },
      },
    })
    expect(RATED_SENTIMENTS).toHaveLength(13)
    expect(RATED_SENTIMENTS).not.toContain('sceptical')
  })

  it.each([
    ['a value outside the 13', chatReply('{"sentiment":"furious"}')],
    ['content that is not JSON', chatReply('annoyed, I think')],
    ['a body that is not JSON', { raw: '<html>oops</html>' }],
    ['no choices', { json: { choices: [] } }],
  ])('falls back to the local reading, recorded as local, on %s', async (_, reply) => {
    fake.script('/chat/completions', reply)
    const text = 'The tracking map froze and support took three days to reply.'
    const ai = engine()
    const result = await ai.rateSentiment(text, 'What went wrong?')
    expect(result).toEqual(await localEngine.rateSentiment(text, 'What went wrong?'))
    expect(result.engine).toBe('local')
    expect(ai.available()).toBe(false)
    expect(logs.join('\n')).toMatch(/sentiment failed .*using the local engine/)
  })

  it('phrases a follow-up with the interviewer prompt, its placeholders filled', async () => {
    const result = await engine().followUp(followUpInput(), context)
    expect(result).toEqual({
      value: {
        question: 'What made the wait feel so long?',
        reason: 'openai:gpt-4o-mini follow-up',
      },
      engine: 'openai:gpt-4o-mini',
    })
    const messages = chatRequests()[0]?.json?.messages as { role: string; content: string }[]
    const system = messages[0]?.content ?? ''
    expect(system).toContain(
      'Interview for BeanRunner about BeanRunner Express (Coffee delivered to your desk). Now asking: Walk me through the last time you used it.. Intensity 3 (Standard) of 5.',
    )
    expect(system).toContain('Q: How did you first hear of it?\nA: A colleague.')
    expect(system).toContain('{{unknownThing}}')
    expect(messages[1]?.content).toContain('support took three days to reply')
  })

  it('tells the model what the question is for when the discussion guide gives a goal', async () => {
    const goal = 'Learn what makes a morning delivery feel late.'
    await engine().followUp(followUpInput({ goal }), context)
    await engine().followUp(followUpInput(), context)
    const [withGoal, without] = chatRequests().map(
      (request) => request.json?.messages as { role: string; content: string }[],
    )
    expect(withGoal?.[1]?.content).toContain(`Goal of the question: ${goal}`)
    expect(withGoal?.[0]?.content).toContain('probe toward its goal')
    expect(without?.[1]?.content).not.toContain('Goal of the question')
  })

  it('moves on when the model decides not to ask', async () => {
    fake.script('/chat/completions', chatReply('{"ask":false,"question":""}'))
    expect(await engine().followUp(followUpInput(), context)).toEqual({
      value: null,
      engine: 'openai:gpt-4o-mini',
    })
  })

  it.each([
    ['longer than 200 characters', `${'Tell me more about that '.repeat(10)}?`],
    ['not a question', 'Tell me more.'],
    ['the question just asked', 'Walk me through the last time you used it.'],
    ['empty', ''],
  ])('uses the local follow-up when the provider’s is %s', async (_, question) => {
    fake.script('/chat/completions', chatReply(JSON.stringify({ ask: true, question })))
    const input = followUpInput()
    const result = await engine().followUp(input, context)
    expect(result).toEqual(await localEngine.followUp(input, context))
  })

  it('never asks beyond the intensity’s limit, whatever the provider wants', async () => {
    const ai = engine()
    for (const intensity of [1, 2, 3, 4, 5] as const) {
      const rule = FOLLOW_UP_RULES[intensity]
      for (let depth = 0; depth <= 4; depth++) {
        for (let followUpsSoFar = 0; followUpsSoFar <= 4; followUpsSoFar++) {
          for (const answerText of ['Fine.', 'It was mostly fine but the order was late twice.']) {
            const input = followUpInput({ intensity, depth, followUpsSoFar, answerText })
            const { value } = await ai.followUp(input, context)
            if (value === null) continue
            expect(followUpsSoFar).toBeLessThan(rule.maxFollowUps)
            expect(depth).toBeLessThanOrEqual(rule.maxDepth)
            if (depth === rule.maxDepth) expect(answerText).toBe('Fine.')
          }
        }
      }
    }
  })

  it('asks the provider nothing once the limit is reached', async () => {
    const input = followUpInput({ followUpsSoFar: FOLLOW_UP_RULES[3].maxFollowUps })
    expect(await engine().followUp(input, context)).toEqual({ value: null, engine: 'local' })
    expect(fake.requests).toHaveLength(0)
  })

  it('gives up on a slow provider after the timeout and goes on locally', async () => {
    // Wide margins on both sides: the provider answers 10× later than the limit, and the next
    // call, which the stand-in answers at once, has half a second even on a loaded machine.
    fake.script('/chat/completions', { delayMs: 5000, ...chatReply('{"sentiment":"excited"}') })
    const ai = engine({ chatTimeoutMs: 500 })
    const started = performance.now()
    const result = await ai.rateSentiment('Fine.', 'How was it?')
    expect(performance.now() - started).toBeLessThan(4000)
    expect(result.engine).toBe('local')
    expect(ai.available()).toBe(false)
    expect(logs.at(-1)).toMatch(/timed out after 500 ms/)
    expect((await ai.rateSentiment('Fine.', 'How was it?')).engine).toBe('openai:gpt-4o-mini')
    expect(ai.available()).toBe(true)
  })

  it('times out a transcription on its own, longer limit', async () => {
    fake.script('/audio/transcriptions', { delayMs: 400, json: { text: 'late' } })
    const slowChat = engine({ chatTimeoutMs: 10, transcriptionTimeoutMs: 60 })
    const result = await slowChat.transcribe(recording, context)
    expect(result).toEqual(await localEngine.transcribe(recording, context))
    expect(logs.at(-1)).toMatch(
      /transcription failed \(\/audio\/transcriptions timed out after 60 ms\)/,
    )
  })

  it('retries once on 429, after the Retry-After the provider asked for', async () => {
    fake.script('/chat/completions', { status: 429, headers: { 'Retry-After': '0.2' } })
    const started = performance.now()
    const result = await engine({ maxRetryWaitMs: 5000 }).rateSentiment('Great!', 'How was it?')
    expect(performance.now() - started).toBeGreaterThanOrEqual(190)
    expect(result.engine).toBe('openai:gpt-4o-mini')
    expect(chatRequests()).toHaveLength(2)
  })

  it('retries a 5xx once, then goes on locally, saying why', async () => {
    fake.script('/chat/completions', { status: 500 }, { status: 502 })
    const ai = engine()
    const result = await ai.followUp(followUpInput(), context)
    expect(result).toEqual(await localEngine.followUp(followUpInput(), context))
    expect(chatRequests()).toHaveLength(2)
    expect(logs).toEqual([
      'AI provider: follow-up failed (/chat/completions answered 502); using the local engine',
    ])
  })

  it('does not retry a 400', async () => {
    fake.script('/chat/completions', { status: 400 })
    await engine().rateSentiment('Great!', 'How was it?')
    expect(chatRequests()).toHaveLength(1)
  })

  it('goes on locally when the provider cannot be reached at all', async () => {
    const ai = engine({ baseUrl: 'http://127.0.0.1:9/v1' })
    expect((await ai.rateSentiment('Great!', 'How was it?')).engine).toBe('local')
    expect((await ai.transcribe(recording, context)).engine).toBe('local')
    expect(ai.available()).toBe(false)
  })

  it('answers Ask with the local retrieval, sending the provider nothing', async () => {
    const request = {
      projectId: 'p',
      version: '1',
      documents: () => [
        { interviewId: 'i1', questionId: 'q1', text: 'The delivery was late again.' },
        { interviewId: 'i2', questionId: 'q1', text: 'I love the oat latte.' },
      ],
      question: 'What do they say about late deliveries?',
      scope: new Set(['i1', 'i2']),
    }
    const result = await engine().ask(request)
    expect(result).toEqual(await localEngine.ask(request))
    expect(result.engine).toBe('local')
    expect(fake.requests).toHaveLength(0)
  })

  it('never puts the key in a log line or an answer, even when the provider echoes it', async () => {
    const echo = { status: 401, json: { error: { message: `Incorrect API key provided: ${KEY}` } } }
    fake.script('/chat/completions', echo, { raw: KEY }, chatReply(KEY))
    fake.script('/audio/transcriptions', echo)
    fake.script('/models', echo)
    const ai = engine()
    const results = [
      await ai.rateSentiment('Great!', 'How was it?'),
      await ai.rateSentiment('Great!', 'How was it?'),
      await ai.followUp(followUpInput(), context),
      await ai.transcribe(recording, context),
      await ai.listModels(),
    ]
    expect(logs.length).toBeGreaterThanOrEqual(4)
    expect(JSON.stringify({ results, logs })).not.toContain(KEY)
    expect(JSON.stringify({ results, logs })).not.toContain('DO-NOT-LEAK')
  })
})

describe('retryDelayMs', () => {
  const now = Date.parse('2026-01-01T00:00:00Z')
  it('reads seconds and dates, waits 1 s when told nothing, and stays within the bound', () => {
    expect(retryDelayMs('2', now, 10_000)).toBe(2000)
    expect(retryDelayMs('Thu, 01 Jan 2026 00:00:03 GMT', now, 10_000)).toBe(3000)
    expect(retryDelayMs(null, now, 10_000)).toBe(1000)
    expect(retryDelayMs('soon', now, 10_000)).toBe(1000)
    expect(retryDelayMs('3600', now, 10_000)).toBe(10_000)
    expect(retryDelayMs('-5', now, 10_000)).toBe(0)
  })
})

const realBaseUrl = process.env.CANDOR_AI_BASE_URL
describe('the openai engine against a real provider', () => {
  it.skipIf(!realBaseUrl)(
    realBaseUrl
      ? `lists models and rates a sentiment at ${realBaseUrl}`
      : 'against a real provider: skipped, CANDOR_AI_BASE_URL is not set',
    async () => {
      const real = openaiEngine({
        baseUrl: realBaseUrl ?? '',
        apiKey: process.env.CANDOR_AI_API_KEY,
        models: () => ({ chatModel: process.env.CANDOR_AI_CHAT_MODEL ?? null, audioModel: null }),
        promptText: () => null,
        log: (line) => logs.push(line),
      })
      const { chat } = splitModels(await real.listModels())
      expect(chat.length).toBeGreaterThan(0)
      const chatModel = process.env.CANDOR_AI_CHAT_MODEL ?? chat[0]?.id ?? null
      const rated = await openaiEngine({
        baseUrl: realBaseUrl ?? '',
        apiKey: process.env.CANDOR_AI_API_KEY,
        models: () => ({ chatModel, audioModel: null }),
        promptText: () => null,
        log: (line) => logs.push(line),
      }).rateSentiment(
        'The tracking map froze and support took three days to reply.',
        'What went wrong?',
      )
      expect(logs).toEqual([])
      expect(rated.engine).toBe(`openai:${chatModel}`)
      expect(RATED_SENTIMENTS).toContain(rated.value)
    },
    60_000,
  )
})
