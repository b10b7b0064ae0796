import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai'
import { startMockServer, type RunningMockServer } from '../../mocks/server/create-server'
import { aiEngine } from '../../mocks/ai/active-engine'
import { connectSocket, demo, signInAt, startInterview } from './support'

const KEY = 'sk-server-test-SECRET-77'

let fake: FakeOpenAi
let server: RunningMockServer

beforeAll(async () => {
  fake = await startFakeOpenAi()
  server = await startMockServer({
    port: 0,
    host: '127.0.0.1',
    ai: { baseUrl: fake.baseUrl, apiKey: KEY },
  })
})
afterAll(async () => {
  await server.close()
  await fake.close()
})

async function send(method: 'POST' | 'PUT', path: string, token: string, body: unknown) {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
  return response.status
}

async function get(path: string, token: string) {
  const response = await fetch(`${server.url}/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  return { status: response.status, text: await response.text() }
}

describe('the standalone server with --ai-base-url', () => {
  it('uses the openai engine and lists the provider models to admins, never the key', async () => {
    expect(aiEngine().name).toBe('openai')
    const { token } = await signInAt(server.url, demo.admin)
    const models = await get('/test/models', token)
    expect(models.status).toBe(200)
    expect(JSON.parse(models.text)).toEqual({
      models: expect.arrayContaining([{ id: 'llama3.1:8b', name: 'llama3.1:8b' }]) as unknown,
    })
    expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${KEY}`)
    const status = await get('/ai/status', token)
    expect(JSON.parse(status.text)).toEqual({ provider: 'connected' })
    expect(models.text + status.text).not.toContain(KEY)
  })

  it('says the provider is unavailable after a failed call', async () => {
    const { token } = await signInAt(server.url, demo.admin)
    fake.script('/models', { status: 500 }, { status: 500 })
    expect(JSON.parse((await get('/test/models', token)).text)).toEqual({ models: [] })
    expect(JSON.parse((await get('/ai/status', token)).text)).toEqual({ provider: 'unavailable' })
  })

  it('lists the prompt files of prompts/interviewer/', async () => {
    const { token } = await signInAt(server.url, demo.admin)
    const { prompts } = JSON.parse((await get('/admin/interviewer-prompts', token)).text) as {
      prompts: { filename: string; description: string }[]
    }
    expect(prompts.map((prompt) => prompt.filename)).toEqual([
      'interviewer.system.prompt1.txt',
      'interviewer.system.prompt2.txt',
      'interviewer.system.prompt3.txt',
    ])
    expect(prompts[0]?.description).toBe(
      'Default: warm and conversational, puts the interviewee at ease',
    )
  })

  it('runs a voice interview over the socket on the saved models and the prompt file', async () => {
    const admin = await signInAt(server.url, demo.admin)
    const models = { chatModel: 'llama3.1:8b', audioModel: 'whisper-large-v3' }
    expect(await send('POST', '/models/select', admin.token, models)).toBe(200)
    fake.reset()

    const { token, id } = await startInterview(server.url)
    const { socket, next, closed, invalid } = connectSocket(
      server.url,
      `/ws/interviews/${id}?token=${token}`,
    )
    await next('status')
    socket.send(new Uint8Array([26, 69, 223, 163, 1, 2, 3]))
    socket.send(new Uint8Array(0))

    expect(await next('transcript')).toMatchObject({
      transcript: 'I order on the way to work.',
      transcriptEngine: 'openai:whisper-large-v3',
    })
    expect(await next('sentiment')).toMatchObject({
      sentiment: 'annoyed',
      sentimentEngine: 'openai:llama3.1:8b',
    })
    await next('done')
    expect((await next('nextQuestion')).nextQuestion).toMatchObject({
      text: 'What made the wait feel so long?',
      isFollowUp: true,
      engine: 'openai:llama3.1:8b',
    })

    const heard = fake.requests.find((request) => request.path === '/v1/audio/transcriptions')
    expect(heard?.form).toMatchObject({
      model: 'whisper-large-v3',
      file: 'answer.webm audio/webm 7',
    })
    const chats = fake.requests.filter((request) => request.path === '/v1/chat/completions')
    expect(chats.map((request) => request.json?.model)).toEqual(['llama3.1:8b', 'llama3.1:8b'])
    // The follow-up's system prompt is the saved prompt file, read from disk, filled in.
    const system = JSON.stringify(chats.at(-1)?.json?.messages)
    expect(system).toContain('You are a friendly product researcher')
    expect(system).toContain('BeanRunner')
    expect(system).not.toContain('{{company}}')
    for (const request of fake.requests)
      expect(JSON.stringify(request.json ?? {})).not.toContain(KEY)

    socket.close(1000)
    expect((await closed).code).toBe(1000)
    expect(invalid).toEqual([])
  })
})
