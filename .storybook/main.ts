import { defineMain } from '@storybook/react-vite/node'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

// `npm run docs` builds the contract's reference here (`npm run storybook` and
// `build-storybook` run it first); Storybook serves it beside its own pages, so the
// Introduction can link to it. Left out when it has not been built, e.g. in the story tests.
const apiReference = fileURLToPath(new URL('../docs/api', import.meta.url))

// The builder loads vite.config.ts itself (vanilla-extract, React, the mock's pre-bundled deps),
// so stories compile exactly as the app does.
export default defineMain({
  framework: '@storybook/react-vite',
  stories: ['../stories/docs/*.mdx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // public/ holds mockServiceWorker.js: the static build carries it beside iframe.html.
  staticDirs: [
    '../public',
    ...(existsSync(apiReference) ? [{ from: apiReference, to: '/api-reference' }] : []),
  ],
  core: {
    // Runs offline (and in CI): no telemetry, no version or news checks.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
})
