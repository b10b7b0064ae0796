import { afterAll } from 'vitest'
import { undoTestDoubles } from './test-doubles'

// The node project's files share their workers' modules (isolate: false in vitest.config.ts):
// each file takes the fake timers, spies, stubbed globals and environment it made with it.
afterAll(undoTestDoubles)
