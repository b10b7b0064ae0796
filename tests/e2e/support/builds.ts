/** What tests/e2e/global-setup.ts built, handed to each test file by vitest's provide/inject. */
export interface E2eBuilds {
  /** `vite build --mode demo`: the mock runs in the page, behind the service worker. */
  demoDir: string
  /** `vite build --mode live` with VITE_API_BASE_URL=http://127.0.0.1:{apiPort}. */
  liveDir: string
  /** Where the live test file starts the standalone mock. */
  apiPort: number
  /**
   * `vite build --mode hybrid` with VITE_API_BASE_URL=http://127.0.0.1:{hybridApiPort}: the
   * standalone mock there is the live backend, the mock in the page serves what it lacks.
   */
  hybridDir: string
  /** Where the hybrid test file starts the standalone mock (a port of its own). */
  hybridApiPort: number
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBuilds: E2eBuilds
  }
}
