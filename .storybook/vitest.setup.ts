import { beforeEach, vi } from 'vitest'

type Level = 'debug' | 'info' | 'warn' | 'error'

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
  for (const level of ['debug', 'info', 'warn', 'error'] as const satisfies Level[]) {
    const original = console[level].bind(console)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      if (!isAppLog(args)) original(...args)
    })
  }
  return () => vi.restoreAllMocks()
})
