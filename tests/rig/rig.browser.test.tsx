// Browser-side smoke tests: rendering and clicking, the fake microphone, MSW's worker.
import { http, HttpResponse } from 'msw'
import { setupWorker } from 'msw/browser'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'

function Toggle() {
  const [on, setOn] = useState(false)
  return <button onClick={() => setOn((value) => !value)}>{on ? 'On' : 'Off'}</button>
}

describe('browser rig', () => {
  it('renders and clicks like a user', async () => {
    await render(<Toggle />)
    await page.getByRole('button', { name: 'Off' }).click()
    await expect.element(page.getByRole('button')).toHaveTextContent('On')
  })

  it('has a fake microphone without a permission prompt', async () => {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true })
    const tracks = stream.getAudioTracks()
    expect(tracks).toHaveLength(1)
    expect(tracks[0]?.readyState).toBe('live')
    for (const track of stream.getTracks()) track.stop()
  })

  it("serves MSW's service worker so handlers intercept fetch", async () => {
    const worker = setupWorker(http.get('/rig/ping', () => HttpResponse.json({ pong: true })))
    await worker.start({ quiet: true, onUnhandledRequest: 'bypass' })
    try {
      // A real worker, not MSW's in-page fallback mode.
      expect(navigator.serviceWorker.controller?.scriptURL).toMatch(/\/mockServiceWorker\.js$/)
      const response = await fetch('/rig/ping')
      expect(await response.json()).toEqual({ pong: true })
    } finally {
      worker.stop()
    }
  })
})
