import addonA11y from '@storybook/addon-a11y'
import addonDocs from '@storybook/addon-docs'
import { definePreview } from '@storybook/react-vite'
import { QueryClientProvider } from '@tanstack/react-query'
import addonMsw from 'msw-storybook-addon'
import { useLayoutEffect, useState, type ReactNode } from 'react'
import { configure } from 'storybook/test'
import { parseScenarioName, scenarios, SCENARIO_NAMES } from '../mocks/scenarios'
import { scenarioSeed } from '../mocks/scenarios/choice'
import { createQueryClient } from '@/api/query'
import { colorSchemeActions, type ResolvedColorScheme } from '@/lib/color-scheme'
import { ColorSchemeProvider, ToastRegion } from '@/ui'
import { signInAs } from '../tests/support/sign-in'
import { resetApp } from '../stories/support/app-state'
import { startStoryWorker } from '../stories/support/mock-worker'
import { readScenario } from '../stories/support/scenario'
import { a11yParameters } from './a11y'

// Lazy screens compile on first use under the dev server, while the node and browser projects
// share the two cores: findBy* waits as long as expect.element() polls (vitest.config.ts).
configure({ asyncUtilTimeout: 10_000 })

/** The title of the app's error boundary (src/app/screen-error-boundary.tsx). */
const SCREEN_ERROR = 'This screen could not be shown.'

const themeOf = (value: unknown): ResolvedColorScheme => (value === 'dark' ? 'dark' : 'light')

/** The app's providers around every story: a query client of its own, the toolbar's theme, the toast region. */
function StoryFrame({
  theme,
  toastRegion,
  children,
}: {
  theme: ResolvedColorScheme
  toastRegion: boolean
  children: ReactNode
}) {
  // The app's own theme pickers (footer, settings menu) follow the toolbar.
  useLayoutEffect(() => colorSchemeActions.setChoice(theme), [theme])
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <ColorSchemeProvider theme={theme}>
        {children}
        {toastRegion && <ToastRegion />}
      </ColorSchemeProvider>
    </QueryClientProvider>
  )
}

export default definePreview({
  addons: [addonDocs(), addonA11y(), addonMsw(startStoryWorker)],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    scenario: {
      description: 'Mock scenario: the data every story starts from (mocks/scenarios)',
      toolbar: {
        title: 'Scenario',
        icon: 'database',
        items: SCENARIO_NAMES.map((name) => ({ value: name, title: scenarios[name].title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', scenario: 'demo' },
  decorators: [
    (Story, { globals, parameters }) => (
      <StoryFrame theme={themeOf(globals.theme)} toastRegion={parameters.toastRegion !== false}>
        <Story />
      </StoryFrame>
    ),
  ],
  parameters: {
    a11y: a11yParameters,
    controls: { expanded: true },
    // The docs page first, then what stakeholders look for: screens before building blocks.
    options: { storySort: { order: ['Introduction', 'Screens', 'UI', 'Mock'] } },
  },
  /**
   * Each story starts from the seed (runs after the MSW addon's own beforeEach has started the
   * worker): stores emptied, database seeded with the toolbar's scenario (the story's own seed
   * options on top), then signed in as `parameters.scenario` says.
   */
  async beforeEach({ globals, parameters }) {
    const { seed, signedInAs } = readScenario(parameters)
    const named = parseScenarioName(String(globals.scenario ?? '')) ?? 'demo'
    await resetApp(themeOf(globals.theme), { ...scenarioSeed(named), ...seed })
    if (signedInAs) await signInAs(signedInAs)
  },
  /**
   * The app's error boundary turns a screen that throws into a message instead of an error: a
   * story showing it fails, unless showing it is the story's point.
   */
  afterEach({ parameters }) {
    if (parameters.expectScreenError === true) return
    if (document.body.textContent?.includes(SCREEN_ERROR)) {
      throw new Error(`The screen threw during the story: "${SCREEN_ERROR}" is shown`)
    }
  },
})
