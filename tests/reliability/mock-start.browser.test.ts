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
