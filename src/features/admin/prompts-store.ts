import { proxy, useSnapshot } from 'valtio'
import type { InterviewerPrompt, PromptStatus } from '@/contract/types'
import { logger } from '@/lib/logger'
import { ADMIN_MESSAGES } from './admin-texts'
import { latestOnly, serverMessage, type LoadStatus } from '@/api/call'
import * as promptsApi from '@/api/resources/prompts'

const initialState = () => ({
  status: 'idle' as LoadStatus,
  loadError: null as string | null,
  prompts: [] as InterviewerPrompt[],
  /** GET /api/admin/interviewer-prompts/current; null until known. */
  current: null as PromptStatus | null,
  selected: null as string | null,
  saving: false,
  saveError: null as string | null,
})

const promptsState = proxy(initialState())

const promptsLoad = latestOnly()

/** The current prompt is broken when it is unset, its file is gone, or the file is unusable. */
export const isPromptBroken = (status: PromptStatus) =>
  !status.currentPrompt || !status.exists || !status.isValid

/** docs/product.md#validation: Update is disabled with no selection, while saving, or when nothing changes. */
export const canUpdatePrompt = (state: {
  selected: string | null
  saving: boolean
  current: PromptStatus | null
}) => state.selected !== null && !state.saving && state.selected !== state.current?.currentPrompt

export const promptsActions = {
  async load() {
    const token = promptsLoad.start()
    promptsState.status = 'loading'
    promptsState.loadError = null
    promptsState.saveError = null
    const [prompts, current] = await Promise.all([
      promptsApi.listPrompts({
        failure: serverMessage(ADMIN_MESSAGES.loadPrompts),
        needsToken: false,
      }),
      promptsApi.getCurrentPrompt({
        failure: serverMessage('Failed to load the current prompt'),
        needsToken: false,
      }),
    ])
    if (!promptsLoad.isCurrent(token)) return
    if (prompts.ok) promptsState.prompts = prompts.data.prompts
    else {
      promptsState.prompts = []
      promptsState.loadError = prompts.error
    }
    // docs/product.md#errors: a missing saved prompt is console-only here; the list stays usable.
    if (current.ok) promptsState.current = current.data
    else logger.warn('Current interviewer prompt unavailable', { error: current.error })
    const currentPath = promptsState.current?.currentPrompt
    promptsState.selected = promptsState.prompts.some((prompt) => prompt.path === currentPath)
      ? (currentPath ?? null)
      : null
    promptsState.status = prompts.ok ? 'ready' : 'failed'
  },

  select(path: string) {
    promptsState.selected = path
    promptsState.saveError = null
  },

  /** Returns whether it was saved: on success the panel closes (docs/product.md#calls). */
  async save(): Promise<boolean> {
    const value = promptsState.selected
    if (value === null || !canUpdatePrompt(promptsState)) return false
    promptsState.saving = true
    promptsState.saveError = null
    try {
      const outcome = await promptsApi.selectPrompt(value, {
        failure: serverMessage(ADMIN_MESSAGES.savePrompt),
        needsToken: false,
      })
      if (!outcome.ok) {
        promptsState.saveError = outcome.error
        logger.error('Interviewer prompt selection failed', { value, error: outcome.error })
        return false
      }
      promptsState.current = outcome.data
      return true
    } finally {
      promptsState.saving = false
    }
  },

  reset() {
    promptsLoad.start()
    Object.assign(promptsState, initialState())
  },
}

export const usePrompts = () => useSnapshot(promptsState)
