import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { FaultSettings } from '../../../mocks/faults/fault-settings'
import { launchChromium } from '../../support/chromium'
import { startEnvironment, type E2eMode, type Environment } from './environment'
import { FAULT_PROFILE } from './faults'

export interface JourneyContext {
  page: Page
  mode: E2eMode
  /**
   * Where the app is served, with the run's faults armed; a journey opens it once (a reload
   * reseeds the demo's data).
   */
  appUrl: string
  /** The origin of the API the app calls (Environment.apiOrigin), for set-up by HTTP. */
  apiOrigin: string
  /** The fault run: FAULT_PROFILE and the journey's own `faults` are armed. */
  faulted: boolean
}

/** A whole user journey, written once and run against both builds, without and with faults. */
export interface Journey {
  name: string
  /**
   * Failures armed for this journey in the fault run, on top of FAULT_PROFILE: one-shot ones
   * (`failOnce`, `dropSocketOnce`), whose spec message the journey expects and recovers from.
   */
  faults?: Partial<FaultSettings>
  /** A journey longer than the others says how long it may take. @default JOURNEY_TIMEOUT_MS */
  timeoutMs?: number
  run(context: JourneyContext): Promise<void>
}

/**
 * The longest journey takes about 30 s on a quiet two-core machine (40 s under faults); a
 * minute and a half is the bound even when the machine is busy. A step waits 10 s at most.
 */
const JOURNEY_TIMEOUT_MS = 90_000
const STEP_TIMEOUT_MS = 10_000

const failuresDir = fileURLToPath(new URL('../../../test-results/e2e/', import.meta.url))

const slug = (text: string) => text.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')

/**
 * Runs every journey in `mode`, then the `underFaults` ones once more under faults (FAULT_PROFILE
 * and the journey's own): one server set-up and one browser per mode, a fresh browser context
 * (storage, service worker) and freshly seeded data per journey. A failure leaves a screenshot in
 * test-results/e2e/ and prints the page's console.
 */
export function runJourneys(
  mode: E2eMode,
  journeys: readonly Journey[],
  { underFaults = journeys }: { underFaults?: readonly Journey[] } = {},
): void {
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

    const run = async (journey: Journey, faulted: boolean) => {
      if (!environment || !browser) throw new Error('the environment did not start')
      await runJourney(journey, environment, browser, faulted)
    }
    for (const journey of journeys) {
      it(journey.name, () => run(journey, false), journey.timeoutMs ?? JOURNEY_TIMEOUT_MS)
    }
    if (underFaults.length === 0) return
    describe('under faults', () => {
      for (const journey of underFaults) {
        it(journey.name, () => run(journey, true), journey.timeoutMs ?? JOURNEY_TIMEOUT_MS)
      }
    })
  })
}

async function runJourney(
  journey: Journey,
  environment: Environment,
  browser: Browser,
  faulted: boolean,
): Promise<void> {
  const { mode } = environment
  const appUrl = await environment.prepare(
    faulted ? { ...FAULT_PROFILE, ...journey.faults } : undefined,
  )
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  context.setDefaultTimeout(STEP_TIMEOUT_MS)
  const page = await context.newPage()
  const consoleLines: string[] = []
  const pageErrors: string[] = []
  // Every page of the journey (a reader's tab, a second tab) runs under the build's Content
  // Security Policy, as deployed (securityHeaders in vite.config.ts): Chromium reports each
  // violation in the console.
  const cspViolations: string[] = []
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text())
  })
  page.on('console', (message) => consoleLines.push(`[${message.type()}] ${message.text()}`))
  page.on('pageerror', (error) => pageErrors.push(error.message))
  const apiOrigins = new Set<string>()
  // The API calls and their statuses, in the order they were answered (printed on failure).
  const apiCalls: string[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (!url.pathname.startsWith('/api/')) return
    apiCalls.push(`${response.status()} ${response.request().method()} ${url.pathname}`)
  })
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) apiOrigins.add(url.origin)
  })
  try {
    await journey.run({ page, mode, appUrl, apiOrigin: environment.apiOrigin, faulted })
    expect(pageErrors, 'uncaught errors in the page').toEqual([])
    expect(cspViolations, 'Content Security Policy violations').toEqual([])
    // Live: every call crossed to the mock's origin (CORS); demo: none left the app's.
    expect([...apiOrigins], 'origins the API was called on').toEqual([environment.apiOrigin])
  } catch (error) {
    await mkdir(failuresDir, { recursive: true })
    const run = faulted ? `${mode} under faults` : mode
    const shot = join(failuresDir, `${slug(run)}-${slug(journey.name)}.png`)
    await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined)
    console.error(
      `[e2e ${run}] "${journey.name}" failed; screenshot: ${shot}\n` +
        `page console (last 40 lines):\n${consoleLines.slice(-40).join('\n')}\n` +
        `API calls (last 40):\n${apiCalls.slice(-40).join('\n')}`,
    )
    throw error
  } finally {
    await context.close()
  }
}
