import { setupServer } from 'msw/node'
import { handlers } from './handlers'

/** The mock for node: tests (msw/node intercepts fetch) and scripts. */
export const mockServer = setupServer(...handlers)
export { seedDatabase } from './db/seed'
export { scenarios, SCENARIO_NAMES, type ScenarioName } from './scenarios'
