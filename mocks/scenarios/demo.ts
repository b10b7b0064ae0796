import type { ScenarioDefinition } from './types'

export const demo: ScenarioDefinition = {
  title: 'Demo',
  description: 'The demo data: three demo accounts, two sample projects, interviews in each state.',
}
