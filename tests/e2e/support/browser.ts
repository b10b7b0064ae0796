import { chromium, type Browser } from 'playwright'
import { findChromium } from '../../../scripts/find-chromium.mjs'

/** The headless flags of scripts/find-chromium.mjs, plus a fake microphone that needs no permission prompt. */
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
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
] as const

/** The Chromium scripts/find-chromium.mjs finds (CHROMIUM_PATH first); never a download. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || findChromium(),
    headless: true,
    args: [...CHROMIUM_ARGS],
  })
}
