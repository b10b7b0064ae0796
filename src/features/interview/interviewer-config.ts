/**
 * What the sidebar tells admins about the AI behind the interview (SPEC §2): the current chat
 * and audio models and the interviewer prompt. A missing value or a failed call is console-only
 * (SPEC §8); the sidebar then says 'Not set'.
 */
import { api } from '../../api/client'
import { errorMessage } from '../../api/errors'
import { logger } from '../../lib/logger'

export interface InterviewerConfig {
  chatModel: string | null
  audioModel: string | null
  /** The prompt file's name (the path's last part). */
  promptName: string | null
}

/** The label for an empty value (SPEC §2 AI Models). */
export const NOT_SET = 'Not set'

async function read<T>(what: string, call: () => Promise<{ data?: T; error?: unknown }>) {
  try {
    const { data, error } = await call()
    if (data) return data
    logger.warn(`Failed to load the ${what}`, { detail: errorMessage(error, '') })
  } catch (error) {
    logger.warn(`Failed to load the ${what}`, { error: String(error) })
  }
  return null
}

function fileName(path: string | null | undefined): string | null {
  if (!path) return null
  return path.split('/').pop() || path
}

/** GET /api/models/current and /api/admin/interviewer-prompts/current (admins only). */
export async function loadInterviewerConfig(): Promise<InterviewerConfig> {
  const [models, prompt] = await Promise.all([
    read('current models', () => api.GET('/models/current')),
    read('current interviewer prompt', () => api.GET('/admin/interviewer-prompts/current')),
  ])
  const config = {
    chatModel: models?.chatModel ?? null,
    audioModel: models?.audioModel ?? null,
    promptName: fileName(prompt?.currentPrompt),
  }
  if (models && !config.chatModel) logger.info('No chat model is saved')
  if (models && !config.audioModel) logger.info('No audio model is saved')
  if (prompt && !config.promptName) logger.info('No interviewer prompt is saved')
  return config
}
