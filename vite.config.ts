import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv } from 'vite'

/** `@/…` is src/, as tsconfig.json's paths say (docs/architecture.md#alias). */
export const srcAlias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

// The API mode comes from the env files, picked by --mode:
// .env (mock: dev, test), .env.demo (mock: build:demo), .env.live (live: build, dev:live),
// .env.hybrid (hybrid: dev:hybrid).
export default defineConfig(({ command, mode }) => ({
  // Relative asset URLs so a build works when served under a sub-path.
  base: './',
  resolve: { alias: srcAlias },
  plugins: [
    react(),
    // The plugin shortens class names only in Vite's 'production' mode, and our builds run in
    // 'live' or 'demo': without this every build ships debug names (about 15% more JS and CSS).
    vanillaExtractPlugin({ identifiers: command === 'build' ? 'short' : 'debug' }),
  ],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically goes into one chunk (and one stylesheet):
            // by default shared modules land in small common chunks that the first screen
            // fetches as three more requests, each compressed on its own (about 4 kB gzip more).
            { name: 'index', tags: ['$initial'], priority: 2 },
            // react-aria's interaction, focus and locale layer, which every later screen shares,
            // in a chunk of its own: with the components it made one common chunk over 50 kB
            // gzip (issue 9's budget for a lazy chunk).
            {
              name: 'react-aria-core',
              test: /node_modules[\\/]react-aria[\\/]dist[\\/]private[\\/](interactions|utils|focus|i18n|ssr|live-announcer|visually-hidden|label|form)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  // public/ holds only the mock's service worker, which a live build must not ship (a hybrid
  // build, `VITE_API_MODE=hybrid npm run build`, carries the mock and needs it). So the favicon
  // is src/favicon.svg, an asset of index.html that every build emits.
  publicDir: loadEnv(mode, process.cwd(), 'VITE_').VITE_API_MODE === 'live' ? false : 'public',
  // Pre-bundled up front: discovering these mid-run makes Vite reload the page, which breaks
  // browser-mode tests and the first dev load.
  optimizeDeps: {
    include: [
      '@faker-js/faker',
      '@msw/data',
      '@msw/data/extensions',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      'axe-core',
      'ajv-formats',
      'ajv/dist/2020',
      'msw',
      'msw/browser',
      'openapi-fetch',
      'openapi-msw',
      'react-aria-components',
      'react-dom/client',
      'valtio',
      'vitest-browser-react',
      'zod',
    ],
  },
}))
