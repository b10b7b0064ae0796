import type { Model } from '@/api/types'

/** docs/product.md#calls: the provider's listing gives no kind, so audio models are told apart by id. */
const AUDIO_MODEL_PATTERN = /whisper|transcribe|audio|tts/i

/** Always offered as an audio model (docs/product.md#calls), whether the provider lists it or not. */
const ALWAYS_AUDIO_MODEL = 'whisper-1'

export interface ModelLists {
  chat: Model[]
  audio: Model[]
}

/**
 * Splits the provider's models into chat and audio lists, each id once. whisper-1 is added to
 * the audio list when the provider offers anything at all: an empty listing means the
 * provider is unreachable or unconfigured, and offering a model then would be a guess.
 */
export function splitModels(models: readonly Model[]): ModelLists {
  const byId = new Map<string, Model>()
  for (const model of models) if (!byId.has(model.id)) byId.set(model.id, model)
  const unique = [...byId.values()]
  const audio = unique.filter((model) => AUDIO_MODEL_PATTERN.test(model.id))
  const chat = unique.filter((model) => !AUDIO_MODEL_PATTERN.test(model.id))
  if (unique.length > 0 && !audio.some((model) => model.id === ALWAYS_AUDIO_MODEL)) {
    audio.unshift({ id: ALWAYS_AUDIO_MODEL })
  }
  return { chat, audio }
}
