import type { Browser, BrowserContext, Page } from 'playwright'
import {
  installProbes,
  NAME_HELPER,
  type ListSpec,
  type ProbeOptions,
  type ScrollOutcome,
  type Stopwatch,
  type StopwatchStart,
  type Target,
} from './page-probes'

/** A step that hangs (a locator that never matches) fails the run, not the machine's patience. */
const STEP_TIMEOUT_MS = 20_000

/** Whatever went wrong in the page, to explain a measurement that fails. */
export interface PageErrors {
  errors: string[]
}

/**
 * A fresh browser context (empty cache, storage and service workers: a cold start) and a page
 * with the probes installed before the app's own scripts.
 */
export async function newBenchPage(
  browser: Browser,
  options: ProbeOptions = { watchOnLoad: null },
  stepTimeoutMs = STEP_TIMEOUT_MS,
): Promise<{ context: BrowserContext; page: Page } & PageErrors> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  context.setDefaultTimeout(stepTimeoutMs)
  await context.addInitScript({ content: NAME_HELPER })
  await context.addInitScript(installProbes, options)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return { context, page, errors }
}

/** Waits until the last stopwatch has stopped and returns its times. */
export async function stopwatchResult(page: Page, timeoutMs = STEP_TIMEOUT_MS): Promise<Stopwatch> {
  // Polled every 100 ms rather than every frame, so the wait adds little work to the page.
  const handle = await page.waitForFunction(() => window.__bench?.stopwatch() ?? null, undefined, {
    polling: 100,
    timeout: timeoutMs,
  })
  return (await handle.jsonValue()) as Stopwatch
}

/** Times from the pointerdown of `action` (a click) until `target` shows. */
export function timeClick(
  page: Page,
  target: Target,
  action: () => Promise<void>,
  timeoutMs = STEP_TIMEOUT_MS,
): Promise<Stopwatch> {
  return timeFrom(page, 'pointerdown', target, action, timeoutMs)
}

/** Times from the keydown of `key`, pressed where the focus is, until `target` shows. */
export function timeKey(
  page: Page,
  target: Target,
  key: string,
  timeoutMs = STEP_TIMEOUT_MS,
): Promise<Stopwatch> {
  return timeFrom(page, 'keydown', target, () => page.keyboard.press(key), timeoutMs)
}

async function timeFrom(
  page: Page,
  from: StopwatchStart,
  target: Target,
  action: () => Promise<void>,
  timeoutMs: number,
): Promise<Stopwatch> {
  await page.evaluate(
    ([watched, start]) => {
      if (!window.__bench) throw new Error('the bench probes are not installed')
      window.__bench.watch(watched, start)
    },
    [target, from] as const,
  )
  await action()
  return stopwatchResult(page, timeoutMs)
}

export const elapsed = (stopwatch: Stopwatch) => stopwatch.endMs - stopwatch.startMs

export function scrollToEnd(page: Page, list: ListSpec, timeoutMs: number): Promise<ScrollOutcome> {
  return page.evaluate(
    ([spec, timeout]) => {
      if (!window.__bench) throw new Error('the bench probes are not installed')
      return window.__bench.scrollToEnd(spec, timeout)
    },
    [list, timeoutMs] as const,
  )
}

export function scrollSteadily(
  page: Page,
  list: ListSpec,
  share: number,
  frames: number,
): Promise<ScrollOutcome> {
  return page.evaluate(
    ([spec, by, count]) => {
      if (!window.__bench) throw new Error('the bench probes are not installed')
      return window.__bench.scrollSteadily(spec, by, count)
    },
    [list, share, frames] as const,
  )
}

/** The first-contentful-paint time of the page, once it has painted. */
export async function firstContentfulPaint(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    undefined,
    { polling: 100, timeout: STEP_TIMEOUT_MS },
  )
  return (await handle.jsonValue()) as number
}

/** The page's largest contentful paint so far (time and element), once it has painted. */
export async function largestContentfulPaint(
  page: Page,
): Promise<{ startTime: number; element: string }> {
  const handle = await page.waitForFunction(
    () => window.__bench?.largestContentfulPaint() ?? null,
    undefined,
    { polling: 100, timeout: STEP_TIMEOUT_MS },
  )
  return (await handle.jsonValue()) as { startTime: number; element: string }
}

/**
 * When the demo's in-browser backend began to listen: the mark src/api/mock-ready.ts sets (on
 * the page's clock, from the navigation).
 */
export async function mockReadyMark(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => performance.getEntriesByName('candor:mock-ready')[0]?.startTime ?? null,
    undefined,
    { polling: 100, timeout: STEP_TIMEOUT_MS },
  )
  return (await handle.jsonValue()) as number
}
