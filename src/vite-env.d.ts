/// <reference types="vite/client" />

// Typed access to the variables in .env, .env.live, .env.demo and .env.hybrid.
interface ImportMetaEnv {
  readonly VITE_API_MODE: 'mock' | 'live' | 'hybrid'
  /** Empty means same origin. */
  readonly VITE_API_BASE_URL: string
  /** Hybrid mode: operationIds the mock serves (comma-separated); the rest go live. */
  readonly VITE_MOCK_OPERATIONS?: string
  /** Hybrid mode: operationIds the live server serves; the mock serves the rest. */
  readonly VITE_LIVE_OPERATIONS?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
