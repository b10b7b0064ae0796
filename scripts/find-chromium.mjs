#!/usr/bin/env node
// Finds a Chromium for Playwright to drive. No test tool may download a browser
// (README.md#two-commands), so `playwright install` is never run.
import { accessSync, constants, existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { aptInstall, canAptInstall } from './apt-install.mjs'

const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome']

const HOW_TO_GET_ONE =
  'No Chromium found. Install one (Debian/Ubuntu: `apt-get install -y chromium`) ' +
  'or set CHROMIUM_PATH to a Chromium or Chrome executable.'

/** @param {string} file */
function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** @param {string} name @returns {string | undefined} */
function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue
    const file = join(dir, name)
    if (isExecutable(file)) return file
  }
  return undefined
}

/** @returns {string | undefined} */
function playwrightOwn() {
  try {
    // Loaded lazily: only needed when no system browser exists.
    const require = createRequire(import.meta.url)
    /** @type {{ chromium: { executablePath(): string } }} */
    const { chromium } = require('playwright')
    const file = chromium.executablePath()
    return file && existsSync(file) ? file : undefined
  } catch {
    return undefined
  }
}

/** @returns {string | undefined} */
function lookOnce() {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) {
    // An explicit choice that is wrong should fail loudly, not fall through.
    if (!isExecutable(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} is not an executable`)
    return fromEnv
  }
  for (const name of SYSTEM_NAMES) {
    const file = onPath(name)
    if (file) return file
  }
  return playwrightOwn()
}

/**
 * Path of a Chromium executable; installs Debian's package as a last resort.
 * @returns {string}
 */
export function findChromium() {
  const found = lookOnce()
  if (found) return found
  if (canAptInstall()) {
    if (aptInstall(['chromium'], 'no browser found', 'find-chromium')) {
      const installed = lookOnce()
      if (installed) return installed
    }
  }
  throw new Error(HOW_TO_GET_ONE)
}

// Runnable: `node scripts/find-chromium.mjs` prints the path.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    console.log(findChromium())
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
