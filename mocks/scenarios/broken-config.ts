import type { ScenarioDefinition } from './types'

export const brokenConfig: ScenarioDefinition = {
  title: 'Broken configuration',
  description:
    'The demo data with a missing interviewer prompt file selected: the configuration-error path.',
  seed: { brokenPrompt: true },
}
