/// <reference types="vite/client" />

// Typed access to the variables in .env, .env.live and .env.demo.
interface ImportMetaEnv {
  readonly VITE_API_MODE: 'mock' | 'live'
  /** Empty means same origin. */
  readonly VITE_API_BASE_URL: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
