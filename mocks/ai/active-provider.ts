/**
 * The AI provider the standalone server was connected to (--ai-base-url), for what the handlers
 * ask of it beside the AI work: its model list and whether it answers. None in the browser demo,
 * Storybook and the tests, where the local engine works alone.
 */
export interface AiProvider {
  /** The provider's models; empty when it cannot be reached. */
  listModels(): Promise<readonly { readonly id: string; readonly name: string }[]>
  /** False from a failed call until the next one succeeds. */
  available(): boolean
}

let active: AiProvider | null = null

export const aiProvider = (): AiProvider | null => active

export function setAiProvider(provider: AiProvider | null): void {
  active = provider
}
