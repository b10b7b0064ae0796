import type { SetupWorker } from 'msw/browser'
import { setupWorker } from 'msw/browser'
import { handlers } from '../../mocks/handlers'
import { interviewSocketHandler } from '../../mocks/interview/socket'

let started: Promise<SetupWorker> | null = null

/**
 * The app's mock backend for Storybook: every HTTP handler and the interview socket, given to
 * setupWorker as its initial handlers. Initial handlers survive the reset the MSW addon does
 * after each story, so every story has them, in the Storybook UI and under the vitest addon
 * alike; story overrides (`context.msw.use`) go in front of them and are dropped afterwards.
 */
export function startStoryWorker(): Promise<SetupWorker> {
  started ??= (async () => {
    const worker = setupWorker(...handlers, interviewSocketHandler)
    await worker.start({
      // Relative to the page: the static build then works under any sub-path (/sb/iframe.html
      // registers /sb/mockServiceWorker.js with the /sb/ scope).
      serviceWorker: { url: './mockServiceWorker.js' },
      onUnhandledRequest: 'bypass',
      quiet: true,
    })
    // A real server sets this cookie; the client sends it back as X-XSRF-TOKEN.
    document.cookie = `XSRF-TOKEN=${crypto.randomUUID()}; path=/; SameSite=Strict`
    return worker
  })()
  return started
}
