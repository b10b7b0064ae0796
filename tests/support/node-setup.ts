import { afterAll, vi } from 'vitest'

// The node project's files share their workers' modules (isolate: false in vitest.config.ts):
// each file takes the fake timers, spies, stubbed globals and environment it made with it.
afterAll(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})
