import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { availableModels, interviewerPrompts } from '../../fixtures'
import { setAiProvider } from '../../mocks/ai/active-provider'
import { db } from '../../mocks/db'
import { MISSING_PROMPT_PATH, seedDatabase } from '../../mocks/db/seed'
import { call, expectError, signInAll, useMockServer } from './harness'
import { prompt, messageOf, type PromptStatus, type ModelSelection } from './admin-support'

/** AI models and interviewer prompts. */

useMockServer()

let tokens: Awaited<ReturnType<typeof signInAll>>

beforeEach(async () => {
  tokens = await signInAll()
})

describe('the AI provider', () => {
  let answers = true
  const provider = {
    listModels: () =>
      Promise.resolve(
        answers
          ? [
              { id: 'llama3.1:8b', name: 'llama3.1:8b' },
              { id: 'nomic-embed-text', name: 'x' },
            ]
          : [],
      ),
    available: () => answers,
  }
  const status = async (token = tokens.admin) =>
    call<{ provider: string }>('getAiStatus', { token })
  afterEach(() => setAiProvider(null))

  it('says the local engine works alone when no provider is connected', async () => {
    expect((await status()).body).toEqual({ provider: 'local' })
  })

  it('says whether the connected provider answers', async () => {
    setAiProvider(provider)
    answers = true
    expect((await status()).body).toEqual({ provider: 'connected' })
    answers = false
    expect((await status()).body).toEqual({ provider: 'unavailable' })
  })

  it('is for admins only', async () => {
    expectError(await status(tokens.lead), 403)
    expectError(await status(tokens.interviewee), 403)
  })

  it('lists the provider models and accepts a selection among them, whisper-1 included', async () => {
    setAiProvider(provider)
    answers = true
    const listed = await call<{ models: { id: string }[] }>('listAvailableModels', {
      token: tokens.admin,
    })
    expect(listed.body.models.map((model) => model.id)).toEqual(['llama3.1:8b', 'nomic-embed-text'])
    const select = (body: Record<string, unknown>) =>
      call<ModelSelection>('selectModels', { token: tokens.admin, body })
    expect((await select({ chatModel: 'llama3.1:8b', audioModel: 'whisper-1' })).body).toEqual({
      chatModel: 'llama3.1:8b',
      audioModel: 'whisper-1',
    })
    expectError(await select({ chatModel: 'gpt-4o' }), 400, 'body.chatModel')
    expectError(await select({ chatModel: 'nomic-embed-text' }), 400, 'body.chatModel')
  })

  it('lists nothing while the provider cannot be reached', async () => {
    setAiProvider(provider)
    answers = false
    const listed = await call<{ models: unknown[] }>('listAvailableModels', { token: tokens.admin })
    expect(listed.body.models).toEqual([])
  })
})

describe('AI models', () => {
  const select = (body: Record<string, unknown>) =>
    call<ModelSelection>('selectModels', { token: tokens.admin, body })
  const current = async () =>
    (await call<ModelSelection>('getCurrentModels', { token: tokens.admin })).body

  it('lists every available model with id and name', async () => {
    const result = await call<{ models: { id: string; name: string }[] }>('listAvailableModels', {
      token: tokens.admin,
    })
    expect(result.body.models).toEqual(availableModels.map(({ id, name }) => ({ id, name })))
  })

  it('reports and changes the selection, one kind at a time or both', async () => {
    expect(await current()).toEqual({ chatModel: 'gpt-4o-mini', audioModel: 'whisper-1' })
    expect((await select({ chatModel: 'gpt-4.1' })).body).toEqual({
      chatModel: 'gpt-4.1',
      audioModel: 'whisper-1',
    })
    expect((await select({ audioModel: 'gpt-4o-transcribe' })).body).toEqual({
      chatModel: 'gpt-4.1',
      audioModel: 'gpt-4o-transcribe',
    })
    await select({ chatModel: 'o4-mini', audioModel: 'gpt-4o-mini-tts' })
    expect(await current()).toEqual({ chatModel: 'o4-mini', audioModel: 'gpt-4o-mini-tts' })
  })

  it('refuses models that are not offered or of the wrong kind, changing nothing', async () => {
    const unknown = await select({ chatModel: 'gpt-9' })
    expectError(unknown, 400, 'body.chatModel')
    expect(messageOf(unknown)).toBe("body.chatModel 'gpt-9' is not an available model")
    expectError(await select({ chatModel: 'gpt-4o', audioModel: 'gpt-4o' }), 400, 'body.audioModel')
    expectError(await select({ audioModel: 'whisper-2' }), 400, 'body.audioModel')
    expectError(await select({ chatModel: 'whisper-1' }), 400, 'body.chatModel')
    expectError(await select({ chatModel: 'text-embedding-3-small' }), 400, 'body.chatModel')
    expectError(await select({}), 400, 'body')
    expectError(await select({ chatModel: '' }), 400, 'body.chatModel')
    expect(await current()).toEqual({ chatModel: 'gpt-4o-mini', audioModel: 'whisper-1' })
  })
})

describe('interviewer prompts', () => {
  const status = async () =>
    (await call<PromptStatus>('getCurrentInterviewerPrompt', { token: tokens.admin })).body
  const select = (value: string) =>
    call<PromptStatus>('selectInterviewerPrompt', { token: tokens.admin, body: { value } })

  it('lists the prompt files with path, filename and description only', async () => {
    const result = await call<{ prompts: unknown[] }>('listInterviewerPrompts', {
      token: tokens.admin,
    })
    expect(result.body.prompts).toEqual(
      interviewerPrompts.map(({ path, filename, description }) => ({
        path,
        filename,
        description,
      })),
    )
  })

  it('reports the current prompt and selects another listed one', async () => {
    expect(await status()).toEqual({ currentPrompt: prompt(1), exists: true, isValid: true })
    const selected = await select(prompt(3))
    expect(selected.status).toBe(200)
    expect(selected.body).toEqual({ currentPrompt: prompt(3), exists: true, isValid: true })
    expect(await status()).toEqual(selected.body)
  })

  it('refuses a value that is not a listed prompt file, naming body.value', async () => {
    const unlisted = await select('prompts/interviewer/interviewer.system.prompt9.txt')
    expectError(unlisted, 400, 'body.value')
    expect(messageOf(unlisted)).toBe(
      'body.value does not name a prompt file in prompts/interviewer/',
    )
    for (const value of ['prompts/interviewer/../secrets.txt', '/etc/passwd', 'prompt1.txt']) {
      expectError(await select(value), 400, 'body.value')
    }
    expect((await status()).currentPrompt).toBe(prompt(1))
  })

  it('reports a selected file that is empty as existing but invalid', async () => {
    const path = 'prompts/interviewer/interviewer.system.empty.txt'
    await db.promptFiles.create({
      path,
      filename: 'interviewer.system.empty.txt',
      description: 'Empty',
      style: 'warm',
      content: '  \n',
    })
    expect((await select(path)).body).toEqual({ currentPrompt: path, exists: true, isValid: false })
  })

  it('reports the broken-prompt seed as missing and invalid; selecting a valid file fixes it', async () => {
    await seedDatabase({ brokenPrompt: true })
    tokens = await signInAll()
    expect(await status()).toEqual({
      currentPrompt: MISSING_PROMPT_PATH,
      exists: false,
      isValid: false,
    })
    const fixed = await select(prompt(2))
    expect(fixed.body).toEqual({ currentPrompt: prompt(2), exists: true, isValid: true })
    expect(await status()).toEqual(fixed.body)
  })
})
