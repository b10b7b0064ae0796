import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai'
import { startMockServer, type RunningMockServer } from '../../mocks/server/create-server'
import { aiEngine } from '../../mocks/ai/active-engine'
import { demo, signIn } from './support'

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

async function get(path: string, token: string) {
  const response = await fetch(`${server.url}/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  return { status: response.status, text: await response.text() }
}

describe('the standalone server with --ai-base-url', () => {
  it('uses the openai engine and lists the provider models to admins, never the key', async () => {
    expect(aiEngine().name).toBe('openai')
    const { token } = await signIn(server.url, demo.admin)
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
    const { token } = await signIn(server.url, demo.admin)
    fake.script('/models', { status: 500 }, { status: 500 })
    expect(JSON.parse((await get('/test/models', token)).text)).toEqual({ models: [] })
    expect(JSON.parse((await get('/ai/status', token)).text)).toEqual({ provider: 'unavailable' })
  })

  it('lists the prompt files of prompts/interviewer/', async () => {
    const { token } = await signIn(server.url, demo.admin)
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
})
