/** The admin panel's server state (docs/architecture.md#server-state): queries and mutations. */
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { serverMessage } from '@/api/call'
import { unwrap } from '@/api/query'
import type { ModelSelection, PromptStatus } from '@/contract/types'
import * as modelsApi from '@/api/resources/models'
import * as promptsApi from '@/api/resources/prompts'
import { splitModels } from '@/domain/ai-models'
import { logger } from '@/lib/logger'
import { ADMIN_MESSAGES } from './admin-texts'

/** The models the provider offers, as the chat and audio choices. */
export const availableModelsQuery = () =>
  queryOptions({
    queryKey: ['listAvailableModels'],
    queryFn: async () => {
      const listed = await unwrap(
        modelsApi.listModels({
          failure: serverMessage(ADMIN_MESSAGES.loadModels),
          needsToken: false,
        }),
      )
      return splitModels(listed.models)
    },
  })

/**
 * Reads `read`, logging a failure as a warning too: docs/product.md#errors has a missing saved
 * model or prompt console-only, and the screen then says 'Not set'.
 */
async function orWarn<T>(read: Promise<T>, warning: string): Promise<T> {
  try {
    return await read
  } catch (error) {
    logger.warn(warning, { error: error instanceof Error ? error.message : String(error) })
    throw error
  }
}

/** The saved model selection: the same entry as the interview's AI Configuration reads. */
export const savedModelsQuery = () =>
  queryOptions({
    queryKey: ['getCurrentModels'],
    queryFn: () =>
      orWarn(
        unwrap(
          modelsApi.getCurrentModels({
            failure: serverMessage('Failed to load the current models'),
            needsToken: false,
          }),
        ),
        'Current model selection unavailable',
      ),
  })

/** Save Model Selection: the saved selection's entry takes the answer. */
export const selectModelsMutation = (client: QueryClient) => ({
  mutationFn: (choice: { chatModel: string | null; audioModel: string | null }) =>
    unwrap(
      modelsApi.selectModels(
        {
          ...(choice.chatModel ? { chatModel: choice.chatModel } : {}),
          ...(choice.audioModel ? { audioModel: choice.audioModel } : {}),
        },
        { failure: serverMessage(ADMIN_MESSAGES.saveModels), needsToken: false },
      ),
    ),
  onSuccess: (saved: ModelSelection) => client.setQueryData(savedModelsQuery().queryKey, saved),
})

/** The prompt files to choose from (the same entry as Project details' prompt override). */
export const promptFilesQuery = () =>
  queryOptions({
    queryKey: ['listInterviewerPrompts'],
    queryFn: () =>
      unwrap(
        promptsApi.listPrompts({
          failure: serverMessage(ADMIN_MESSAGES.loadPrompts),
          needsToken: false,
        }),
      ),
  })

/** The current prompt and whether its file is usable (the dashboard's banner reads it too). */
export const currentPromptQuery = () =>
  queryOptions({
    queryKey: ['getCurrentInterviewerPrompt'],
    queryFn: () =>
      orWarn(
        unwrap(
          promptsApi.getCurrentPrompt({
            failure: serverMessage('Failed to load the current prompt'),
            needsToken: false,
          }),
        ),
        'Current interviewer prompt unavailable',
      ),
  })

/** Update Interviewer Prompt: the current prompt's entry (and so the dashboard's banner) takes the answer. */
export const selectPromptMutation = (client: QueryClient) => ({
  mutationFn: (path: string) =>
    unwrap(
      promptsApi.selectPrompt(path, {
        failure: serverMessage(ADMIN_MESSAGES.savePrompt),
        needsToken: false,
      }),
    ),
  onSuccess: (saved: PromptStatus) => client.setQueryData(currentPromptQuery().queryKey, saved),
  onError: (error: Error, path: string) =>
    logger.error('Interviewer prompt selection failed', { value: path, error: error.message }),
})

/** The current prompt is broken when it is unset, its file is gone, or the file is unusable. */
export const isPromptBroken = (status: PromptStatus) =>
  !status.currentPrompt || !status.exists || !status.isValid

/** docs/product.md#validation: Update is disabled with no selection, while saving, or when nothing changes. */
export const canUpdatePrompt = (state: {
  selected: string | null
  saving: boolean
  current: PromptStatus | null
}) => state.selected !== null && !state.saving && state.selected !== state.current?.currentPrompt
