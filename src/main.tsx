import { lazy, StrictMode, Suspense } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { holdUntilMockReady } from '@/api/mock-ready'
import { App } from '@/app/app'
import { joinToken, sharedReportToken } from '@/app/shared-route'
import { startAnalytics } from '@/lib/analytics'
import { apiMode } from '@/lib/env'
import { installGlobalErrorHandlers } from '@/lib/global-handlers'
import { logger } from '@/lib/logger'

// The public pages are roots of their own, so the sign-in screen's first load carries neither
// (docs/architecture.md#first-loads).
const JoinApp = lazy(() => import('@/app/join-app').then((module) => ({ default: module.JoinApp })))
const SharedReportApp = lazy(() =>
  import('@/app/shared-report-app').then((module) => ({ default: module.SharedReportApp })),
)

/** Resolves after the next frame has painted (at once in a hidden tab, which paints none). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') setTimeout(resolve, 0)
    // A task queued from a frame's callback runs once that frame is drawn.
    else requestAnimationFrame(() => setTimeout(resolve, 0))
  })
}

/**
 * The in-browser backend (MSW, its data layer, the contract validator, the seed, the AI stub)
 * is most of the demo's code and the sign-in screen needs none of it, so it loads once that
 * screen has painted. `onListening` runs as soon as it answers requests; the Mock controls are
 * shown after that.
 */
async function startMock(onListening: () => void, controls: boolean): Promise<void> {
  await afterNextPaint()
  const { startMockWorker } = await import('../mocks/browser')
  // The demo keeps its data across reloads and tabs, shows the Mock controls, and reads
  // `?seed=large` and the fault settings (`?mockLatency=` …) from the address.
  await startMockWorker({
    latencyMs: 200,
    persist: true,
    controls,
    url: window.location.href,
    onListening,
    // Hybrid mode: the real server for what it implements, this mock for the rest.
    ...(apiMode === 'hybrid'
      ? {
          hybrid: {
            mockOperations: import.meta.env.VITE_MOCK_OPERATIONS,
            liveOperations: import.meta.env.VITE_LIVE_OPERATIONS,
          },
        }
      : {}),
  })
}

function start() {
  installGlobalErrorHandlers()
  // A report link's page (docs/product.md#shared-report) is the report alone: no session, no
  // Mock controls, no analytics (its address holds the link's secret).
  const sharedToken = sharedReportToken(window.location.pathname)
  // A participant link's page (docs/product.md#participant-links): no sign-in, no Mock controls
  // (a participant is not the team); the demo's backend still runs behind it.
  const joinLink = joinToken(window.location.pathname)
  const standalone = sharedToken !== null || joinLink !== null
  // The check is on the build-time constant, so a live build drops the mock import (and faker,
  // fixtures) and the gate.
  if (import.meta.env.VITE_API_MODE !== 'live' && apiMode !== 'live') {
    const listening = new Promise<void>((resolve, reject) => {
      startMock(resolve, !standalone).catch((error: unknown) => {
        logger.error('The demo backend or its Mock controls did not start', {
          error: String(error),
        })
        reject(error instanceof Error ? error : new Error(String(error)))
      })
    })
    // Held before the first render, whose effects make the first calls: API calls made before
    // the backend listens wait for it (./api/mock-ready).
    holdUntilMockReady(listening)
  }
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root')
  const root = createRoot(container)
  // Rendered synchronously so that analytics, below, can never delay the first screen.
  flushSync(() =>
    root.render(
      <StrictMode>
        {sharedToken !== null ? (
          <Suspense fallback={null}>
            <SharedReportApp token={sharedToken} />
          </Suspense>
        ) : joinLink !== null ? (
          <Suspense fallback={null}>
            <JoinApp token={joinLink} />
          </Suspense>
        ) : (
          <App />
        )}
      </StrictMode>,
    ),
  )
  if (!standalone) void startAnalytics()
}

start()
