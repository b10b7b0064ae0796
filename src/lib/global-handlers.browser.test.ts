import { afterEach, describe, expect, it, vi } from 'vitest'
import { installGlobalErrorHandlers } from './global-handlers'
import { muteConsole } from '../../tests/support/console'

describe('global error handlers', () => {
  let uninstall: (() => void) | undefined
  afterEach(() => {
    uninstall?.()
    vi.restoreAllMocks()
  })

  it("log 'Uncaught error' and 'Unhandled promise rejection'", async () => {
    const { error } = muteConsole(['error'])
    uninstall = installGlobalErrorHandlers()
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom', error: new Error('boom') }))
    window.dispatchEvent(
      new PromiseRejectionEvent('unhandledrejection', {
        promise: Promise.resolve(),
        reason: new Error('nope'),
      }),
    )
    await Promise.resolve()
    const messages = error.mock.calls.map((call) => call[0] as string)
    expect(messages).toContain('Uncaught error')
    expect(messages).toContain('Unhandled promise rejection')
  })

  it('leave a rejection that another listener, added after them, marks handled', async () => {
    const { error } = muteConsole(['error'])
    uninstall = installGlobalErrorHandlers()
    const handled = (event: Event) => event.preventDefault()
    window.addEventListener('unhandledrejection', handled)
    window.dispatchEvent(
      new PromiseRejectionEvent('unhandledrejection', {
        promise: Promise.resolve(),
        reason: new Error('known and harmless'),
        cancelable: true,
      }),
    )
    window.removeEventListener('unhandledrejection', handled)
    await Promise.resolve()
    expect(error.mock.calls.map((call) => call[0])).not.toContain('Unhandled promise rejection')
  })
})
