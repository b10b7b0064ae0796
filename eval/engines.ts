/**
 * The engines `npm run eval` measures. The local one always; the openai one when
 * CANDOR_AI_BASE_URL is set, made here from the same environment the standalone server reads, so
 * a task asks for an engine by name and never builds one itself.
 */
import type { AiEngine, Produced } from '../mocks/ai/engine'
import { localEngine } from '../mocks/ai/local-engine'
import { openaiEngine } from '../mocks/ai/openai/openai-engine'
import { interviewerPrompts } from '../fixtures/prompts'
import type { EvalEngine } from './types'

/**
 * The openai engine hands a failed call to the local engine and labels the result `local`: an
 * interview must go on. A figure must not: an 'openai' row made of local answers would claim the
 * provider's quality, so such a result stops the task and the runner says why.
 */
function providerOnly(engine: AiEngine): AiEngine {
  const check = async <T>(made: Promise<Produced<T>>): Promise<Produced<T>> => {
    const result = await made
    if (result.engine === 'local') throw new Error('the provider did not answer (see the log)')
    return result
  }
  return {
    name: engine.name,
    transcribe: (input, context) => check(engine.transcribe(input, context)),
    rateSentiment: (text, question) => check(engine.rateSentiment(text, question)),
    followUp: (input, context) => check(engine.followUp(input, context)),
    ask: (request) => engine.ask(request),
  }
}

function openaiFromEnvironment(env: NodeJS.ProcessEnv): AiEngine {
  const baseUrl = env.CANDOR_AI_BASE_URL?.trim().replace(/\/+$/, '')
  if (!baseUrl) throw new Error('CANDOR_AI_BASE_URL is not set')
  return providerOnly(
    openaiEngine({
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
    }),
  )
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
