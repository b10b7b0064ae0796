import { vi } from 'vitest'

/**
 * Undoes what a test file made: fake timers, spies, stubbed globals and environment variables.
 * For the projects whose files share their modules (isolate: false), after each file.
 */
export function undoTestDoubles(): void {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
}
