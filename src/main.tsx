import { StrictMode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { startAnalytics } from './lib/analytics'
import { apiMode } from './lib/env'
import { installGlobalErrorHandlers } from './lib/global-handlers'

/**
 * In mock mode the in-browser backend must be listening before the first request. The check
 * is on the build-time constant, so a live build drops the mock import (and faker, fixtures).
 */
async function start() {
  installGlobalErrorHandlers()
  if (import.meta.env.VITE_API_MODE !== 'live' && apiMode !== 'live') {
    const { startMockWorker } = await import('../mocks/browser')
    // The demo keeps its data across reloads and tabs, shows the Mock controls, and reads
    // `?seed=large` and the fault settings (`?mockLatency=` …) from the address.
    await startMockWorker({
      latencyMs: 200,
      persist: true,
      controls: true,
      url: window.location.href,
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
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root')
  const root = createRoot(container)
  // Rendered synchronously so that analytics, below, can never delay the first screen.
  flushSync(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  )
  void startAnalytics()
}

void start()
