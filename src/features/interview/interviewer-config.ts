/**
 * What the sidebar tells admins about the AI behind the interview (docs/product.md#interview): the current chat
 * and audio models and the interviewer prompt. A missing value or a failed call is console-only
 * (docs/product.md#errors); the sidebar then says 'Not set'. Each is a query of its own
 * (docs/architecture.md#server-state), so a new question asks only for the AI status again.
 */
import { queryOptions } from '@tanstack/react-query'
import type { CallOptions } from '@/api/call'
import { unwrap } from '@/api/query'
import { getAiStatus, getCurrentModels } from '@/api/resources/models'
import { getCurrentPrompt } from '@/api/resources/prompts'
import { logger } from '@/lib/logger'
import { SHARED_MESSAGES } from '@/domain/messages'

/** The label for an empty value (docs/product.md#interview AI Models). */
export const NOT_SET = SHARED_MESSAGES.notSet

/** Console-only failures: the sidebar says 'Not set' instead. */
const quietly = (what: string): CallOptions => ({
  failure: `Failed to load the ${what}`,
  needsToken: false,
  level: 'warn',
})

/** The prompt file's name (the path's last part). */
export function fileName(path: string | null | undefined): string | null {
  if (!path) return null
  return path.split('/').pop() || path
}

/** GET /api/models/current. */
export const currentModelsQuery = () =>
  queryOptions({
    queryKey: ['getCurrentModels'],
    queryFn: async () => {
      const models = await unwrap(getCurrentModels(quietly('current models')))
      if (!models.chatModel) logger.info('No chat model is saved')
      if (!models.audioModel) logger.info('No audio model is saved')
      return models
    },
  })

/** GET /api/admin/interviewer-prompts/current. */
export const currentPromptQuery = () =>
  queryOptions({
    queryKey: ['getCurrentInterviewerPrompt'],
    queryFn: async () => {
      const prompt = await unwrap(getCurrentPrompt(quietly('current interviewer prompt')))
      if (!fileName(prompt.currentPrompt)) logger.info('No interviewer prompt is saved')
      return prompt
    },
  })

/** GET /api/ai/status: whether the server's AI provider failed its last call. */
export const aiStatusQuery = () =>
  queryOptions({
    queryKey: ['getAiStatus'],
    queryFn: () => unwrap(getAiStatus(quietly('AI status'))),
  })
