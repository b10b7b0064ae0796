import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai'
import { followUpsTask } from '../../eval/tasks/follow-ups'
import { sentimentTask } from '../../eval/tasks/sentiment'
import { askTask } from '../../eval/tasks/ask'
import { muteConsole } from '../support/console'

/**
 * `npm run eval` with CANDOR_AI_BASE_URL: the openai rows are the provider's own answers, here the
 * stand-in provider's (it rates every answer annoyed and always asks), never the local engine's
 * answers standing in for a failed call.
 */

let fake: FakeOpenAi

beforeAll(async () => {
  fake = await startFakeOpenAi()
  vi.stubEnv('CANDOR_AI_BASE_URL', fake.baseUrl)
  vi.stubEnv('CANDOR_AI_API_KEY', 'sk-eval-test')
})
afterAll(async () => {
  vi.unstubAllEnvs()
  await fake.close()
})

const valueOf = (figures: readonly { metric: string; value: number }[], metric: string) =>
  figures.find((figure) => figure.metric === metric)?.value

describe('the openai rows of npm run eval', () => {
  it("measure the provider's answers, not the local engine's", async () => {
    const sentiment = await sentimentTask.run('openai')
    expect(valueOf(sentiment, 'polarity macro-F1')).toBeLessThan(0.5)
    const followUps = await followUpsTask.run('openai')
    expect(valueOf(followUps, 'probes when it should')).toBe(1)
    expect(valueOf(followUps, 'moves on when the answer is specific')).toBe(0)
    expect(fake.requests.some((request) => request.path === '/v1/chat/completions')).toBe(true)
  })

  it('stop with a reason when the provider fails, instead of counting local answers', async () => {
    const { warn } = muteConsole(['warn'])
    fake.script('/chat/completions', { status: 400, json: { error: { message: 'no' } } })
    await expect(sentimentTask.run('openai')).rejects.toThrow('the provider did not answer')
    warn.mockRestore()
  })

  it('leave Ask to the local rows: it stays on the local retrieval with any provider', async () => {
    expect(await askTask.run('openai')).toEqual([])
  })
})
