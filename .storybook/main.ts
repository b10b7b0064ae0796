import { defineMain } from '@storybook/react-vite/node'

// The builder loads vite.config.ts itself (vanilla-extract, React, the mock's pre-bundled deps),
// so stories compile exactly as the app does.
export default defineMain({
  framework: '@storybook/react-vite',
  stories: ['../stories/docs/*.mdx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // public/ holds mockServiceWorker.js: the static build carries it beside iframe.html.
  staticDirs: ['../public'],
  core: {
    // Runs offline (and in CI): no telemetry, no version or news checks.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
})
