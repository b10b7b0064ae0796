import type { ScenarioDefinition } from './types'

export const large: ScenarioDefinition = {
  title: 'Large',
  description:
    'The demo data plus 10,000 users, 2,000 projects and 20,000 interviews, and a coded project of 500 interviews, 300 codes and 5,000 highlights, to see the app at scale.',
  seed: { scale: 'large' },
}
