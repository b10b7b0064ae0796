import { proxy, useSnapshot } from 'valtio'
import type { Model, ModelSelection } from '@/contract/types'
import { logger } from '@/lib/logger'
import { ADMIN_MESSAGES } from './admin-texts'
import { latestOnly, serverMessage, type LoadStatus } from '@/api/call'
import * as modelsApi from '@/api/resources/models'
import { splitModels } from '@/domain/ai-models'

const initialState = () => ({
  status: 'idle' as LoadStatus,
  loadError: null as string | null,
  chatModels: [] as Model[],
  audioModels: [] as Model[],
  /** The saved selection (GET /api/models/current); null until known. */
  current: null as ModelSelection | null,
  selectedChat: null as string | null,
  selectedAudio: null as string | null,
  saving: false,
  saveError: null as string | null,
  saved: false,
})

const modelsState = proxy(initialState())

const modelsLoad = latestOnly()

export const modelsActions = {
  /** Loads the offered models and the current choice together (Refresh Models too). */
  async load() {
    const token = modelsLoad.start()
    modelsState.status = 'loading'
    modelsState.loadError = null
    modelsState.saveError = null
    modelsState.saved = false
    const [models, current] = await Promise.all([
      modelsApi.listModels({
        failure: serverMessage(ADMIN_MESSAGES.loadModels),
        needsToken: false,
      }),
      modelsApi.getCurrentModels({
        failure: serverMessage('Failed to load the current models'),
        needsToken: false,
      }),
    ])
    if (!modelsLoad.isCurrent(token)) return
    if (models.ok) {
      const { chat, audio } = splitModels(models.data.models)
      modelsState.chatModels = chat
      modelsState.audioModels = audio
    } else {
      modelsState.chatModels = []
      modelsState.audioModels = []
      modelsState.loadError = models.error
    }
    // docs/product.md#errors: a missing saved model is console-only; the screen then says 'Not set'.
    if (current.ok) modelsState.current = current.data
    else logger.warn('Current model selection unavailable', { error: current.error })
    modelsActions.cancel()
    modelsState.status = models.ok ? 'ready' : 'failed'
  },

  selectChat(id: string) {
    modelsState.selectedChat = id
    modelsState.saved = false
  },

  selectAudio(id: string) {
    modelsState.selectedAudio = id
    modelsState.saved = false
  },

  /** Cancel puts the radios back on the saved selection. */
  cancel() {
    modelsState.selectedChat = modelsState.current?.chatModel ?? null
    modelsState.selectedAudio = modelsState.current?.audioModel ?? null
    modelsState.saveError = null
    modelsState.saved = false
  },

  async save() {
    const { selectedChat, selectedAudio } = modelsState
    if (modelsState.saving || (!selectedChat && !selectedAudio)) return
    modelsState.saving = true
    modelsState.saveError = null
    modelsState.saved = false
    try {
      const outcome = await modelsApi.selectModels(
        {
          ...(selectedChat ? { chatModel: selectedChat } : {}),
          ...(selectedAudio ? { audioModel: selectedAudio } : {}),
        },
        { failure: serverMessage(ADMIN_MESSAGES.saveModels), needsToken: false },
      )
      if (!outcome.ok) {
        modelsState.saveError = outcome.error
        return
      }
      modelsState.current = outcome.data
      modelsState.saved = true
    } finally {
      modelsState.saving = false
    }
  },

  reset() {
    modelsLoad.start()
    Object.assign(modelsState, initialState())
  },
}

export const useModels = () => useSnapshot(modelsState)
