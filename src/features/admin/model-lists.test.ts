import { describe, expect, it } from 'vitest'
import { splitModels } from './model-lists'

const ids = (models: readonly { id: string }[]) => models.map((model) => model.id)

describe('splitModels', () => {
  it('puts whisper, transcribe, audio and tts models in the audio list, the rest in chat', () => {
    const { chat, audio } = splitModels([
      { id: 'gpt-4o' },
      { id: 'whisper-1' },
      { id: 'gpt-4o-mini-TRANSCRIBE' },
      { id: 'gpt-4o-audio-preview' },
      { id: 'gpt-4o-mini-tts' },
      { id: 'text-embedding-3-small' },
    ])
    expect(ids(chat)).toEqual(['gpt-4o', 'text-embedding-3-small'])
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

  it('offers nothing when the provider lists nothing', () => {
    expect(splitModels([])).toEqual({ chat: [], audio: [] })
  })
})
