import { afterEach, beforeEach, vi, type MockInstance } from 'vitest'

export type ConsoleLevel = 'debug' | 'info' | 'warn' | 'error'

type Spies = Partial<Record<ConsoleLevel, MockInstance<(...args: unknown[]) => void>>>

const ALL: readonly ConsoleLevel[] = ['debug', 'info', 'warn', 'error']

/**
 * Keeps the app's logging at `levels` out of the test output from now until the spies are
 * restored (vi.restoreAllMocks, or the hooks of captureConsole); the spies answer what was
 * logged.
 */
export function muteConsole(levels: readonly ConsoleLevel[] = ALL): Spies {
  const spies: Spies = {}
  for (const level of levels) {
    spies[level] = vi.spyOn(console, level).mockImplementation(() => undefined)
  }
  return spies
}

export interface ConsoleCapture {
  /** What the app logged at `level` during the current test, each call's first argument. */
  messages(level: ConsoleLevel): string[]
}

/**
 * For a whole test file: before each test the logging at `levels` is muted and recorded, after
 * it restored. The app logs what it does (sockets, retries, failures); tests read the screen,
 * and read the log through `messages` where the log is the behaviour.
 */
export function captureConsole(levels: readonly ConsoleLevel[] = ['info', 'warn']): ConsoleCapture {
  let spies: Spies = {}
  beforeEach(() => {
    spies = muteConsole(levels)
  })
  afterEach(() => {
    for (const spy of Object.values(spies)) spy.mockRestore()
    spies = {}
  })
  return {
    messages: (level) => spies[level]?.mock.calls.map(([message]) => String(message)) ?? [],
  }
}
