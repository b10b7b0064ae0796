/**
 * What the sidebar tells admins about the AI behind the interview (docs/product.md#interview): the current chat
 * and audio models and the interviewer prompt. A missing value or a failed call is console-only
 * (docs/product.md#errors); the sidebar then says 'Not set'.
 */
import type { CallOptions } from '@/api/call'
import { getAiStatus, getCurrentModels } from '@/api/resources/models'
import { getCurrentPrompt } from '@/api/resources/prompts'
import { logger } from '@/lib/logger'

export interface InterviewerConfig {
  chatModel: string | null
  audioModel: string | null
  /** The prompt file's name (the path's last part). */
  promptName: string | null
  /** The server's AI provider failed its last call and the local engine stands in. */
  providerUnavailable: boolean
}

/** The label for an empty value (docs/product.md#interview AI Models). */
export const NOT_SET = 'Not set'

/** Console-only failures: the sidebar says 'Not set' instead. */
const quietly = (what: string): CallOptions => ({
  failure: `Failed to load the ${what}`,
  needsToken: false,
  level: 'warn',
})

function fileName(path: string | null | undefined): string | null {
  if (!path) return null
  return path.split('/').pop() || path
}

/** GET /api/models/current, /api/admin/interviewer-prompts/current and /api/ai/status (admins only). */
export async function loadInterviewerConfig(): Promise<InterviewerConfig> {
  const [models, prompt, status] = await Promise.all([
    getCurrentModels(quietly('current models')).then((got) => (got.ok ? got.data : null)),
    getCurrentPrompt(quietly('current interviewer prompt')).then((got) =>
      got.ok ? got.data : null,
    ),
    getAiStatus(quietly('AI status')).then((got) => (got.ok ? got.data : null)),
  ])
  const config = {
    chatModel: models?.chatModel ?? null,
    audioModel: models?.audioModel ?? null,
    promptName: fileName(prompt?.currentPrompt),
    providerUnavailable: status?.provider === 'unavailable',
  }
  if (models && !config.chatModel) logger.info('No chat model is saved')
  if (models && !config.audioModel) logger.info('No audio model is saved')
  if (prompt && !config.promptName) logger.info('No interviewer prompt is saved')
  return config
}
