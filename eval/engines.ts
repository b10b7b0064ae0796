/**
 * The engines `npm run eval` measures. The local one always; the openai one when
 * CANDOR_AI_BASE_URL is set, made here from the same environment the standalone server reads, so
 * a task asks for an engine by name and never builds one itself.
 */
import type { AiEngine } from '../mocks/ai/engine'
import { localEngine } from '../mocks/ai/local-engine'
import { openaiEngine } from '../mocks/ai/openai/openai-engine'
import { interviewerPrompts } from '../fixtures/prompts'
import type { EvalEngine } from './types'

function openaiFromEnvironment(env: NodeJS.ProcessEnv): AiEngine {
  const baseUrl = env.CANDOR_AI_BASE_URL?.trim().replace(/\/+$/, '')
  if (!baseUrl) throw new Error('CANDOR_AI_BASE_URL is not set')
  return openaiEngine({
    baseUrl,
    ...(env.CANDOR_AI_API_KEY ? { apiKey: env.CANDOR_AI_API_KEY } : {}),
    // The eval has no admin panel: the models come from the environment, with common defaults.
    models: () => ({
      chatModel: env.CANDOR_AI_CHAT_MODEL ?? 'gpt-4o-mini',
      audioModel: env.CANDOR_AI_AUDIO_MODEL ?? 'whisper-1',
    }),
    promptText: (path) =>
      interviewerPrompts.find((prompt) => prompt.path === path)?.content ?? null,
    log: (line) => console.warn(line),
  })
}

const factories: Record<EvalEngine, () => AiEngine> = {
  local: () => localEngine,
  openai: () => openaiFromEnvironment(process.env),
}

const made = new Map<EvalEngine, AiEngine>()

/** The engine of that name, made once per run. */
export function engineFor(name: EvalEngine): AiEngine {
  let engine = made.get(name)
  if (!engine) {
    engine = factories[name]()
    made.set(name, engine)
  }
  return engine
}

/** Which engines to run: the local one, and openai beside it when a provider is configured. */
export function enginesToRun(env: NodeJS.ProcessEnv): EvalEngine[] {
  return env.CANDOR_AI_BASE_URL ? ['local', 'openai'] : ['local']
}
