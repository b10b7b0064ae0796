import { beforeEach, vi } from 'vitest'
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
