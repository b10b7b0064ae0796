import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv, minify, type Plugin } from 'vite'

/** `@/…` is src/, as tsconfig.json's paths say (docs/architecture.md#alias). */
export const srcAlias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

/**
 * The headers every response of the app should carry (docs/architecture.md#security-headers);
 * `vite preview` sends them. `apiBaseUrl` is VITE_API_BASE_URL: its origin and its socket's are
 * the only other places the app connects to. A build that carries the in-page mock (mock and
 * hybrid modes) also needs 'unsafe-eval': the mock compiles the contract's schemas with Ajv,
 * which builds functions from strings. A live build needs neither.
 */
export function securityHeaders(apiMode: string, apiBaseUrl: string): Record<string, string> {
  const api = /^https?:\/\//.test(apiBaseUrl) ? new URL(apiBaseUrl).origin : null
  const connect = ["'self'", ...(api ? [api, api.replace(/^http/, 'ws')] : [])]
  const policy = [
    "default-src 'self'",
    apiMode === 'live' ? "script-src 'self'" : "script-src 'self' 'unsafe-eval'",
    // React Aria's press and scroll-lock hooks add a small <style> element of their own.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
  return {
    'Content-Security-Policy': policy.join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  }
}

const BASE_HREF = 'base-href.js'

/**
 * src/base-href.js, the script that gives a report link's or participant link's page the app's
 * root as its base, as the first tag of index.html. It is emitted beside index.html and under
 * shared/ and join/, because its own relative URL is resolved before any base is set.
 */
function reportLinkBase(): Plugin {
  const source = fileURLToPath(new URL(`./src/${BASE_HREF}`, import.meta.url))
  return {
    name: 'candor-report-link-base',
    transformIndexHtml: () => [
      { tag: 'script', attrs: { src: `./${BASE_HREF}` }, injectTo: 'head-prepend' },
    ],
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!new URL(req.url ?? '/', 'http://host').pathname.endsWith(`/${BASE_HREF}`)) {
          next()
          return
        }
        readFile(source).then((code) => {
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8')
          res.end(code)
        }, next)
      })
    },
    async generateBundle() {
      // Minified: every page fetches it before the entry, and its comments were half its size.
      const { code } = await minify(BASE_HREF, await readFile(source, 'utf8'))
      for (const fileName of [BASE_HREF, `shared/${BASE_HREF}`, `join/${BASE_HREF}`]) {
        this.emitFile({ type: 'asset', fileName, source: code })
      }
    },
  }
}

// The API mode comes from the env files, picked by --mode:
// .env (mock: dev, test), .env.demo (mock: build:demo), .env.live (live: build, dev:live),
// .env.hybrid (hybrid: dev:hybrid).
export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  return {
    // Relative asset URLs so a build works when served under a sub-path.
    base: './',
    resolve: { alias: srcAlias },
    plugins: [
      react(),
      // The plugin shortens class names only in Vite's 'production' mode, and our builds run in
      // 'live' or 'demo': without this every build ships debug names (about 15% more JS and CSS).
      vanillaExtractPlugin({ identifiers: command === 'build' ? 'short' : 'debug' }),
      reportLinkBase(),
    ],
    // A strict CSP and its companions, so that previewing a build shows what a deployment gets.
    preview: { headers: securityHeaders(env.VITE_API_MODE ?? 'mock', env.VITE_API_BASE_URL ?? '') },
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Everything the entry imports statically goes into one chunk (and one stylesheet):
              // by default shared modules land in small common chunks that the first screen
              // fetches as three more requests, each compressed on its own (about 4 kB gzip more).
              { name: 'index', tags: ['$initial'], priority: 3 },
              // React Aria's Heading and Text with the few helpers they need: the public pages' own
              // screens use them (a report link's), and in react-aria-core below they would fetch
              // its 22 kB gzip; the first screen has its own NativeHeading and NativeText.
              {
                name: 'react-aria-text',
                test: /node_modules[\\/](react-aria-components[\\/]dist[\\/]private[\\/](Heading|Text|utils)\.mjs|react-aria[\\/]dist[\\/]private[\\/](utils[\\/](mergeProps|mergeRefs|useObjectRef|chain|useLayoutEffect|useId|useValueEffect)|ssr[\\/]SSRProvider|collections[\\/]Hidden)\.mjs$)/,
                priority: 2,
              },
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
    publicDir: env.VITE_API_MODE === 'live' ? false : 'public',
    // Pre-bundled up front: discovering these mid-run makes Vite reload the page, which breaks
    // browser-mode tests and the first dev load.
    optimizeDeps: {
      include: [
        // Imported only once analytics is on (src/lib/analytics.ts): found minutes into a test
        // run, they had every dependency bundled again, in one or two projects at once.
        '@amplitude/analytics-browser',
        '@amplitude/plugin-session-replay-browser',
        '@faker-js/faker',
        '@msw/data',
        '@msw/data/extensions',
        '@tanstack/react-query',
        '@tanstack/react-router',
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
  }
})
