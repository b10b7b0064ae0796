/**
 * The engines `npm run eval` measures. The local one always; the openai one when
 * CANDOR_AI_BASE_URL is set and this build has it: its factory goes in `factories` beside the
 * local one, so a task asks for an engine by name and never builds one itself.
 */
import type { AiEngine } from '../mocks/ai/engine'
import { localEngine } from '../mocks/ai/local-engine'
import type { EvalEngine } from './types'

const factories: Partial<Record<EvalEngine, () => AiEngine>> = { local: () => localEngine }

const made = new Map<EvalEngine, AiEngine>()

/** The engine of that name, made once per run. */
export function engineFor(name: EvalEngine): AiEngine {
  let engine = made.get(name)
  if (!engine) {
    const factory = factories[name]
    if (!factory) throw new Error(`this build has no ${name} engine`)
    engine = factory()
    made.set(name, engine)
  }
  return engine
}

/** Which engines to run: the local one, and openai beside it when a provider is configured. */
export function enginesToRun(env: NodeJS.ProcessEnv): EvalEngine[] {
  return env.CANDOR_AI_BASE_URL ? ['local', 'openai'] : ['local']
}
