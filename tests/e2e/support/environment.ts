import { seedDatabase } from '../../../mocks/db/seed'
import { clearFaults, setFaults, type FaultSettings } from '../../../mocks/faults/fault-settings'
import { formatFaultParams } from '../../../mocks/faults/fault-params'
import { startMockServer } from '../../../mocks/server/create-server'
import type { E2eBuilds } from './builds'
import { startStaticServer } from '../../support/static-server'
import { securityHeaders } from '../../../vite.config'

/**
 * The ways the journeys run: `demo` is the demo build, its mock inside the page; `live` is the
 * live build calling the standalone mock on another origin (so CORS is exercised); `hybrid` is
 * the hybrid build against a standalone mock that lacks the admin-models group, which the mock
 * inside the page then serves.
 */
export type E2eMode = 'demo' | 'live' | 'hybrid'

/**
 * The admin panel's AI Models tab (openapi.yaml, tag admin): the group the hybrid run's backend
 * lacks. A group the mock can serve whole, as its data refers to nothing of the live backend's.
 */
export const AI_MODELS_OPERATIONS = ['listAvailableModels', 'getCurrentModels', 'selectModels']

export interface Environment {
  mode: E2eMode
  /** Where the app is served. */
  appUrl: string
  /**
   * The origin the app's API calls go to: the app's own in demo, the standalone mock's in live
   * and hybrid (where the page's mock answers some of them, behind the service worker).
   */
  apiOrigin: string
  /**
   * Puts the seeded data back, so each journey starts from the same state, and arms `faults`
   * (mocks/faults/fault-settings.ts; none without). Answers the address the journey opens.
   */
  prepare(faults?: Partial<FaultSettings>): Promise<string>
  close(): Promise<void>
}

export async function startEnvironment(mode: E2eMode, builds: E2eBuilds): Promise<Environment> {
  if (mode === 'demo') {
    const app = await startStaticServer(builds.demoDir, securityHeaders('mock', ''))
    const appUrl = `${app.origin}/`
    return {
      mode,
      appUrl,
      apiOrigin: app.origin,
      // The in-page mock keeps its data in the browser's IndexedDB; every journey runs in a new
      // browser context, whose storage is empty, so the mock starts from its seed. It reads its
      // faults from the address, as a person trying the demo would set them.
      prepare: (faults) => {
        const params = faults ? formatFaultParams(faults).toString() : ''
        return Promise.resolve(params ? `${appUrl}?${params}` : appUrl)
      },
      close: () => app.close(),
    }
  }
  const hybrid = mode === 'hybrid'
  const apiPort = hybrid ? builds.hybridApiPort : builds.apiPort
  const app = await startStaticServer(
    hybrid ? builds.hybridDir : builds.liveDir,
    securityHeaders(mode, `http://127.0.0.1:${apiPort}`),
  )
  const api = await startMockServer({
    host: '127.0.0.1',
    port: apiPort,
    origins: [app.origin],
    // As a backend that has not built these yet: 404 without the contract's Error body.
    ...(hybrid ? { without: AI_MODELS_OPERATIONS } : {}),
  })
  const appUrl = `${app.origin}/`
  return {
    mode,
    appUrl,
    apiOrigin: api.url,
    // The server runs in this process: its data layer and its faults are this module graph's.
    prepare: async (faults) => {
      clearFaults()
      await seedDatabase()
      if (faults) setFaults(faults)
      return appUrl
    },
    close: async () => {
      clearFaults()
      await api.close()
      await app.close()
    },
  }
}
