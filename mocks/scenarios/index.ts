import { brokenConfig } from './broken-config'
import { demo } from './demo'
import { empty } from './empty'
import { large } from './large'
import { midInterview } from './mid-interview'
import { registrationOff } from './registration-off'
import type { ScenarioDefinition } from './types'

export type { ScenarioDefinition } from './types'

/** Every named scenario, in the order the Mock controls and Storybook's toolbar list them. */
export const scenarios = {
  demo,
  empty,
  large,
  'broken-config': brokenConfig,
  'registration-off': registrationOff,
  'mid-interview': midInterview,
} as const satisfies Record<string, ScenarioDefinition>

export type ScenarioName = keyof typeof scenarios

export const SCENARIO_NAMES = Object.keys(scenarios) as ScenarioName[]
export const DEFAULT_SCENARIO: ScenarioName = 'demo'

/** The scenario a URL, flag or variable names (any case, spaces trimmed); undefined for none. */
export function parseScenarioName(value: string | null | undefined): ScenarioName | undefined {
  const wanted = value?.trim().toLowerCase()
  return SCENARIO_NAMES.find((name) => name === wanted)
}

/**
 * The scenario the page's address asks for: `?scenario=NAME`, or the older `?seed=large`
 * (`?seed=default` names the demo). Undefined when it names none (or an unknown one, with a
 * warning in the console).
 */
export function scenarioFromUrl(url: URL): ScenarioName | undefined {
  const named = url.searchParams.get('scenario')
  if (named !== null) {
    const scenario = parseScenarioName(named)
    if (!scenario) {
      console.warn(`Mock scenario: ignored unknown "${named}" (${SCENARIO_NAMES.join(', ')})`)
    }
    return scenario
  }
  const seed = url.searchParams.get('seed')?.trim().toLowerCase()
  if (seed === 'large') return 'large'
  if (seed === 'default') return 'demo'
  return undefined
}
