import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { fileURLToPath } from 'node:url'
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig, { srcAlias } from './vite.config.js'
import { CHROMIUM_ARGS, chromiumPath } from './tests/support/chromium.js'
import { startStandaloneMock, stopStandaloneMock } from './tests/support/standalone-commands.js'
import { TEST_VIEWPORT } from './tests/support/viewport.js'

// Set by scripts/test.mjs; found here when vitest is run directly.
const executablePath = chromiumPath()

// A fresh object per browser project: sharing one fails with
// "Cannot define a nested project for a chromium browser", and the provider mutates args.
function chromiumBrowser(actionTimeout = 15_000) {
  return {
    enabled: true,
    headless: true,
    viewport: { ...TEST_VIEWPORT },
    provider: playwright({
      launchOptions: { executablePath, args: [...CHROMIUM_ARGS] },
      // Without it, clicks and expect.element() wait out the whole test timeout on failure. Long
      // enough for a fresh page's first render of the app, which Vite transforms on demand while
      // every project starts at once: on two cores that has taken over 10 s.
      actionTimeout,
    }),
    instances: [{ browser: 'chromium' as const }],
  }
}

/**
 * Browser test files that need modules of their own, so a fresh page each (the browser-isolated
 * project): those that mock modules (vi.mock), which the files wanting the real ones cannot share,
 * and two that set what a module reads when it is first evaluated (the stored theme).
 */
const NEEDS_OWN_MODULES = [
  'tests/integration/color-scheme-stored.browser.test.tsx',
  'tests/integration/color-scheme-rejected.browser.test.tsx',
  'tests/integration/profile.browser.test.tsx',
  'tests/integration/register.browser.test.tsx',
  'tests/integration/shell.browser.test.tsx',
  'tests/integration/color-scheme.browser.test.tsx',
  'tests/scenarios/hybrid.browser.test.tsx',
  'tests/scenarios/hybrid-observe.browser.test.tsx',
]

/** The node project's files (the e2e journeys have their own project, with their builds). */
const NODE_TEST = {
  environment: 'node' as const,
  include: [
    'tests/**/*.test.ts',
    'mocks/**/*.test.ts',
    'src/**/*.test.ts',
    'fixtures/**/*.test.ts',
    'scripts/**/*.test.ts',
    'bench/**/*.test.ts',
  ],
  exclude: ['**/node_modules/**', '**/*.browser.test.*', 'tests/e2e/**'],
  // Fails the run when a test leaves a mock:server running.
  globalSetup: ['tests/support/script-bundles.ts', 'tests/support/no-leftover-servers.ts'],
  testTimeout: 10_000,
}

/**
 * Node test files that need modules of their own (the node-isolated project): the interview
 * socket's unit tests expect the socket to open at once, which a mock started by an earlier
 * file in the same worker holds back until it is ready.
 */
const NODE_NEEDS_OWN_MODULES = ['src/api/interview-socket.test.ts']

/** A project of browser test files: the same settings for the shared and the isolated pages. */
function browserProject(test: {
  name: string
  include: string[]
  exclude?: string[]
  isolate: boolean
  setupFiles?: string[]
  /** One page at a time rather than two (maxWorkers below). */
  onePage?: boolean
  /**
   * Every file starts a fresh page, whose first screen loads the app's modules anew: a click
   * may wait that long, and a test twice that. Backstops: at the start of npm test, with every
   * project loading at once, such a first screen has taken over 15 s.
   */
  coldPages?: boolean
}) {
  const { onePage = false, coldPages = false, ...options } = test
  return {
    extends: true as const,
    test: {
      ...options,
      globalSetup: ['tests/support/script-bundles.ts', 'tests/support/no-leftover-servers.ts'],
      // A backstop: a browser start plus MSW's worker registration can take a few seconds, and
      // a fresh page's first screen, rendered while every project runs, has taken over 20 s.
      testTimeout: coldPages ? 60_000 : 30_000,
      // expect.element() polls this long (used once actionTimeout is set); on a fresh page as
      // long as an action may wait, since its first screen waits on the app's modules.
      expect: { poll: { timeout: coldPages ? 30_000 : 10_000 } },
      // A standalone mock in a process of its own, as a "live" backend (hybrid mode).
      browser: {
        ...chromiumBrowser(coldPages ? 30_000 : 15_000),
        fileParallelism: !onePage,
        commands: { startStandaloneMock, stopStandaloneMock },
      },
    },
  }
}

export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    // React Aria's Virtualizer switches itself off when NODE_ENV is 'test' unless
    // process.env.VIRT_ON is set, and reads it from `process`, which the browser lacks: every
    // virtualized list would throw. Defined here, tests virtualize as users' browsers do.
    define: { 'process.env.VIRT_ON': JSON.stringify('1') },
    test: {
      // Vitest's default on two cores is one worker per project: one node fork, and one page per
      // browser project (a browser project reads only its own maxWorkers, never the CLI's). Two
      // node forks and two pages of shared browser tests, beside one page each for the isolated
      // ones and the stories, keep both cores busy: with all files isolated, two pages took
      // vitest from 936 s to 722 s on this machine, idle.
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            ...NODE_TEST,
            name: 'node',
            exclude: [...NODE_TEST.exclude, ...NODE_NEEDS_OWN_MODULES],
            // The files share their worker's modules: each fork imports the mock, the contract
            // and the AI stub once, not once per file (237 s -> 141 s for this project alone).
            // tests/support/node-setup.ts undoes what a file stubbed.
            isolate: false,
            setupFiles: ['tests/support/node-setup.ts'],
          },
        },
        {
          extends: true,
          test: { ...NODE_TEST, name: 'node-isolated', include: NODE_NEEDS_OWN_MODULES },
        },
        browserProject({
          name: 'browser',
          include: [
            'src/**/*.browser.test.{ts,tsx}',
            'tests/**/*.browser.test.{ts,tsx}',
            'mocks/**/*.browser.test.{ts,tsx}',
          ],
          exclude: ['**/node_modules/**', ...NEEDS_OWN_MODULES],
          // The files share one page and its modules, so the app and the mock are imported once
          // per page rather than once per file (most of the project's time); the kit resets
          // what a file leaves behind (tests/support/browser-setup.ts, setUpMockWorker).
          isolate: false,
          setupFiles: ['tests/support/browser-setup.ts'],
        }),
        // No set-up file: a fresh page needs no reset, and one importing the app before the test
        // file would defeat its vi.mock. Eight files: one page is enough.
        browserProject({
          name: 'browser-isolated',
          include: NEEDS_OWN_MODULES,
          isolate: true,
          onePage: true,
          coldPages: true,
        }),
        {
          extends: true,
          // Every story of .storybook/main.ts becomes a test: render, play function, axe check.
          plugins: [
            storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
          ],
          test: {
            name: 'storybook',
            setupFiles: ['./.storybook/vitest.setup.ts'],
            // Every story resets the app and reseeds the mock itself (.storybook/preview.tsx), so
            // the files can share one page: no module reload (the whole mock) per story file.
            isolate: false,
            testTimeout: 20_000,
            expect: { poll: { timeout: 10_000 } },
            // One page: the stories finish well before the browser tests, and a second page would
            // only take CPU from them.
            browser: { ...chromiumBrowser(), fileParallelism: false },
          },
        },
        {
          // `npm run e2e` (scripts/e2e.mjs): Playwright drives the built app in Chromium, so the
          // tests run in node; the global setup builds the demo and live bundles once.
          resolve: { alias: srcAlias },
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['tests/e2e/**/*.e2e.test.ts'],
            globalSetup: ['tests/e2e/global-setup.ts'],
            // Each journey bounds itself (tests/e2e/support/journeys.ts); this is the backstop.
            testTimeout: 90_000,
            hookTimeout: 60_000,
            // expect.poll() on the page waits as long as a Playwright step.
            expect: { poll: { timeout: 10_000 } },
          },
        },
      ],
    },
  }),
)
