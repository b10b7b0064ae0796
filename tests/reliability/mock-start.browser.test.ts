import { afterEach, expect, it } from 'vitest'
import { startMockWorker } from '../../mocks/browser'
import { MOCK_CONTROLS_ROOT_ID } from '../../mocks/control-panel/mount'
import { api } from '@/api/client'

/**
 * The demo lets its held API calls go on `onListening` (src/main.tsx): by then the mock must
 * answer, and the Mock controls, a screen's worth of code of their own, need not be shown yet.
 */

let stop = () => {}
afterEach(() => stop())

it('answers requests when onListening runs, before the Mock controls are shown', async () => {
  const atListening: { controlsShown?: boolean; config?: Promise<unknown> } = {}
  const worker = await startMockWorker({
    controls: true,
    onListening: () => {
      atListening.controlsShown = document.getElementById(MOCK_CONTROLS_ROOT_ID) !== null
      atListening.config = api.GET('/auth/config').then(({ data }) => data)
    },
  })
  stop = () => worker.stop()

  expect(atListening.controlsShown).toBe(false)
  expect(await atListening.config).toEqual({ registrationEnabled: true })
  // Shown once the start has finished.
  expect(document.getElementById(MOCK_CONTROLS_ROOT_ID)).not.toBeNull()
})

it("marks handled only the worker update's failure that MSW leaves unhandled", async () => {
  const worker = await startMockWorker()
  stop = () => worker.stop()
  // Added after the mock's listener: it sees whether the mock marked the event handled, then
  // marks it handled itself, as the test's own synthetic events are no errors of the page.
  const prevented: boolean[] = []
  const record = (event: Event) => {
    prevented.push(event.defaultPrevented)
    event.preventDefault()
  }
  window.addEventListener('unhandledrejection', record)
  const reject = (reason: Error) => {
    const promise = Promise.reject(reason)
    promise.catch(() => undefined)
    window.dispatchEvent(
      new PromiseRejectionEvent('unhandledrejection', { promise, reason, cancelable: true }),
    )
  }
  const updateFailed = new TypeError(
    "Failed to update a ServiceWorker for scope ('http://127.0.0.1/') with script " +
      "('http://127.0.0.1/mockServiceWorker.js'): Not found",
  )
  try {
    reject(updateFailed)
    reject(new Error('a real bug'))
    worker.stop()
    reject(updateFailed)
  } finally {
    window.removeEventListener('unhandledrejection', record)
  }
  expect(prevented).toEqual([true, false, false])
})
