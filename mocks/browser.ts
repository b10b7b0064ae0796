import { setupWorker } from 'msw/browser'
import { seedDatabase, type SeedOptions } from './db/seed'
import { handlers } from './handlers'
import { interviewSocketHandler } from './interview/socket'
import { mockSettings } from './settings'

export interface MockWorkerOptions {
  seed?: SeedOptions
  /** Simulated network latency in ms (the demo uses a little so loading states show). */
  latencyMs?: number
}

/**
 * Starts the in-browser backend: seeds the data, registers the service worker (with a URL
 * relative to the app's base, so a build served under a sub-path works) and sets the XSRF-TOKEN
 * cookie a real server would set (a service worker cannot set cookies itself).
 */
export async function startMockWorker(options: MockWorkerOptions = {}) {
  await seedDatabase(options.seed)
  mockSettings.setLatency(options.latencyMs ?? 0)
  const worker = setupWorker(...handlers, interviewSocketHandler)
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  document.cookie = `XSRF-TOKEN=${crypto.randomUUID()}; path=/; SameSite=Strict`
  return worker
}
