import type { ScenarioDefinition } from './types'

export const large: ScenarioDefinition = {
  title: 'Large',
  description:
    'The demo data plus 10,000 users, 2,000 projects and 20,000 interviews, to see the app at scale.',
  seed: { scale: 'large' },
}
