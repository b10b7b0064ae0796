import { seedDatabase } from '../../../mocks/db/seed'
import { startMockServer } from '../../../mocks/server/create-server'
import type { E2eBuilds } from './builds'
import { startStaticServer } from './static-server'

/**
 * The two ways the journeys run: `demo` is the demo build, its mock inside the page; `live` is
 * the live build calling the standalone mock on another origin (so CORS is exercised).
 */
export type E2eMode = 'demo' | 'live'

export interface Environment {
  mode: E2eMode
  /** Where the app is served. */
  appUrl: string
  /** The origin the app's API calls go to: the app's own in demo, the mock's in live. */
  apiOrigin: string
  /** Puts the seeded data back, so each journey starts from the same state. */
  reset(): Promise<void>
  close(): Promise<void>
}

export async function startEnvironment(mode: E2eMode, builds: E2eBuilds): Promise<Environment> {
  if (mode === 'demo') {
    const app = await startStaticServer(builds.demoDir)
    return {
      mode,
      appUrl: `${app.origin}/`,
      apiOrigin: app.origin,
      // The in-page mock keeps its data in the browser's IndexedDB; every journey runs in a new
      // browser context, whose storage is empty, so the mock starts from its seed.
      reset: () => Promise.resolve(),
      close: () => app.close(),
    }
  }
  const app = await startStaticServer(builds.liveDir)
  const api = await startMockServer({
    host: '127.0.0.1',
    port: builds.apiPort,
    origins: [app.origin],
  })
  return {
    mode,
    appUrl: `${app.origin}/`,
    apiOrigin: api.url,
    // The server runs in this process: its data layer is this module graph's.
    reset: () => seedDatabase(),
    close: async () => {
      await api.close()
      await app.close()
    },
  }
}
