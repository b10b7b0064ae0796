import { afterAll, beforeAll, beforeEach, vi } from 'vitest'
import { cleanup } from 'vitest-browser-react'
import { resetAppState } from './app-state'

// The browser project's files share one page and its modules (isolate: false in
// vitest.config.ts): each file starts from the app's state as a page load leaves it, and takes
// the spies, stubs and fake timers it made with it.
beforeAll(() => {
  vi.useRealTimers()
  resetAppState()
})

// vitest-browser-react registers this hook when it is first imported, which on a shared page is
// for its first file only: without it, the next files' screens pile up on the one before.
beforeEach(() => cleanup())

afterAll(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})
