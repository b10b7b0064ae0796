import { afterEach, beforeEach, vi, type MockInstance } from 'vitest'

export type ConsoleLevel = 'debug' | 'info' | 'warn' | 'error'

export type ConsoleSpy = MockInstance<(...args: unknown[]) => void>

/** Hears each muted call: its level and arguments (to record it, or to let some through). */
export type ConsoleListener = (level: ConsoleLevel, args: unknown[]) => void

const ALL: readonly ConsoleLevel[] = ['debug', 'info', 'warn', 'error']

/**
 * Keeps the app's logging at `levels` out of the test output from now until the spies are
 * restored (vi.restoreAllMocks, or the hooks of captureConsole); the spies answer what was
 * logged, and `listen`, when given, hears each call as it is made.
 */
export function muteConsole<Level extends ConsoleLevel = ConsoleLevel>(
  levels: readonly Level[] = ALL as readonly Level[],
  listen?: ConsoleListener,
): Record<Level, ConsoleSpy> {
  const spies = {} as Record<Level, ConsoleSpy>
  for (const level of levels) {
    const spy: ConsoleSpy = vi.spyOn(console, level)
    spies[level] = spy.mockImplementation((...args: unknown[]) => listen?.(level, args))
  }
  return spies
}

/** A listener that adds each call's first argument, as text, to `messages`. */
export const recordInto =
  (messages: string[], only?: ConsoleLevel): ConsoleListener =>
  (level, [message]) => {
    if (only === undefined || level === only) messages.push(String(message))
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
  let spies: Partial<Record<ConsoleLevel, ConsoleSpy>> = {}
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
