import type { SeedOptions } from '../../mocks/db/seed'
import type { DemoRole } from '../../tests/support/accounts'

/**
 * How a story starts, read by the preview's beforeEach before anything renders: the mock
 * database seeded (with these options), then signed in as a demo account, or signed out.
 * Put it in `parameters.scenario`; a story's value replaces its meta's.
 */
export interface Scenario {
  /** Signed in through the mock API as this demo account; absent: signed out. */
  signedInAs?: DemoRole
  /** seedDatabase() options on top of the toolbar's scenario: `brokenPrompt`, `scenario: 'empty'`, … */
  seed?: SeedOptions
}

/** `parameters: scenario({ signedInAs: 'admin' })`, typed. */
export function scenario(value: Scenario): { scenario: Scenario } {
  return { scenario: value }
}

/** The scenario in a story's parameters (Storybook types parameters loosely). */
export function readScenario(parameters: { scenario?: Scenario }): Scenario {
  return parameters.scenario ?? {}
}
