import type { ScenarioDefinition } from './types'

export const registrationOff: ScenarioDefinition = {
  title: 'Registration off',
  description: 'The demo data with self-registration turned off: the sign-in screen without it.',
  seed: { registrationEnabled: false },
}
