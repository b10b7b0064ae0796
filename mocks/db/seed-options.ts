/**
 * How much data the seed makes. `default`: the fixtures plus a few generated users (what every
 * test and the demo use). `large`: the same, plus 10,000 users, 2,000 projects and 20,000
 * persistent interviews (mocks/db/large-seed.ts), to see and measure the app at scale.
 */
export const SEED_SCALES = ['default', 'large'] as const
export type SeedScale = (typeof SEED_SCALES)[number]

/**
 * The seed's settings short of a scenario. They sit apart from seed.ts so that a scenario can
 * name the settings it starts from while the seed names the scenarios, without a circle.
 */
export interface SeedSettings {
  /** `default` (the default) or `large`; see SEED_SCALES. */
  scale?: SeedScale
  /** faker's seed for the generated extras; the same seed gives the same data. */
  seed?: number
  /** How many generated interviewees to add after the named fixture users. */
  extraUsers?: number
  registrationEnabled?: boolean
  /** Select a prompt file that does not exist, to show the configuration-error path. */
  brokenPrompt?: boolean
}
