import { afterEach, describe, expect, it, vi } from 'vitest'
import { installGlobalErrorHandlers } from './global-handlers'

describe('global error handlers', () => {
  let uninstall: (() => void) | undefined
  afterEach(() => {
    uninstall?.()
    vi.restoreAllMocks()
  })

  it("log 'Uncaught error' and 'Unhandled promise rejection'", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    uninstall = installGlobalErrorHandlers()
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom', error: new Error('boom') }))
    window.dispatchEvent(
      new PromiseRejectionEvent('unhandledrejection', {
        promise: Promise.resolve(),
        reason: new Error('nope'),
      }),
    )
    const messages = error.mock.calls.map((call) => call[0] as string)
    expect(messages).toContain('Uncaught error')
    expect(messages).toContain('Unhandled promise rejection')
  })
})
