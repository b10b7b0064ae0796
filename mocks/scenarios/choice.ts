import type { SeedOptions } from '../db/seed'
import { DEFAULT_SCENARIO, parseScenarioName, scenarioFromUrl, type ScenarioName } from './index'

/**
 * Where the demo keeps the scenario chosen last (beside the Mock controls' fault settings): an
 * address's `?scenario=` is kept like a change made in the dialog, until changed there.
 */
export const scenarioStorageKey = (controlsKey: string) => `${controlsKey}.scenario`

function readStored(key: string): ScenarioName | undefined {
  try {
    return parseScenarioName(localStorage.getItem(key))
  } catch {
    return undefined
  }
}

export function storeScenario(controlsKey: string, scenario: ScenarioName): void {
  try {
    localStorage.setItem(scenarioStorageKey(controlsKey), scenario)
  } catch (error) {
    console.warn('Mock controls: the scenario cannot be stored', error)
  }
}

/**
 * The scenario to start: the one given, else the address's, else (with persistence) the one
 * chosen last, else the demo. With persistence the result is stored for the next load.
 */
export function resolveScenario(from: {
  given?: ScenarioName | undefined
  url: URL | null
  storageKey: string | null
}): ScenarioName {
  const { given, url, storageKey } = from
  const scenario =
    given ??
    (url ? scenarioFromUrl(url) : undefined) ??
    (storageKey ? readStored(scenarioStorageKey(storageKey)) : undefined) ??
    DEFAULT_SCENARIO
  if (storageKey) storeScenario(storageKey, scenario)
  return scenario
}

/**
 * The seed options of a scenario. The demo's are empty, as before scenarios existed, so data
 * stored by an older demo still counts as the demo's.
 */
export function scenarioSeed(scenario: ScenarioName): SeedOptions {
  return scenario === DEFAULT_SCENARIO ? {} : { scenario }
}
