import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium } from './browser'
import { startEnvironment, type E2eMode, type Environment } from './environment'

export interface JourneyContext {
  page: Page
  mode: E2eMode
  /** Where the app is served; a journey opens it once (a reload reseeds the demo's data). */
  appUrl: string
}

/** A whole user journey, written once and run against both builds. */
export interface Journey {
  name: string
  run(context: JourneyContext): Promise<void>
}

/**
 * The longest journey takes about 30 s on a quiet two-core machine; a minute is the bound even
 * when the machine is busy. A step waits 10 s at most.
 */
const JOURNEY_TIMEOUT_MS = 60_000
const STEP_TIMEOUT_MS = 10_000

const failuresDir = fileURLToPath(new URL('../../../test-results/e2e/', import.meta.url))

const slug = (text: string) => text.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')

/**
 * Runs every journey in `mode`: one server set-up and one browser per mode, a fresh browser
 * context (storage, service worker) and freshly seeded data per journey. A failure leaves a
 * screenshot in test-results/e2e/ and prints the page's console.
 */
export function runJourneys(mode: E2eMode, journeys: readonly Journey[]): void {
  describe(mode, () => {
    let environment: Environment | undefined
    let browser: Browser | undefined

    beforeAll(async () => {
      environment = await startEnvironment(mode, inject('e2eBuilds'))
      browser = await launchChromium()
    }, 30_000)

    afterAll(async () => {
      await browser?.close()
      await environment?.close()
    })

    for (const journey of journeys) {
      it(
        journey.name,
        async () => {
          if (!environment || !browser) throw new Error('the environment did not start')
          await environment.reset()
          const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
          context.setDefaultTimeout(STEP_TIMEOUT_MS)
          const page = await context.newPage()
          const consoleLines: string[] = []
          const pageErrors: string[] = []
          page.on('console', (message) =>
            consoleLines.push(`[${message.type()}] ${message.text()}`),
          )
          page.on('pageerror', (error) => pageErrors.push(error.message))
          const apiOrigins = new Set<string>()
          page.on('request', (request) => {
            const url = new URL(request.url())
            if (url.pathname.startsWith('/api/')) apiOrigins.add(url.origin)
          })
          try {
            await journey.run({ page, mode, appUrl: environment.appUrl })
            expect(pageErrors, 'uncaught errors in the page').toEqual([])
            // Live: every call crossed to the mock's origin (CORS); demo: none left the app's.
            expect([...apiOrigins], 'origins the API was called on').toEqual([
              environment.apiOrigin,
            ])
          } catch (error) {
            await mkdir(failuresDir, { recursive: true })
            const shot = join(failuresDir, `${mode}-${slug(journey.name)}.png`)
            await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined)
            console.error(
              `[e2e ${mode}] "${journey.name}" failed; screenshot: ${shot}\n` +
                `page console (last 40 lines):\n${consoleLines.slice(-40).join('\n')}`,
            )
            throw error
          } finally {
            await context.close()
          }
        },
        JOURNEY_TIMEOUT_MS,
      )
    }
  })
}
