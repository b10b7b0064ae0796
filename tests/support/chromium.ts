import { chromium, type Browser } from 'playwright'
import { findChromium } from '../../scripts/find-chromium.mjs'

/**
 * The one set of Chromium flags: vitest's browser projects, the e2e journeys and the bench launch
 * with these, so a flag added for one (a container quirk) holds for all.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Containers often have a tiny /dev/shm.
  '--disable-dev-shm-usage',
  // Recording gets a fake microphone without a permission prompt.
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
] as const

/** The Chromium scripts/find-chromium.mjs finds (CHROMIUM_PATH first); never a download. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || findChromium()
}

/** A headless Chromium with the flags above, for code that drives Playwright itself. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_ARGS],
  })
}
