import type { Browser } from 'playwright'
import { ADMIN, button, fillSignIn, openSignIn } from './app-steps'
import { elapsed, firstContentfulPaint, newBenchPage, stopwatchResult, timeClick } from './browser'

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
  /** The live build's first contentful paint, beside its sign-in time. */
  liveFcp: number[]
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

/** Navigation start to the frame that shows the sign-in form ready for input. */
async function signInReady(browser: Browser, url: string): Promise<{ ready: number; fcp: number }> {
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
    return { ready: elapsed(stopwatch), fcp: await firstContentfulPaint(page) }
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
  const samples: StartupSamples = { helloWorldFcp: [], liveSignIn: [], demoSignIn: [], liveFcp: [] }
  for (let round = 1; round <= rounds; round++) {
    samples.helloWorldFcp.push(await helloWorldPaint(browser, urls.helloWorld))
    const live = await signInReady(browser, urls.live)
    samples.liveSignIn.push(live.ready)
    samples.liveFcp.push(live.fcp)
    samples.demoSignIn.push((await signInReady(browser, urls.demo)).ready)
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
