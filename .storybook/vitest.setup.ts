import { beforeAll, beforeEach, vi } from 'vitest'
import { muteConsole } from '../tests/support/console'

/** The app's logger writes `console[level](message, record)`; every record has a sessionId. */
function isAppLog(args: unknown[]): boolean {
  const [message, record] = args
  return (
    args.length === 2 &&
    typeof message === 'string' &&
    typeof record === 'object' &&
    record !== null &&
    'sessionId' in record
  )
}

/**
 * The app's screens, lazy ones included. Under the dev server each compiles on first use (its
 * vanilla-extract styles too): while every project shares the two cores that has taken over 10 s,
 * and a story's first wait then timed out on a screen still compiling. Loaded before the first
 * story instead, once for the page (the story files share it); later files find them loaded.
 */
const screens = import.meta.glob([
  '../src/app/*.tsx',
  '../src/features/*/components/**/*.tsx',
  '!**/*.test.tsx',
])
beforeAll(async () => {
  await Promise.all(Object.values(screens).map((load) => load()))
}, 120_000)

// Story runs only (the Storybook UI keeps its console): the app logs every call and every
// expected failure, which would bury a failing story's output. Other console output (React's
// warnings, Storybook's own) still shows.
beforeEach(() => {
  const original = { ...console }
  muteConsole(undefined, (level, args) => {
    if (!isAppLog(args)) original[level](...args)
  })
  return () => vi.restoreAllMocks()
})
