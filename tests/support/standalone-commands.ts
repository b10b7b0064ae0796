import type { BrowserCommand } from 'vitest/node'
import { spawnMockServer } from './spawn-mock-server.js'

/**
 * Browser commands (vitest runs them in node for a browser test): a standalone mock server of
 * its own process, for tests where the page talks to a "live" backend (hybrid mode). It allows
 * any origin, as the test page's port is not fixed.
 */

const running = new Map<string, ReturnType<typeof spawnMockServer>>()

export const startStandaloneMock: BrowserCommand<[args: string[]], Promise<string>> = async (
  _context,
  args,
) => {
  const server = spawnMockServer(['--port', '0', '--origin', '*', ...args])
  const url = await server.url
  running.set(url, server)
  return url
}

export const stopStandaloneMock: BrowserCommand<[url: string], Promise<void>> = async (
  _context,
  url,
) => {
  const server = running.get(url)
  running.delete(url)
  await server?.stop()
}

declare module 'vitest/internal/browser' {
  interface BrowserCommands {
    startStandaloneMock: (args: string[]) => Promise<string>
    stopStandaloneMock: (url: string) => Promise<void>
  }
}
