import type { AiEngine } from './engine'
import { localEngine } from './local-engine'

/**
 * The engine this process uses. The browser demo, Storybook and the tests keep the local one; the
 * standalone server swaps in the openai engine when it is started with a provider's base URL.
 */
let active: AiEngine = localEngine

export const aiEngine = (): AiEngine => active

export function setAiEngine(engine: AiEngine): void {
  active = engine
}
