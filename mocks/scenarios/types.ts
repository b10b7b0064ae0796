import type { SeedSettings } from '../db/seed-options'

/**
 * A named starting state of the mock: the seed's options, then changes made to the seeded data.
 * One name selects the same state in the demo (`?scenario=`), the standalone server
 * (`--scenario`), tests (`startMockWorker({ scenario })`, `startMockServer({ scenario })`) and
 * Storybook (the Scenario toolbar).
 */
export interface ScenarioDefinition {
  /** The select's label in the Mock controls and Storybook's toolbar. */
  title: string
  /** What the scenario is for, in a sentence (README, `--help`, the Mock controls). */
  description: string
  /** seedDatabase() options the scenario starts from; options given with it win. */
  seed?: SeedSettings
  /** Changes to the seeded data (runs after the seed, on every reseed and reset). */
  prepare?: () => void | Promise<void>
}
