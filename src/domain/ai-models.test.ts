import { describe, expect, it } from 'vitest'
import { availableModels } from '../../fixtures'
import { isAudioModel, isChatModel, splitModels } from './ai-models'

const ids = (models: readonly { id: string }[]) => models.map((model) => model.id)

describe('splitModels', () => {
  it('puts whisper, transcribe, audio and tts models in the audio list, conversational ones in chat', () => {
    const { chat, audio } = splitModels([
      { id: 'gpt-4o' },
      { id: 'whisper-1' },
      { id: 'gpt-4o-mini-TRANSCRIBE' },
      { id: 'gpt-4o-audio-preview' },
      { id: 'gpt-4o-mini-tts' },
      { id: 'text-embedding-3-small' },
    ])
    expect(ids(chat)).toEqual(['gpt-4o'])
    expect(ids(audio)).toEqual([
      'whisper-1',
      'gpt-4o-mini-TRANSCRIBE',
      'gpt-4o-audio-preview',
      'gpt-4o-mini-tts',
    ])
  })

  it('adds whisper-1 first when the provider does not list it', () => {
    expect(ids(splitModels([{ id: 'gpt-4o' }, { id: 'gpt-4o-transcribe' }]).audio)).toEqual([
      'whisper-1',
      'gpt-4o-transcribe',
    ])
    expect(ids(splitModels([{ id: 'gpt-4o' }]).audio)).toEqual(['whisper-1'])
  })

  it('lists whisper-1 and any other id once', () => {
    const { chat, audio } = splitModels([
      { id: 'whisper-1', name: 'Whisper' },
      { id: 'whisper-1' },
      { id: 'gpt-4o' },
      { id: 'gpt-4o' },
    ])
    expect(ids(audio)).toEqual(['whisper-1'])
    expect(audio[0]?.name).toBe('Whisper')
    expect(ids(chat)).toEqual(['gpt-4o'])
  })

  it('never offers an embedding, moderation, image or speech model for chat', () => {
    const { chat } = splitModels([
      { id: 'gpt-4o-mini' },
      { id: 'llama3.1:8b' },
      { id: 'text-embedding-3-large' },
      { id: 'nomic-embed-text' },
      { id: 'omni-moderation-latest' },
      { id: 'dall-e-3' },
      { id: 'gpt-image-1' },
      { id: 'tts-1-hd' },
      { id: 'gpt-4o-realtime-audio' },
    ])
    expect(ids(chat)).toEqual(['gpt-4o-mini', 'llama3.1:8b'])
  })

  it("keeps the sample listing's embedding model out of both lists", () => {
    const { chat, audio } = splitModels(availableModels)
    expect(ids(chat)).not.toContain('text-embedding-3-small')
    expect(ids(audio)).not.toContain('text-embedding-3-small')
    expect(ids(chat)).toContain('gpt-4o-mini')
    for (const model of chat) expect(isChatModel(model.id) && !isAudioModel(model.id)).toBe(true)
  })

  it('offers nothing when the provider lists nothing', () => {
    expect(splitModels([])).toEqual({ chat: [], audio: [] })
  })
})
