// Node-side smoke tests: the browser finder that every browser test depends on.
import { execFileSync } from 'node:child_process'
import { accessSync, constants, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { findChromium } from '../../scripts/find-chromium.mjs'

const savedPath = process.env.CHROMIUM_PATH

afterEach(() => {
  if (savedPath === undefined) delete process.env.CHROMIUM_PATH
  else process.env.CHROMIUM_PATH = savedPath
})

describe('findChromium', () => {
  it('returns an executable file', () => {
    const file = findChromium()
    expect(() => accessSync(file, constants.X_OK)).not.toThrow()
  })

  it('prints the same path when run as a script', () => {
    const script = fileURLToPath(new URL('../../scripts/find-chromium.mjs', import.meta.url))
    const printed = execFileSync(process.execPath, [script], { encoding: 'utf8' })
    expect(printed.trim()).toBe(findChromium())
  })

  it('refuses a CHROMIUM_PATH that is not executable', () => {
    process.env.CHROMIUM_PATH = '/nonexistent/chromium'
    expect(() => findChromium()).toThrow(/CHROMIUM_PATH/)
  })
})

describe('public/mockServiceWorker.js', () => {
  // Dev, the demo build and Storybook serve the committed copy; after an msw upgrade
  // it must be regenerated (`npx msw init public`) or the worker and library disagree.
  it('matches the installed msw', () => {
    const require = createRequire(import.meta.url)
    const installed = readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8')
    const committed = readFileSync(
      new URL('../../public/mockServiceWorker.js', import.meta.url),
      'utf8',
    )
    expect(committed).toBe(installed)
  })
})
