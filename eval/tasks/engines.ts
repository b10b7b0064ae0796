import { aiEngine } from '../../mocks/ai/active-engine'
import type { AiEngine } from '../../mocks/ai/engine'
import { localEngine } from '../../mocks/ai/local-engine'
import type { EvalEngine } from '../types'

/**
 * The engine a task measures: the local one always; the openai one only when the process has
 * made it the active engine (the runner does so when a provider's base URL is set).
 */
export function aiEngineFor(engine: EvalEngine): AiEngine | null {
  if (engine === 'local') return localEngine
  const active = aiEngine()
  return active.name === 'openai' ? active : null
}
