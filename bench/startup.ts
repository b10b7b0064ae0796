import type { Browser } from 'playwright'
import { ADMIN, button, openSignIn } from './app-steps'
import {
  elapsed,
  firstContentfulPaint,
  largestContentfulPaint,
  mockReadyMark,
  newBenchPage,
  stopwatchResult,
  timeClick,
} from './browser'
import { fillSignIn } from '../tests/support/page-steps'

/**
 * Cold starts: each load in a fresh browser context (no cache, no storage, no service worker, so
 * the demo's worker installs every time). The three apps take turns in each round, so a busy
 * moment of the machine falls on all of them rather than on one.
 */

export interface StartupUrls {
  helloWorld: string
  live: string
  demo: string
}

export interface StartupSamples {
  /** The hello world's first contentful paint. */
  helloWorldFcp: number[]
  /** Navigation to an interactive sign-in form. */
  liveSignIn: number[]
  demoSignIn: number[]
  /** First and largest contentful paints of the same loads as the sign-in times. */
  liveFcp: number[]
  liveLcp: number[]
  demoFcp: number[]
  demoLcp: number[]
  /** What each load's largest paint was (e.g. "h1 'Sign In'"). */
  liveLcpElements: string[]
  demoLcpElements: string[]
  /** Navigation to the demo's in-browser backend listening (API calls wait until then). */
  demoMockReady: number[]
}

interface SignInLoad {
  ready: number
  fcp: number
  lcp: { startTime: number; element: string }
  mockReady: number | null
}

async function helloWorldPaint(browser: Browser, url: string): Promise<number> {
  const { context, page } = await newBenchPage(browser)
  try {
    await page.goto(url)
    await page.getByRole('heading', { name: 'Hello world' }).waitFor()
    return await firstContentfulPaint(page)
  } finally {
    await context.close()
  }
}

/**
 * Navigation start to the frame that shows the sign-in form ready for input, and the paints of
 * that load; in the demo, also when its backend began to listen. The largest paint is read once
 * the page is quiet (the demo's backend loaded), before any input, which would end it.
 */
async function signInReady(browser: Browser, url: string, demo: boolean): Promise<SignInLoad> {
  const { context, page, errors } = await newBenchPage(browser, {
    watchOnLoad: { kind: 'signInForm' },
  })
  try {
    await page.goto(url)
    const stopwatch = await stopwatchResult(page)
    // The probe's reading of the form, checked the way a user finds it.
    const email = page.getByRole('textbox', { name: 'Email' })
    if (!(await email.isEnabled()) || !(await button(page, 'Sign In').isVisible())) {
      throw new Error(`the sign-in form was not ready at ${url} ${errors.join('; ')}`)
    }
    const mockReady = demo ? await mockReadyMark(page) : null
    await page.waitForLoadState('networkidle')
    return {
      ready: elapsed(stopwatch),
      fcp: await firstContentfulPaint(page),
      lcp: await largestContentfulPaint(page),
      mockReady,
    }
  } finally {
    await context.close()
  }
}

export async function coldStartups(
  browser: Browser,
  urls: StartupUrls,
  rounds: number,
  progress: (line: string) => void,
): Promise<StartupSamples> {
  const samples: StartupSamples = {
    helloWorldFcp: [],
    liveSignIn: [],
    demoSignIn: [],
    liveFcp: [],
    liveLcp: [],
    demoFcp: [],
    demoLcp: [],
    liveLcpElements: [],
    demoLcpElements: [],
    demoMockReady: [],
  }
  for (let round = 1; round <= rounds; round++) {
    samples.helloWorldFcp.push(await helloWorldPaint(browser, urls.helloWorld))
    const live = await signInReady(browser, urls.live, false)
    samples.liveSignIn.push(live.ready)
    samples.liveFcp.push(live.fcp)
    samples.liveLcp.push(live.lcp.startTime)
    samples.liveLcpElements.push(live.lcp.element)
    const demo = await signInReady(browser, urls.demo, true)
    samples.demoSignIn.push(demo.ready)
    samples.demoFcp.push(demo.fcp)
    samples.demoLcp.push(demo.lcp.startTime)
    samples.demoLcpElements.push(demo.lcp.element)
    if (demo.mockReady !== null) samples.demoMockReady.push(demo.mockReady)
    progress(`cold start round ${round}/${rounds}`)
  }
  return samples
}

/** Sign In pressed (demo admin, typed) to the dashboard's Projects heading shown; cold each time. */
async function signInToDashboard(browser: Browser, url: string): Promise<number> {
  const { context, page } = await newBenchPage(browser)
  try {
    await openSignIn(page, url)
    await fillSignIn(page, ADMIN)
    const stopwatch = await timeClick(page, { kind: 'heading', text: 'Projects' }, () =>
      button(page, 'Sign In').click(),
    )
    return elapsed(stopwatch)
  } finally {
    await context.close()
  }
}

export async function signInsToDashboard(
  browser: Browser,
  urls: Pick<StartupUrls, 'live' | 'demo'>,
  rounds: number,
  progress: (line: string) => void,
): Promise<{ live: number[]; demo: number[] }> {
  const samples = { live: [] as number[], demo: [] as number[] }
  for (let round = 1; round <= rounds; round++) {
    samples.live.push(await signInToDashboard(browser, urls.live))
    samples.demo.push(await signInToDashboard(browser, urls.demo))
    progress(`sign-in to dashboard round ${round}/${rounds}`)
  }
  return samples
}
