import type { Model } from '@/contract/types'

// Which of the AI provider's models may serve which purpose (docs/product.md#calls). The
// provider's listing gives no kind, so the id tells: the admin panel splits its lists with this,
// and the mock server refuses a selection the lists would not have offered.

const AUDIO_MODEL_PATTERN = /whisper|transcribe|audio|tts/i

/** Models that cannot hold a conversation: embeddings, moderation, images, speech synthesis. */
const NOT_CHAT_PATTERN = /embed|moderation|dall-e|image|tts|whisper|transcribe|audio/i

/** Always offered as an audio model, whether the provider lists it or not. */
export const ALWAYS_AUDIO_MODEL = 'whisper-1'

export const isAudioModel = (id: string): boolean => AUDIO_MODEL_PATTERN.test(id)

export const isChatModel = (id: string): boolean => !NOT_CHAT_PATTERN.test(id)

export interface ModelLists {
  chat: Model[]
  audio: Model[]
}

/**
 * Splits the provider's models into chat and audio lists, each id once; a model fit for neither
 * (an embedding model) is in neither. whisper-1 is added to the audio list when the provider
 * offers anything at all: an empty listing means the provider is unreachable or unconfigured,
 * and offering a model then would be a guess.
 */
export function splitModels(models: readonly Model[]): ModelLists {
  const byId = new Map<string, Model>()
  for (const model of models) if (!byId.has(model.id)) byId.set(model.id, model)
  const unique = [...byId.values()]
  const audio = unique.filter((model) => isAudioModel(model.id))
  const chat = unique.filter((model) => isChatModel(model.id))
  if (unique.length > 0 && !audio.some((model) => model.id === ALWAYS_AUDIO_MODEL)) {
    audio.unshift({ id: ALWAYS_AUDIO_MODEL })
  }
  return { chat, audio }
}
