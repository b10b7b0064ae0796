import { afterAll, beforeAll, beforeEach, vi } from 'vitest'
import { cdp, page } from 'vitest/browser'
import { cleanup } from 'vitest-browser-react'
import { resetAppState } from './app-state'
import { undoTestDoubles } from './test-doubles'
import { TEST_VIEWPORT } from './viewport'

// The browser project's files share one page and its modules (isolate: false in
// vitest.config.ts): each file starts from the app's state as a page load leaves it, and takes
// the spies, stubs and fake timers it made with it. The page's own settings go back too: a file
// that widened the page or emulated a dark system would otherwise change the next file's layout
// and theme.
beforeAll(async () => {
  vi.useRealTimers()
  resetAppState()
  await page.viewport(TEST_VIEWPORT.width, TEST_VIEWPORT.height)
  await cdp().send('Emulation.setEmulatedMedia', { features: [] })
})

// vitest-browser-react registers this hook when it is first imported, which on a shared page is
// for its first file only: without it, the next files' screens pile up on the one before.
beforeEach(() => cleanup())

afterAll(undoTestDoubles)
